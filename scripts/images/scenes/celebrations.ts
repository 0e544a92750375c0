// Occasion, festival and event scenes: parties, weddings, Diwali, Christmas,
// New Year, Lohri, Holi, Independence Day, food festivals, yoga, business.
import {
  type Ctx,
  P,
  THEMES,
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
  tint,
  vignette,
} from '../lib/core.js'
import { ashoka, lawn, outdoorBackdrop, palm, potPlant, roundTree, shrub } from '../lib/nature.js'
import { archD, archWindow, chandelier, clubhouse, jaali, jaaliArch, pendant, room } from '../lib/architecture.js'
import {
  balloon,
  bonfire,
  bunting,
  cake,
  chairBack,
  christmasTree,
  coffeeCup,
  crowd,
  diya,
  figure,
  fireworks,
  flame,
  flowerBall,
  garlandSwag,
  gift,
  glass,
  gulal,
  handi,
  kandil,
  kite,
  lantern,
  longTable,
  mandap,
  plate,
  rangoli,
  roundTable,
  sofa,
  spotBeam,
  stage,
  stringLights,
  toran,
  umbrella,
} from '../lib/props.js'
import { framingTrees, croissant, cupcakes, poolScene, ringFloat } from './venue.js'

// ------------------------------------------------------------------ shared bases
export function bokeh(c: Ctx, colors: string[], n = 26, maxY = c.H): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const col = c.rng.pick(colors)
    const r = c.rng.range(20, 70) * c.u
    out += circle(
      c.rng.range(0, c.W),
      c.rng.range(0, maxY),
      r,
      c.rad([
        [0, col, 0.55],
        [0.7, col, 0.35],
        [1, col, 0],
      ]),
    )
  }
  return out
}

/** close-up tabletop: dark bokeh backdrop, a tablecloth surface from tableY */
function tableTop(
  c: Ctx,
  bg: [string, string],
  cloth: string,
  tableY = c.H * 0.62,
  bokehCols: string[] = [P.gold2, P.marigold, P.gold3],
): string {
  let out = rect(
    0,
    0,
    c.W,
    c.H,
    c.lin([
      [0, bg[0]],
      [1, bg[1]],
    ]),
  )
  out += bokeh(c, bokehCols, c.wide ? 34 : 24, tableY)
  out += rect(
    0,
    tableY,
    c.W,
    c.H - tableY,
    c.lin([
      [0, lighten(cloth, 0.05)],
      [1, darken(cloth, 0.2)],
    ]),
  )
  out += rect(0, tableY, c.W, 4 * c.u, '#ffffff', 'opacity="0.25"')
  return out
}

function lawnNight(c: Ctx, horizon = c.H * 0.58, opts: { building?: boolean; skyline?: boolean } = {}): string {
  const t = c.theme
  let out = outdoorBackdrop(c, horizon, { skyline: opts.skyline ?? true })
  out += lawn(c, horizon)
  if (opts.building)
    out += clubhouse(c, c.W * 0.5, horizon + 10 * c.u, Math.min(c.W * 0.5, c.H * 1.1), Math.min(c.W * 0.5, c.H * 1.1) * 0.34)
  out += framingTrees(c, horizon + 30 * c.u, 0.9)
  out += tint(c, t.tint, t.tintOpacity * 0.5)
  return out
}

function partyRoom(c: Ctx, wall: string, floor = '#6b4a30', floorY = c.H * 0.66): string {
  let out = room(c, { wall, wall2: darken(wall, 0.35), floor, floorY, style: 'wood' })
  const n = c.wide ? 5 : 3
  for (let i = 0; i < n; i++) out += jaaliArch(c, (c.W * (i + 0.5)) / n, floorY - c.H * 0.1, c.H * 0.16, c.H * 0.34, wall, true, 'cusped')
  return out
}

// ------------------------------------------------------------------ occasions
export function bachelorParty(c: Ctx): string {
  const wall = '#1a1730'
  let out = rect(
    0,
    0,
    c.W,
    c.H,
    c.lin([
      [0, '#0c0a1a'],
      [1, wall],
    ]),
  )
  const beams = [P.terra3, '#e86f9a', P.dusk3, P.gold2, '#9b6bd6']
  for (let i = 0; i < 6; i++)
    out += spotBeam(c, c.W * c.rng.range(0.1, 0.9), 0, c.W * c.rng.range(0, 1), c.H * 0.8, c.W * 0.08, c.rng.pick(beams), 0.3)
  // disco ball
  const bx = c.W * 0.5
  const by = c.H * 0.16
  out += line(bx, 0, bx, by - 60 * c.u, '#888', 3 * c.u)
  out += glow(c, bx, by, 200 * c.u, '#ffffff', 0.3)
  out += circle(bx, by, 60 * c.u, jaali(c, 14 * c.u, '#6b7a90', 1.5 * c.u, '#d9e2ef'))
  out += circle(
    bx,
    by,
    60 * c.u,
    c.rad(
      [
        [0, '#ffffff', 0.5],
        [1, '#000000', 0.35],
      ],
      0.35,
      0.3,
      0.8,
    ),
  )
  out += bokeh(c, beams, 20, c.H * 0.6)
  // crowd silhouettes dancing
  out += crowd(c, -40, c.W + 40, c.H * 0.95, 300 * c.u, '#07060f', c.wide ? 12 : 8, ['cheer', 'dance', 'toast', 'dance', 'cheer'])
  // bar counter foreground with cocktails
  out += rect(
    0,
    c.H * 0.82,
    c.W,
    c.H * 0.18,
    c.lin([
      [0, '#3a2418'],
      [1, '#1a0f08'],
    ]),
  )
  out += rect(0, c.H * 0.82, c.W, 6 * c.u, P.gold)
  const kinds = ['cocktail', 'highball', 'tumbler', 'cocktail', 'flute'] as const
  const n = c.wide ? 7 : 5
  for (let i = 0; i < n; i++)
    out += glass(
      c,
      (c.W * (i + 0.5)) / n,
      c.H * 0.83,
      c.rng.range(90, 120) * c.u,
      kinds[i % kinds.length]!,
      c.rng.pick([P.marigold, '#e86f9a', P.water2, P.gold3, '#9b6bd6']),
    )
  return out + vignette(c, 0.5, '#000000')
}

export function birthdayParty(c: Ctx, kids = false): string {
  const wall = kids ? c.rng.pick(['#fbe7d6', '#e4f1f6', '#f6eed5']) : c.rng.pick(['#3b2a3e', '#23364a', '#2b3d33'])
  const tableY = c.H * 0.7
  let out = room(c, {
    wall,
    wall2: kids ? lighten(wall, 0.3) : darken(wall, 0.35),
    floor: kids ? '#e0b98f' : '#5a3a26',
    floorY: tableY,
    style: 'wood',
  })
  const cols = kids ? ['#ef6f6c', '#f6c443', '#5fb3d9', '#7bc47f', '#b889d9', P.terra3] : [P.gold, P.gold2, P.cream, P.rose, P.terra3]
  out += bunting(c, -10, c.H * 0.06, c.W * 0.5, c.H * 0.12, 30 * c.u, 36 * c.u, cols)
  out += bunting(c, c.W * 0.5, c.H * 0.12, c.W + 10, c.H * 0.06, 30 * c.u, 36 * c.u, cols.slice().reverse())
  if (!kids) out += stringLights(c, 0, c.H * 0.2, c.W, c.H * 0.22, 40 * c.u, 18)
  // balloon clusters
  for (const side of [0.1, 0.9]) {
    for (let i = 0; i < 6; i++)
      out += balloon(
        c,
        c.W * side + c.rng.range(-90, 90) * c.u,
        c.H * c.rng.range(0.22, 0.45),
        c.rng.range(42, 58) * c.u,
        c.rng.pick(cols),
        220 * c.u,
      )
  }
  // table
  const cloth = kids ? '#ffffff' : P.cream
  out += longTable(c, c.W * 0.12, tableY, c.W * 0.76, c.H * 0.3, cloth, kids ? cols[2] : P.gold)
  out += cake(
    c,
    c.W * 0.5,
    tableY - 2 * c.u,
    260 * c.u,
    kids ? 2 : 3,
    kids ? ['#f4c7d9', '#fff3d0'] : ['#fffaf0', P.blush, '#fffaf0'],
    kids ? 5 : 7,
  )
  out += gift(c, c.W * 0.28, tableY, 90 * c.u, 80 * c.u, c.rng.pick(cols), P.cream)
  out += gift(c, c.W * 0.34, tableY, 60 * c.u, 110 * c.u, c.rng.pick(cols), P.gold2)
  out += gift(c, c.W * 0.7, tableY, 100 * c.u, 70 * c.u, c.rng.pick(cols), P.cream)
  if (kids) {
    out += cupcakes(c, c.W * 0.82, tableY, 28 * c.u)
    for (const x of [0.22, 0.78]) out += partyHat(c, c.W * x, tableY - 10 * c.u, 60 * c.u, c.rng.pick(cols))
  } else {
    for (const x of [0.2, 0.24, 0.76, 0.8]) out += glass(c, c.W * x, tableY, 90 * c.u, 'flute', P.gold3)
  }
  return out + vignette(c, kids ? 0.15 : 0.4)
}

export function partyHat(c: Ctx, x: number, base: number, s: number, color: string): string {
  let out = poly(
    [
      [x - s * 0.5, base],
      [x + s * 0.5, base],
      [x, base - s * 1.4],
    ],
    color,
  )
  for (let k = 1; k < 4; k++)
    out += line(
      x - s * 0.5 + k * s * 0.15,
      base - k * s * 0.35,
      x + s * 0.5 - k * s * 0.15,
      base - k * s * 0.35,
      '#ffffff',
      s * 0.08,
      'opacity="0.7"',
    )
  out += circle(x, base - s * 1.45, s * 0.14, P.gold2)
  return out
}

export function engagement(c: Ctx): string {
  const tableY = c.H * 0.64
  let out = tableTop(c, ['#3a1f2a', '#6b3a4a'], P.blush, tableY, [P.gold2, P.rose, '#ffffff'])
  // floral arch behind
  const cx = c.W / 2
  out += path(archD(cx, tableY, c.H * 0.9, c.H * 0.75, 'round'), 'none', `stroke="${P.green2}" stroke-width="${f(34 * c.u)}" opacity="0.8"`)
  for (let i = 0; i < 60; i++) {
    const a = Math.PI + (i / 59) * Math.PI
    const r = c.H * 0.45
    const x = cx + Math.cos(a) * r
    const y = tableY - c.H * 0.3 + Math.sin(a) * r
    out += circle(
      x + c.rng.range(-10, 10) * c.u,
      y + c.rng.range(-10, 10) * c.u,
      c.rng.range(14, 24) * c.u,
      c.rng.pick(['#ffffff', P.blush, P.rose, '#e86f9a']),
    )
  }
  for (const s of [-1, 1])
    for (let k = 0; k < 8; k++)
      out += circle(
        cx + s * c.H * 0.45 + c.rng.range(-12, 12) * c.u,
        tableY - c.H * 0.3 + k * 30 * c.u,
        c.rng.range(14, 22) * c.u,
        c.rng.pick(['#ffffff', P.blush, P.rose]),
      )
  // ring box / cushion
  out += rrect(cx - 140 * c.u, tableY + 20 * c.u, 280 * c.u, 120 * c.u, 40 * c.u, '#8a2d55')
  out += ellipse(cx, tableY + 30 * c.u, 140 * c.u, 36 * c.u, lighten('#8a2d55', 0.2))
  for (const dx of [-55, 55]) {
    const rx = cx + dx * c.u
    const ry = tableY - 30 * c.u
    out += ellipse(rx, ry, 62 * c.u, 70 * c.u, 'none', `stroke="${P.gold}" stroke-width="${f(16 * c.u)}"`)
    out += ellipse(rx, ry, 62 * c.u, 70 * c.u, 'none', `stroke="${P.gold3}" stroke-width="${f(4 * c.u)}" opacity="0.7"`)
    out += poly(
      [
        [rx - 22 * c.u, ry - 78 * c.u],
        [rx + 22 * c.u, ry - 78 * c.u],
        [rx + 30 * c.u, ry - 92 * c.u],
        [rx, ry - 118 * c.u],
        [rx - 30 * c.u, ry - 92 * c.u],
      ],
      '#e8f6ff',
    )
    out += poly(
      [
        [rx, ry - 118 * c.u],
        [rx + 30 * c.u, ry - 92 * c.u],
        [rx, ry - 88 * c.u],
      ],
      '#b8dff2',
    )
    out += glow(c, rx, ry - 100 * c.u, 50 * c.u, '#ffffff', 0.6)
  }
  // rose petals
  for (let i = 0; i < 30; i++)
    out += ellipse(
      c.rng.range(0, c.W),
      c.rng.range(tableY + 10 * c.u, c.H),
      14 * c.u,
      8 * c.u,
      c.rng.pick(['#c0392b', '#e86f9a', P.rose]),
      `transform="rotate(${f(c.rng.range(0, 180))} ${f(0)} ${f(0)})" opacity="0.9"`,
    )
  for (const x of [0.15, 0.85]) {
    out += rect(c.W * x - 14 * c.u, tableY - 120 * c.u, 28 * c.u, 130 * c.u, P.cream) + flame(c, c.W * x, tableY - 122 * c.u, 16 * c.u)
  }
  return out + vignette(c, 0.4, '#1a0008')
}

