// Sports scenes: billiards, golf, gym, shooting range, plus swimming,
// badminton, squash and table tennis for heroes and events.
import {
  type Ctx,
  P,
  circle,
  darken,
  ellipse,
  f,
  g,
  glow,
  lighten,
  line,
  mix,
  path,
  poly,
  rect,
  rrect,
  stroke,
  tint,
  vignette,
} from '../lib/core.js'
import { ashoka, hedge, lawn, outdoorBackdrop, palm, roundTree, shrub, treeline } from '../lib/nature.js'
import { archD, archWindow, jaali, pendant, room, wallArt } from '../lib/architecture.js'
import { figure, spotBeam, stringLights } from '../lib/props.js'

// ------------------------------------------------------------------ billiards
const BALLS = ['#f2c230', '#1f4fa8', '#c0392b', '#5b2a86', '#e8772e', '#1f7a4d', '#7b1f2e', '#111111']

export function ball(c: Ctx, x: number, y: number, r: number, color: string, striped = false, cue = false): string {
  let out = ellipse(x + r * 0.25, y + r * 0.85, r * 0.95, r * 0.3, '#000000', 'opacity="0.25"')
  if (cue) out += circle(x, y, r, '#f7f3e8')
  else if (striped) {
    const id = c.clip(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`)
    out += circle(x, y, r, '#f7f3e8') + g(rect(x - r, y - r * 0.5, r * 2, r, color), `clip-path="${id}"`)
  } else out += circle(x, y, r, color)
  if (!cue) out += circle(x, y - r * 0.05, r * 0.36, '#fbf8ef')
  out += circle(
    x,
    y,
    r,
    c.rad(
      [
        [0, '#ffffff', 0.55],
        [0.35, '#ffffff', 0],
        [1, '#000000', 0.35],
      ],
      0.35,
      0.3,
      0.75,
    ),
  )
  return out
}

function cueStick(c: Ctx, x1: number, y1: number, x2: number, y2: number, w: number): string {
  const fill = c.lin(
    [
      [0, '#f2e2c0'],
      [0.55, '#c49a5f'],
      [0.7, '#3a2010'],
      [1, '#1a0f08'],
    ],
    x1,
    y1,
    x2,
    y2,
    true,
  )
  return (
    `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${fill}" stroke-width="${f(w)}" stroke-linecap="round"/>` +
    circle(x1, y1, w * 0.5, '#4a78b0')
  )
}

function rackPositions(): Array<[number, number]> {
  const pts: Array<[number, number]> = []
  for (let row = 0; row < 5; row++) for (let k = 0; k <= row; k++) pts.push([row, k - row / 2])
  return pts
}

export function billiardsScene(c: Ctx, mode: 'room' | 'top' | 'closeup' | 'rack' | 'cues' | 'snooker', cloth = '#1f7a4d'): string {
  const wallCol = c.rng.pick(['#2b3b32', '#3a2a22', '#23304a', '#402a2f'])
  if (mode === 'top' || mode === 'snooker' || mode === 'rack') {
    let out = rect(
      0,
      0,
      c.W,
      c.H,
      c.lin([
        [0, '#4a3020'],
        [1, '#2a1a10'],
      ]),
    )
    const rackMode = mode === 'rack'
    const tw = rackMode ? c.W * 1.6 : c.W * 0.86
    const th = rackMode ? c.H * 1.3 : c.H * 0.78
    const tx = rackMode ? -c.W * 0.45 : (c.W - tw) / 2
    const ty = rackMode ? c.H * 0.12 : (c.H - th) / 2
    const rail = th * 0.08
    out += rrect(
      tx - rail,
      ty - rail,
      tw + rail * 2,
      th + rail * 2,
      rail * 0.6,
      c.lin([
        [0, '#8a5a36'],
        [1, '#5a3620'],
      ]),
    )
    out += rect(
      tx,
      ty,
      tw,
      th,
      c.rad(
        [
          [0, lighten(cloth, 0.12)],
          [1, darken(cloth, 0.12)],
        ],
        0.5,
        0.5,
        0.7,
      ),
    )
    for (const [px, py] of [
      [tx, ty],
      [tx + tw / 2, ty - rail * 0.2],
      [tx + tw, ty],
      [tx, ty + th],
      [tx + tw / 2, ty + th + rail * 0.2],
      [tx + tw, ty + th],
    ] as Array<[number, number]>)
      out += circle(px, py, rail * 0.55, '#111')
    for (let i = 1; i < 8; i++)
      if (i !== 4) {
        out += circle(tx + (tw * i) / 8, ty - rail * 0.5, rail * 0.1, P.cream)
        out += circle(tx + (tw * i) / 8, ty + th + rail * 0.5, rail * 0.1, P.cream)
      }
    const r = rackMode ? c.H * 0.07 : th * 0.035
    const apexX = rackMode ? c.W * 0.4 : tx + tw * 0.68
    const apexY = rackMode ? c.H * 0.56 : ty + th / 2
    const d = r * 2.02
    if (mode === 'snooker') {
      const reds = rackPositions()
      for (const [row, k] of reds) out += ball(c, apexX + row * d * 0.87, apexY + k * d, r, '#b3261e')
      const spots: Array<[number, number, string]> = [
        [tx + tw * 0.22, apexY - th * 0.17, '#f2c230'],
        [tx + tw * 0.22, apexY, '#6b3f24'],
        [tx + tw * 0.22, apexY + th * 0.17, '#1f7a4d'],
        [tx + tw * 0.5, apexY, '#1f4fa8'],
        [apexX - d, apexY, '#e86f9a'],
        [tx + tw * 0.9, apexY, '#111'],
      ]
      for (const [x, y, col] of spots) out += ball(c, x, y, r, col)
      out += `<path d="M${f(tx + tw * 0.22)} ${f(ty)} V${f(ty + th)} M${f(tx + tw * 0.22)} ${f(apexY - th * 0.17)} A${f(th * 0.17)} ${f(th * 0.17)} 0 0 0 ${f(tx + tw * 0.22)} ${f(apexY + th * 0.17)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(2 * c.u)}"/>`
      out += ball(c, tx + tw * 0.15, apexY + th * 0.08, r, '', false, true)
      out += cueStick(c, tx + tw * 0.13, apexY + th * 0.1, tx - tw * 0.1, apexY + th * 0.5, r * 0.6)
    } else {
      const order = c.rng.shuffle([0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6])
      let idx = 0
      for (const [row, k] of rackPositions()) {
        const isEight = row === 2 && k === 0
        const col = isEight ? '#111111' : BALLS[order[idx] ?? 0]!
        const striped = !isEight && idx % 2 === 1
        if (!isEight) idx++
        out += ball(c, apexX + row * d * 0.87, apexY + k * d, r, col, striped)
      }
      if (mode === 'rack') {
        const tri = [
          [apexX - r * 1.6, apexY],
          [apexX + 4 * d * 0.87 + r * 1.5, apexY - 2 * d - r * 1.7],
          [apexX + 4 * d * 0.87 + r * 1.5, apexY + 2 * d + r * 1.7],
        ] as Array<[number, number]>
        out += poly(tri, 'none', `stroke="#c89b5a" stroke-width="${f(r * 0.35)}" stroke-linejoin="round"`)
        out += ball(c, c.W * 0.12, c.H * 0.8, r, '', false, true)
        out += cueStick(c, c.W * 0.1, c.H * 0.83, -c.W * 0.2, c.H * 1.1, r * 0.5)
      } else {
        out += ball(c, tx + tw * 0.25, apexY + th * 0.05, r, '', false, true)
        out += cueStick(c, tx + tw * 0.23, apexY + th * 0.06, tx - tw * 0.05, apexY + th * 0.22, r * 0.6)
      }
      out += rect(tx + tw * 0.06, ty + th * 0.12, r * 1.2, r * 1.2, '#4a78b0')
    }
    out += glow(c, c.W / 2, c.H / 2, c.W * 0.6, P.gold3, 0.15)
    return out + vignette(c, 0.55, '#000000')
  }
  if (mode === 'closeup') {
    let out = rect(
      0,
      0,
      c.W,
      c.H,
      c.lin([
        [0, darken(cloth, 0.45)],
        [0.45, darken(cloth, 0.1)],
        [1, cloth],
      ]),
    )
    out += glow(c, c.W * 0.55, c.H * 0.55, c.W * 0.6, lighten(cloth, 0.3), 0.35)
    // rail at the back
    out += rect(
      0,
      c.H * 0.18,
      c.W,
      c.H * 0.07,
      c.lin([
        [0, '#6b4226'],
        [1, '#3a2010'],
      ]),
    )
    out += rect(0, c.H * 0.25, c.W, c.H * 0.02, darken(cloth, 0.4))
    const balls: Array<[number, number, number, number, boolean]> = []
    for (let i = 0; i < 6; i++)
      balls.push([c.rng.range(0.1, 0.9), c.rng.range(0.38, 0.62), 40 + c.rng.range(0, 20), c.rng.int(0, 7), c.rng.chance(0.4)])
    balls.sort((a, b) => a[1] - b[1])
    for (const [bx, by, br, ci, st] of balls) out += ball(c, bx * c.W, by * c.H, br * c.u * (0.6 + by), BALLS[ci]!, st)
    const cbx = c.W * 0.42
    const cby = c.H * 0.8
    out += ball(c, cbx, cby, 85 * c.u, '', false, true)
    out += cueStick(c, cbx + 30 * c.u, cby + 110 * c.u, cbx + 520 * c.u, c.H + 300 * c.u, 36 * c.u)
    return out + vignette(c, 0.5, '#000000')
  }
  if (mode === 'cues') {
    const floorY = c.H * 0.8
    let out = room(c, { wall: wallCol, wall2: darken(wallCol, 0.3), floor: '#5a3a26', floorY, style: 'wood', dado: '#5a3620' })
    const rx = c.W * 0.5
    out += rect(rx - 260 * c.u, c.H * 0.12, 520 * c.u, 24 * c.u, '#6b4226')
    out += rect(rx - 260 * c.u, c.H * 0.7, 520 * c.u, 30 * c.u, '#6b4226')
    for (let i = 0; i < 9; i++) {
      const x = rx - 220 * c.u + i * 55 * c.u
      out += `<line x1="${f(x)}" y1="${f(c.H * 0.13)}" x2="${f(x + (i % 2) * 2)}" y2="${f(c.H * 0.72)}" stroke="${c.lin([
        [0, '#f2e2c0'],
        [0.6, '#c49a5f'],
        [0.75, '#3a2010'],
        [1, '#1a0f08'],
      ])}" stroke-width="${f(12 * c.u)}" stroke-linecap="round"/>`
      out += circle(x, c.H * 0.13, 6 * c.u, '#4a78b0')
    }
    // bead scoreboard (no text)
    const sx = rx + 320 * c.u
    if (sx < c.W - 100 * c.u) {
      out += rect(sx, c.H * 0.15, 180 * c.u, 260 * c.u, '#6b4226')
      for (let k = 0; k < 4; k++) {
        const y = c.H * 0.15 + 40 * c.u + k * 55 * c.u
        out += line(sx + 15 * c.u, y, sx + 165 * c.u, y, '#c8b08a', 3 * c.u)
        for (let b = 0; b < 8; b++)
          out += circle(sx + (b < 3 + k ? 25 + b * 16 : 60 + b * 14) * c.u, y, 7 * c.u, b % 2 ? P.cream : '#b3261e')
      }
    }
    out += pendant(c, c.W * 0.2, 0, c.H * 0.2, 50 * c.u, P.green, true)
    out += wallArt(c, c.W * 0.08, c.H * 0.2, 200 * c.u, 160 * c.u)
    // corner of table
    out += rect(-20, c.H * 0.78, c.W * 0.45, c.H * 0.08, '#6b4226')
    out += rect(-20, c.H * 0.72, c.W * 0.44, c.H * 0.07, cloth)
    out += ball(c, c.W * 0.15, c.H * 0.74, 22 * c.u, BALLS[c.rng.int(0, 6)]!)
    out += ball(c, c.W * 0.28, c.H * 0.745, 22 * c.u, '', false, true)
    out += rect(c.W * 0.38, c.H * 0.86, 40 * c.u, c.H * 0.14, '#4a2c18')
    return out + vignette(c, 0.45, '#000000')
  }
  // room: table in perspective under a row of lamps
  const floorY = c.H * 0.55
  let out = room(c, { wall: wallCol, wall2: darken(wallCol, 0.35), floor: '#4a2c18', floorY, style: 'wood', dado: '#4a2c18' })
  for (let i = 0; i < (c.wide ? 4 : 2); i++) {
    const x = c.wide ? c.W * (i < 2 ? 0.08 + i * 0.12 : 0.8 + (i - 2) * 0.12) : c.W * (i ? 0.88 : 0.12)
    out += archWindow(c, x, floorY - c.H * 0.12, c.H * 0.14, c.H * 0.3, '#6b4226', { view: 'jaali' })
  }
  const cx = c.W / 2
  const y0 = c.H * 0.5
  const y1 = c.H * 0.8
  const wb = c.H * 0.55
  const wf = c.H * 1.0
  const rail = 24 * c.u
  out += poly(
    [
      [cx - wb / 2 - rail, y0 - rail * 0.6],
      [cx + wb / 2 + rail, y0 - rail * 0.6],
      [cx + wf / 2 + rail * 1.4, y1 + rail],
      [cx - wf / 2 - rail * 1.4, y1 + rail],
    ],
    '#7a4a2e',
  )
  out += rect(cx - wf / 2 - rail * 1.4, y1 + rail, wf + rail * 2.8, 40 * c.u, '#5a3620')
  for (const lx of [-0.45, 0.45]) out += rect(cx + lx * wf - 20 * c.u, y1 + rail + 40 * c.u, 40 * c.u, c.H * 0.12, '#4a2c18')
  out += poly(
    [
      [cx - wb / 2, y0],
      [cx + wb / 2, y0],
      [cx + wf / 2, y1],
      [cx - wf / 2, y1],
    ],
    c.lin([
      [0, darken(cloth, 0.1)],
      [1, lighten(cloth, 0.05)],
    ]),
  )
  for (const [px, py, pr] of [
    [cx - wb / 2, y0, 10],
    [cx + wb / 2, y0, 10],
    [cx - wf / 2, y1, 15],
    [cx + wf / 2, y1, 15],
    [cx - (wb + wf) / 4 - 6 * c.u, (y0 + y1) / 2, 12],
    [cx + (wb + wf) / 4 + 6 * c.u, (y0 + y1) / 2, 12],
  ] as Array<[number, number, number]>)
    out += circle(px, py, pr * c.u, '#111')
  const place = (u: number, v: number) => [cx + (u - 0.5) * (wb + (wf - wb) * v), y0 + (y1 - y0) * v, (11 + 7 * v) * c.u] as const
  // rack near the back
  let idx = 0
  for (const [row, k] of rackPositions()) {
    const [x, y, r] = place(0.5 + k * 0.075, 0.28 - row * 0.055)
    out += ball(c, x, y, r, BALLS[(idx++ * 3) % 8]!, idx % 2 === 0)
  }
  const [qx, qy, qr] = place(0.45, 0.78)
  out += ball(c, qx, qy, qr, '', false, true)
  out += cueStick(c, qx - 6 * c.u, qy + 14 * c.u, qx - 160 * c.u, c.H * 1.05, 10 * c.u)
  // lamps
  for (const lx of [-0.3, 0, 0.3]) out += pendant(c, cx + lx * wf * 0.8, 0, c.H * 0.22, 70 * c.u, P.green, true)
  out += figure(c, cx + wf * 0.62, c.H * 0.98, 330 * c.u, 'stand', '#101a16')
  return out + vignette(c, 0.55, '#000000')
}

// ------------------------------------------------------------------ golf
function flag(c: Ctx, x: number, base: number, h: number, color: string): string {
  return (
    line(x, base, x, base - h, '#f2efe6', h * 0.018) +
    path(`M${f(x)} ${f(base - h)} L${f(x + h * 0.32)} ${f(base - h * 0.9)} L${f(x)} ${f(base - h * 0.78)} Z`, color) +
    ellipse(x, base, h * 0.06, h * 0.02, '#1a1a1a')
  )
}

export function golfBall(c: Ctx, x: number, y: number, r: number): string {
  let out = ellipse(x + r * 0.3, y + r * 0.9, r, r * 0.25, '#000000', 'opacity="0.2"')
  out += circle(x, y, r, '#fbfaf5')
  for (let i = 0; i < 7; i++) out += circle(x + Math.cos(i) * r * 0.55, y + Math.sin(i * 1.7) * r * 0.5, r * 0.09, '#d9d6cc')
  out += circle(
    x,
    y,
    r,
    c.rad(
      [
        [0, '#ffffff', 0.6],
        [0.4, '#ffffff', 0],
        [1, '#6b7a80', 0.35],
      ],
      0.35,
      0.3,
      0.75,
    ),
  )
  return out
}

export function golfScene(c: Ctx, mode: 'green' | 'fairway' | 'tee' | 'range' | 'bag' | 'putt' | 'academy'): string {
  const t = c.theme
  const flagCol = c.rng.pick([P.terra, '#c0392b', P.gold2, P.marigold])
  if (mode === 'tee' || mode === 'putt') {
    const horizon = c.H * 0.38
    let out = outdoorBackdrop(c, horizon, { skyline: false })
    out += lawn(c, horizon, false, [lighten(t.lawn[0], 0.05), t.lawn[1]])
    out += g(treeline(c, horizon + 6 * c.u, 50 * c.u, t.near, 40), 'opacity="0.9"')
    // blurred depth band
    out += rect(
      0,
      horizon,
      c.W,
      c.H * 0.2,
      c.lin([
        [0, t.sky[2], 0.35],
        [1, t.sky[2], 0],
      ]),
    )
    if (mode === 'tee') {
      const x = c.W * 0.5
      const base = c.H * 0.8
      out += flag(c, c.W * 0.78, horizon + 40 * c.u, 120 * c.u, flagCol)
      out += path(
        `M${f(x - 14 * c.u)} ${f(base - 60 * c.u)} L${f(x + 14 * c.u)} ${f(base - 60 * c.u)} L${f(x + 4 * c.u)} ${f(base + 20 * c.u)} L${f(x - 4 * c.u)} ${f(base + 20 * c.u)} Z`,
        c.rng.pick([P.terra3, P.gold2, '#ffffff']),
      )
      out += golfBall(c, x, base - 110 * c.u, 52 * c.u)
      out += golfBag(c, c.W * 0.14, c.H * 1.02, 520 * c.u)
      for (let i = 0; i < 60; i++)
        out += path(
          `M${f(c.rng.range(0, c.W))} ${f(c.H - c.rng.range(0, 0.2) * c.H)} l${f(4 * c.u)} ${f(-c.rng.range(20, 50) * c.u)} l${f(4 * c.u)} ${f(c.rng.range(20, 50) * c.u)} z`,
          darken(t.lawn[1], 0.15),
          'opacity="0.6"',
        )
    } else {
      const hx = c.W * 0.55
      const hy = c.H * 0.72
      out += ellipse(hx, hy, 150 * c.u, 50 * c.u, '#1a1a1a')
      out += ellipse(hx, hy - 4 * c.u, 150 * c.u, 44 * c.u, darken(t.lawn[1], 0.5))
      out += path(
        `M${f(hx - 150 * c.u)} ${f(hy)} A${f(150 * c.u)} ${f(50 * c.u)} 0 0 0 ${f(hx + 150 * c.u)} ${f(hy)}`,
        'none',
        `stroke="#ffffff" stroke-width="${f(8 * c.u)}"`,
      )
      out += line(hx + 20 * c.u, hy, hx + 30 * c.u, -10, '#f2efe6', 16 * c.u)
      out += golfBall(c, hx - 260 * c.u, hy + 80 * c.u, 58 * c.u)
      out += `<path d="M${f(hx - 900 * c.u)} ${f(hy + 160 * c.u)} Q${f(hx - 600 * c.u)} ${f(hy + 120 * c.u)} ${f(hx - 320 * c.u)} ${f(hy + 95 * c.u)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(6 * c.u)}" stroke-dasharray="${f(14 * c.u)} ${f(14 * c.u)}"/>`
    }
    return out + vignette(c, 0.3)
  }
  const horizon = c.H * (mode === 'range' ? 0.45 : 0.5)
  let out = outdoorBackdrop(c, horizon, { skyline: c.rng.chance(0.5) })
  out += lawn(c, horizon, true, [t.lawn[0], t.lawn[1]])
  // rolling fairway shapes
  const fair = lighten(t.lawn[0], 0.12)
  out += path(
    `M${f(c.W * 0.2)} ${f(c.H)} C${f(c.W * 0.35)} ${f(c.H * 0.8)} ${f(c.W * 0.3)} ${f(horizon + 60 * c.u)} ${f(c.W * 0.55)} ${f(horizon + 10 * c.u)} C${f(c.W * 0.7)} ${f(horizon + 5 * c.u)} ${f(c.W * 0.8)} ${f(horizon + 40 * c.u)} ${f(c.W * 0.7)} ${f(horizon + 120 * c.u)} C${f(c.W * 0.6)} ${f(c.H * 0.8)} ${f(c.W * 0.75)} ${f(c.H * 0.9)} ${f(c.W * 0.9)} ${f(c.H)} Z`,
    fair,
    'opacity="0.7"',
  )
  const trees = () => {
    let s = ''
    for (let i = 0; i < (c.wide ? 7 : 5); i++) {
      const x = c.rng.range(0, c.W)
      s += c.rng.chance(0.5)
        ? roundTree(c, x, horizon + 16 * c.u, c.rng.range(130, 200) * c.u, t.mid)
        : palm(c, x, horizon + 16 * c.u, c.rng.range(180, 260) * c.u, c.rng.range(-0.1, 0.1))
    }
    return s
  }
  out += trees()
  if (mode === 'green' || mode === 'fairway' || mode === 'bag') {
    const gx = mode === 'fairway' ? c.W * 0.6 : c.W * 0.5
    const gy = mode === 'fairway' ? horizon + 40 * c.u : c.H * 0.72
    const gr = mode === 'fairway' ? 130 * c.u : 420 * c.u
    out += ellipse(gx, gy, gr * 1.15, gr * 0.34, darken(t.lawn[0], 0.05))
    out += ellipse(gx, gy, gr, gr * 0.28, lighten(t.lawn[0], 0.2))
    out += g(`<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="${f(gr)}" ry="${f(gr * 0.28)}" fill="${jaali(c, 60 * c.u, '#ffffff', 0)}"/>`, '')
    for (let i = -3; i <= 3; i++) out += ellipse(gx + i * gr * 0.26, gy, gr * 0.12, gr * 0.27, '#ffffff', 'opacity="0.05"')
    // bunkers
    out += path(
      `M${f(gx - gr * 1.3)} ${f(gy + gr * 0.1)} q${f(gr * 0.2)} ${f(-gr * 0.18)} ${f(gr * 0.45)} ${f(-gr * 0.05)} q${f(gr * 0.1)} ${f(gr * 0.16)} ${f(-gr * 0.2)} ${f(gr * 0.15)} q${f(-gr * 0.2)} ${f(0)} ${f(-gr * 0.25)} ${f(-gr * 0.1)} z`,
      '#ecdcb0',
    )
    out += path(
      `M${f(gx + gr * 0.95)} ${f(gy - gr * 0.2)} q${f(gr * 0.2)} ${f(-gr * 0.12)} ${f(gr * 0.4)} ${f(0)} q${f(gr * 0.05)} ${f(gr * 0.1)} ${f(-gr * 0.2)} ${f(gr * 0.1)} q${f(-gr * 0.2)} ${f(0)} ${f(-gr * 0.2)} ${f(-gr * 0.1)} z`,
      '#ecdcb0',
    )
    out += flag(c, gx + gr * 0.15, gy, (mode === 'fairway' ? 110 : 280) * c.u, flagCol)
    if (mode === 'green') out += golfBall(c, gx - gr * 0.35, gy + gr * 0.12, 14 * c.u)
    if (mode === 'fairway') {
      out += figure(c, c.W * 0.3, c.H * 0.92, 300 * c.u, 'golfFinish', darken(t.near, 0.5))
      out += line(
        c.W * 0.3 - 0.11 * 300 * c.u,
        c.H * 0.92 - 0.98 * 300 * c.u,
        c.W * 0.3 + 0.2 * 300 * c.u,
        c.H * 0.92 - 1.1 * 300 * c.u,
        darken(t.near, 0.5),
        5 * c.u,
      )
      out += `<path d="M${f(c.W * 0.34)} ${f(c.H * 0.86)} Q${f(c.W * 0.5)} ${f(c.H * 0.05)} ${f(gx)} ${f(gy - 40 * c.u)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${f(3 * c.u)}" stroke-dasharray="${f(10 * c.u)} ${f(12 * c.u)}"/>`
    }
    if (mode === 'bag') out += golfBag(c, c.W * 0.2, c.H * 0.96, 380 * c.u)
  } else if (mode === 'range' || mode === 'academy') {
    // distance flags in the field
    for (let k = 0; k < 4; k++) {
      const y = horizon + (20 + k * k * 18) * c.u
      const x = c.W * (0.2 + ((k * 0.23) % 0.7))
      out += ellipse(x, y, (40 + k * 30) * c.u, (8 + k * 6) * c.u, lighten(t.lawn[0], 0.2))
      out += flag(c, x, y, (40 + k * 20) * c.u, [P.terra, P.gold2, P.dusk3, '#c0392b'][k]!)
    }
    // balls scattered
    for (let i = 0; i < 40; i++) {
      const y = horizon + c.rng.range(0.05, 0.3) * c.H
      out += circle(c.rng.range(0, c.W), y, (1.5 + (y - horizon) * 0.02) * c.u, '#ffffff', 'opacity="0.85"')
    }
    // bays with roof
    const by = c.H * 0.82
    out += rect(
      0,
      by,
      c.W,
      c.H - by,
      c.lin([
        [0, '#6d8a5a'],
        [1, '#3f5e3a'],
      ]),
    )
    out += rect(0, 0, c.W, c.H * 0.1, '#e9dfc9')
    out += rect(0, c.H * 0.1, c.W, 10 * c.u, P.terra)
    const nb = c.wide ? 5 : 3
    for (let i = 0; i <= nb; i++) out += rect((c.W * i) / nb - 8 * c.u, c.H * 0.1, 16 * c.u, by - c.H * 0.1, '#e9dfc9')
    for (let i = 0; i < nb; i++) {
      const x = (c.W * (i + 0.5)) / nb
      out += rect(x - 70 * c.u, by - 6 * c.u, 140 * c.u, 12 * c.u, '#2f6a3f')
      if (mode === 'academy' && i === Math.floor(nb / 2)) {
        out += figure(c, x - 20 * c.u, by, 260 * c.u, 'golfAddress', '#16231d')
        out += line(x - 20 * c.u + 0.16 * 260 * c.u, by - 0.45 * 260 * c.u, x + 60 * c.u, by - 4 * c.u, '#16231d', 5 * c.u)
        out += figure(c, x + 150 * c.u, by, 270 * c.u, 'stand', '#2a3a33', { flip: true })
        out += golfBall(c, x + 66 * c.u, by - 8 * c.u, 6 * c.u)
      } else if (c.rng.chance(0.7)) {
        const pose = c.rng.chance(0.5) ? 'golfFinish' : 'golfAddress'
        out += figure(c, x, by, 240 * c.u, pose, '#16231d')
        if (pose === 'golfAddress') out += line(x + 0.16 * 240 * c.u, by - 0.45 * 240 * c.u, x + 70 * c.u, by - 4 * c.u, '#16231d', 5 * c.u)
        else out += line(x - 0.11 * 240 * c.u, by - 0.98 * 240 * c.u, x + 0.25 * 240 * c.u, by - 1.1 * 240 * c.u, '#16231d', 5 * c.u)
      }
      out += ballBasket(c, x - 90 * c.u, by + 4 * c.u, 40 * c.u)
    }
  }
  out += tint(c, t.tint, t.tintOpacity * 0.5)
  return out + vignette(c, 0.25)
}

function ballBasket(c: Ctx, x: number, base: number, s: number): string {
  let out = ''
  for (let i = 0; i < 9; i++)
    out += circle(x + ((i % 3) - 1) * s * 0.3 + (i > 5 ? s * 0.15 : 0), base - s * 0.7 - Math.floor(i / 3) * s * 0.12, s * 0.18, '#ffffff')
  out += path(
    `M${f(x - s * 0.5)} ${f(base - s * 0.8)} L${f(x + s * 0.5)} ${f(base - s * 0.8)} L${f(x + s * 0.4)} ${f(base)} L${f(x - s * 0.4)} ${f(base)} Z`,
    '#2b4d8a',
  )
  return out
}

export function golfBag(c: Ctx, x: number, base: number, h: number): string {
  let out = ''
  for (let i = 0; i < 5; i++) {
    const cx = x - h * 0.08 + i * h * 0.04
    const top = base - h - h * (0.08 + (i % 3) * 0.05)
    out += line(cx, base - h * 0.7, cx + (i - 2) * h * 0.03, top, '#9aa3a8', h * 0.012)
    out +=
      i % 2
        ? rrect(cx + (i - 2) * h * 0.03 - h * 0.04, top - h * 0.05, h * 0.08, h * 0.07, h * 0.02, '#2b2b2b')
        : path(
            `M${f(cx + (i - 2) * h * 0.03)} ${f(top)} l${f(h * 0.07)} ${f(h * 0.01)} l${f(-h * 0.01)} ${f(h * 0.05)} l${f(-h * 0.06)} ${f(-h * 0.02)} z`,
            '#c8ccd0',
          )
  }
  const col = c.rng.pick([P.green, P.terra2, P.dusk1, P.maroon])
  out += rrect(
    x - h * 0.12,
    base - h * 0.78,
    h * 0.24,
    h * 0.78,
    h * 0.06,
    c.lin(
      [
        [0, lighten(col, 0.15)],
        [0.5, col],
        [1, darken(col, 0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  out += rect(x - h * 0.13, base - h * 0.78, h * 0.26, h * 0.06, P.gold)
  out += rect(x - h * 0.13, base - h * 0.12, h * 0.26, h * 0.06, P.gold)
  out += rrect(x + h * 0.04, base - h * 0.55, h * 0.1, h * 0.3, h * 0.02, darken(col, 0.2))
  out += line(x + h * 0.12, base - h * 0.7, x + h * 0.22, base, '#444', h * 0.015)
  return out
}

// ------------------------------------------------------------------ gym
function treadmill(c: Ctx, x: number, base: number, s: number): string {
  let out = path(
    `M${f(x - s * 0.6)} ${f(base)} L${f(x + s * 0.5)} ${f(base)} L${f(x + s * 0.55)} ${f(base - s * 0.12)} L${f(x - s * 0.6)} ${f(base - s * 0.12)} Z`,
    '#2b2f33',
  )
  out += rect(x - s * 0.58, base - s * 0.15, s * 1.08, s * 0.04, '#4a5055')
  out += line(x + s * 0.45, base - s * 0.12, x + s * 0.35, base - s * 0.85, '#3a3f44', s * 0.06)
  out += rrect(x + s * 0.15, base - s * 0.98, s * 0.35, s * 0.18, s * 0.03, '#2b2f33')
  out += rect(x + s * 0.2, base - s * 0.95, s * 0.25, s * 0.1, P.dusk3, 'opacity="0.7"')
  out += line(x + s * 0.3, base - s * 0.7, x - s * 0.05, base - s * 0.7, '#3a3f44', s * 0.04)
  return out
}
function dumbbell(c: Ctx, x: number, y: number, s: number, color = '#2b2f33'): string {
  return (
    rect(x - s * 0.5, y - s * 0.06, s, s * 0.12, '#9aa3a8') +
    rrect(x - s * 0.55, y - s * 0.25, s * 0.22, s * 0.5, s * 0.06, color) +
    rrect(x + s * 0.33, y - s * 0.25, s * 0.22, s * 0.5, s * 0.06, color)
  )
}
function kettlebell(c: Ctx, x: number, base: number, s: number, color: string): string {
  return (
    path(
      `M${f(x - s * 0.3)} ${f(base - s * 0.7)} a${f(s * 0.3)} ${f(s * 0.35)} 0 0 1 ${f(s * 0.6)} 0`,
      'none',
      `stroke="${color}" stroke-width="${f(s * 0.12)}"`,
    ) +
    ellipse(x, base - s * 0.38, s * 0.45, s * 0.4, color) +
    rect(x - s * 0.3, base - s * 0.05, s * 0.6, s * 0.05, darken(color, 0.2)) +
    ellipse(x - s * 0.15, base - s * 0.5, s * 0.08, s * 0.12, '#ffffff', 'opacity="0.25"')
  )
}

export function gymScene(c: Ctx, mode: 'floor' | 'weights' | 'kettle' | 'lifter' | 'studio'): string {
  const wall = c.rng.pick(['#e9e4da', '#dfe6e3', '#ece2d6'])
  const floorY = c.H * 0.66
  let out = room(c, { wall, wall2: darken(wall, 0.1), floor: c.rng.pick(['#a88a6a', '#9c7b5c', '#b39574']), floorY, style: 'wood' })
  const accent = c.rng.pick([P.terra, P.green3, P.gold, P.dusk2])
  out += rect(0, floorY - c.H * 0.05, c.W, c.H * 0.02, accent)
  // big arched windows to the garden
  const nw = c.wide ? 6 : 4
  if (mode === 'floor' || c.rng.chance(0.4)) {
    for (let i = 0; i < nw; i++)
      out += archWindow(c, (c.W * (i + 0.5)) / nw, floorY - c.H * 0.08, (c.W / nw) * 0.62, c.H * 0.5, '#2b2f33', { style: 'round' })
  } else {
    // mirror wall with a jaali frieze above
    out += rect(0, c.H * 0.04, c.W, c.H * 0.1, jaali(c, 40 * c.u, darken(wall, 0.2), 2 * c.u))
    out += rect(
      0,
      c.H * 0.16,
      c.W,
      floorY - c.H * 0.24,
      c.lin([
        [0, '#cfdde2'],
        [1, '#aebfc6'],
      ]),
    )
    for (let i = 1; i < nw; i++) out += rect((c.W * i) / nw - 4 * c.u, c.H * 0.16, 8 * c.u, floorY - c.H * 0.24, '#2b2f33')
    for (let i = 0; i < nw; i++)
      out += poly(
        [
          [(c.W * (i + 0.2)) / nw, c.H * 0.16],
          [(c.W * (i + 0.45)) / nw, c.H * 0.16],
          [(c.W * (i + 0.15)) / nw, floorY - c.H * 0.08],
          [(c.W * (i - 0.1)) / nw, floorY - c.H * 0.08],
        ],
        '#ffffff',
        'opacity="0.25"',
      )
    if (mode !== 'studio') out += figure(c, c.W * 0.85, floorY - c.H * 0.09, 200 * c.u, 'lift', '#5d6f76', { flip: true })
  }
  if (mode === 'floor' || mode === 'studio') {
    const n = c.wide ? 6 : 4
    for (let i = 0; i < n; i++) {
      const x = (c.W * (i + 0.5)) / n
      if (mode === 'floor') out += treadmill(c, x, c.H * 0.92, 300 * c.u)
      else out += bike(c, x, c.H * 0.92, 280 * c.u, accent)
      if (c.rng.chance(0.55))
        out += figure(
          c,
          x - 30 * c.u,
          c.H * (mode === 'floor' ? 0.88 : 0.9),
          mode === 'floor' ? 320 * c.u : 300 * c.u,
          mode === 'floor' ? 'run' : 'sit',
          '#1d2428',
        )
    }
  } else if (mode === 'weights') {
    // rack of dumbbells in front of the windows
    const rx = c.W * 0.06
    const rw = c.W * 0.88
    const y1 = c.H * 0.7
    const y2 = c.H * 0.84
    out += rect(rx, y1 + 30 * c.u, rw, 16 * c.u, '#2b2f33')
    out += rect(rx, y2 + 36 * c.u, rw, 16 * c.u, '#2b2f33')
    out += rect(rx, y1, 16 * c.u, c.H * 0.3, '#2b2f33') + rect(rx + rw - 16 * c.u, y1, 16 * c.u, c.H * 0.3, '#2b2f33')
    const nd = Math.floor(rw / (150 * c.u))
    for (let i = 0; i < nd; i++) {
      const x = rx + 90 * c.u + i * 150 * c.u
      out += dumbbell(c, x, y1 + 6 * c.u, (100 + i * 4) * c.u, i % 3 ? '#2b2f33' : accent)
      out += dumbbell(c, x, y2 + 8 * c.u, (112 + i * 4) * c.u, i % 4 ? '#1d2428' : accent)
    }
    out += bench(c, c.W * 0.5, c.H * 1.0, 360 * c.u)
  } else if (mode === 'kettle') {
    out += rect(0, c.H * 0.78, c.W, c.H * 0.22, '#2b2f33')
    out += rrect(c.W * 0.1, c.H * 0.84, c.W * 0.8, c.H * 0.1, 10 * c.u, accent)
    const cols = [P.terra, P.green3, P.gold, P.dusk2, '#2b2f33']
    const n = c.wide ? 6 : 4
    for (let i = 0; i < n; i++)
      out += kettlebell(c, c.W * 0.18 + i * ((c.W * 0.64) / (n - 1)), c.H * 0.9, (100 + i * 18) * c.u, cols[i % cols.length]!)
    out += dumbbell(c, c.W * 0.5, c.H * 0.97, 160 * c.u)
    out +=
      rrect(c.W * 0.86, c.H * 0.7, 40 * c.u, 120 * c.u, 12 * c.u, '#9fd3e0', 'opacity="0.9"') +
      rect(c.W * 0.86, c.H * 0.68, 40 * c.u, 20 * c.u, '#2b2f33')
  } else {
    // lifter silhouette with barbell
    const x = c.W * 0.5
    const base = c.H * 0.95
    const h = 440 * c.u
    out += rect(0, c.H * 0.9, c.W, c.H * 0.1, '#2b2f33')
    out += rect(x - 260 * c.u, c.H * 0.9, 520 * c.u, 12 * c.u, accent)
    out += figure(c, x, base - 30 * c.u, h, 'lift', '#1d2428')
    const by = base - 30 * c.u - 1.08 * h
    out += rect(x - 260 * c.u, by - 6 * c.u, 520 * c.u, 12 * c.u, '#9aa3a8')
    for (const s of [-1, 1]) {
      out += rrect(x + s * 220 * c.u - 16 * c.u, by - 80 * c.u, 32 * c.u, 160 * c.u, 8 * c.u, '#1d2428')
      out += rrect(x + s * 190 * c.u - 12 * c.u, by - 60 * c.u, 24 * c.u, 120 * c.u, 6 * c.u, accent)
    }
  }
  return out + vignette(c, 0.3)
}

function bike(c: Ctx, x: number, base: number, s: number, accent: string): string {
  let out = circle(x + s * 0.3, base - s * 0.25, s * 0.22, '#2b2f33') + circle(x + s * 0.3, base - s * 0.25, s * 0.12, accent)
  out += path(
    `M${f(x - s * 0.45)} ${f(base)} L${f(x + s * 0.55)} ${f(base)} L${f(x + s * 0.5)} ${f(base - s * 0.05)} L${f(x - s * 0.45)} ${f(base - s * 0.05)} Z`,
    '#2b2f33',
  )
  out += line(x - s * 0.25, base, x - s * 0.05, base - s * 0.6, '#3a3f44', s * 0.07)
  out += line(x + s * 0.2, base - s * 0.3, x + s * 0.35, base - s * 0.8, '#3a3f44', s * 0.06)
  out += rect(x - s * 0.17, base - s * 0.65, s * 0.25, s * 0.06, '#1d2428')
  out += rect(x + s * 0.28, base - s * 0.85, s * 0.22, s * 0.05, '#1d2428')
  return out
}

function bench(c: Ctx, x: number, base: number, s: number): string {
  let out = rrect(x - s * 0.5, base - s * 0.4, s, s * 0.1, s * 0.04, '#1d2428')
  out += rect(x - s * 0.4, base - s * 0.3, s * 0.05, s * 0.3, '#3a3f44') + rect(x + s * 0.35, base - s * 0.3, s * 0.05, s * 0.3, '#3a3f44')
  out +=
    rect(x - s * 0.6, base - s * 0.85, s * 0.04, s * 0.85, '#3a3f44') + rect(x + s * 0.56, base - s * 0.85, s * 0.04, s * 0.85, '#3a3f44')
  out += rect(x - s * 0.8, base - s * 0.8, s * 1.6, s * 0.04, '#9aa3a8')
  out +=
    rrect(x - s * 0.8, base - s * 0.92, s * 0.08, s * 0.28, s * 0.02, '#1d2428') +
    rrect(x + s * 0.72, base - s * 0.92, s * 0.08, s * 0.28, s * 0.02, '#1d2428')
  return out
}

// ------------------------------------------------------------------ shooting range
function target(c: Ctx, cx: number, cy: number, r: number, holes = 0): string {
  let out = rect(cx - r * 1.15, cy - r * 1.3, r * 2.3, r * 2.6, '#f4efe2')
  const cols = ['#f4efe2', '#1b1b1b', '#1b1b1b', '#f4efe2', P.terra, P.terra]
  for (let k = 0; k < 6; k++)
    out += circle(cx, cy, r * (1 - k * 0.16), k % 2 ? (k < 3 ? '#1b1b1b' : P.terra) : k < 3 ? '#2d2d2d' : '#f4efe2')
  for (let k = 1; k < 6; k++)
    out += circle(
      cx,
      cy,
      r * (1 - k * 0.16),
      'none',
      `stroke="${k < 3 ? '#f4efe2' : '#1b1b1b'}" stroke-width="${f(r * 0.012)}" opacity="0.7"`,
    )
  out += circle(cx, cy, r * 0.08, P.gold2)
  void cols
  for (let i = 0; i < holes; i++) {
    const a = c.rng.range(0, Math.PI * 2)
    const d = r * Math.abs(c.rng.range(-0.35, 0.35)) * c.rng.range(0.2, 1)
    out += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * 0.03, '#0a0a0a', `stroke="#8a8a8a" stroke-width="${f(r * 0.006)}"`)
  }
  return out
}

export function shootingScene(c: Ctx, mode: 'lanes' | 'target' | 'trap' | 'gear' | 'pistol'): string {
  const t = c.theme
  if (mode === 'target') {
    let out = rect(
      0,
      0,
      c.W,
      c.H,
      c.lin([
        [0, '#2b3330'],
        [1, '#1a201e'],
      ]),
    )
    out += glow(c, c.W / 2, c.H / 2, c.W * 0.6, P.gold3, 0.2)
    out += g(target(c, c.W / 2, c.H / 2, c.H * 0.36, 9), `transform="rotate(${f(c.rng.range(-4, 4))} ${f(c.W / 2)} ${f(c.H / 2)})"`)
    out += line(c.W / 2, 0, c.W / 2, c.H * 0.03, '#888', 3 * c.u)
    out += rect(c.W / 2 - c.H * 0.2, c.H * 0.02, c.H * 0.4, 10 * c.u, '#555')
    return out + vignette(c, 0.5, '#000000')
  }
  if (mode === 'trap') {
    const horizon = c.H * 0.66
    let out = outdoorBackdrop(c, horizon, { skyline: false, clouds: 4 })
    out += lawn(c, horizon, false)
    // trap house
    out += rect(c.W * 0.55, horizon - 10 * c.u, 120 * c.u, 50 * c.u, '#7a8a6a')
    out += rect(c.W * 0.55 - 10 * c.u, horizon - 18 * c.u, 140 * c.u, 12 * c.u, '#5a6a4a')
    // clays in flight with trails
    for (let i = 0; i < 2; i++) {
      const x = c.W * (0.55 + i * 0.18)
      const y = c.H * (0.2 + i * 0.12)
      out += `<path d="M${f(c.W * 0.6)} ${f(horizon)} Q${f(x - 60 * c.u)} ${f(y + 40 * c.u)} ${f(x)} ${f(y)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(3 * c.u)}" stroke-dasharray="${f(8 * c.u)} ${f(10 * c.u)}"/>`
      out += ellipse(x, y, 22 * c.u, 8 * c.u, '#e8772e') + ellipse(x, y - 3 * c.u, 14 * c.u, 4 * c.u, '#f4a35e')
    }
    // shooter
    const sx = c.W * 0.24
    const base = c.H * 0.96
    const h = 460 * c.u
    out += rect(sx - 120 * c.u, base - 8 * c.u, 240 * c.u, 16 * c.u, '#c8b89a')
    out += figure(c, sx, base, h, 'shootUp', '#182420')
    out += line(sx + 0.05 * h, base - 0.8 * h, sx + 0.55 * h, base - 1.08 * h, '#182420', 9 * c.u)
    out += ellipse(sx + 0.03 * h, base - 0.93 * h, 0.08 * h, 0.04 * h, P.terra, 'opacity="0.9"')
    out += tint(c, t.tint, t.tintOpacity * 0.4)
    return out + vignette(c, 0.25)
  }
  if (mode === 'gear') {
    let out = rect(
      0,
      0,
      c.W,
      c.H,
      c.lin([
        [0, '#3a4540'],
        [1, '#26302c'],
      ]),
    )
    out += rect(
      0,
      c.H * 0.55,
      c.W,
      c.H * 0.45,
      c.lin([
        [0, '#8a6a4a'],
        [1, '#5a3e28'],
      ]),
    )
    out += rect(0, c.H * 0.55, c.W, 8 * c.u, '#a98a64')
    // ear defenders
    const ex = c.W * 0.35
    const ey = c.H * 0.72
    out += path(
      `M${f(ex - 130 * c.u)} ${f(ey)} C${f(ex - 130 * c.u)} ${f(ey - 230 * c.u)} ${f(ex + 130 * c.u)} ${f(ey - 230 * c.u)} ${f(ex + 130 * c.u)} ${f(ey)}`,
      'none',
      `stroke="#1d2428" stroke-width="${f(26 * c.u)}"`,
    )
    out += rrect(ex - 180 * c.u, ey - 60 * c.u, 100 * c.u, 150 * c.u, 40 * c.u, c.rng.pick([P.terra, P.green2, '#c0392b']))
    out += rrect(ex + 80 * c.u, ey - 60 * c.u, 100 * c.u, 150 * c.u, 40 * c.u, c.rng.pick([P.terra, P.green2, '#c0392b']))
    // shooting glasses
    const gx = c.W * 0.72
    out +=
      ellipse(gx - 55 * c.u, c.H * 0.82, 60 * c.u, 38 * c.u, P.gold2, 'opacity="0.8"') +
      ellipse(gx + 55 * c.u, c.H * 0.82, 60 * c.u, 38 * c.u, P.gold2, 'opacity="0.8"')
    out += line(gx - 10 * c.u, c.H * 0.8, gx + 10 * c.u, c.H * 0.8, '#1d2428', 6 * c.u)
    // shells
    for (let i = 0; i < 6; i++) {
      const x = c.W * 0.55 + i * 36 * c.u
      const y = c.H * 0.66
      out += rect(x, y - 80 * c.u, 28 * c.u, 80 * c.u, i % 2 ? '#b3261e' : '#1f4fa8') + rect(x, y - 20 * c.u, 28 * c.u, 20 * c.u, P.gold2)
    }
    // target on wall
    out += target(c, c.W * 0.14, c.H * 0.27, 90 * c.u, 5)
    out += target(c, c.W * 0.86, c.H * 0.27, 90 * c.u, 4)
    out += pendant(c, c.W * 0.5, 0, c.H * 0.1, 50 * c.u, P.green, true)
    return out + vignette(c, 0.45, '#000000')
  }
  // indoor lanes (one-point perspective)
  const vx = c.W / 2
  const vy = c.H * 0.45
  let out = rect(
    0,
    0,
    c.W,
    c.H,
    c.lin([
      [0, '#2a302e'],
      [1, '#3a403c'],
    ]),
  )
  // ceiling baffles
  for (let k = 0; k < 7; k++) {
    const tt = Math.pow((k + 1) / 8, 1.8)
    const y = vy - (vy - 0) * tt
    const w = (c.W * 0.16 + c.W * 1.2 * tt) / 2
    out += rect(vx - w, y - 10 * c.u * (0.3 + tt), w * 2, 22 * c.u * (0.3 + tt), '#1f2523')
    if (k % 2) out += rect(vx - w * 0.8, y + 12 * c.u * (0.3 + tt), w * 1.6, 6 * c.u * (0.3 + tt), '#fff4d0', 'opacity="0.7"')
  }
  // floor
  out += poly(
    [
      [vx - c.W * 0.08, vy],
      [vx + c.W * 0.08, vy],
      [c.W * 1.6, c.H],
      [-c.W * 0.6, c.H],
    ],
    c.lin([
      [0, '#5a5a50'],
      [1, '#8a8470'],
    ]),
  )
  // back wall with targets
  const bw = c.W * 0.16
  const bh = c.H * 0.16
  out += rect(vx - bw, vy - bh, bw * 2, bh, '#3f4a44')
  const lanes = c.wide ? 5 : 4
  for (let i = 0; i < lanes; i++) out += target(c, vx - bw + ((i + 0.5) * bw * 2) / lanes, vy - bh * 0.5, bh * 0.22, 0)
  // lane dividers
  for (let i = 0; i <= lanes; i++) {
    const bx = vx - bw + (i * bw * 2) / lanes
    const fx = vx + (bx - vx) * 7
    out += poly(
      [
        [bx, vy - bh * 0.3],
        [bx, vy],
        [fx, c.H * 1.3],
        [fx, c.H * 0.2],
      ],
      '#1f2523',
      'opacity="0.25"',
    )
    out += line(bx, vy, fx, c.H * 1.3, P.gold, 3 * c.u, 'opacity="0.8"')
  }
  // booths in front
  out += rect(0, c.H * 0.74, c.W, c.H * 0.26, '#2b2f2d')
  out += rect(0, c.H * 0.74, c.W, 12 * c.u, P.gold)
  const nb = c.wide ? 5 : 3
  for (let i = 0; i <= nb; i++) out += rect((c.W * i) / nb - 14 * c.u, c.H * 0.4, 28 * c.u, c.H * 0.34, '#3a403c')
  if (mode === 'pistol') {
    const x = c.W * 0.5
    const h = 500 * c.u
    out += figure(c, x, c.H * 1.12, h, 'shoot', '#111715')
    out += rect(x - 70 * c.u, c.H * 1.12 - 1.02 * h, 140 * c.u, 24 * c.u, P.terra, 'rx="10"')
  } else {
    for (let i = 0; i < nb; i++)
      if (c.rng.chance(0.6)) out += figure(c, (c.W * (i + 0.5)) / nb - 20 * c.u, c.H * 1.05, 380 * c.u, 'shoot', '#111715')
  }
  out += glow(c, vx, vy - bh * 0.5, c.W * 0.3, '#fff4d0', 0.25)
  return out + vignette(c, 0.45, '#000000')
}

// ------------------------------------------------------------------ other sports
export function badmintonScene(c: Ctx, opts: { crowd?: boolean } = {}): string {
  const wall = c.rng.pick(['#1f3a5a', '#23443a', '#3a2f4a'])
  let out = rect(
    0,
    0,
    c.W,
    c.H,
    c.lin([
      [0, darken(wall, 0.3)],
      [1, wall],
    ]),
  )
  // stands with crowd
  if (opts.crowd !== false) {
    for (let r = 0; r < 3; r++) {
      const y = c.H * (0.18 + r * 0.08)
      out += rect(0, y, c.W, c.H * 0.08, darken(wall, 0.2 + r * 0.05))
      for (let i = 0; i < (c.wide ? 40 : 28); i++)
        out += circle(
          (c.W * (i + 0.5 + (r % 2) * 0.5)) / (c.wide ? 40 : 28),
          y - 4 * c.u,
          12 * c.u,
          c.rng.pick([P.terra3, P.gold2, P.cream, P.dusk3, P.rose]),
          'opacity="0.7"',
        )
    }
  }
  // court in perspective
  const top = c.H * 0.48
  const w0 = c.W * 0.5
  const w1 = c.W * 1.4
  const cx = c.W / 2
  out += poly(
    [
      [0, top - 20 * c.u],
      [c.W, top - 20 * c.u],
      [c.W, c.H],
      [0, c.H],
    ],
    '#8a5a36',
  )
  out += poly(
    [
      [cx - w0 / 2, top],
      [cx + w0 / 2, top],
      [cx + w1 / 2, c.H],
      [cx - w1 / 2, c.H],
    ],
    c.lin([
      [0, '#1f7a4d'],
      [1, '#2f8a5a'],
    ]),
  )
  const L = (u: number, v: number): [number, number] => [cx + (u - 0.5) * (w0 + (w1 - w0) * v), top + (c.H - top) * v]
  let lines = ''
  for (const u of [0.04, 0.5, 0.96]) {
    const a = L(u, 0)
    const b = L(u, 1)
    if (u !== 0.5) lines += `M${f(a[0])} ${f(a[1])} L${f(b[0])} ${f(b[1])} `
  }
  for (const v of [0.02, 0.32, 0.7]) {
    const a = L(0.04, v)
    const b = L(0.96, v)
    lines += `M${f(a[0])} ${f(a[1])} L${f(b[0])} ${f(b[1])} `
  }
  lines += `M${f(L(0.5, 0)[0])} ${f(L(0.5, 0)[1])} L${f(L(0.5, 0.32)[0])} ${f(L(0.5, 0.32)[1])} M${f(L(0.5, 0.7)[0])} ${f(L(0.5, 0.7)[1])} L${f(L(0.5, 1)[0])} ${f(L(0.5, 1)[1])}`
  out += `<path d="${lines}" stroke="#ffffff" stroke-width="${f(5 * c.u)}" fill="none"/>`
  // net
  const [nx0, ny] = L(-0.02, 0.5)
  const [nx1] = L(1.02, 0.5)
  const nh = 150 * c.u
  out += rect(nx0, ny - nh, nx1 - nx0, nh * 0.55, jaali(c, 14 * c.u, '#f4efe2', 1.2 * c.u), 'opacity="0.8"')
  out += rect(nx0, ny - nh, nx1 - nx0, 8 * c.u, '#ffffff')
  out += rect(nx0 - 6 * c.u, ny - nh, 12 * c.u, nh, '#d9d9d9') + rect(nx1 - 6 * c.u, ny - nh, 12 * c.u, nh, '#d9d9d9')
  // players
  out += figure(c, c.W * 0.36, c.H * 0.98, 330 * c.u, 'smash', '#14231e')
  out += racket(c, c.W * 0.36 + 0.1 * 330 * c.u, c.H * 0.98 - 1.12 * 330 * c.u, 70 * c.u, -20)
  out += figure(c, c.W * 0.62, ny - 40 * c.u, 190 * c.u, 'wave', '#14231e', { flip: true })
  out += shuttle(c, c.W * 0.52, c.H * 0.3, 30 * c.u, 30)
  for (let i = 0; i < 4; i++) out += spotBeam(c, (c.W * (i + 0.5)) / 4, 0, (c.W * (i + 0.5)) / 4, c.H * 0.8, c.W * 0.1, '#fff6dd', 0.18)
  return out + vignette(c, 0.35, '#000000')
}

export function racket(c: Ctx, x: number, y: number, s: number, rot = 0): string {
  const head =
    ellipse(0, -s * 0.9, s * 0.42, s * 0.55, 'none', `stroke="#e8e2d2" stroke-width="${f(s * 0.06)}"`) +
    ellipse(0, -s * 0.9, s * 0.38, s * 0.5, jaali(c, s * 0.12, '#e8e2d2', s * 0.01), 'opacity="0.5"')
  return g(
    line(0, 0, 0, -s * 0.4, '#e8e2d2', s * 0.05) + rect(-s * 0.05, 0, s * 0.1, s * 0.4, P.terra) + head,
    `transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"`,
  )
}

export function shuttle(c: Ctx, x: number, y: number, s: number, rot = 0): string {
  const body =
    circle(0, 0, s * 0.4, '#fbfaf5') +
    path(
      `M${f(-s * 0.35)} ${f(-s * 0.2)} L${f(-s * 0.9)} ${f(-s * 1.6)} L${f(s * 0.9)} ${f(-s * 1.6)} L${f(s * 0.35)} ${f(-s * 0.2)} Z`,
      '#ffffff',
      'opacity="0.95"',
    ) +
    path(`M${f(-s * 0.6)} ${f(-s * 1.0)} L${f(s * 0.6)} ${f(-s * 1.0)}`, 'none', `stroke="${P.gold}" stroke-width="${f(s * 0.08)}"`)
  return g(body, `transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"`)
}

export function sportsMontage(c: Ctx): string {
  // a wide view of the sports lawns: golf green + badminton pavilion + pool edge
  const t = c.theme
  const horizon = c.H * 0.55
  let out = outdoorBackdrop(c, horizon)
  out += lawn(c, horizon)
  const gx = c.W * 0.3
  const gy = c.H * 0.8
  out += ellipse(gx, gy, 300 * c.u, 70 * c.u, lighten(t.lawn[0], 0.2))
  out += flag(c, gx + 40 * c.u, gy, 240 * c.u, P.terra)
  out += golfBall(c, gx - 120 * c.u, gy + 20 * c.u, 12 * c.u)
  out += figure(c, gx - 220 * c.u, gy + 60 * c.u, 260 * c.u, 'golfFinish', darken(t.near, 0.5))
  // pavilion with court
  const px = c.W * 0.72
  out += rect(px - 200 * c.u, horizon - 150 * c.u, 400 * c.u, 170 * c.u, t.stone)
  out += rect(px - 220 * c.u, horizon - 165 * c.u, 440 * c.u, 20 * c.u, t.stone2)
  for (let i = 0; i < 4; i++)
    out += path(archD(px - 150 * c.u + i * 100 * c.u, horizon + 20 * c.u, 70 * c.u, 130 * c.u), darken(t.stone, 0.45))
  out += shuttle(c, c.W * 0.82, c.H * 0.3, 30 * c.u, 35)
  out += racket(c, c.W * 0.9, c.H * 0.92, 110 * c.u, 25)
  out += racket(c, c.W * 0.84, c.H * 0.95, 110 * c.u, -15)
  out += palm(c, c.W * 0.05, horizon + 60 * c.u, 340 * c.u, -0.1)
  out += palm(c, c.W * 0.95, horizon + 60 * c.u, 320 * c.u, 0.1)
  out += ashoka(c, c.W * 0.52, horizon + 30 * c.u, 240 * c.u)
  return out + vignette(c, 0.25)
}

export function squashScene(c: Ctx): string {
  let out = rect(0, 0, c.W, c.H, '#f2efe6')
  const vx = c.W / 2
  const vy = c.H * 0.45
  out += poly(
    [
      [0, 0],
      [vx - c.W * 0.25, vy - c.H * 0.3],
      [vx - c.W * 0.25, vy + c.H * 0.2],
      [0, c.H],
    ],
    '#e3ddd0',
  )
  out += poly(
    [
      [c.W, 0],
      [vx + c.W * 0.25, vy - c.H * 0.3],
      [vx + c.W * 0.25, vy + c.H * 0.2],
      [c.W, c.H],
    ],
    '#e3ddd0',
  )
  out += poly(
    [
      [0, c.H],
      [vx - c.W * 0.25, vy + c.H * 0.2],
      [vx + c.W * 0.25, vy + c.H * 0.2],
      [c.W, c.H],
    ],
    '#c89b6a',
  )
  out += line(vx - c.W * 0.25, vy - c.H * 0.05, vx + c.W * 0.25, vy - c.H * 0.05, '#b3261e', 5 * c.u)
  out += line(vx - c.W * 0.25, vy + c.H * 0.14, vx + c.W * 0.25, vy + c.H * 0.14, '#b3261e', 5 * c.u)
  out += figure(c, c.W * 0.4, c.H * 0.98, 380 * c.u, 'smash', '#14231e')
  out += circle(c.W * 0.6, c.H * 0.3, 10 * c.u, '#111')
  return out + vignette(c, 0.3, '#000000')
}

export { stringLights, hedge, shrub, mix, stroke }