export function weddingLawn(c: Ctx): string {
  const horizon = c.H * 0.56
  let out = lawnNight(c, horizon, { skyline: false })
  const cx = c.W / 2
  out += mandap(c, cx, c.H * 0.8, 380 * c.u, 520 * c.u, { drape: c.rng.pick([P.maroon, P.terra2, '#8a2d55']) })
  out += stringLights(c, 0, c.H * 0.08, cx - 200 * c.u, c.H * 0.3, 30 * c.u, 12)
  out += stringLights(c, c.W, c.H * 0.08, cx + 200 * c.u, c.H * 0.3, 30 * c.u, 12)
  // aisle of petals and diyas
  out += poly(
    [
      [cx - 60 * c.u, c.H * 0.82],
      [cx + 60 * c.u, c.H * 0.82],
      [cx + 180 * c.u, c.H],
      [cx - 180 * c.u, c.H],
    ],
    P.terra2,
    'opacity="0.85"',
  )
  for (let i = 0; i < 4; i++) {
    const tt = i / 4
    const y = c.H * (0.84 + tt * 0.14)
    const w = 80 * c.u + tt * 130 * c.u
    out += diya(c, cx - w, y, (10 + tt * 10) * c.u) + diya(c, cx + w, y, (10 + tt * 10) * c.u)
  }
  // guests seated both sides
  for (const s of [-1, 1])
    for (let r = 0; r < 2; r++)
      for (let i = 0; i < 3; i++)
        out += chairBack(c, cx + s * (260 + i * 110 + r * 40) * c.u, c.H * (0.9 + r * 0.08), (120 + r * 30) * c.u, P.gold, P.maroon)
  return out + vignette(c, 0.3)
}

export function christmasParty(c: Ctx): string {
  const wall = c.rng.pick(['#24392f', '#3a2430', '#1f2d45'])
  const floorY = c.H * 0.7
  let out = partyRoom(c, wall, '#5a3a26', floorY)
  out += stringLights(c, 0, c.H * 0.06, c.W, c.H * 0.08, 40 * c.u, 18, P.gold3)
  // garland swags
  for (let i = 0; i < 4; i++)
    out += garlandSwag(c, (c.W * i) / 4, c.H * 0.02, (c.W * (i + 1)) / 4, c.H * 0.02, 30 * c.u, 10 * c.u, [P.green2, P.green3, '#c0392b'])
  out += christmasTree(c, c.W * (c.wide ? 0.72 : 0.66), c.H * 0.94, c.H * 0.78)
  for (let i = 0; i < 5; i++)
    out += gift(
      c,
      c.W * (c.wide ? 0.6 : 0.5) + i * 70 * c.u,
      c.H * 0.96,
      c.rng.range(50, 90) * c.u,
      c.rng.range(45, 80) * c.u,
      c.rng.pick(['#c0392b', P.green2, P.gold, P.dusk2, P.cream]),
      c.rng.pick([P.gold2, P.cream, '#c0392b']),
    )
  // fireplace
  const fx = c.W * (c.wide ? 0.25 : 0.22)
  out += rect(fx - 150 * c.u, floorY - 240 * c.u, 300 * c.u, 250 * c.u, '#e9dfc9')
  out += rect(fx - 170 * c.u, floorY - 250 * c.u, 340 * c.u, 20 * c.u, '#d8cbb0')
  out += path(archD(fx, floorY + 10 * c.u, 170 * c.u, 170 * c.u, 'round'), '#1a100a')
  out += bonfire(c, fx, floorY, 34 * c.u)
  for (let i = 0; i < 4; i++) out += stocking(c, fx - 110 * c.u + i * 72 * c.u, floorY - 230 * c.u, 40 * c.u, i % 2 ? '#c0392b' : P.green2)
  out += crowd(c, c.W * 0.05, c.W * 0.45, c.H * 1.02, 240 * c.u, '#0e1512', 3, ['toast', 'stand', 'toast'])
  return out + vignette(c, 0.45, '#000000')
}

function stocking(c: Ctx, x: number, y: number, s: number, color: string): string {
  return (
    path(
      `M${f(x - s * 0.3)} ${f(y)} h${f(s * 0.6)} v${f(s * 1.4)} q0 ${f(s * 0.5)} ${f(-s * 0.5)} ${f(s * 0.5)} h${f(-s * 0.5)} q${f(-s * 0.3)} 0 ${f(-s * 0.3)} ${f(-s * 0.3)} q0 ${f(-s * 0.25)} ${f(s * 0.35)} ${f(-s * 0.3)} z`,
      color,
    ) + rect(x - s * 0.35, y, s * 0.7, s * 0.3, '#ffffff')
  )
}

export function fireworksOverClub(c: Ctx): string {
  const horizon = c.H * 0.68
  let out = lawnNight(c, horizon, { building: true, skyline: false })
  const cols = [P.gold2, '#e86f9a', P.water2, P.marigold, '#b889d9', '#ffffff']
  const n = c.wide ? 6 : 4
  for (let i = 0; i < n; i++)
    out += fireworks(
      c,
      c.W * ((i + 0.5) / n + c.rng.range(-0.05, 0.05)),
      c.H * c.rng.range(0.12, 0.35),
      c.rng.range(70, 130) * c.u,
      cols[i % cols.length]!,
      c.rng.int(16, 26),
    )
  out += crowd(c, -20, c.W + 20, c.H * 1.02, 200 * c.u, '#0a120f', c.wide ? 14 : 9, ['cheer', 'wave', 'stand', 'toast'])
  return out + vignette(c, 0.35, '#000000')
}

export function champagneToast(c: Ctx, gold = true): string {
  const tableY = c.H * 0.74
  let out = tableTop(c, ['#0c0f1e', '#1f2540'], '#2a2f45', tableY, gold ? [P.gold2, P.gold3, P.marigold] : [P.gold2, '#e86f9a', P.water2])
  const cx = c.W / 2
  // two flutes clinking
  out += g(glass(c, 0, 0, 420 * c.u, 'flute', P.gold3), `transform="translate(${f(cx - 70 * c.u)} ${f(tableY + 10 * c.u)}) rotate(12)"`)
  out += g(glass(c, 0, 0, 420 * c.u, 'flute', P.gold3), `transform="translate(${f(cx + 70 * c.u)} ${f(tableY + 10 * c.u)}) rotate(-12)"`)
  out += glow(c, cx, tableY - 400 * c.u, 90 * c.u, '#ffffff', 0.6)
  for (let i = 0; i < 12; i++) {
    const a = c.rng.range(-Math.PI, 0)
    const r = c.rng.range(40, 130) * c.u
    out += circle(cx + Math.cos(a) * r, tableY - 400 * c.u + Math.sin(a) * r, c.rng.range(3, 7) * c.u, P.gold3)
  }
  // confetti
  for (let i = 0; i < 40; i++)
    out += rect(
      c.rng.range(0, c.W),
      c.rng.range(0, c.H),
      10 * c.u,
      18 * c.u,
      c.rng.pick([P.gold, P.gold2, P.cream, '#e86f9a']),
      `transform="rotate(${f(c.rng.range(0, 90))} ${f(c.rng.range(0, c.W))} ${f(c.rng.range(0, c.H))})" opacity="0.85"`,
    )
  out += bottleChampagne(c, c.W * 0.18, tableY + 60 * c.u, 320 * c.u)
  return out + vignette(c, 0.45, '#000000')
}

function bottleChampagne(c: Ctx, x: number, base: number, h: number): string {
  const w = h * 0.28
  let out = path(
    `M${f(x - w / 2)} ${f(base)} V${f(base - h * 0.55)} Q${f(x - w / 2)} ${f(base - h * 0.72)} ${f(x - w * 0.16)} ${f(base - h * 0.8)} V${f(base - h)} H${f(x + w * 0.16)} V${f(base - h * 0.8)} Q${f(x + w / 2)} ${f(base - h * 0.72)} ${f(x + w / 2)} ${f(base - h * 0.55)} V${f(base)} Z`,
    '#1f3a2a',
  )
  out += rect(x - w * 0.18, base - h, w * 0.36, h * 0.2, P.gold)
  out += rect(x - w / 2, base - h * 0.45, w, h * 0.18, P.cream)
  out += rect(x - w * 0.35, base - h * 0.6, w * 0.1, h * 0.5, '#ffffff', 'opacity="0.2"')
  return out
}

export function newYearParty(c: Ctx): string {
  if (c.rng.chance(0.5) || c.wide) return fireworksOverClub(c)
  return champagneToast(c)
}

export function corporateEvent(c: Ctx, opts: { audience?: boolean } = {}): string {
  const wall = c.rng.pick(['#1f2d45', '#23372f', '#2c2c3a'])
  const floorY = c.H * 0.6
  let out = room(c, { wall, wall2: darken(wall, 0.35), floor: '#3a3f4a', floorY, style: 'carpet' })
  // stage and screen
  const cx = c.W / 2
  const sw = Math.min(c.W * 0.6, 760 * c.u)
  out += rect(cx - sw / 2 - 20 * c.u, c.H * 0.08, sw + 40 * c.u, c.H * 0.42, '#0f1622')
  out += rect(
    cx - sw / 2,
    c.H * 0.1,
    sw,
    c.H * 0.38,
    c.lin([
      [0, '#f6f1e3'],
      [1, '#e3e8ef'],
    ]),
  )
  // abstract chart on screen
  const bx = cx - sw * 0.4
  for (let i = 0; i < 5; i++) {
    const h = c.H * (0.08 + i * 0.04 + c.rng.range(0, 0.03))
    out += rect(bx + i * sw * 0.1, c.H * 0.42 - h, sw * 0.06, h, i === 4 ? P.gold : P.green3)
  }
  out += `<path d="M${f(bx)} ${f(c.H * 0.33)} L${f(bx + sw * 0.15)} ${f(c.H * 0.3)} L${f(bx + sw * 0.3)} ${f(c.H * 0.26)} L${f(bx + sw * 0.45)} ${f(c.H * 0.2)}" fill="none" stroke="${P.terra}" stroke-width="${f(5 * c.u)}"/>`
  out +=
    circle(cx + sw * 0.25, c.H * 0.29, c.H * 0.1, P.green2) +
    path(
      `M${f(cx + sw * 0.25)} ${f(c.H * 0.29)} L${f(cx + sw * 0.25)} ${f(c.H * 0.19)} A${f(c.H * 0.1)} ${f(c.H * 0.1)} 0 0 1 ${f(cx + sw * 0.25 + c.H * 0.095)} ${f(c.H * 0.32)} Z`,
      P.gold,
    )
  for (let k = 0; k < 3; k++) out += rect(cx + sw * 0.08, c.H * (0.13 + k * 0.03), sw * 0.1, 6 * c.u, '#9aa3a8')
  // stage platform and podium
  out += rect(cx - sw * 0.7, floorY - 10 * c.u, sw * 1.4, 50 * c.u, '#2a2f3a')
  out += rect(cx - sw * 0.7, floorY - 14 * c.u, sw * 1.4, 6 * c.u, P.gold)
  const px = cx + sw * 0.42
  out += path(
    `M${f(px - 50 * c.u)} ${f(floorY - 10 * c.u)} L${f(px - 40 * c.u)} ${f(floorY - 150 * c.u)} L${f(px + 40 * c.u)} ${f(floorY - 150 * c.u)} L${f(px + 50 * c.u)} ${f(floorY - 10 * c.u)} Z`,
    P.wood2,
  )
  out += rect(px - 55 * c.u, floorY - 160 * c.u, 110 * c.u, 14 * c.u, P.wood)
  out += circle(px, floorY - 110 * c.u, 18 * c.u, P.gold)
  out += figure(c, px - 10 * c.u, floorY - 10 * c.u, 220 * c.u, 'wave', '#0d1118')
  out += spotBeam(c, cx, 0, px, floorY, 120 * c.u, '#fff6dd', 0.25)
  // plants either side
  out += potPlant(c, cx - sw * 0.62, floorY - 10 * c.u, 170 * c.u, P.cream2)
  // audience rows
  if (opts.audience !== false) {
    for (let r = 0; r < 3; r++) {
      const y = c.H * (0.78 + r * 0.11)
      const n = c.wide ? 12 : 8
      const s = (160 + r * 40) * c.u
      for (let i = 0; i < n; i++) {
        const x = (c.W * (i + 0.5)) / n + (r % 2) * 20 * c.u
        out += chairBack(c, x, y + s * 0.35, s * 0.9, r === 0 ? '#3a4660' : '#2b3448')
        if (c.rng.chance(0.8))
          out += circle(x, y - s * 0.62, s * 0.14, '#0d1118') + rrect(x - s * 0.2, y - s * 0.5, s * 0.4, s * 0.5, s * 0.1, '#0d1118')
      }
    }
  }
  return out + vignette(c, 0.45, '#000000')
}

export function concert(c: Ctx): string {
  const horizon = c.H * 0.6
  c.theme = THEMES.night
  let out = outdoorBackdrop(c, horizon, { skyline: false })
  out += lawn(c, horizon)
  const cx = c.W / 2
  const sw = Math.min(c.W * 0.7, 900 * c.u)
  const sy = horizon + 40 * c.u
  // stage shell
  out += path(
    `M${f(cx - sw / 2)} ${f(sy)} L${f(cx - sw / 2)} ${f(sy - 300 * c.u)} Q${f(cx)} ${f(sy - 460 * c.u)} ${f(cx + sw / 2)} ${f(sy - 300 * c.u)} L${f(cx + sw / 2)} ${f(sy)} Z`,
    '#101421',
  )
  out += path(
    `M${f(cx - sw * 0.44)} ${f(sy)} L${f(cx - sw * 0.44)} ${f(sy - 270 * c.u)} Q${f(cx)} ${f(sy - 410 * c.u)} ${f(cx + sw * 0.44)} ${f(sy - 270 * c.u)} L${f(cx + sw * 0.44)} ${f(sy)} Z`,
    c.lin([
      [0, '#3b2a5a'],
      [1, '#b0583a'],
    ]),
  )
  const beams = [P.gold2, '#e86f9a', P.water2, P.marigold]
  for (let i = 0; i < 6; i++)
    out += spotBeam(
      c,
      cx - sw * 0.4 + (i * sw * 0.8) / 5,
      sy - 330 * c.u,
      cx + c.rng.range(-0.5, 0.5) * sw,
      sy + 40 * c.u,
      80 * c.u,
      beams[i % beams.length]!,
      0.35,
    )
  for (let i = 0; i < 6; i++) out += circle(cx - sw * 0.4 + (i * sw * 0.8) / 5, sy - 330 * c.u, 10 * c.u, '#fff6dd')
  out += rect(cx - sw / 2 - 20 * c.u, sy, sw + 40 * c.u, 40 * c.u, '#1a1a24')
  // band
  const band = '#07080f'
  out += figure(c, cx - sw * 0.22, sy, 220 * c.u, 'stand', band)
  out += guitar(c, cx - sw * 0.22, sy - 100 * c.u, 90 * c.u, band)
  out += figure(c, cx, sy, 230 * c.u, 'cheer', band)
  out += line(cx + 30 * c.u, sy, cx + 30 * c.u, sy - 170 * c.u, band, 4 * c.u)
  out += drumKit(c, cx + sw * 0.24, sy, 110 * c.u, band)
  out +=
    rect(cx - sw * 0.46, sy - 90 * c.u, 70 * c.u, 90 * c.u, '#15151f') + rect(cx + sw * 0.38, sy - 90 * c.u, 70 * c.u, 90 * c.u, '#15151f')
  // crowd
  out += crowd(c, -20, c.W + 20, c.H * 1.04, 260 * c.u, '#05060c', c.wide ? 16 : 10, ['cheer', 'cheer', 'wave', 'stand', 'dance'])
  out += stringLights(c, 0, c.H * 0.1, c.W, c.H * 0.1, 50 * c.u, 20)
  return out + vignette(c, 0.4, '#000000')
}

function guitar(c: Ctx, x: number, y: number, s: number, col: string): string {
  return g(
    ellipse(0, 0, s * 0.45, s * 0.35, col) +
      ellipse(s * 0.3, -s * 0.05, s * 0.32, s * 0.27, col) +
      rect(s * 0.4, -s * 0.08, s * 0.9, s * 0.1, col) +
      circle(0, 0, s * 0.1, '#2a2a3a'),
    `transform="translate(${f(x)} ${f(y)}) rotate(-25)"`,
  )
}
function drumKit(c: Ctx, x: number, base: number, s: number, col: string): string {
  return (
    ellipse(x, base - s * 0.5, s * 0.5, s * 0.5, col) +
    ellipse(x, base - s * 0.5, s * 0.3, s * 0.3, '#2a2a3a') +
    ellipse(x - s * 0.7, base - s * 0.9, s * 0.3, s * 0.1, col) +
    rect(x - s * 0.72, base - s * 0.9, s * 0.04, s * 0.9, col) +
    ellipse(x + s * 0.8, base - s * 1.2, s * 0.4, s * 0.06, '#d9b24a') +
    rect(x + s * 0.78, base - s * 1.2, s * 0.04, s * 1.2, col) +
    figure(c, x - s * 0.1, base - s * 0.2, s * 1.8, 'sit', col)
  )
}

export function weddingReception(c: Ctx): string {
  const wall = c.rng.pick(['#3a2230', '#2a2a3e', '#1f3a32'])
  const floorY = c.H * 0.58
  let out = partyRoom(c, wall, '#6b4a30', floorY)
  const cx = c.W / 2
  // floral backdrop stage
  const sw = 620 * c.u
  out += path(
    archD(cx, floorY, sw, c.H * 0.5, 'cusped'),
    c.lin([
      [0, P.blush],
      [1, '#fff6ee'],
    ]),
  )
  for (let i = 0; i < 70; i++) {
    const a = Math.PI + c.rng.range(0, Math.PI)
    const rr = sw * 0.5 * c.rng.range(0.88, 1.02)
    const y = floorY - c.H * 0.5 + sw * 0.31 + Math.sin(a) * rr * 0.62
    out += circle(
      cx + Math.cos(a) * rr,
      Math.min(y, floorY),
      c.rng.range(12, 22) * c.u,
      c.rng.pick(['#ffffff', P.rose, P.blush, '#e86f9a', P.marigold2]),
    )
  }
  for (const s of [-1, 1])
    for (let k = 0; k < 10; k++)
      out += circle(
        cx + s * sw * 0.5 + c.rng.range(-10, 10) * c.u,
        floorY - k * 28 * c.u,
        c.rng.range(14, 20) * c.u,
        c.rng.pick(['#ffffff', P.rose, P.blush]),
      )
  // couple's sofa
  out += rect(cx - sw * 0.7, floorY - 8 * c.u, sw * 1.4, 40 * c.u, '#e9dfc9')
  out += sofa(c, cx - 170 * c.u, floorY, 340 * c.u, 160 * c.u, c.rng.pick([P.maroon, P.gold, '#8a2d55']))
  out += figure(c, cx - 60 * c.u, floorY - 20 * c.u, 200 * c.u, 'sit', '#2a1620', { dress: 'saree', accent: P.terra })
  out += figure(c, cx + 60 * c.u, floorY - 20 * c.u, 210 * c.u, 'sit', '#141418', { flip: true })
  for (let i = 0; i < (c.wide ? 5 : 3); i++) out += chandelier(c, (c.W * (i + 0.5)) / (c.wide ? 5 : 3), 0, 130 * c.u)
  // tables
  const rows = [{ y: floorY + 130 * c.u, r: 80 * c.u, n: c.wide ? 5 : 3 }]
  for (const row of rows)
    for (let i = 0; i < row.n; i++) {
      const x = (c.W * (i + 0.5)) / row.n
      if (Math.abs(x - cx) < 60 * c.u) continue
      out += roundTable(c, x, row.y, row.r, { cloth: P.cream, chair: P.gold, sash: P.maroon, runner: P.maroon })
    }
  out += crowd(c, c.W * 0.3, c.W * 0.7, c.H * 1.02, 200 * c.u, '#0e0a0c', 3, ['toast', 'stand'])
  return out + vignette(c, 0.4, '#000000')
}

// ------------------------------------------------------------------ Diwali
export function diyaRow(c: Ctx): string {
  const tableY = c.H * 0.6
  let out = tableTop(c, ['#1a0f1e', '#3a1f1a'], '#5a2a1a', tableY, [P.gold2, P.marigold, P.terra3])
  out += g(rangoli(c, c.W / 2, tableY + c.H * 0.2, c.H * 0.5, 0.32), 'opacity="0.95"')
  const n = c.wide ? 9 : 6
  for (let i = 0; i < n; i++) {
    const tt = (i + 0.5) / n
    const y = tableY + 40 * c.u + Math.sin(tt * Math.PI) * -10 * c.u
    out += diya(c, c.W * tt, y, (36 + Math.sin(tt * Math.PI) * 14) * c.u)
  }
  out += diya(c, c.W * 0.3, c.H * 0.95, 70 * c.u) + diya(c, c.W * 0.7, c.H * 0.95, 70 * c.u)
  for (let i = 0; i < 24; i++)
    out += circle(c.rng.range(0, c.W), c.rng.range(tableY, c.H), 6 * c.u, c.rng.pick([P.marigold, P.marigold2]), 'opacity="0.9"')
  return out + vignette(c, 0.45, '#000000')
}

export function rangoliTop(c: Ctx): string {
  let out = rect(
    0,
    0,
    c.W,
    c.H,
    c.lin([
      [0, '#8a6a4a'],
      [1, '#6b4a30'],
    ]),
  )
  out += rect(0, 0, c.W, c.H, jaali(c, 120 * c.u, '#5a3a26', 2 * c.u), 'opacity="0.4"')
  out += rangoli(c, c.W / 2, c.H / 2, c.H * 0.42, 1)
  const n = 10
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    out += diya(c, c.W / 2 + Math.cos(a) * c.H * 0.47, c.H / 2 + Math.sin(a) * c.H * 0.47 + 20 * c.u, 28 * c.u)
  }
  for (let i = 0; i < 40; i++)
    out += circle(
      c.rng.range(0, c.W),
      c.rng.range(0, c.H),
      c.rng.range(6, 10) * c.u,
      c.rng.pick([P.marigold, P.marigold2, '#ffffff']),
      'opacity="0.9"',
    )
  return out + vignette(c, 0.45, '#000000')
}

export function melaStalls(c: Ctx, festival: 'diwali' | 'christmas' | 'lohri' | 'holi' = 'diwali'): string {
  const horizon = c.H * 0.55
  let out = lawnNight(c, horizon, { skyline: false })
  const awnings = festival === 'christmas' ? ['#c0392b', P.green2, P.cream] : [P.terra, P.marigold, P.maroon, P.green2]
  const n = c.wide ? 5 : 3
  for (let i = 0; i < n; i++) {
    const x = (c.W * (i + 0.5)) / n
    const w = (c.W / n) * 0.8
    const base = horizon + 150 * c.u
    const col = awnings[i % awnings.length]!
    out += rect(x - w / 2, base - 200 * c.u, w, 200 * c.u, '#3a2a20')
    out += rect(
      x - w / 2 + 10 * c.u,
      base - 190 * c.u,
      w - 20 * c.u,
      120 * c.u,
      c.lin([
        [0, P.gold2],
        [1, P.terra],
      ]),
      'opacity="0.8"',
    )
    // goods
    for (let k = 0; k < 6; k++)
      out += circle(x - w * 0.35 + (k * w * 0.7) / 5, base - 90 * c.u, 14 * c.u, c.rng.pick([P.marigold2, P.rose, P.cream, P.green3]))
    out += rect(x - w / 2, base - 80 * c.u, w, 80 * c.u, darken(col, 0.2))
    // striped awning
    const stripes = 8
    for (let k = 0; k < stripes; k++)
      out += poly(
        [
          [x - w / 2 + (k * w) / stripes, base - 200 * c.u],
          [x - w / 2 + ((k + 1) * w) / stripes, base - 200 * c.u],
          [x - w / 2 + ((k + 1) * w) / stripes + (k - stripes / 2) * 4 * c.u, base - 260 * c.u],
          [x - w / 2 + (k * w) / stripes + (k - stripes / 2) * 4 * c.u, base - 260 * c.u],
        ],
        k % 2 ? col : P.cream,
      )
    let sc = ''
    for (let k = 0; k < stripes; k++)
      sc += `M${f(x - w / 2 + (k * w) / stripes)} ${f(base - 200 * c.u)} a${f(w / stripes / 2)} ${f(w / stripes / 2)} 0 0 0 ${f(w / stripes)} 0 z `
    out += `<path d="${sc}" fill="${col}"/>`
  }
  // overhead lights/lanterns
  if (festival === 'diwali') {
    out += toran(c, 0, c.H * 0.04, c.W, 70 * c.u, 8 * c.u)
    for (let i = 0; i < (c.wide ? 6 : 4); i++)
      out += kandil(
        c,
        c.W * ((i + 0.5) / (c.wide ? 6 : 4)),
        c.H * 0.24 + (i % 2) * 30 * c.u,
        36 * c.u,
        c.rng.pick([P.terra, P.marigold, '#d6336c']),
      )
  } else if (festival === 'christmas') {
    out += christmasTree(c, c.W * 0.5, horizon + 20 * c.u, 380 * c.u)
    for (let i = 0; i < 3; i++) out += kandil(c, c.W * (0.15 + i * 0.35), c.H * 0.2, 34 * c.u, P.gold2)
  }
  out += stringLights(c, 0, c.H * 0.12, c.W, c.H * 0.14, 40 * c.u, 22)
  out += crowd(c, -20, c.W + 20, c.H * 1.02, 230 * c.u, '#0c1411', c.wide ? 12 : 8, ['walk', 'stand', 'walk', 'wave'])
  return out + vignette(c, 0.3, '#000000')
}

export function kandils(c: Ctx): string {
  let out = rect(
    0,
    0,
    c.W,
    c.H,
    c.lin([
      [0, '#0f1430'],
      [1, '#2a1f3a'],
    ]),
  )
  out += bokeh(c, [P.gold2, P.marigold, '#e86f9a'], 30)
  const n = c.wide ? 7 : 5
  const cols = [P.terra, P.marigold, '#d6336c', P.gold, '#b889d9', P.green3]
  for (let i = 0; i < n; i++) {
    const x = (c.W * (i + 0.5)) / n
    out += kandil(c, x, c.H * c.rng.range(0.35, 0.6), c.rng.range(60, 90) * c.u, cols[i % cols.length]!)
    out += line(x, 0, x, c.H * 0.2, '#2a2a2a', 2 * c.u)
  }
  out += toran(c, 0, 10 * c.u, c.W, 90 * c.u, 10 * c.u)
  return out + vignette(c, 0.4, '#000000')
}

export function mithaiPlatter(c: Ctx): string {
  const tableY = c.H * 0.5
  let out = tableTop(c, ['#2a1a12', '#4a2a1a'], '#7b2d3a', tableY, [P.gold2, P.marigold])
  const cx = c.W / 2
  const cy = c.H * 0.74
  const r = c.H * 0.34
  out += ellipse(cx, cy + 14 * c.u, r * 1.1, r * 0.42, '#000000', 'opacity="0.25"')
  out += ellipse(
    cx,
    cy,
    r * 1.1,
    r * 0.42,
    c.lin([
      [0, P.gold3],
      [1, P.gold],
    ]),
  )
  out += ellipse(cx, cy, r * 0.95, r * 0.34, '#e9c46a')
  // sweets arranged
  const kinds = [
    (x: number, y: number) => circle(x, y, 24 * c.u, P.marigold) + circle(x - 6 * c.u, y - 8 * c.u, 6 * c.u, P.marigold2), // laddoo
    (x: number, y: number) =>
      poly(
        [
          [x - 30 * c.u, y],
          [x, y - 16 * c.u],
          [x + 30 * c.u, y],
          [x, y + 16 * c.u],
        ],
        '#eae3d2',
      ) +
      poly(
        [
          [x - 30 * c.u, y],
          [x, y - 16 * c.u],
          [x + 30 * c.u, y],
        ],
        '#d9d2c0',
      ), // kaju katli
    (x: number, y: number) =>
      circle(x, y, 22 * c.u, '#6b2a1a') + ellipse(x - 6 * c.u, y - 8 * c.u, 8 * c.u, 5 * c.u, '#ffffff', 'opacity="0.3"'), // gulab jamun
    (x: number, y: number) => ellipse(x, y, 28 * c.u, 16 * c.u, '#f4e6c8') + circle(x, y - 4 * c.u, 4 * c.u, P.green3), // barfi
  ]
  for (let ring = 0; ring < 3; ring++) {
    const rr = r * (0.78 - ring * 0.3)
    const n = ring === 2 ? 1 : 10 - ring * 4
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2
      out += kinds[(i + ring) % kinds.length]!(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.36 - 10 * c.u)
    }
  }
  out += diya(c, c.W * 0.12, c.H * 0.8, 40 * c.u) + diya(c, c.W * 0.88, c.H * 0.8, 40 * c.u)
  for (let i = 0; i < 20; i++)
    out += circle(c.rng.range(0, c.W), c.rng.range(tableY + 10 * c.u, c.H), 8 * c.u, c.rng.pick([P.marigold, P.marigold2]))
  return out + vignette(c, 0.45, '#000000')
}

// ------------------------------------------------------------------ Christmas
export function giftsStill(c: Ctx): string {
  const tableY = c.H * 0.7
  let out = tableTop(c, ['#14241c', '#24392f'], '#e9dfc9', tableY, [P.gold2, '#c0392b', P.gold3])
  out += christmasTree(c, c.W * 0.78, tableY + 20 * c.u, c.H * 0.8)
  const cols = ['#c0392b', P.green2, P.gold, P.cream, P.dusk2]
  const n = c.wide ? 7 : 5
  for (let i = 0; i < n; i++)
    out += gift(
      c,
      c.W * 0.1 + i * 120 * c.u,
      tableY + c.rng.range(10, 80) * c.u,
      c.rng.range(90, 140) * c.u,
      c.rng.range(80, 140) * c.u,
      cols[i % cols.length]!,
      c.rng.pick([P.gold2, P.cream, '#c0392b']),
    )
  for (let i = 0; i < 8; i++)
    out += circle(c.rng.range(0, c.W * 0.6), c.rng.range(tableY + 100 * c.u, c.H), 12 * c.u, c.rng.pick(['#c0392b', P.gold2]))
  return out + vignette(c, 0.4, '#000000')
}

export function carousel(c: Ctx): string {
  const horizon = c.H * 0.62
  let out = lawnNight(c, horizon, { skyline: false })
  const cx = c.W / 2
  const base = c.H * 0.9
  const w = 520 * c.u
  out += ellipse(cx, base, w * 0.6, 40 * c.u, '#3a2a20')
  out += rect(cx - w * 0.55, base - 30 * c.u, w * 1.1, 30 * c.u, P.gold)
  for (let i = 0; i < 7; i++)
    out += line(cx - w * 0.45 + (i * w * 0.9) / 6, base - 30 * c.u, cx - w * 0.45 + (i * w * 0.9) / 6, base - 330 * c.u, P.gold2, 6 * c.u)
  for (let i = 0; i < 4; i++)
    out += carouselHorse(
      c,
      cx - w * 0.36 + (i * w * 0.72) / 3,
      base - 120 * c.u - (i % 2) * 40 * c.u,
      70 * c.u,
      [P.cream, P.gold3, '#f4c7d9', '#ffffff'][i]!,
    )
  out += rect(cx - w * 0.58, base - 350 * c.u, w * 1.16, 30 * c.u, '#c0392b')
  const stripes = 10
  for (let k = 0; k < stripes; k++)
    out += poly(
      [
        [cx, base - 520 * c.u],
        [cx - w * 0.6 + (k * w * 1.2) / stripes, base - 350 * c.u],
        [cx - w * 0.6 + ((k + 1) * w * 1.2) / stripes, base - 350 * c.u],
      ],
      k % 2 ? '#c0392b' : P.cream,
    )
  out += circle(cx, base - 525 * c.u, 14 * c.u, P.gold)
  for (let k = 0; k <= stripes; k++)
    out +=
      circle(cx - w * 0.6 + (k * w * 1.2) / stripes, base - 345 * c.u, 7 * c.u, '#fff6d5') +
      glow(c, cx - w * 0.6 + (k * w * 1.2) / stripes, base - 345 * c.u, 24 * c.u, P.gold2, 0.7)
  out += stringLights(c, 0, c.H * 0.1, cx, base - 520 * c.u, 30 * c.u, 12)
  out += stringLights(c, c.W, c.H * 0.1, cx, base - 520 * c.u, 30 * c.u, 12)
  out += crowd(c, -20, c.W + 20, c.H * 1.03, 200 * c.u, '#0c1411', c.wide ? 10 : 6, ['walk', 'stand', 'wave'])
  return out + vignette(c, 0.35, '#000000')
}

function carouselHorse(c: Ctx, x: number, y: number, s: number, col: string): string {
  return (
    ellipse(x, y, s * 0.8, s * 0.35, col) +
    path(
      `M${f(x + s * 0.5)} ${f(y - s * 0.2)} L${f(x + s * 0.9)} ${f(y - s * 0.9)} L${f(x + s * 1.2)} ${f(y - s * 0.7)} L${f(x + s * 0.8)} ${f(y - s * 0.1)} Z`,
      col,
    ) +
    line(x - s * 0.5, y + s * 0.2, x - s * 0.8, y + s * 0.8, col, s * 0.14) +
    line(x + s * 0.5, y + s * 0.2, x + s * 0.7, y + s * 0.8, col, s * 0.14) +
    path(
      `M${f(x + s * 0.8)} ${f(y - s * 0.9)} q${f(-s * 0.3)} ${f(s * 0.2)} ${f(-s * 0.3)} ${f(s * 0.6)}`,
      'none',
      `stroke="${P.gold}" stroke-width="${f(s * 0.1)}"`,
    ) +
    rect(x - s * 0.3, y - s * 0.4, s * 0.5, s * 0.15, '#c0392b')
  )
}

export function plumCake(c: Ctx): string {
  const tableY = c.H * 0.6
  let out = tableTop(c, ['#241a14', '#3a2418'], '#c0392b', tableY, [P.gold2, P.gold3])
  const cx = c.W * 0.45
  out += ellipse(cx, c.H * 0.82, 260 * c.u, 60 * c.u, '#ffffff')
  out += rrect(cx - 200 * c.u, c.H * 0.62, 400 * c.u, 170 * c.u, 20 * c.u, '#6b3a1f')
  out += rrect(cx - 200 * c.u, c.H * 0.6, 400 * c.u, 40 * c.u, 20 * c.u, '#fffaf0')
  for (let i = 0; i < 30; i++)
    out += circle(
      cx + c.rng.range(-180, 180) * c.u,
      c.H * 0.7 + c.rng.range(0, 80) * c.u,
      6 * c.u,
      c.rng.pick(['#3a1a0a', '#c0392b', P.green3]),
    )
  out +=
    circle(cx - 30 * c.u, c.H * 0.58, 16 * c.u, '#c0392b') +
    circle(cx, c.H * 0.575, 16 * c.u, '#c0392b') +
    path(`M${f(cx + 10 * c.u)} ${f(c.H * 0.58)} l${f(50 * c.u)} ${f(-20 * c.u)} l${f(-10 * c.u)} ${f(30 * c.u)} z`, P.green2)
  out += coffeeCup(c, c.W * 0.82, c.H * 0.85, 90 * c.u, P.cream)
  for (let i = 0; i < 5; i++) out += circle(c.W * 0.75 + i * 30 * c.u - 60 * c.u, c.H * 0.95, 22 * c.u, '#d9a05b')
  return out + vignette(c, 0.4, '#000000')
}

// ------------------------------------------------------------------ New Year
export function ballroom(c: Ctx): string {
  const wall = '#1a1f38'
  const floorY = c.H * 0.6
  let out = partyRoom(c, wall, '#2a2a3a', floorY)
  out += rect(0, floorY, c.W, c.H - floorY, jaali(c, 80 * c.u, P.gold, 1.5 * c.u), 'opacity="0.25"')
  const bx = c.W / 2
  out += line(bx, 0, bx, c.H * 0.1, '#888', 3 * c.u)
  out += glow(c, bx, c.H * 0.18, 260 * c.u, '#ffffff', 0.3)
  out += circle(bx, c.H * 0.18, 70 * c.u, jaali(c, 16 * c.u, '#6b7a90', 1.5 * c.u, '#d9e2ef'))
  out += circle(
    bx,
    c.H * 0.18,
    70 * c.u,
    c.rad(
      [
        [0, '#ffffff', 0.5],
        [1, '#000000', 0.35],
      ],
      0.35,
      0.3,
      0.8,
    ),
  )
  for (let i = 0; i < 50; i++)
    out += circle(c.rng.range(0, c.W), c.rng.range(0, c.H), c.rng.range(2, 5) * c.u, '#fff8e0', `opacity="${f(c.rng.range(0.3, 0.9))}"`)
  for (let i = 0; i < 8; i++)
    out += balloon(
      c,
      c.rng.range(0, c.W),
      c.rng.range(0.05, 0.3) * c.H,
      40 * c.u,
      c.rng.pick([P.gold, P.gold2, '#1b1b1b', P.cream]),
      80 * c.u,
    )
  // couples dancing
  const n = c.wide ? 5 : 3
  for (let i = 0; i < n; i++) {
    const x = (c.W * (i + 0.5)) / n
    out += figure(c, x - 70 * c.u, c.H * 0.95, 300 * c.u, 'dance', '#06070e', { dress: 'gown', accent: P.gold })
    out += figure(c, x + 60 * c.u, c.H * 0.95, 320 * c.u, 'dance', '#0d0e18', { flip: true })
  }
  return out + vignette(c, 0.45, '#000000')
}

export function midnightClock(c: Ctx): string {
  let out = rect(
    0,
    0,
    c.W,
    c.H,
    c.lin([
      [0, '#0b0f24'],
      [1, '#1f2540'],
    ]),
  )
  out += bokeh(c, [P.gold2, P.gold3], 30)
  const cx = c.W / 2
  const cy = c.H * 0.48
  const r = c.H * 0.32
  out += circle(cx, cy, r * 1.1, P.gold)
  out += circle(cx, cy, r, P.cream)
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2
    out += line(
      cx + Math.cos(a) * r * 0.82,
      cy + Math.sin(a) * r * 0.82,
      cx + Math.cos(a) * r * 0.94,
      cy + Math.sin(a) * r * 0.94,
      '#1b1b1b',
      (i % 3 ? 4 : 10) * c.u,
    )
  }
  out += line(cx, cy, cx - r * 0.05, cy - r * 0.55, '#1b1b1b', 14 * c.u) + line(cx, cy, cx + r * 0.02, cy - r * 0.78, '#1b1b1b', 8 * c.u)
  out += circle(cx, cy, 14 * c.u, P.gold)
  for (let i = 0; i < 60; i++)
    out += rect(c.rng.range(0, c.W), c.rng.range(0, c.H), 10 * c.u, 18 * c.u, c.rng.pick([P.gold, P.gold2, P.cream]), `opacity="0.85"`)
  out += fireworks(c, c.W * 0.15, c.H * 0.2, 100 * c.u, P.gold2) + fireworks(c, c.W * 0.85, c.H * 0.25, 90 * c.u, '#e86f9a')
  return out + vignette(c, 0.45, '#000000')
}

export function djStage(c: Ctx): string {
  const horizon = c.H * 0.62
  c.theme = THEMES.night
  let out = outdoorBackdrop(c, horizon, { skyline: false })
  out += lawn(c, horizon)
  const cx = c.W / 2
  const beams = ['#e86f9a', P.water2, P.gold2, '#9b6bd6']
  for (let i = 0; i < 8; i++)
    out += spotBeam(c, cx + (i - 3.5) * 80 * c.u, horizon - 40 * c.u, cx + (i - 3.5) * 260 * c.u, 0, 60 * c.u, beams[i % 4]!, 0.35)
  out += rect(cx - 260 * c.u, horizon - 60 * c.u, 520 * c.u, 140 * c.u, '#101421')
  out += rect(cx - 200 * c.u, horizon - 100 * c.u, 400 * c.u, 50 * c.u, '#1f2233')
  out += circle(cx - 110 * c.u, horizon - 100 * c.u, 36 * c.u, '#2a2a3a') + circle(cx + 110 * c.u, horizon - 100 * c.u, 36 * c.u, '#2a2a3a')
  out += figure(c, cx, horizon - 60 * c.u, 200 * c.u, 'cheer', '#05060c')
  out += rect(cx - 260 * c.u, horizon + 70 * c.u, 520 * c.u, 10 * c.u, P.gold)
  out += crowd(c, -20, c.W + 20, c.H * 1.04, 280 * c.u, '#05060c', c.wide ? 15 : 10, ['cheer', 'dance', 'cheer', 'wave'])
  return out + vignette(c, 0.4, '#000000')
}

// ------------------------------------------------------------------ Lohri
export function lohriBonfire(c: Ctx, mode: 'dance' | 'close' | 'dhol' | 'wide'): string {
  c.theme = THEMES.night
  if (mode === 'close') {
    let out = rect(
      0,
      0,
      c.W,
      c.H,
      c.lin([
        [0, '#0c0f1e'],
        [1, '#2a1a10'],
      ]),
    )
    out += bonfire(c, c.W / 2, c.H * 0.8, 130 * c.u)
    out += rect(0, c.H * 0.8, c.W, c.H * 0.2, '#1a120a')
    // offerings: popcorn, peanuts, rewri in bowls
    for (const [x, col] of [
      [0.18, '#fff6da'],
      [0.82, '#c98a3c'],
    ] as Array<[number, string]>) {
      const bx = c.W * x
      const by = c.H * 0.92
      for (let i = 0; i < 18; i++) out += circle(bx + c.rng.range(-70, 70) * c.u, by - 40 * c.u - c.rng.range(0, 30) * c.u, 12 * c.u, col)
      out += path(
        `M${f(bx - 100 * c.u)} ${f(by - 40 * c.u)} h${f(200 * c.u)} q0 ${f(80 * c.u)} ${f(-100 * c.u)} ${f(80 * c.u)} q${f(-100 * c.u)} 0 ${f(-100 * c.u)} ${f(-80 * c.u)} z`,
        '#b8733f',
      )
    }
    return out + vignette(c, 0.4, '#000000')
  }
  const horizon = c.H * 0.6
  let out = lawnNight(c, horizon, { building: mode === 'wide', skyline: false })
  const fx = c.W / 2
  const fy = c.H * (mode === 'wide' ? 0.82 : 0.8)
  out += bonfire(c, fx, fy, (mode === 'wide' ? 70 : 100) * c.u)
  const n = c.wide ? 10 : 7
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const x = fx + Math.cos(a) * 380 * c.u * (c.wide ? 1.3 : 1)
    const y = fy + Math.sin(a) * 60 * c.u + 40 * c.u
    if (Math.abs(x - fx) < 120 * c.u && Math.sin(a) > 0) continue
    const s = (240 + Math.sin(a) * 60) * c.u
    out += figure(c, x, y, s, c.rng.pick(['bhangra', 'cheer', 'dance']), '#0a0806', {
      dress: c.rng.chance(0.4) ? 'kurta' : 'none',
      flip: x > fx,
    })
  }
  if (mode === 'dhol') out += dhol(c, c.W * 0.2, c.H * 0.98, 330 * c.u)
  out += stringLights(c, 0, c.H * 0.12, c.W, c.H * 0.1, 40 * c.u, 20)
  return out + vignette(c, 0.35, '#000000')
}

function dhol(c: Ctx, x: number, base: number, h: number): string {
  let out = figure(c, x, base, h, 'bhangra', '#0a0806', { dress: 'kurta' })
  out += rrect(x - h * 0.22, base - h * 0.62, h * 0.44, h * 0.26, h * 0.12, '#c0392b')
  out +=
    ellipse(x - h * 0.22, base - h * 0.49, h * 0.04, h * 0.13, P.cream) +
    ellipse(x + h * 0.22, base - h * 0.49, h * 0.04, h * 0.13, P.cream)
  for (let k = 0; k < 5; k++)
    out += line(x - h * 0.18 + k * h * 0.09, base - h * 0.61, x - h * 0.14 + k * h * 0.09, base - h * 0.37, P.gold2, h * 0.01)
  return out
}

export function lohriTreats(c: Ctx): string {
  const tableY = c.H * 0.52
  let out = tableTop(c, ['#1a0f0a', '#3a1f10'], '#6b3f24', tableY, [P.marigold, P.gold2, P.terra3])
  const items: Array<[number, string, string]> = [
    [0.2, '#fff6da', 'popcorn'],
    [0.5, '#c98a3c', 'peanuts'],
    [0.8, '#e9c46a', 'rewri'],
  ]
  for (const [x, col, kind] of items) {
    const bx = c.W * x
    const by = c.H * 0.8
    for (let i = 0; i < 26; i++) {
      const px = bx + c.rng.range(-110, 110) * c.u
      const py = by - 50 * c.u - c.rng.range(0, 50) * c.u
      out +=
        kind === 'rewri'
          ? circle(px, py, 14 * c.u, col) + circle(px - 3 * c.u, py - 3 * c.u, 2 * c.u, '#fff')
          : kind === 'peanuts'
            ? ellipse(px, py, 16 * c.u, 10 * c.u, col)
            : circle(px, py, 15 * c.u, col) + circle(px + 6 * c.u, py - 5 * c.u, 8 * c.u, '#ffffff')
    }
    out += path(
      `M${f(bx - 140 * c.u)} ${f(by - 50 * c.u)} h${f(280 * c.u)} q0 ${f(110 * c.u)} ${f(-140 * c.u)} ${f(110 * c.u)} q${f(-140 * c.u)} 0 ${f(-140 * c.u)} ${f(-110 * c.u)} z`,
      c.lin([
        [0, '#c98a4f'],
        [1, '#8a5a2a'],
      ]),
    )
  }
  out += glow(c, c.W / 2, c.H * 0.2, c.W * 0.5, P.marigold, 0.35)
  return out + vignette(c, 0.45, '#000000')
}

// ------------------------------------------------------------------ Founders' Day
export function longDinner(c: Ctx): string {
  const wall = c.rng.pick(['#2d4a3e', '#3a2a22'])
  const floorY = c.H * 0.55
  let out = partyRoom(c, wall, '#5a3a26', floorY)
  for (let i = 0; i < (c.wide ? 4 : 3); i++) out += chandelier(c, (c.W * (i + 0.5)) / (c.wide ? 4 : 3), 0, 140 * c.u)
  // long table in one-point perspective
  const vx = c.W / 2
  const y0 = floorY + 10 * c.u
  const y1 = c.H * 1.05
  const w0 = 140 * c.u
  const w1 = c.W * 0.9
  // chairs along both sides
  for (let k = 0; k < 7; k++) {
    const tt = Math.pow(k / 7, 1.3)
    const y = y0 + (y1 - y0) * tt
    const w = w0 + (w1 - w0) * tt
    const s = (60 + 200 * tt) * c.u
    out += chairBack(c, vx - w / 2 - s * 0.3, y + s * 0.1, s, P.wood2) + chairBack(c, vx + w / 2 + s * 0.3, y + s * 0.1, s, P.wood2)
  }
  out += poly(
    [
      [vx - w0 / 2, y0],
      [vx + w0 / 2, y0],
      [vx + w1 / 2, y1],
      [vx - w1 / 2, y1],
    ],
    c.lin([
      [0, '#e9e1cf'],
      [1, '#fffaf0'],
    ]),
  )
  out += poly(
    [
      [vx - w0 * 0.15, y0],
      [vx + w0 * 0.15, y0],
      [vx + w1 * 0.15, y1],
      [vx - w1 * 0.15, y1],
    ],
    P.green2,
    'opacity="0.85"',
  )
  for (let k = 1; k < 7; k++) {
    const tt = Math.pow(k / 7, 1.3)
    const y = y0 + (y1 - y0) * tt
    const w = w0 + (w1 - w0) * tt
    const s = 0.3 + tt * 1.6
    out += plate(c, vx - w * 0.33, y, 40 * c.u * s) + plate(c, vx + w * 0.33, y, 40 * c.u * s)
    out += glass(c, vx - w * 0.22, y, 50 * c.u * s, 'wine', '#7b1f2e') + glass(c, vx + w * 0.22, y, 50 * c.u * s, 'wine', '#7b1f2e')
    if (k % 2) {
      out += rect(vx - 5 * c.u * s, y - 60 * c.u * s, 10 * c.u * s, 60 * c.u * s, P.cream) + flame(c, vx, y - 62 * c.u * s, 8 * c.u * s)
    } else out += flowerBall(c, vx, y - 20 * c.u * s, 26 * c.u * s)
  }
  return out + vignette(c, 0.5, '#000000')
}

export function foundersCake(c: Ctx): string {
  const tableY = c.H * 0.72
  let out = tableTop(c, ['#14241c', '#2d4a3e'], P.cream, tableY, [P.gold2, P.gold3])
  out += cake(c, c.W / 2, tableY + 20 * c.u, 340 * c.u, 3, ['#ffffff', P.cream, '#ffffff'], 0)
  out += rect(c.W / 2 - 170 * c.u, tableY - 60 * c.u, 340 * c.u, 14 * c.u, P.gold)
  out += chandelier(c, c.W / 2, 0, 120 * c.u)
  for (const x of [0.2, 0.8]) out += glass(c, c.W * x, tableY + 30 * c.u, 200 * c.u, 'flute', P.gold3)
  return out + vignette(c, 0.45, '#000000')
}

export function quartet(c: Ctx): string {
  const wall = '#2d3a4a'
  const floorY = c.H * 0.62
  let out = partyRoom(c, wall, '#5a3a26', floorY)
  out += chandelier(c, c.W / 2, 0, 150 * c.u)
  out += rect(0, floorY - 10 * c.u, c.W, 50 * c.u, '#3a2418')
  const n = 4
  for (let i = 0; i < n; i++) {
    const x = c.W * (0.3 + (i * 0.4) / (n - 1))
    out += figure(c, x, floorY + 10 * c.u, 230 * c.u, 'sit', '#0d0e14')
    if (i === 3)
      out +=
        ellipse(x + 40 * c.u, floorY - 70 * c.u, 40 * c.u, 80 * c.u, '#6b3a1f') +
        line(x + 40 * c.u, floorY - 150 * c.u, x + 40 * c.u, floorY - 250 * c.u, '#3a1f0f', 6 * c.u)
    else
      out += ellipse(
        x + 30 * c.u,
        floorY - 160 * c.u,
        30 * c.u,
        16 * c.u,
        '#8a4a1f',
        `transform="rotate(-20 ${f(x + 30 * c.u)} ${f(floorY - 160 * c.u)})"`,
      )
    out +=
      line(x - 60 * c.u, floorY + 10 * c.u, x - 50 * c.u, floorY - 120 * c.u, '#1b1b1b', 3 * c.u) +
      rect(x - 80 * c.u, floorY - 140 * c.u, 60 * c.u, 40 * c.u, '#1b1b1b')
  }
  for (let i = 0; i < (c.wide ? 5 : 3); i++)
    out += roundTable(c, (c.W * (i + 0.5)) / (c.wide ? 5 : 3), c.H * 0.86, 90 * c.u, { cloth: P.cream, chair: P.gold, centre: 'candles' })
  return out + vignette(c, 0.5, '#000000')
}

// ------------------------------------------------------------------ Holi
const HOLI = ['#e8468f', '#f6c443', '#3fa9f5', '#47b36b', '#f07b3a', '#9b5de5']

export function holiScene(c: Ctx, mode: 'party' | 'bowls' | 'splash' | 'thandai' | 'lawn'): string {
  c.theme = THEMES.day
  if (mode === 'bowls') {
    let out = rect(0, 0, c.W, c.H, '#f3ead8')
    const n = c.wide ? 6 : 5
    const pos: Array<[number, number]> = []
    for (let i = 0; i < n; i++)
      pos.push([c.W * (0.15 + (i % 3) * 0.35 + (i > 2 ? 0.17 : 0)) * (c.wide ? 1 : 1), c.H * (i > 2 ? 0.72 : 0.32)])
    pos.forEach(([x, y], i) => {
      const col = HOLI[i % HOLI.length]!
      out += gulal(c, x + 80 * c.u, y + 60 * c.u, 130 * c.u, col)
      out +=
        circle(x, y, 150 * c.u, '#c9a98a') +
        circle(
          x,
          y,
          130 * c.u,
          c.rad([
            [0, lighten(col, 0.2)],
            [1, col],
          ]),
        ) +
        circle(x - 30 * c.u, y - 30 * c.u, 40 * c.u, '#ffffff', 'opacity="0.25"')
    })
    for (let i = 0; i < 30; i++)
      out += circle(c.rng.range(0, c.W), c.rng.range(0, c.H), c.rng.range(3, 8) * c.u, c.rng.pick(HOLI), 'opacity="0.8"')
    return out + vignette(c, 0.2)
  }
  if (mode === 'thandai') {
    const tableY = c.H * 0.66
    let out = tableTop(c, ['#f3e6d0', '#e9d5b5'], '#f6f1e3', tableY, HOLI)
    for (let i = 0; i < 4; i++) out += glass(c, c.W * (0.2 + i * 0.2), tableY + 80 * c.u, 230 * c.u, 'highball', '#f2dcb0')
    for (let i = 0; i < 8; i++) out += gujiya(c, c.W * c.rng.range(0.1, 0.9), c.H * c.rng.range(0.85, 0.97), 50 * c.u)
    for (let i = 0; i < 4; i++) out += gulal(c, c.rng.range(0, c.W), c.rng.range(0, c.H * 0.5), 120 * c.u, c.rng.pick(HOLI))
    return out + vignette(c, 0.2)
  }
  const horizon = c.H * 0.58
  let out = outdoorBackdrop(c, horizon, { skyline: mode === 'lawn' })
  out += lawn(c, horizon)
  if (mode === 'lawn') out += clubhouse(c, c.W / 2, horizon + 10 * c.u, c.W * 0.45, c.W * 0.45 * 0.32)
  out += framingTrees(c, horizon + 30 * c.u)
  const nClouds = mode === 'splash' ? 8 : 6
  for (let i = 0; i < nClouds; i++)
    out += gulal(c, c.rng.range(0.1, 0.9) * c.W, c.rng.range(0.25, 0.65) * c.H, c.rng.range(120, 220) * c.u, c.rng.pick(HOLI))
  if (mode === 'splash') {
    for (let i = 0; i < 3; i++) {
      const x = c.W * (0.25 + i * 0.25)
      out += `<path d="M${f(x - 200 * c.u)} ${f(c.H * 0.9)} Q${f(x)} ${f(c.H * 0.1)} ${f(x + 220 * c.u)} ${f(c.H * 0.6)}" fill="none" stroke="${HOLI[i + 2]}" stroke-width="${f(20 * c.u)}" stroke-linecap="round" opacity="0.7"/>`
      for (let k = 0; k < 12; k++)
        out += circle(
          x + 220 * c.u + c.rng.range(-60, 60) * c.u,
          c.H * 0.6 + c.rng.range(-40, 60) * c.u,
          c.rng.range(5, 12) * c.u,
          HOLI[i + 2]!,
          'opacity="0.8"',
        )
    }
    out += pichkari(c, c.W * 0.12, c.H * 0.92, 260 * c.u)
  }
  const n = c.wide ? 9 : 6
  const people = mode === 'lawn' ? 0.6 : 1
  for (let i = 0; i < n; i++) {
    const x = (c.W * (i + 0.5)) / n
    const y = c.H * (0.92 + c.rng.range(0, 0.06))
    const col = mix('#1a1a1a', c.rng.pick(HOLI), 0.25)
    out += figure(c, x, y, c.rng.range(240, 300) * c.u * people, c.rng.pick(['cheer', 'dance', 'bhangra', 'wave']), col, {
      dress: c.rng.chance(0.4) ? 'kurta' : 'none',
    })
  }
  for (let i = 0; i < 60; i++)
    out += circle(c.rng.range(0, c.W), c.rng.range(0, c.H), c.rng.range(3, 7) * c.u, c.rng.pick(HOLI), 'opacity="0.8"')
  return out + vignette(c, 0.2)
}

function gujiya(c: Ctx, x: number, y: number, s: number): string {
  let out = path(`M${f(x - s)} ${f(y)} A${f(s)} ${f(s * 0.7)} 0 0 1 ${f(x + s)} ${f(y)} Z`, '#e9c48a')
  for (let k = 0; k < 8; k++) out += circle(x - s + (k * 2 * s) / 7, y, s * 0.1, '#d9a05b')
  return out
}
function pichkari(c: Ctx, x: number, y: number, s: number): string {
  return g(
    rrect(-s * 0.5, -s * 0.1, s, s * 0.2, s * 0.08, '#3fa9f5') +
      rect(s * 0.5, -s * 0.03, s * 0.3, s * 0.06, '#f6c443') +
      rect(-s * 0.8, -s * 0.02, s * 0.3, s * 0.04, '#9aa3a8') +
      rect(-s * 0.85, -s * 0.1, s * 0.06, s * 0.2, '#e8468f'),
    `transform="translate(${f(x)} ${f(y)}) rotate(-35)"`,
  )
}

// ------------------------------------------------------------------ Pool party
export function poolParty(c: Ctx, mode: 'pool' | 'drinks' | 'dusk' | 'fruit' | 'dj'): string {
  if (mode === 'pool') {
    c.theme = THEMES.day
    return poolScene(c, { party: true })
  }
  if (mode === 'dusk') {
    c.theme = THEMES.dusk
    return poolScene(c, { party: true })
  }
  if (mode === 'dj') return djStage(c)
  const tableY = c.H * 0.62
  c.theme = THEMES.day
  let out = rect(
    0,
    0,
    c.W,
    tableY,
    c.lin([
      [0, P.water2],
      [1, P.water],
    ]),
  )
  for (let i = 0; i < 40; i++)
    out += `<path d="M${f(c.rng.range(0, c.W))} ${f(c.rng.range(0, tableY))} q${f(20 * c.u)} ${f(-8 * c.u)} ${f(40 * c.u)} 0 t${f(40 * c.u)} 0" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(4 * c.u)}"/>`
  out += ringFloat(c, c.W * 0.2, tableY * 0.5, 120 * c.u, '#e86f9a')
  out += ringFloat(c, c.W * 0.75, tableY * 0.35, 90 * c.u, P.marigold2)
  out += rect(
    0,
    tableY,
    c.W,
    c.H - tableY,
    c.lin([
      [0, '#f3e6cf'],
      [1, '#d9c3a0'],
    ]),
  )
  out += rect(0, tableY, c.W, 14 * c.u, '#ffffff')
  if (mode === 'drinks') {
    const drinks = [P.marigold, '#e86f9a', P.water2, '#47b36b', P.gold3]
    const n = c.wide ? 6 : 4
    for (let i = 0; i < n; i++) {
      const x = (c.W * (i + 0.5)) / n
      out += glass(c, x, c.H * 0.93, 260 * c.u, c.rng.pick(['highball', 'cocktail', 'tumbler'] as const), drinks[i % drinks.length]!)
      out +=
        circle(x + 40 * c.u, c.H * 0.93 - 180 * c.u, 26 * c.u, '#f6d365') +
        circle(x + 40 * c.u, c.H * 0.93 - 180 * c.u, 18 * c.u, '#ffe9a0')
    }
  } else {
    // watermelon & fruit platter
    const cx = c.W / 2
    out += ellipse(cx, c.H * 0.84, 340 * c.u, 110 * c.u, '#ffffff')
    for (let i = 0; i < 7; i++) {
      const x = cx - 260 * c.u + i * 85 * c.u
      out +=
        path(`M${f(x - 50 * c.u)} ${f(c.H * 0.84)} L${f(x)} ${f(c.H * 0.74)} L${f(x + 50 * c.u)} ${f(c.H * 0.84)} Z`, '#e8465a') +
        rect(x - 50 * c.u, c.H * 0.84, 100 * c.u, 12 * c.u, '#47b36b')
      for (let k = 0; k < 3; k++) out += ellipse(x - 15 * c.u + k * 15 * c.u, c.H * 0.8, 3 * c.u, 5 * c.u, '#1b1b1b')
    }
    out += glass(c, c.W * 0.12, c.H * 0.95, 220 * c.u, 'highball', P.marigold)
    out += glass(c, c.W * 0.88, c.H * 0.95, 220 * c.u, 'highball', '#e86f9a')
    out += umbrellaTop(c, c.W * 0.9, c.H * 0.1, 220 * c.u)
  }
  return out + vignette(c, 0.2)
}

function umbrellaTop(c: Ctx, x: number, y: number, r: number): string {
  let out = ''
  for (let i = 0; i < 8; i++) {
    const a0 = (i / 8) * Math.PI * 2
    const a1 = ((i + 1) / 8) * Math.PI * 2
    out += poly(
      [
        [x, y],
        [x + Math.cos(a0) * r, y + Math.sin(a0) * r],
        [x + Math.cos(a1) * r, y + Math.sin(a1) * r],
      ],
      i % 2 ? P.terra : P.cream,
    )
  }
  return out
}

// ------------------------------------------------------------------ Independence Day
const SAFFRON = '#ff9933'
const INDIA_GREEN = '#138808'
const CHAKRA = '#000080'

export function tricolourFlag(c: Ctx, x: number, y: number, w: number): string {
  const h = w * (2 / 3)
  let out = rect(x, y, w, h / 3, SAFFRON) + rect(x, y + h / 3, w, h / 3, '#ffffff') + rect(x, y + (2 * h) / 3, w, h / 3, INDIA_GREEN)
  const r = (h / 6) * 0.9
  out += circle(x + w / 2, y + h / 2, r, 'none', `stroke="${CHAKRA}" stroke-width="${f(r * 0.12)}"`)
  let spokes = ''
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    spokes += `M${f(x + w / 2)} ${f(y + h / 2)} L${f(x + w / 2 + Math.cos(a) * r)} ${f(y + h / 2 + Math.sin(a) * r)} `
  }
  out += `<path d="${spokes}" stroke="${CHAKRA}" stroke-width="${f(r * 0.05)}"/>` + circle(x + w / 2, y + h / 2, r * 0.18, CHAKRA)
  return out
}

export function independenceScene(c: Ctx, mode: 'kites' | 'brunch' | 'flag' | 'lawn' | 'balloons' | 'food'): string {
  const tri = [SAFFRON, '#ffffff', INDIA_GREEN]
  if (mode === 'kites') {
    c.theme = THEMES.day
    const horizon = c.H * 0.78
    let out = outdoorBackdrop(c, horizon, { skyline: true, clouds: 5 })
    out += lawn(c, horizon)
    const n = c.wide ? 9 : 6
    for (let i = 0; i < n; i++) {
      const x = c.rng.range(0.05, 0.95) * c.W
      const y = c.rng.range(0.08, 0.55) * c.H
      const s = c.rng.range(40, 80) * c.u
      const cols = c.rng.shuffle([SAFFRON, INDIA_GREEN, '#ffffff', P.terra3, P.marigold2])
      out += `<path d="M${f(x)} ${f(y + s)} Q${f(x + c.rng.range(-200, 200) * c.u)} ${f((y + c.H) / 2)} ${f(c.W * c.rng.range(0.3, 0.7))} ${f(c.H)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f(1.5 * c.u)}"/>`
      out += kite(c, x, y, s, cols[0]!, cols[1]!, c.rng.range(-25, 25))
    }
    out += crowd(c, c.W * 0.1, c.W * 0.9, c.H * 1.0, 200 * c.u, darken(c.theme.near, 0.4), c.wide ? 6 : 4, ['wave', 'cheer', 'stand'])
    return out + vignette(c, 0.2)
  }
  if (mode === 'flag') {
    c.theme = THEMES.dawn
    const horizon = c.H * 0.72
    let out = outdoorBackdrop(c, horizon, { skyline: true })
    out += lawn(c, horizon)
    const px = c.W * 0.5
    out += rect(px - 6 * c.u, c.H * 0.1, 12 * c.u, horizon + 40 * c.u - c.H * 0.1, '#e9e4da')
    out += circle(px, c.H * 0.1, 12 * c.u, P.gold)
    out += tricolourFlag(c, px + 6 * c.u, c.H * 0.12, 300 * c.u)
    out +=
      rect(px - 90 * c.u, horizon + 30 * c.u, 180 * c.u, 30 * c.u, '#e9e4da') +
      rect(px - 120 * c.u, horizon + 60 * c.u, 240 * c.u, 30 * c.u, '#d9d2c0')
    for (let i = 0; i < 30; i++)
      out += circle(
        px + c.rng.range(-200, 200) * c.u,
        horizon + c.rng.range(70, 110) * c.u,
        8 * c.u,
        c.rng.pick([SAFFRON, P.marigold2, '#ffffff']),
      )
    out += crowd(c, c.W * 0.05, c.W * 0.95, c.H * 1.02, 220 * c.u, darken(c.theme.near, 0.5), c.wide ? 10 : 7, ['stand', 'stand', 'wave'])
    out += framingTrees(c, horizon + 40 * c.u, 0.9)
    return out + vignette(c, 0.2)
  }
  if (mode === 'balloons') {
    c.theme = THEMES.day
    let out = rect(
      0,
      0,
      c.W,
      c.H,
      c.lin([
        [0, '#bcd7e6'],
        [1, '#f6f1e3'],
      ]),
    )
    for (let i = 0; i < (c.wide ? 26 : 18); i++)
      out += balloon(c, c.rng.range(0.05, 0.95) * c.W, c.rng.range(0.1, 0.75) * c.H, c.rng.range(40, 70) * c.u, tri[i % 3]!, 160 * c.u)
    out += bunting(c, 0, c.H * 0.05, c.W, c.H * 0.05, 40 * c.u, 40 * c.u, tri)
    return out + vignette(c, 0.15)
  }
  // brunch / lawn / food
  c.theme = THEMES.day
  if (mode === 'lawn') {
    const horizon = c.H * 0.55
    let out = outdoorBackdrop(c, horizon)
    out += lawn(c, horizon)
    out += clubhouse(c, c.W / 2, horizon + 10 * c.u, c.W * 0.5, c.W * 0.5 * 0.32)
    out += framingTrees(c, horizon + 30 * c.u)
    out += bunting(c, 0, c.H * 0.1, c.W * 0.5, c.H * 0.2, 40 * c.u, 36 * c.u, tri)
    out += bunting(c, c.W * 0.5, c.H * 0.2, c.W, c.H * 0.1, 40 * c.u, 36 * c.u, tri)
    const n = c.wide ? 4 : 3
    for (let i = 0; i < n; i++) {
      const x = (c.W * (i + 0.5)) / n
      out += umbrella(c, x + 80 * c.u, c.H * 0.92, 330 * c.u, i % 2 ? SAFFRON : INDIA_GREEN, '#ffffff')
      out += roundTable(c, x, c.H * 0.8, 90 * c.u, { cloth: '#ffffff', chair: P.cream2, runner: i % 2 ? INDIA_GREEN : SAFFRON, seats: 6 })
    }
    return out + vignette(c, 0.2)
  }
  const tableY = c.H * 0.55
  let out = tableTop(c, ['#e7eef2', '#f6f1e3'], '#ffffff', tableY, [SAFFRON, INDIA_GREEN, '#ffffff'])
  out += bunting(c, 0, c.H * 0.04, c.W, c.H * 0.04, 40 * c.u, 36 * c.u, tri)
  if (mode === 'brunch') {
    out +=
      rect(0, tableY + 40 * c.u, c.W, 50 * c.u, SAFFRON, 'opacity="0.85"') +
      rect(0, tableY + 90 * c.u, c.W, 50 * c.u, INDIA_GREEN, 'opacity="0.85"')
    const n = c.wide ? 5 : 3
    for (let i = 0; i < n; i++) {
      const x = (c.W * (i + 0.5)) / n
      out += plate(c, x, c.H * 0.86, 130 * c.u)
      out +=
        ellipse(x - 30 * c.u, c.H * 0.85, 40 * c.u, 18 * c.u, '#e9b86a') +
        ellipse(x + 30 * c.u, c.H * 0.85, 36 * c.u, 16 * c.u, '#f6d365') +
        circle(x, c.H * 0.83, 14 * c.u, INDIA_GREEN)
      out += coffeeCup(c, x + 150 * c.u, c.H * 0.8, 50 * c.u)
    }
    for (let i = 0; i < 3; i++)
      out += glass(c, c.W * (0.2 + i * 0.3), c.H * 0.7, 140 * c.u, 'highball', tri[i] === '#ffffff' ? '#f4efe2' : tri[i]!)
  } else {
    // tricolour dessert: three-layer cake and dhokla
    out += cake(c, c.W * 0.4, c.H * 0.88, 300 * c.u, 3, [INDIA_GREEN, '#ffffff', SAFFRON], 0)
    for (let i = 0; i < 9; i++) {
      const x = c.W * 0.68 + (i % 3) * 70 * c.u
      const y = c.H * 0.8 + Math.floor(i / 3) * 50 * c.u
      out +=
        rect(x, y, 60 * c.u, 14 * c.u, SAFFRON) +
        rect(x, y + 14 * c.u, 60 * c.u, 14 * c.u, '#ffffff') +
        rect(x, y + 28 * c.u, 60 * c.u, 14 * c.u, INDIA_GREEN)
    }
  }
  return out + vignette(c, 0.2)
}

// ------------------------------------------------------------------ upcoming events
export function winterSocial(c: Ctx): string {
  c.theme = THEMES.night
  const horizon = c.H * 0.58
  let out = lawnNight(c, horizon, { building: true, skyline: false })
  out += stringLights(c, 0, c.H * 0.1, c.W, c.H * 0.12, 50 * c.u, 22)
  // patio heaters and bonfire
  out += bonfire(c, c.W * 0.5, c.H * 0.9, 60 * c.u)
  for (const x of [0.2, 0.8]) {
    const hx = c.W * x
    out +=
      rect(hx - 6 * c.u, c.H * 0.6, 12 * c.u, c.H * 0.32, '#3a3f44') +
      path(`M${f(hx - 60 * c.u)} ${f(c.H * 0.6)} L${f(hx + 60 * c.u)} ${f(c.H * 0.6)} L${f(hx)} ${f(c.H * 0.55)} Z`, '#3a3f44') +
      glow(c, hx, c.H * 0.64, 90 * c.u, P.marigold, 0.7) +
      rect(hx - 10 * c.u, c.H * 0.62, 20 * c.u, 40 * c.u, P.marigold)
  }
  out += crowd(c, c.W * 0.05, c.W * 0.45, c.H * 1.0, 230 * c.u, '#0a0f0c', c.wide ? 4 : 3, ['toast', 'stand'])
  out += crowd(c, c.W * 0.55, c.W * 0.95, c.H * 1.0, 230 * c.u, '#0a0f0c', c.wide ? 4 : 3, ['toast', 'stand'])
  for (const x of [0.35, 0.65]) out += coffeeCup(c, c.W * x, c.H * 0.97, 40 * c.u, P.terra)
  return out + vignette(c, 0.35, '#000000')
}

export function networkingBreakfast(c: Ctx): string {
  c.theme = THEMES.dawn
  const wall = '#efe6d6'
  const floorY = c.H * 0.6
  let out = room(c, { wall, wall2: darken(wall, 0.08), floor: '#b08a64', floorY, style: 'wood' })
  const n = c.wide ? 5 : 3
  for (let i = 0; i < n; i++)
    out += archWindow(c, (c.W * (i + 0.5)) / n, floorY - 20 * c.u, (c.W / n) * 0.5, c.H * 0.5, P.green, { style: 'round' })
  out += rect(
    0,
    0,
    c.W,
    c.H,
    c.lin(
      [
        [0, P.gold3, 0.15],
        [1, P.gold3, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  // standing guests
  out += crowd(c, c.W * 0.05, c.W * 0.95, floorY + 60 * c.u, 240 * c.u, '#2a3530', c.wide ? 8 : 5, ['toast', 'stand', 'wave', 'stand'])
  // table foreground with breakfast
  const ty = c.H * 0.72
  out += longTable(c, -20, ty, c.W + 40, c.H * 0.3, P.white, P.green2)
  for (let i = 0; i < (c.wide ? 4 : 3); i++) {
    const x = (c.W * (i + 0.5)) / (c.wide ? 4 : 3)
    out += coffeeCup(c, x - 90 * c.u, ty + 10 * c.u, 60 * c.u)
    out += plate(c, x + 30 * c.u, ty + 20 * c.u, 80 * c.u) + croissant(c, x + 30 * c.u, ty + 6 * c.u, 36 * c.u)
  }
  // laptop & notebook
  const lx = c.W * 0.82
  out +=
    poly(
      [
        [lx - 110 * c.u, ty - 10 * c.u],
        [lx + 110 * c.u, ty - 10 * c.u],
        [lx + 95 * c.u, ty - 150 * c.u],
        [lx - 95 * c.u, ty - 150 * c.u],
      ],
      '#2b2f33',
    ) +
    poly(
      [
        [lx - 85 * c.u, ty - 20 * c.u],
        [lx + 85 * c.u, ty - 20 * c.u],
        [lx + 72 * c.u, ty - 140 * c.u],
        [lx - 72 * c.u, ty - 140 * c.u],
      ],
      c.lin([
        [0, P.dusk3],
        [1, P.green3],
      ]),
    )
  out += rect(lx - 130 * c.u, ty - 12 * c.u, 260 * c.u, 14 * c.u, '#9aa3a8')
  out += rect(c.W * 0.1, ty + 40 * c.u, 140 * c.u, 100 * c.u, P.terra, `transform="rotate(-8 ${f(c.W * 0.1)} ${f(ty)})"`)
  return out + vignette(c, 0.2)
}

export function familyFunDay(c: Ctx): string {
  c.theme = THEMES.day
  const horizon = c.H * 0.55
  let out = outdoorBackdrop(c, horizon)
  out += lawn(c, horizon)
  // bouncy castle
  const bx = c.W * (c.wide ? 0.3 : 0.32)
  const by = c.H * 0.8
  const cols = ['#ef6f6c', '#f6c443', '#5fb3d9', '#7bc47f']
  out += rrect(bx - 220 * c.u, by - 120 * c.u, 440 * c.u, 130 * c.u, 40 * c.u, cols[0]!)
  out += rrect(bx - 180 * c.u, by - 240 * c.u, 360 * c.u, 150 * c.u, 30 * c.u, cols[2]!)
  for (const dx of [-210, -70, 70, 210]) {
    out += rrect(bx + dx * c.u - 36 * c.u, by - 330 * c.u, 72 * c.u, 330 * c.u, 36 * c.u, cols[1]!)
    out += poly(
      [
        [bx + dx * c.u - 40 * c.u, by - 320 * c.u],
        [bx + dx * c.u + 40 * c.u, by - 320 * c.u],
        [bx + dx * c.u, by - 400 * c.u],
      ],
      cols[0]!,
    )
  }
  out += path(archD(bx, by - 100 * c.u, 140 * c.u, 120 * c.u, 'round'), '#ffffff', 'opacity="0.6"')
  // kites & balloons
  out += kite(c, c.W * 0.75, c.H * 0.2, 50 * c.u, '#ef6f6c', '#f6c443', 15)
  out += kite(c, c.W * 0.88, c.H * 0.32, 40 * c.u, '#5fb3d9', '#ffffff', -10)
  for (let i = 0; i < 5; i++)
    out += balloon(c, c.W * 0.66 + i * 40 * c.u, c.H * 0.45 + (i % 2) * 30 * c.u, 30 * c.u, cols[i % 4]!, 150 * c.u)
  // families
  const ink = darken(c.theme.near, 0.4)
  out += figure(c, c.W * 0.66, c.H * 0.97, 260 * c.u, 'walk', ink, { dress: 'saree', accent: P.terra })
  out += figure(c, c.W * 0.72, c.H * 0.97, 150 * c.u, 'cheer', ink)
  out += figure(c, c.W * 0.8, c.H * 0.97, 280 * c.u, 'wave', ink)
  out += figure(c, c.W * 0.86, c.H * 0.97, 140 * c.u, 'run', ink)
  out += bunting(c, 0, c.H * 0.04, c.W, c.H * 0.08, 40 * c.u, 30 * c.u, cols)
  out += palm(c, c.W * 0.04, horizon + 50 * c.u, 320 * c.u, -0.1)
  return out + vignette(c, 0.15)
}

export function mughlaiFeast(c: Ctx, mode: 'table' | 'grill' = 'table'): string {
  const tableY = c.H * 0.6
  let out = rect(
    0,
    0,
    c.W,
    tableY,
    c.lin([
      [0, '#2a1a12'],
      [1, '#4a2a1a'],
    ]),
  )
  const n = c.wide ? 5 : 3
  for (let i = 0; i < n; i++) out += jaaliArch(c, (c.W * (i + 0.5)) / n, tableY, (c.W / n) * 0.5, c.H * 0.5, '#6b4a30', true, 'cusped')
  for (let i = 0; i < n + 1; i++) out += lantern(c, (c.W * i) / n, c.H * 0.18, 26 * c.u, P.terra2)
  out += rect(
    0,
    tableY,
    c.W,
    c.H - tableY,
    c.lin([
      [0, '#6b3f24'],
      [1, '#3a2010'],
    ]),
  )
  out += rect(0, tableY, c.W, 8 * c.u, P.gold)
  if (mode === 'table') {
    out += handi(c, c.W * 0.5, c.H * 0.86, 300 * c.u)
    // kebab platter
    const kx = c.W * 0.2
    out += ellipse(kx, c.H * 0.84, 170 * c.u, 50 * c.u, '#d9d2c0')
    for (let i = 0; i < 4; i++)
      out += rrect(kx - 130 * c.u, c.H * 0.8 + i * 12 * c.u - 20 * c.u, 260 * c.u, 24 * c.u, 12 * c.u, i % 2 ? '#8a3a1a' : '#a84f2a')
    out += circle(kx + 100 * c.u, c.H * 0.82, 20 * c.u, '#f6d365') + ellipse(kx - 100 * c.u, c.H * 0.84, 30 * c.u, 10 * c.u, '#e9f0e3')
    // curry bowls
    for (const [x, col] of [
      [0.78, '#c0601a'],
      [0.9, '#e9c46a'],
    ] as Array<[number, string]>) {
      out +=
        ellipse(c.W * x, c.H * 0.8, 80 * c.u, 24 * c.u, col) +
        path(
          `M${f(c.W * x - 90 * c.u)} ${f(c.H * 0.8)} h${f(180 * c.u)} q0 ${f(80 * c.u)} ${f(-90 * c.u)} ${f(80 * c.u)} q${f(-90 * c.u)} 0 ${f(-90 * c.u)} ${f(-80 * c.u)} z`,
          '#b8733f',
        )
    }
    // naan
    out +=
      ellipse(c.W * 0.8, c.H * 0.96, 120 * c.u, 40 * c.u, '#e9c48a') +
      circle(c.W * 0.78, c.H * 0.95, 10 * c.u, '#a86a2a') +
      circle(c.W * 0.83, c.H * 0.97, 8 * c.u, '#a86a2a')
  } else {
    // tandoor & skewers
    const tx = c.W * 0.5
    out += glow(c, tx, c.H * 0.62, 300 * c.u, P.marigold, 0.5)
    out += path(
      `M${f(tx - 200 * c.u)} ${f(c.H)} L${f(tx - 150 * c.u)} ${f(c.H * 0.62)} L${f(tx + 150 * c.u)} ${f(c.H * 0.62)} L${f(tx + 200 * c.u)} ${f(c.H)} Z`,
      c.lin([
        [0, '#c98a5a'],
        [1, '#8a5a3a'],
      ]),
    )
    out +=
      ellipse(tx, c.H * 0.62, 150 * c.u, 30 * c.u, '#1a0a05') +
      ellipse(
        tx,
        c.H * 0.62,
        110 * c.u,
        18 * c.u,
        c.rad([
          [0, P.marigold2],
          [1, P.terra],
        ]),
      )
    for (let i = 0; i < 6; i++) {
      const x = tx - 100 * c.u + i * 40 * c.u
      out += line(x, c.H * 0.64, x + (i - 2.5) * 12 * c.u, c.H * 0.2, '#9aa3a8', 5 * c.u)
      for (let k = 0; k < 4; k++)
        out += ellipse(x + (i - 2.5) * 12 * c.u * ((k + 1) / 6), c.H * (0.28 + k * 0.05), 18 * c.u, 24 * c.u, k % 2 ? '#a84f2a' : '#8a3a1a')
    }
    for (const x of [0.15, 0.85]) out += handi(c, c.W * x, c.H * 0.92, 200 * c.u, '#b87333')
  }
  for (let i = 0; i < 12; i++)
    out += circle(c.rng.range(0, c.W), c.rng.range(tableY + 20 * c.u, c.H), 6 * c.u, c.rng.pick([P.marigold, '#c0392b']), 'opacity="0.8"')
  return out + vignette(c, 0.45, '#000000')
}

export function yogaScene(c: Ctx): string {
  c.theme = THEMES.dawn
  const horizon = c.H * 0.6
  let out = outdoorBackdrop(c, horizon, { sunX: c.W * 0.5, skyline: true })
  out += lawn(c, horizon)
  out += framingTrees(c, horizon + 30 * c.u, 0.9)
  const mats = [P.terra3, P.green3, P.dusk3, P.gold2, P.rose, '#9b6bd6']
  const poses = ['yogaTree', 'yogaWarrior', 'meditate', 'yogaWarrior', 'yogaTree', 'meditate'] as const
  const n = c.wide ? 6 : 4
  for (let r = 0; r < 2; r++) {
    for (let i = 0; i < (r ? n - 1 : n); i++) {
      const x = r ? (c.W * (i + 1)) / n : (c.W * (i + 0.5)) / n
      const y = c.H * (0.78 + r * 0.16)
      const s = (r ? 260 : 200) * c.u
      out += poly(
        [
          [x - s * 0.4, y],
          [x + s * 0.4, y],
          [x + s * 0.5, y + s * 0.12],
          [x - s * 0.5, y + s * 0.12],
        ],
        mats[(i + r) % mats.length]!,
      )
      out += figure(c, x, y + s * 0.04, s, poses[(i + r * 2) % poses.length]!, darken(c.theme.near, 0.45))
    }
  }
  return out + vignette(c, 0.15)
}

export function getTogether(c: Ctx): string {
  const horizon = c.H * 0.55
  let out = lawnNight(c, horizon, { building: false })
  for (let i = 0; i < 3; i++) out += stringLights(c, -20, c.H * (0.08 + i * 0.07), c.W + 20, c.H * (0.1 + i * 0.06), 40 * c.u, 18)
  out += longTable(c, c.W * 0.1, c.H * 0.78, c.W * 0.8, c.H * 0.25, P.cream, P.terra)
  for (let i = 0; i < 6; i++) {
    const x = c.W * (0.16 + i * 0.136)
    out += glass(
      c,
      x,
      c.H * 0.78,
      70 * c.u,
      c.rng.pick(['wine', 'highball', 'flute'] as const),
      c.rng.pick([P.marigold, '#7b1f2e', P.gold3]),
    )
  }
  out += rect(c.W * 0.48, c.H * 0.7, 14 * c.u, 70 * c.u, P.cream) + flame(c, c.W * 0.485, c.H * 0.7, 14 * c.u)
  out += crowd(c, c.W * 0.05, c.W * 0.95, c.H * 0.76, 260 * c.u, '#0c1411', c.wide ? 8 : 6, ['toast', 'stand', 'toast', 'wave'])
  return out + vignette(c, 0.35, '#000000')
}

export function placeholderCard(c: Ctx): string {
  let out = rect(
    0,
    0,
    c.W,
    c.H,
    c.lin([
      [0, P.cream],
      [1, P.cream2],
    ]),
  )
  out += rect(0, 0, c.W, c.H, jaali(c, 90 * c.u, '#e0d4b8', 2 * c.u))
  const cx = c.W / 2
  const base = c.H * 0.74
  const w = c.H * 0.38
  const h = c.H * 0.5
  out += path(archD(cx, base + 14 * c.u, w + 28 * c.u, h + 28 * c.u), P.cream)
  out += path(archD(cx, base, w, h), P.green)
  const clip = c.clip(`<path d="${archD(cx, base, w, h)}"/>`)
  const inner =
    circle(cx + w * 0.18, base - h * 0.52, w * 0.1, P.gold) +
    path(
      `M${f(cx - w)} ${f(base)} L${f(cx - w * 0.15)} ${f(base - h * 0.32)} L${f(cx + w * 0.1)} ${f(base - h * 0.14)} L${f(cx + w * 0.3)} ${f(base - h * 0.26)} L${f(cx + w)} ${f(base)} Z`,
      P.green3,
    )
  out += g(inner, `clip-path="${clip}"`)
  out += path(archD(cx, base, w, h), 'none', `stroke="${P.gold}" stroke-width="${f(6 * c.u)}"`)
  return out
}

export { ashoka, roundTree, shrub, potPlant, pendant, archWindow, stage, chairBack }

export function christmasLawn(c: Ctx): string {
  const horizon = c.H * 0.6
  let out = lawnNight(c, horizon, { building: true, skyline: false })
  out += christmasTree(c, c.W * 0.5, c.H * 0.95, c.H * 0.75)
  for (let i = 0; i < 6; i++)
    out += gift(
      c,
      c.W * 0.38 + i * 45 * c.u,
      c.H * 0.97,
      c.rng.range(40, 70) * c.u,
      c.rng.range(40, 70) * c.u,
      c.rng.pick(['#c0392b', P.green2, P.gold, P.cream]),
      c.rng.pick([P.gold2, P.cream]),
    )
  out += stringLights(c, 0, c.H * 0.1, c.W * 0.5, c.H * 0.22, 30 * c.u, 14, P.gold3)
  out += stringLights(c, c.W, c.H * 0.1, c.W * 0.5, c.H * 0.22, 30 * c.u, 14, P.gold3)
  out += crowd(c, -20, c.W * 0.3, c.H * 1.02, 230 * c.u, '#0c1411', 3, ['toast', 'wave', 'stand'])
  out += crowd(c, c.W * 0.7, c.W + 20, c.H * 1.02, 230 * c.u, '#0c1411', 3, ['toast', 'wave', 'stand'])
  return out + vignette(c, 0.35, '#000000')
}
