// Club venue scenes: clubhouse, garden restaurant, pool, banquet, bar, cafe,
// card room, guest room, kids' play area, bakery, lounge/library, patio, gate.
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
  tint,
  vignette,
} from '../lib/core.js'
import { ashoka, flowerBed, hedge, lawn, outdoorBackdrop, palm, potPlant, roundTree, shrub, water } from '../lib/nature.js'
import {
  archD,
  archWindow,
  bookshelf,
  chandelier,
  chhatri,
  clubhouse,
  columns,
  jaali,
  jaaliArch,
  pendant,
  room,
  wallArt,
} from '../lib/architecture.js'
import {
  armchair,
  balloon,
  barStool,
  bottle,
  bunting,
  cake,
  chairBack,
  coffeeCup,
  coffeeTable,
  crowd,
  figure,
  flame,
  flowerBall,
  glass,
  lampPost,
  lantern,
  longTable,
  lounger,
  mandap,
  plate,
  roundTable,
  sofa,
  stage,
  stringLights,
  toran,
  umbrella,
} from '../lib/props.js'

/** palms, ashokas and shrubs framing the left and right edges */
export function framingTrees(c: Ctx, base: number, scale = 1): string {
  const t = c.theme
  let out = ''
  out += ashoka(c, c.W * 0.04, base, 330 * c.u * scale, t.near)
  out += palm(c, c.W * 0.1, base + 10 * c.u, 380 * c.u * scale, -0.12)
  out += ashoka(c, c.W * 0.96, base, 320 * c.u * scale, t.near)
  out += palm(c, c.W * 0.9, base + 10 * c.u, 360 * c.u * scale, 0.14)
  out += shrub(c, c.W * 0.16, base + 14 * c.u, 120 * c.u * scale, t.mid)
  out += shrub(c, c.W * 0.84, base + 14 * c.u, 110 * c.u * scale, t.mid)
  return out
}

/** Mughal char-bagh water channel running from the building towards the viewer */
function waterChannel(c: Ctx, cx: number, top: number, w0: number, w1: number): string {
  const t = c.theme
  const edge = mix(t.stone, '#000000', 0.1)
  let out = poly(
    [
      [cx - w0 * 1.5, top],
      [cx + w0 * 1.5, top],
      [cx + w1 * 1.5, c.H],
      [cx - w1 * 1.5, c.H],
    ],
    edge,
  )
  const wcol = t.lit ? [mix(t.sky[1], P.gold2, 0.3), darken(t.sky[0], 0.1)] : [P.water2, P.water]
  out += poly(
    [
      [cx - w0, top],
      [cx + w0, top],
      [cx + w1, c.H],
      [cx - w1, c.H],
    ],
    c.lin([
      [0, wcol[0] as string],
      [1, wcol[1] as string],
    ]),
  )
  // fountain jets
  for (let i = 1; i < 4; i++) {
    const tt = i / 4
    const y = top + (c.H - top) * tt * tt
    const w = w0 + (w1 - w0) * tt * tt
    out += ellipse(cx, y, w * 0.5, w * 0.12, '#ffffff', 'opacity="0.5"')
    out += path(
      `M${f(cx)} ${f(y)} q${f(-w * 0.35)} ${f(-w * 0.9)} ${f(-w * 0.6)} ${f(-w * 0.15)} M${f(cx)} ${f(y)} q${f(w * 0.35)} ${f(-w * 0.9)} ${f(w * 0.6)} ${f(-w * 0.15)}`,
      'none',
      `stroke="#ffffff" stroke-opacity="0.7" stroke-width="${f(w * 0.06)}"`,
    )
  }
  return out
}

export function clubhouseScene(c: Ctx, opts: { channel?: boolean; lights?: boolean; people?: boolean } = {}): string {
  const t = c.theme
  const horizon = c.H * (c.wide ? 0.64 : 0.58)
  let out = outdoorBackdrop(c, horizon, { sunX: c.W * (c.rng.chance(0.5) ? 0.2 : 0.8) })
  out += lawn(c, horizon)
  const bw = c.wide ? Math.min(c.W * 0.6, c.H * 1.05) : Math.min(c.W * 0.66, c.H * 1.3)
  const bh = bw * 0.36
  const base = horizon + 14 * c.u
  out += hedge(c, c.W * 0.5 - bw * 0.62, base + 6 * c.u, bw * 1.24, 26 * c.u, t.near)
  out += clubhouse(c, c.W / 2, base, bw, bh)
  out += framingTrees(c, base + 20 * c.u)
  if (opts.channel !== false) out += waterChannel(c, c.W / 2, base + 16 * c.u, 22 * c.u, 120 * c.u)
  out += flowerBed(c, c.W / 2 - bw * 0.5, base + 30 * c.u, bw * 0.33)
  out += flowerBed(c, c.W / 2 + bw * 0.17, base + 30 * c.u, bw * 0.33)
  out += tint(c, t.tint, t.tintOpacity * 0.6)
  if (opts.lights !== false) {
    for (const s of [-1, 1]) {
      for (let i = 0; i < 3; i++) {
        const tt = (i + 1) / 3.5
        const y = base + 40 * c.u + (c.H - base) * tt * tt
        out += lampPost(c, c.W / 2 + s * (190 * c.u + 200 * c.u * tt), y, (110 + 160 * tt) * c.u)
      }
    }
    if (t.lit) {
      out += stringLights(c, c.W * 0.1, base - 260 * c.u, c.W * 0.5 - bw * 0.5, base - 100 * c.u, 30 * c.u, 12)
      out += stringLights(c, c.W * 0.9, base - 250 * c.u, c.W * 0.5 + bw * 0.5, base - 100 * c.u, 30 * c.u, 12)
    }
  }
  if (opts.people) out += crowd(c, c.W * 0.2, c.W * 0.4, c.H * 0.92, 90 * c.u, darken(t.near, 0.4), 3)
  return out + vignette(c, 0.25)
}

export function gardenRestaurantScene(c: Ctx): string {
  const t = c.theme
  const horizon = c.H * 0.5
  let out = outdoorBackdrop(c, horizon, { skyline: true })
  out += lawn(c, horizon)
  // pavilion / restaurant in the background
  const pw = Math.min(c.W * 0.5, c.H * 0.95)
  out += clubhouse(c, c.W * (c.rng.chance(0.5) ? 0.32 : 0.68), horizon + 8 * c.u, pw, pw * 0.3, { bays: 7 })
  out += ashoka(c, c.W * 0.03, horizon + 40 * c.u, 380 * c.u)
  out += palm(c, c.W * 0.97, horizon + 40 * c.u, 420 * c.u, 0.1)
  out += roundTree(c, c.W * 0.86, horizon + 20 * c.u, 300 * c.u)
  out += tint(c, t.tint, t.tintOpacity * 0.5)
  // string light canopy
  const lit = true
  for (let i = 0; i < 4; i++) {
    out += stringLights(c, -20, c.H * (0.1 + i * 0.06), c.W + 20, c.H * (0.14 + i * 0.05), 40 * c.u, c.wide ? 22 : 16, P.gold3, lit)
  }
  // tables in rows (back to front)
  const rows = [
    { y: horizon + 120 * c.u, r: 60 * c.u, n: c.wide ? 6 : 4 },
    { y: horizon + 260 * c.u, r: 95 * c.u, n: c.wide ? 4 : 3 },
  ]
  const cloth = c.rng.pick([P.cream, P.white])
  const runner = c.rng.pick([P.terra, P.green2, P.gold])
  for (const row of rows) {
    for (let i = 0; i < row.n; i++) {
      const x = (c.W * (i + 0.5)) / row.n + (row.r > 80 ? 0 : c.rng.range(-20, 20) * c.u)
      if (row.r > 80 && c.rng.chance(0.5))
        out += umbrella(c, x + row.r * 1.4, row.y + row.r * 0.6, 320 * c.u, c.rng.pick([P.cream, P.terra3]), P.terra)
      out += roundTable(c, x, row.y, row.r, {
        cloth,
        runner,
        chair: c.rng.pick([P.gold, P.wood2, P.cream2]),
        centre: t.lit ? 'candles' : 'flowers',
        seats: 6,
      })
    }
  }
  out += potPlant(c, c.W * 0.06, c.H * 0.98, 160 * c.u, P.terra)
  out += potPlant(c, c.W * 0.94, c.H * 0.98, 150 * c.u, P.terra)
  return out + vignette(c, 0.3)
}

export function poolScene(c: Ctx, opts: { party?: boolean } = {}): string {
  const t = c.theme
  const horizon = c.H * 0.46
  let out = outdoorBackdrop(c, horizon)
  out += lawn(c, horizon, false)
  // building behind
  const cw = Math.min(c.W * 0.42, c.H * 0.8)
  out += clubhouse(c, c.W * 0.5, horizon + 6 * c.u, cw, cw * 0.32, { bays: 7 })
  out += palm(c, c.W * 0.18, horizon + 30 * c.u, 360 * c.u, -0.1)
  out += palm(c, c.W * 0.25, horizon + 34 * c.u, 280 * c.u, 0.12)
  out += palm(c, c.W * 0.8, horizon + 30 * c.u, 380 * c.u, 0.12)
  out += ashoka(c, c.W * 0.03, horizon + 20 * c.u, 320 * c.u)
  // deck
  const deckY = horizon + 40 * c.u
  const deck = t.lit ? '#b9a58a' : '#eadcc0'
  out += rect(
    0,
    deckY,
    c.W,
    c.H - deckY,
    c.lin([
      [0, deck],
      [1, darken(deck, 0.12)],
    ]),
  )
  // pool (trapezoid in perspective)
  const py = deckY + 40 * c.u
  const pw0 = c.W * 0.55
  const pw1 = c.W * 1.2
  const cx = c.W * 0.5
  out += poly(
    [
      [cx - pw0 / 2 - 14 * c.u, py - 8 * c.u],
      [cx + pw0 / 2 + 14 * c.u, py - 8 * c.u],
      [cx + pw1 / 2 + 30 * c.u, c.H],
      [cx - pw1 / 2 - 30 * c.u, c.H],
    ],
    '#f8f4ea',
  )
  const clip = c.clip(
    `<polygon points="${f(cx - pw0 / 2)},${f(py)} ${f(cx + pw0 / 2)},${f(py)} ${f(cx + pw1 / 2)},${f(c.H)} ${f(cx - pw1 / 2)},${f(c.H)}"/>`,
  )
  const wcols = t.lit ? ['#3aa6c4', '#0f5a7a'] : [P.water2, '#1f8ca3']
  let pool = water(c, 0, py, c.W, c.H - py, wcols)
  // lane lines
  for (let i = 1; i < 6; i++) {
    const xt = cx - pw0 / 2 + (i * pw0) / 6
    const xb = cx - pw1 / 2 + (i * pw1) / 6
    pool += line(xt, py, xb, c.H, '#0f5a7a', 5 * c.u, 'opacity="0.25"')
  }
  if (t.lit) {
    for (let i = 0; i < 5; i++) pool += glow(c, cx - pw1 * 0.4 + (i * pw1 * 0.8) / 4, c.H * 0.95, 120 * c.u, '#9ff3ff', 0.45)
  }
  // reflection of sun/sky
  pool += rect(0, py, c.W, 30 * c.u, '#ffffff', 'opacity="0.12"')
  out += g(pool, `clip-path="${clip}"`)
  // ladder
  const lx = cx + pw0 * 0.3
  out += path(
    `M${f(lx)} ${f(py - 30 * c.u)} v${f(38 * c.u)} M${f(lx + 30 * c.u)} ${f(py - 30 * c.u)} v${f(38 * c.u)}`,
    'none',
    `stroke="#dfe6e8" stroke-width="${f(4 * c.u)}"`,
  )
  // loungers & umbrellas on each side
  for (const side of [-1, 1]) {
    for (let i = 0; i < 2; i++) {
      const x = side < 0 ? c.W * (0.02 + i * 0.1) : c.W * (0.78 + i * 0.1)
      const y = deckY + 90 * c.u + i * 70 * c.u
      out += umbrella(c, x + 60 * c.u, y, 220 * c.u, c.rng.pick([P.terra, P.green2, P.cream]), P.cream)
      out += lounger(c, x, y + 10 * c.u, 150 * c.u, c.rng.pick([P.cream, '#ffffff', P.gold3]))
    }
  }
  if (opts.party) {
    out += ringFloat(c, cx - pw0 * 0.1, py + 150 * c.u, 50 * c.u, P.terra3)
    out += ringFloat(c, cx + pw0 * 0.3, py + 260 * c.u, 70 * c.u, P.marigold2)
    out += ringFloat(c, cx - pw0 * 0.55, py + 330 * c.u, 80 * c.u, '#e86f9a')
  }
  out += tint(c, t.tint, t.tintOpacity * 0.4)
  if (t.lit) out += stringLights(c, 0, horizon - 120 * c.u, c.W, horizon - 90 * c.u, 50 * c.u, c.wide ? 24 : 18)
  return out + vignette(c, 0.25)
}

export function ringFloat(c: Ctx, x: number, y: number, r: number, color: string): string {
  return (
    ellipse(x, y, r, r * 0.38, color) +
    ellipse(x, y - r * 0.02, r * 0.5, r * 0.17, '#1f8ca3') +
    path(
      `M${f(x - r * 0.3)} ${f(y - r * 0.33)} a${f(r * 0.9)} ${f(r * 0.3)} 0 0 1 ${f(r * 0.6)} 0`,
      'none',
      `stroke="#ffffff" stroke-width="${f(r * 0.12)}" opacity="0.8"`,
    ) +
    path(
      `M${f(x - r * 0.9)} ${f(y + r * 0.1)} a${f(r)} ${f(r * 0.38)} 0 0 0 ${f(r * 0.5)} ${f(r * 0.24)}`,
      'none',
      `stroke="#ffffff" stroke-width="${f(r * 0.12)}" opacity="0.8"`,
    )
  )
}

/** interior banquet hall: chandeliers, draped ceiling, round tables, stage/mandap, aisle */
export function banquetScene(c: Ctx, opts: { wedding?: boolean; wall?: string; chair?: string; cloth?: string } = {}): string {
  const wall = opts.wall ?? c.rng.pick(['#efdcc0', '#ead6c4', '#e9dcc8'])
  const floorY = c.H * 0.5
  let out = room(c, { wall, wall2: mix(wall, '#5a3326', 0.55), floor: '#a5825e', floorY, style: 'marble' })
  // arched wall bays with glowing jaali and uplights
  const n = c.wide ? 7 : 5
  for (let i = 0; i < n; i++) {
    const x = (c.W * (i + 0.5)) / n
    if (Math.abs(x - c.W / 2) < c.W * 0.12) continue
    out += glow(c, x, floorY - c.H * 0.05, (c.W / n) * 0.7, P.gold2, 0.35)
    out += path(archD(x, floorY, (c.W / n) * 0.62, c.H * 0.36, 'pointed'), darken(wall, 0.12))
    out += jaaliArch(c, x, floorY - c.H * 0.02, (c.W / n) * 0.48, c.H * 0.3, wall, true, 'cusped')
  }
  // ceiling drapes
  const drape = opts.wedding ? P.cream : c.rng.pick([P.cream, P.blush])
  const nd = c.wide ? 8 : 5
  for (let i = 0; i < nd; i++) {
    const x0 = (c.W * i) / nd
    const x1 = (c.W * (i + 1)) / nd
    out += path(`M${f(x0)} 0 Q${f((x0 + x1) / 2)} ${f(c.H * 0.16)} ${f(x1)} 0 Z`, drape, 'opacity="0.9"')
    out += path(`M${f(x0)} 0 Q${f((x0 + x1) / 2)} ${f(c.H * 0.1)} ${f(x1)} 0 Z`, lighten(drape, 0.4), 'opacity="0.6"')
  }
  const sash = c.rng.pick([P.maroon, P.terra, P.green2, '#8a2d55'])
  // stage / mandap
  if (opts.wedding) {
    out += mandap(c, c.W / 2, floorY + 30 * c.u, 340 * c.u, 430 * c.u, { drape: c.rng.pick([P.maroon, P.terra2, '#8a2d55']) })
  } else {
    const sw = 420 * c.u
    out += rect(
      c.W / 2 - sw / 2,
      floorY - 300 * c.u,
      sw,
      300 * c.u,
      c.lin([
        [0, P.green],
        [1, P.green2],
      ]),
    )
    for (let i = 0; i < 46; i++)
      out += circle(
        c.W / 2 + c.rng.range(-0.48, 0.48) * sw,
        floorY - c.rng.range(20, 290) * c.u,
        c.rng.range(8, 16) * c.u,
        c.rng.pick([P.blush, '#ffffff', P.rose, P.cream]),
      )
    out += rect(c.W / 2 - sw * 0.6, floorY - 20 * c.u, sw * 1.2, 30 * c.u, P.gold)
  }
  // aisle carpet
  const cx = c.W / 2
  const ay = floorY + 40 * c.u
  out += poly(
    [
      [cx - 70 * c.u, ay],
      [cx + 70 * c.u, ay],
      [cx + 230 * c.u, c.H],
      [cx - 230 * c.u, c.H],
    ],
    P.gold,
  )
  out += poly(
    [
      [cx - 60 * c.u, ay],
      [cx + 60 * c.u, ay],
      [cx + 205 * c.u, c.H],
      [cx - 205 * c.u, c.H],
    ],
    c.lin([
      [0, darken(sash, 0.1)],
      [1, sash],
    ]),
  )
  for (let i = 0; i < 40; i++) {
    const tt = c.rng.next()
    const y = ay + (c.H - ay) * tt
    const w = 60 * c.u + 145 * c.u * tt
    out += ellipse(cx + c.rng.range(-1, 1) * w, y, (4 + 6 * tt) * c.u, (2.5 + 3 * tt) * c.u, c.rng.pick([P.rose, P.marigold, '#ffffff']))
  }
  // chandeliers
  const nc = c.wide ? 5 : 3
  for (let i = 0; i < nc; i++) out += chandelier(c, (c.W * (i + 0.5)) / nc, 0, (c.wide ? 120 : 140) * c.u)
  // tables either side of the aisle
  const cloth = opts.cloth ?? c.rng.pick([P.cream, '#ffffff', P.blush])
  const chair = opts.chair ?? c.rng.pick([P.gold, P.gold2, '#e9e2d2'])
  const rows = [
    { y: floorY + 80 * c.u, r: 62 * c.u, n: c.wide ? 6 : 4 },
    { y: floorY + 245 * c.u, r: 100 * c.u, n: c.wide ? 4 : 2 },
  ]
  for (const row of rows) {
    for (let i = 0; i < row.n; i++) {
      let x = (c.W * (i + 0.5)) / row.n
      if (row.n === 2) x = i ? c.W * 0.82 : c.W * 0.18
      if (Math.abs(x - cx) < 120 * c.u) continue
      out += roundTable(c, x, row.y, row.r, { cloth, chair, sash, centre: 'flowers', runner: sash })
    }
  }
  out += tint(c, '#5a3020', 0.06)
  return out + vignette(c, 0.35, '#2a1a10')
}

export function barScene(c: Ctx): string {
  const wall = c.rng.pick([P.green, '#1c2b3f', '#3a2430'])
  const floorY = c.H * 0.78
  let out = room(c, { wall, wall2: darken(wall, 0.3), floor: '#5a3a26', floorY, style: 'wood' })
  // back bar shelves with glow
  const sx = c.W * 0.08
  const sw = c.W * 0.84
  const top = c.H * 0.1
  out += rect(sx, top, sw, c.H * 0.44, darken(wall, 0.35))
  out += rect(
    sx,
    top,
    sw,
    c.H * 0.44,
    c.lin([
      [0, P.gold2, 0.05],
      [1, P.gold2, 0.35],
    ]),
  )
  // arched mirror centre
  out += path(
    archD(c.W / 2, top + c.H * 0.44, c.H * 0.28, c.H * 0.4, 'cusped'),
    darken(wall, 0.5),
    `stroke="${P.gold}" stroke-width="${f(6 * c.u)}"`,
  )
  out += path(archD(c.W / 2, top + c.H * 0.44, c.H * 0.24, c.H * 0.36, 'cusped'), jaali(c, 22 * c.u, P.gold, 1.6 * c.u))
  const shelves = 3
  const bottleCols = ['#2e6b3f', '#7a3b1c', '#c9a227', '#8fb0c8', '#5a1f2a', '#d9c7a0', '#3b5a7a']
  for (let s = 0; s < shelves; s++) {
    const y = top + c.H * (0.14 + s * 0.14)
    out += rect(sx, y, sw, 6 * c.u, P.gold)
    let x = sx + 20 * c.u
    while (x < sx + sw - 20 * c.u) {
      if (Math.abs(x - c.W / 2) < c.H * 0.16) {
        x += 10 * c.u
        continue
      }
      const h = c.rng.range(60, 95) * c.u
      out += bottle(c, x, y, h, c.rng.pick(bottleCols), c.rng.int(0, 2))
      x += c.rng.range(28, 40) * c.u
    }
    out += glow(c, c.W * 0.25, y - 30 * c.u, 140 * c.u, P.gold2, 0.25) + glow(c, c.W * 0.75, y - 30 * c.u, 140 * c.u, P.gold2, 0.25)
  }
  // pendants
  const np = c.wide ? 6 : 4
  for (let i = 0; i < np; i++) out += pendant(c, (c.W * (i + 0.5)) / np, 0, c.H * 0.08, 36 * c.u, P.gold)
  // counter
  const cy = c.H * 0.6
  out += rect(
    0,
    cy,
    c.W,
    c.H * 0.25,
    c.lin([
      [0, '#6b3f24'],
      [1, '#3e2414'],
    ]),
  )
  for (let i = 0; i < 14; i++)
    out += rect((c.W * i) / 14 + 4 * c.u, cy + 20 * c.u, c.W / 14 - 8 * c.u, c.H * 0.17, darken('#6b3f24', 0.15), `rx="${f(6 * c.u)}"`)
  out += rect(-10, cy - 14 * c.u, c.W + 20, 18 * c.u, '#2a1a10')
  out += rect(-10, cy - 16 * c.u, c.W + 20, 4 * c.u, P.gold)
  out += rect(0, cy + c.H * 0.22, c.W, 6 * c.u, P.gold)
  // glasses on the counter
  const kinds = ['cocktail', 'wine', 'tumbler', 'highball', 'flute'] as const
  const drinks = [P.marigold, '#7b1f2e', '#c98a3c', '#e86f9a', P.gold3, P.water2]
  const ng = c.wide ? 9 : 6
  for (let i = 0; i < ng; i++)
    out += glass(
      c,
      (c.W * (i + 0.5)) / ng + c.rng.range(-20, 20) * c.u,
      cy - 14 * c.u,
      c.rng.range(60, 80) * c.u,
      c.rng.pick(kinds),
      c.rng.pick(drinks),
    )
  // stools
  const ns = c.wide ? 8 : 5
  for (let i = 0; i < ns; i++) out += barStool(c, (c.W * (i + 0.5)) / ns, c.H * 0.98, 200 * c.u, c.rng.pick([P.terra, P.maroon, P.green2]))
  return out + vignette(c, 0.45, '#050a08')
}

export function cafeScene(c: Ctx): string {
  const wall = c.rng.pick([P.cream, '#f3e6d3', '#e8efe6'])
  const floorY = c.H * 0.7
  let out = room(c, {
    wall,
    wall2: darken(wall, 0.08),
    floor: '#c79a6d',
    floorY,
    style: 'tiles',
    dado: c.rng.pick([P.green2, P.terra, P.dusk2]),
  })
  // big arched windows
  const nw = c.wide ? 4 : 2
  for (let i = 0; i < nw; i++) {
    const x = c.W * (i < nw / 2 ? 0.08 + i * 0.16 : 0.76 + (i - nw / 2) * 0.16) + (nw === 2 ? c.W * 0.05 : 0)
    out += archWindow(c, x, floorY - c.H * 0.16, c.H * 0.22, c.H * 0.46, P.green, { style: 'round' })
  }
  // counter with espresso machine and cake display
  const cx = c.W * 0.5
  const cw = c.W * (c.wide ? 0.34 : 0.42)
  const ctop = floorY - c.H * 0.18
  out += rect(cx - cw / 2, c.H * 0.08, cw, c.H * 0.2, darken(wall, 0.1), `rx="${f(10 * c.u)}"`)
  for (let i = 0; i < 3; i++)
    out += rect(
      cx - cw / 2 + 20 * c.u + (i * (cw - 40 * c.u)) / 3,
      c.H * 0.11,
      (cw - 80 * c.u) / 3,
      c.H * 0.14,
      P.green,
      `rx="${f(6 * c.u)}"`,
    )
  for (let i = 0; i < 3; i++)
    for (let k = 0; k < 3; k++)
      out += rect(
        cx - cw / 2 + 34 * c.u + (i * (cw - 40 * c.u)) / 3,
        c.H * (0.135 + k * 0.035),
        (cw - 140 * c.u) / 3,
        5 * c.u,
        P.cream,
        'opacity="0.7"',
      )
  out += rect(
    cx - cw / 2,
    ctop,
    cw,
    floorY - ctop + 10 * c.u,
    c.lin([
      [0, P.wood2],
      [1, P.wood],
    ]),
  )
  out += rect(cx - cw / 2 - 8 * c.u, ctop - 10 * c.u, cw + 16 * c.u, 12 * c.u, P.cream2)
  // espresso machine
  const ex = cx - cw * 0.25
  out += rrect(ex - 60 * c.u, ctop - 110 * c.u, 120 * c.u, 100 * c.u, 10 * c.u, '#c8ccd0')
  out += rect(ex - 60 * c.u, ctop - 110 * c.u, 120 * c.u, 18 * c.u, P.terra)
  out += coffeeCup(c, ex - 20 * c.u, ctop - 12 * c.u, 28 * c.u, P.cream, false)
  out += coffeeCup(c, ex + 25 * c.u, ctop - 12 * c.u, 28 * c.u, P.cream, false)
  // cake dome
  const dx = cx + cw * 0.22
  out += cake(c, dx, ctop - 12 * c.u, 100 * c.u, 1, [c.rng.pick([P.blush, '#6b3f24', P.cream])])
  out += path(
    `M${f(dx - 80 * c.u)} ${f(ctop - 10 * c.u)} Q${f(dx - 80 * c.u)} ${f(ctop - 150 * c.u)} ${f(dx)} ${f(ctop - 150 * c.u)} Q${f(dx + 80 * c.u)} ${f(ctop - 150 * c.u)} ${f(dx + 80 * c.u)} ${f(ctop - 10 * c.u)} Z`,
    '#ffffff',
    'opacity="0.25"',
  )
  // pendants
  for (let i = 0; i < 3; i++)
    out += pendant(
      c,
      cx - cw * 0.3 + i * cw * 0.3,
      0,
      c.H * 0.12 + (i % 2) * 20 * c.u,
      34 * c.u,
      c.rng.pick([P.green, P.terra, P.gold]),
      c.theme.lit || c.rng.chance(0.6),
    )
  // cafe tables in front
  const nt = c.wide ? 4 : 2
  for (let i = 0; i < nt; i++) {
    const x = nt === 2 ? c.W * (i ? 0.84 : 0.16) : c.W * [0.1, 0.28, 0.72, 0.9][i]!
    const y = c.H * 0.9
    out += bistroSet(c, x, y, 110 * c.u)
  }
  out += potPlant(c, c.W * 0.03, floorY + 20 * c.u, 180 * c.u, P.terra)
  return out + vignette(c, 0.25)
}

export function bistroSet(c: Ctx, x: number, base: number, s: number): string {
  let out = chairBack(c, x - s * 0.85, base, s * 1.25, c.rng.pick([P.green2, P.wood2, P.terra]))
  out += chairBack(c, x + s * 0.85, base, s * 1.25, c.rng.pick([P.green2, P.wood2, P.terra]))
  out += line(x, base, x, base - s * 0.75, '#2b2b2b', s * 0.06)
  out += ellipse(x, base, s * 0.25, s * 0.05, '#2b2b2b')
  out += ellipse(x, base - s * 0.75, s * 0.55, s * 0.13, P.cream)
  out += rect(x - s * 0.55, base - s * 0.75, s * 1.1, s * 0.05, darken(P.cream, 0.15))
  out += coffeeCup(c, x - s * 0.2, base - s * 0.8, s * 0.16)
  out += coffeeCup(c, x + s * 0.22, base - s * 0.8, s * 0.16, P.cream, false)
  return out
}

export function cardRoomScene(c: Ctx, opts: { closeUp?: boolean } = {}): string {
  const wall = c.rng.pick(['#23372f', '#3a2a22', '#1f2b40'])
  if (opts.closeUp) {
    // top view of the card table
    let out = rect(
      0,
      0,
      c.W,
      c.H,
      c.lin([
        [0, '#3a2a1e'],
        [1, '#22170f'],
      ]),
    )
    const cx = c.W / 2
    const cy = c.H / 2
    const r = c.H * 0.62
    out += ellipse(cx, cy, r * 1.08, r * 0.78, P.wood2)
    out += ellipse(
      cx,
      cy,
      r,
      r * 0.7,
      c.rad([
        [0, '#2f8a5a'],
        [1, '#145c3a'],
      ]),
    )
    out += ellipse(cx, cy, r * 0.6, r * 0.38, 'none', `stroke="${P.gold}" stroke-opacity="0.5" stroke-width="${f(3 * c.u)}"`)
    // fanned hands
    const suits = ['#c0392b', '#1b1b1b']
    for (let h = 0; h < 4; h++) {
      const a = (h / 4) * Math.PI * 2 + Math.PI / 4
      const hx = cx + Math.cos(a) * r * 0.55
      const hy = cy + Math.sin(a) * r * 0.4
      let hand = ''
      for (let k = 0; k < 5; k++) {
        const rot = -30 + k * 15
        hand += g(
          playingCard(c, 0, 0, 70 * c.u, suits[k % 2] as string, k),
          `transform="translate(${f(hx)} ${f(hy)}) rotate(${f((a * 180) / Math.PI + 90 + rot)}) translate(${f(-35 * c.u)} ${f(-110 * c.u)})"`,
        )
      }
      out += hand
    }
    for (let k = 0; k < 3; k++)
      out += g(
        playingCard(c, 0, 0, 80 * c.u, suits[k % 2] as string, k + 2),
        `transform="translate(${f(cx - 100 * c.u + k * 90 * c.u)} ${f(cy - 60 * c.u)}) rotate(${f(c.rng.range(-12, 12))})"`,
      )
    // chips
    for (let i = 0; i < 5; i++) {
      const px = cx + c.rng.range(-0.3, 0.3) * r
      const py = cy + c.rng.range(0.15, 0.3) * r
      const col = c.rng.pick([P.terra, P.gold, P.dusk2, P.cream])
      for (let k = 0; k < 4; k++)
        out += ellipse(
          px,
          py - k * 6 * c.u,
          22 * c.u,
          9 * c.u,
          k % 2 ? col : lighten(col, 0.3),
          `stroke="${darken(col, 0.3)}" stroke-width="${f(1 * c.u)}"`,
        )
    }
    out += coffeeCup(c, cx + r * 0.78, cy - r * 0.15, 40 * c.u, P.cream, true)
    return out + glow(c, cx, cy, r * 1.2, P.gold3, 0.25) + vignette(c, 0.5, '#000000')
  }
  const floorY = c.H * 0.62
  let out = room(c, { wall, wall2: darken(wall, 0.3), floor: '#6b3f24', floorY, style: 'wood', dado: darken(wall, 0.2) })
  out += bookshelf(c, c.W * 0.04, floorY, c.W * 0.16, c.H * 0.5)
  out += bookshelf(c, c.W * 0.8, floorY, c.W * 0.16, c.H * 0.5)
  out += wallArt(c, c.W * 0.42, c.H * 0.12, c.W * 0.16, c.H * 0.2)
  const cx = c.W / 2
  const ty = c.H * 0.7
  const r = c.H * 0.3
  out += pendant(c, cx, 0, c.H * 0.28, 60 * c.u, P.green, true)
  for (const dx of [-1, 1]) out += armchair(c, cx + dx * r * 1.2, ty + r * 0.4, r * 0.9, c.rng.pick([P.maroon, P.terra2, P.green2]))
  // card table
  out += path(
    `M${f(cx - r)} ${f(ty)} L${f(cx - r * 0.9)} ${f(ty + r * 0.6)} L${f(cx + r * 0.9)} ${f(ty + r * 0.6)} L${f(cx + r)} ${f(ty)} Z`,
    P.wood,
  )
  out += ellipse(cx, ty, r * 1.05, r * 0.32, P.wood2)
  out += ellipse(cx, ty, r * 0.95, r * 0.27, '#1f7a4d')
  for (let k = 0; k < 6; k++) {
    const a = (k / 6) * Math.PI * 2
    out += g(
      playingCard(c, 0, 0, 40 * c.u, k % 2 ? '#c0392b' : '#1b1b1b', k),
      `transform="translate(${f(cx + Math.cos(a) * r * 0.6)} ${f(ty + Math.sin(a) * r * 0.16)}) scale(1 0.45) rotate(${f(k * 30)})"`,
    )
  }
  for (let i = 0; i < 3; i++) {
    const col = c.rng.pick([P.terra, P.gold, P.cream])
    for (let k = 0; k < 3; k++)
      out += ellipse(cx - 40 * c.u + i * 40 * c.u, ty + 4 * c.u - k * 5 * c.u, 14 * c.u, 5 * c.u, k % 2 ? col : lighten(col, 0.3))
  }
  return out + vignette(c, 0.45, '#000000')
}

export function playingCard(c: Ctx, x: number, y: number, w: number, suitColor: string, k: number): string {
  const h = w * 1.45
  let out = rrect(x, y, w, h, w * 0.08, '#fffdf7', `stroke="#cfc6b3" stroke-width="${f(w * 0.02)}"`)
  const sx = x + w / 2
  const sy = y + h / 2
  const s = w * 0.22
  const kind = k % 4
  if (kind === 0)
    out += path(
      `M${f(sx)} ${f(sy + s)} C${f(sx - s * 2)} ${f(sy - s * 0.2)} ${f(sx - s * 0.6)} ${f(sy - s * 1.5)} ${f(sx)} ${f(sy - s * 0.5)} C${f(sx + s * 0.6)} ${f(sy - s * 1.5)} ${f(sx + s * 2)} ${f(sy - s * 0.2)} ${f(sx)} ${f(sy + s)} Z`,
      suitColor,
    )
  else if (kind === 1)
    out += poly(
      [
        [sx, sy - s * 1.2],
        [sx + s * 0.8, sy],
        [sx, sy + s * 1.2],
        [sx - s * 0.8, sy],
      ],
      suitColor,
    )
  else if (kind === 2)
    out +=
      circle(sx - s * 0.5, sy, s * 0.5, suitColor) +
      circle(sx + s * 0.5, sy, s * 0.5, suitColor) +
      circle(sx, sy - s * 0.6, s * 0.5, suitColor) +
      rect(sx - s * 0.1, sy, s * 0.2, s, suitColor)
  else
    out +=
      path(
        `M${f(sx)} ${f(sy - s * 1.1)} C${f(sx + s * 2)} ${f(sy + s * 0.3)} ${f(sx + s * 0.5)} ${f(sy + s * 1.2)} ${f(sx)} ${f(sy + s * 0.3)} C${f(sx - s * 0.5)} ${f(sy + s * 1.2)} ${f(sx - s * 2)} ${f(sy + s * 0.3)} ${f(sx)} ${f(sy - s * 1.1)} Z`,
        suitColor,
      ) + rect(sx - s * 0.1, sy, s * 0.2, s, suitColor)
  out += circle(x + w * 0.15, y + h * 0.1, w * 0.06, suitColor)
  out += circle(x + w * 0.85, y + h * 0.9, w * 0.06, suitColor)
  return out
}

export function guestRoomScene(c: Ctx): string {
  const wall = c.rng.pick(['#efe5d2', '#e6ebe3', '#f1e1d6'])
  const floorY = c.H * 0.66
  let out = room(c, { wall, wall2: darken(wall, 0.1), floor: '#a77b52', floorY, style: 'wood' })
  // window with curtains
  const wx = c.wide ? c.W * 0.82 : c.W * 0.84
  out += archWindow(c, wx, floorY - c.H * 0.1, c.H * 0.26, c.H * 0.48, P.cream2, { style: 'pointed', view: 'curtain' })
  if (c.wide) out += archWindow(c, c.W * 0.16, floorY - c.H * 0.1, c.H * 0.26, c.H * 0.48, P.cream2, { style: 'pointed', view: 'curtain' })
  // headboard with jaali arch
  const cx = c.W * 0.46
  const bw = c.H * 0.7
  out += path(archD(cx, floorY + c.H * 0.02, bw * 0.9, c.H * 0.52, 'cusped'), darken(wall, 0.12))
  out += path(
    archD(cx, floorY + c.H * 0.02, bw * 0.8, c.H * 0.46, 'cusped'),
    jaali(c, 26 * c.u, darken(wall, 0.3), 2 * c.u, darken(wall, 0.06)),
  )
  out += rrect(cx - bw * 0.42, floorY - c.H * 0.2, bw * 0.84, c.H * 0.2, 12 * c.u, c.rng.pick([P.green2, P.dusk2, P.terra2]))
  // bed
  const by = floorY + c.H * 0.1
  out += rect(cx - bw * 0.48, by, bw * 0.96, c.H * 0.14, P.wood)
  out += rrect(cx - bw * 0.46, floorY - c.H * 0.06, bw * 0.92, c.H * 0.2, 16 * c.u, '#ffffff')
  out += rrect(
    cx - bw * 0.46,
    floorY + c.H * 0.02,
    bw * 0.92,
    c.H * 0.12,
    12 * c.u,
    c.lin([
      [0, P.cream],
      [1, P.cream2],
    ]),
  )
  const throwCol = c.rng.pick([P.terra, P.gold, P.green3, P.maroon])
  out += rect(cx - bw * 0.46, floorY + c.H * 0.06, bw * 0.92, c.H * 0.05, throwCol)
  out += rrect(
    cx - bw * 0.38,
    floorY - c.H * 0.12,
    bw * 0.3,
    c.H * 0.09,
    14 * c.u,
    '#fbf8f0',
    `stroke="${P.cream2}" stroke-width="${f(2 * c.u)}"`,
  )
  out += rrect(
    cx + bw * 0.08,
    floorY - c.H * 0.12,
    bw * 0.3,
    c.H * 0.09,
    14 * c.u,
    '#fbf8f0',
    `stroke="${P.cream2}" stroke-width="${f(2 * c.u)}"`,
  )
  out += rrect(cx - bw * 0.1, floorY - c.H * 0.1, bw * 0.2, c.H * 0.07, 10 * c.u, throwCol)
  // bedside tables & lamps
  for (const s of [-1, 1]) {
    const tx = cx + s * bw * 0.62
    out += rect(tx - 50 * c.u, floorY - 20 * c.u, 100 * c.u, 110 * c.u, P.wood2)
    out += rect(tx - 50 * c.u, floorY + 30 * c.u, 100 * c.u, 4 * c.u, P.wood)
    out += rect(tx - 4 * c.u, floorY - 80 * c.u, 8 * c.u, 60 * c.u, P.gold)
    out += glow(c, tx, floorY - 90 * c.u, 110 * c.u, P.gold2, 0.5)
    out += path(
      `M${f(tx - 40 * c.u)} ${f(floorY - 70 * c.u)} L${f(tx + 40 * c.u)} ${f(floorY - 70 * c.u)} L${f(tx + 26 * c.u)} ${f(floorY - 125 * c.u)} L${f(tx - 26 * c.u)} ${f(floorY - 125 * c.u)} Z`,
      '#f8e9c4',
    )
  }
  // rug
  out += ellipse(cx, c.H * 0.95, bw * 0.7, c.H * 0.06, c.rng.pick([P.terra3, P.gold3, P.rose]), 'opacity="0.8"')
  return out + vignette(c, 0.25)
}

export function kidsPlayScene(c: Ctx): string {
  const horizon = c.H * 0.55
  let out = outdoorBackdrop(c, horizon, { skyline: false })
  out += lawn(c, horizon)
  out += treeline(c, horizon + 10 * c.u)
  // soft play surface
  const sy = horizon + 60 * c.u
  out += path(
    `M${f(c.W * 0.05)} ${f(sy)} Q${f(c.W * 0.5)} ${f(sy - 40 * c.u)} ${f(c.W * 0.95)} ${f(sy)} L${f(c.W)} ${f(c.H)} L0 ${f(c.H)} Z`,
    c.lin([
      [0, '#e9a27a'],
      [1, '#d9825b'],
    ]),
  )
  // slide tower
  const tx = c.W * (c.wide ? 0.32 : 0.3)
  const base = c.H * 0.86
  out += rect(tx - 70 * c.u, base - 260 * c.u, 10 * c.u, 260 * c.u, P.dusk2)
  out += rect(tx + 60 * c.u, base - 260 * c.u, 10 * c.u, 260 * c.u, P.dusk2)
  out += rect(tx - 75 * c.u, base - 150 * c.u, 150 * c.u, 16 * c.u, P.gold)
  out += poly(
    [
      [tx - 90 * c.u, base - 260 * c.u],
      [tx + 90 * c.u, base - 260 * c.u],
      [tx, base - 340 * c.u],
    ],
    P.terra,
  )
  for (let i = 0; i < 5; i++) out += rect(tx - 70 * c.u, base - 140 * c.u + i * 28 * c.u, 50 * c.u, 6 * c.u, P.dusk3)
  out += path(
    `M${f(tx + 70 * c.u)} ${f(base - 150 * c.u)} Q${f(tx + 150 * c.u)} ${f(base - 130 * c.u)} ${f(tx + 190 * c.u)} ${f(base - 30 * c.u)} L${f(tx + 240 * c.u)} ${f(base)} L${f(tx + 270 * c.u)} ${f(base - 10 * c.u)} L${f(tx + 230 * c.u)} ${f(base - 50 * c.u)} Q${f(tx + 190 * c.u)} ${f(base - 160 * c.u)} ${f(tx + 70 * c.u)} ${f(base - 175 * c.u)} Z`,
    P.marigold2,
  )
  // swings
  const sx = c.W * (c.wide ? 0.68 : 0.76)
  out += path(
    `M${f(sx - 150 * c.u)} ${f(base)} L${f(sx - 110 * c.u)} ${f(base - 280 * c.u)} L${f(sx + 110 * c.u)} ${f(base - 280 * c.u)} L${f(sx + 150 * c.u)} ${f(base)}`,
    'none',
    `stroke="${P.green2}" stroke-width="${f(14 * c.u)}" stroke-linejoin="round"`,
  )
  for (const dx of [-50, 50]) {
    out += line(sx + (dx - 25) * c.u, base - 280 * c.u, sx + (dx - 25) * c.u, base - 90 * c.u, '#555', 3 * c.u)
    out += line(sx + (dx + 25) * c.u, base - 280 * c.u, sx + (dx + 25) * c.u, base - 90 * c.u, '#555', 3 * c.u)
    out += rect(sx + (dx - 32) * c.u, base - 92 * c.u, 64 * c.u, 12 * c.u, dx < 0 ? P.terra : P.dusk3, `rx="${f(4 * c.u)}"`)
  }
  // seesaw / spring rider
  out += springRider(c, c.W * 0.1, base + 10 * c.u, 90 * c.u)
  if (c.wide) out += springRider(c, c.W * 0.52, base + 20 * c.u, 80 * c.u, P.green3)
  // balloons & bunting
  out += bunting(c, 0, horizon - 60 * c.u, c.W, horizon - 80 * c.u, 50 * c.u, 26 * c.u, [P.terra, P.marigold2, P.dusk3, P.green3, P.rose])
  out += balloon(c, c.W * 0.9, horizon + 20 * c.u, 30 * c.u, P.terra3, 120 * c.u)
  out += balloon(c, c.W * 0.93, horizon - 10 * c.u, 28 * c.u, P.marigold2, 150 * c.u)
  out += figure(c, tx + 240 * c.u, base - 10 * c.u, 100 * c.u, 'cheer', darken(c.theme.near, 0.3))
  out += figure(c, sx, base - 100 * c.u, 80 * c.u, 'sit', darken(c.theme.near, 0.3))
  return out + vignette(c, 0.2)
}

function treeline(c: Ctx, base: number): string {
  let out = ''
  for (let i = 0; i < 8; i++) out += shrub(c, (c.W * (i + 0.5)) / 8, base, c.rng.range(90, 150) * c.u, c.theme.mid)
  return out
}

function springRider(c: Ctx, x: number, base: number, s: number, color: string = P.terra3): string {
  let out = `<path d="M${f(x)} ${f(base)} l${f(-s * 0.15)} ${f(-s * 0.1)} l${f(s * 0.3)} ${f(-s * 0.1)} l${f(-s * 0.3)} ${f(-s * 0.1)} l${f(s * 0.3)} ${f(-s * 0.1)} l${f(-s * 0.15)} ${f(-s * 0.1)}" fill="none" stroke="#555" stroke-width="${f(s * 0.06)}"/>`
  out += ellipse(x, base - s * 0.65, s * 0.6, s * 0.25, color)
  out += circle(x + s * 0.55, base - s * 0.95, s * 0.25, color)
  out += circle(x + s * 0.62, base - s * 1.0, s * 0.05, '#1b1b1b')
  out += ellipse(x + s * 0.45, base - s * 1.2, s * 0.08, s * 0.16, darken(color, 0.15))
  return out
}

export function bakeryScene(c: Ctx): string {
  const wall = c.rng.pick(['#f6e7da', '#f3ecd9', '#e9f0ea'])
  const floorY = c.H * 0.8
  let out = room(c, { wall, wall2: darken(wall, 0.06), floor: '#d9c3a0', floorY, style: 'tiles' })
  // scalloped awning
  const aw = c.rng.pick([P.terra, P.green2, P.rose])
  const n = Math.floor(c.W / (60 * c.u))
  for (let i = 0; i < n; i++) {
    out += rect((i * c.W) / n, 0, c.W / n, c.H * 0.1, i % 2 ? aw : P.cream)
    out += path(`M${f((i * c.W) / n)} ${f(c.H * 0.1)} a${f(c.W / n / 2)} ${f(c.W / n / 2)} 0 0 0 ${f(c.W / n)} 0 Z`, i % 2 ? aw : P.cream)
  }
  // shelves of bread
  const sx = c.W * 0.06
  const sw = c.W * 0.88
  for (let s = 0; s < 2; s++) {
    const y = c.H * (0.3 + s * 0.14)
    out += rect(sx, y, sw, 8 * c.u, P.wood2)
    let x = sx + 30 * c.u
    while (x < sx + sw - 40 * c.u) {
      const kind = c.rng.int(0, 2)
      if (kind === 0)
        out +=
          ellipse(x, y - 20 * c.u, 45 * c.u, 20 * c.u, '#c98a3c') +
          path(
            `M${f(x - 25 * c.u)} ${f(y - 30 * c.u)} l${f(12 * c.u)} ${f(10 * c.u)} M${f(x - 5 * c.u)} ${f(y - 34 * c.u)} l${f(12 * c.u)} ${f(12 * c.u)} M${f(x + 15 * c.u)} ${f(y - 32 * c.u)} l${f(10 * c.u)} ${f(10 * c.u)}`,
            'none',
            `stroke="#f3d9a6" stroke-width="${f(3 * c.u)}"`,
          )
      else if (kind === 1)
        out +=
          rrect(x - 40 * c.u, y - 40 * c.u, 80 * c.u, 40 * c.u, 18 * c.u, '#d9a05b') +
          rect(x - 40 * c.u, y - 22 * c.u, 80 * c.u, 22 * c.u, '#c98a3c')
      else out += croissant(c, x, y - 14 * c.u, 34 * c.u)
      x += c.rng.range(95, 120) * c.u
    }
  }
  // glass display counter with cakes and pastries
  const ctop = c.H * 0.6
  out += rect(
    0,
    ctop,
    c.W,
    floorY - ctop + c.H * 0.08,
    c.lin([
      [0, P.wood2],
      [1, P.wood],
    ]),
  )
  out += rect(c.W * 0.03, ctop - c.H * 0.18, c.W * 0.94, c.H * 0.18, '#e9f4f4', 'opacity="0.35"')
  out += rect(c.W * 0.03, ctop - c.H * 0.185, c.W * 0.94, 5 * c.u, P.gold)
  const nc = c.wide ? 7 : 5
  const cakeCols = [
    [P.blush, '#ffffff'],
    ['#6b3f24', '#8a5a3a'],
    [P.cream, P.gold3],
    ['#f4c7d9', '#ffffff'],
    ['#9fcf9a', P.cream],
  ]
  for (let i = 0; i < nc; i++) {
    const x = c.W * 0.03 + ((i + 0.5) * c.W * 0.94) / nc
    if (i % 2 === 0) out += cake(c, x, ctop - 4 * c.u, 100 * c.u, 1, c.rng.pick(cakeCols))
    else out += cupcakes(c, x, ctop - 4 * c.u, 30 * c.u)
  }
  // ice-cream tubs
  const iy = floorY - c.H * 0.05
  for (let i = 0; i < (c.wide ? 10 : 7); i++) {
    const x = c.W * 0.06 + i * 100 * c.u
    out += rect(x, iy - 40 * c.u, 80 * c.u, 40 * c.u, '#dfe4e6')
    out += path(
      `M${f(x + 4 * c.u)} ${f(iy - 40 * c.u)} q${f(18 * c.u)} ${f(-22 * c.u)} ${f(36 * c.u)} ${f(-6 * c.u)} q${f(18 * c.u)} ${f(-20 * c.u)} ${f(36 * c.u)} ${f(6 * c.u)} z`,
      c.rng.pick(['#f4c7d9', '#fff3d0', '#b8e0c2', '#8a5a3a', '#f6d365', '#e7a3c6']),
    )
  }
  out += glow(c, c.W * 0.5, ctop - c.H * 0.1, c.W * 0.5, P.gold3, 0.2)
  return out + vignette(c, 0.2)
}

export function croissant(c: Ctx, x: number, y: number, s: number): string {
  let out = ''
  const segs = [-2, -1, 0, 1, 2]
  for (const k of segs) {
    const w = s * (1 - Math.abs(k) * 0.2)
    out += ellipse(x + k * s * 0.45, y + Math.abs(k) * s * 0.12, w * 0.35, w * 0.5, k % 2 ? '#c98a3c' : '#d9a05b')
  }
  return out
}

export function cupcakes(c: Ctx, x: number, base: number, s: number): string {
  let out = ''
  for (let i = 0; i < 3; i++) {
    const cx = x + (i - 1) * s * 1.3
    out += path(
      `M${f(cx - s * 0.5)} ${f(base - s * 0.8)} L${f(cx + s * 0.5)} ${f(base - s * 0.8)} L${f(cx + s * 0.38)} ${f(base)} L${f(cx - s * 0.38)} ${f(base)} Z`,
      c.rng.pick([P.terra3, P.gold, P.dusk3]),
    )
    const col = c.rng.pick(['#f4c7d9', '#fff3d0', '#8a5a3a', '#b8e0c2'])
    out += ellipse(cx, base - s * 0.9, s * 0.6, s * 0.3, col)
    out += ellipse(cx, base - s * 1.15, s * 0.42, s * 0.25, lighten(col, 0.15))
    out += circle(cx, base - s * 1.42, s * 0.12, '#c0392b')
  }
  return out
}

export function loungeScene(c: Ctx, opts: { library?: boolean; people?: boolean } = {}): string {
  const wall = c.rng.pick(['#2d4a3e', '#4a3328', '#2b3a55'])
  const floorY = c.H * 0.66
  let out = room(c, { wall, wall2: darken(wall, 0.3), floor: '#7a4a2e', floorY, style: 'wood' })
  if (opts.library !== false) {
    out += bookshelf(c, c.W * 0.03, floorY, c.W * (c.wide ? 0.2 : 0.22), c.H * 0.6)
    out += bookshelf(c, c.W * (c.wide ? 0.77 : 0.75), floorY, c.W * (c.wide ? 0.2 : 0.22), c.H * 0.6)
  }
  out += archWindow(c, c.W * 0.5, floorY - c.H * 0.12, c.H * 0.28, c.H * 0.46, P.gold, { style: 'cusped', view: 'curtain' })
  // rug
  out += ellipse(c.W / 2, c.H * 0.88, c.W * 0.38, c.H * 0.09, c.rng.pick([P.maroon, P.terra2, '#5a3b5e']))
  out += ellipse(c.W / 2, c.H * 0.88, c.W * 0.3, c.H * 0.06, 'none', `stroke="${P.gold}" stroke-width="${f(3 * c.u)}" opacity="0.7"`)
  // sofa & armchairs
  const sofaCol = c.rng.pick(['#7a3b1c', P.green2, '#8a6a4a', P.maroon])
  out += sofa(c, c.W / 2 - 220 * c.u, floorY + 110 * c.u, 440 * c.u, 180 * c.u, sofaCol)
  out += armchair(c, c.W / 2 - 360 * c.u, c.H * 0.93, 150 * c.u, darken(sofaCol, 0.1))
  out += armchair(c, c.W / 2 + 360 * c.u, c.H * 0.93, 150 * c.u, darken(sofaCol, 0.1))
  out += coffeeTable(c, c.W / 2, c.H * 0.95, 260 * c.u)
  out += coffeeCup(c, c.W / 2 - 40 * c.u, c.H * 0.95 - 80 * c.u, 26 * c.u)
  out +=
    rect(c.W / 2 + 20 * c.u, c.H * 0.95 - 92 * c.u, 60 * c.u, 12 * c.u, P.maroon) +
    rect(c.W / 2 + 24 * c.u, c.H * 0.95 - 102 * c.u, 54 * c.u, 10 * c.u, P.green2)
  // floor lamp
  const lx = c.W / 2 + 480 * c.u
  if (lx < c.W - 40 * c.u) {
    out += line(lx, floorY + 150 * c.u, lx, floorY - 160 * c.u, P.gold, 5 * c.u)
    out += glow(c, lx, floorY - 170 * c.u, 160 * c.u, P.gold2, 0.5)
    out += path(
      `M${f(lx - 40 * c.u)} ${f(floorY - 150 * c.u)} L${f(lx + 40 * c.u)} ${f(floorY - 150 * c.u)} L${f(lx + 26 * c.u)} ${f(floorY - 200 * c.u)} L${f(lx - 26 * c.u)} ${f(floorY - 200 * c.u)} Z`,
      '#f8e9c4',
    )
  }
  out += chandelier(c, c.W / 2, 0, 110 * c.u)
  if (opts.people) {
    out += figure(c, c.W / 2 - 360 * c.u, c.H * 0.9, 250 * c.u, 'sit', '#120c0a', { flip: true })
    out += figure(c, c.W / 2 + 300 * c.u, c.H * 1.0, 330 * c.u, 'toast', '#120c0a', { dress: 'saree', accent: P.gold })
    out += figure(c, c.W / 2 + 160 * c.u, c.H * 1.02, 350 * c.u, 'toast', '#0c0a08', { flip: true })
  }
  return out + vignette(c, 0.4, '#000000')
}

/** fine-dining restaurant interior: arched jaali windows, pendant lamps, laid tables */
export function restaurantScene(c: Ctx): string {
  const wall = c.rng.pick(['#3a2a22', '#23372f', '#2f2a3f'])
  const floorY = c.H * 0.56
  let out = room(c, { wall, wall2: darken(wall, 0.35), floor: '#6b4a30', floorY, style: 'wood', dado: darken(wall, 0.25) })
  const n = c.wide ? 6 : 4
  for (let i = 0; i < n; i++) {
    const x = (c.W * (i + 0.5)) / n
    out += archWindow(c, x, floorY - c.H * 0.06, (c.W / n) * 0.46, c.H * 0.42, P.gold, { style: 'cusped' })
    out += potPlant(c, x + (c.W / n) * 0.5, floorY, 120 * c.u, P.gold)
  }
  const np = c.wide ? 6 : 4
  for (let i = 0; i < np; i++) out += pendant(c, (c.W * (i + 0.5)) / np, 0, c.H * 0.14 + (i % 2) * 24 * c.u, 40 * c.u, P.gold, true)
  const rows = [
    { y: floorY + 90 * c.u, r: 70 * c.u, n: c.wide ? 5 : 3 },
    { y: floorY + 260 * c.u, r: 110 * c.u, n: c.wide ? 3 : 2 },
  ]
  for (const row of rows) {
    for (let i = 0; i < row.n; i++) {
      const x = (c.W * (i + 0.5)) / row.n + (row.r > 100 ? 0 : 30 * c.u)
      out += roundTable(c, x, row.y, row.r, {
        cloth: P.cream,
        chair: c.rng.pick([P.wood2, P.maroon, P.green2]),
        centre: 'candles',
        seats: 4,
        runner: P.terra,
      })
    }
  }
  out += crowd(c, c.W * 0.3, c.W * 0.7, floorY + 40 * c.u, 180 * c.u, '#0e0a08', 2, ['stand', 'walk'])
  return out + vignette(c, 0.45, '#000000')
}

export function patioScene(c: Ctx): string {
  const t = c.theme
  const horizon = c.H * 0.55
  let out = outdoorBackdrop(c, horizon)
  out += lawn(c, horizon)
  // terracotta tiled patio floor
  const py = horizon + 60 * c.u
  out += rect(
    0,
    py,
    c.W,
    c.H - py,
    c.lin([
      [0, '#c9825c'],
      [1, '#a85f3d'],
    ]),
  )
  let d = ''
  const vx = c.W / 2
  for (let i = -14; i <= 14; i++) d += `M${f(vx + i * 40 * c.u)} ${f(py)} L${f(vx + i * 160 * c.u)} ${f(c.H)} `
  for (let k = 1; k < 7; k++) {
    const y = py + (c.H - py) * Math.pow(k / 7, 1.5)
    d += `M0 ${f(y)} L${f(c.W)} ${f(y)} `
  }
  out += `<path d="${d}" stroke="#8a4a2e" stroke-width="${f(2 * c.u)}" opacity="0.5"/>`
  // pergola
  const pc = '#f1e6d0'
  const postX = c.wide ? [0.06, 0.35, 0.65, 0.94] : [0.06, 0.5, 0.94]
  for (const px of postX) out += rect(c.W * px - 12 * c.u, c.H * 0.08, 24 * c.u, c.H * 0.84, pc)
  out += rect(0, c.H * 0.06, c.W, 26 * c.u, pc)
  for (let i = 0; i < 18; i++) out += rect((c.W * i) / 17 - 6 * c.u, 0, 12 * c.u, c.H * 0.1, darken(pc, 0.12))
  // bougainvillea on pergola
  for (let i = 0; i < 60; i++)
    out += circle(
      c.rng.range(0, c.W),
      c.rng.range(0.04, 0.14) * c.H,
      c.rng.range(8, 18) * c.u,
      c.rng.pick(['#d94f8a', '#e86f9a', P.green3, '#c23b75']),
    )
  out += tint(c, t.tint, t.tintOpacity * 0.5)
  out += stringLights(c, 0, c.H * 0.12, c.W, c.H * 0.12, 40 * c.u, c.wide ? 20 : 14, P.gold3, t.lit || c.rng.chance(0.5))
  // wicker chairs & table
  const sets = c.wide ? [0.25, 0.75] : [0.5]
  for (const sx of sets) {
    const x = c.W * sx
    out += armchair(c, x - 160 * c.u, c.H * 0.92, 150 * c.u, c.rng.pick(['#c8a77a', P.cream2]))
    out += armchair(c, x + 160 * c.u, c.H * 0.92, 150 * c.u, c.rng.pick(['#c8a77a', P.cream2]))
    out += coffeeTable(c, x, c.H * 0.93, 200 * c.u, '#8a6a4a')
    out += coffeeCup(c, x - 30 * c.u, c.H * 0.93 - 62 * c.u, 22 * c.u)
    out += glass(c, x + 40 * c.u, c.H * 0.93 - 58 * c.u, 50 * c.u, 'highball', P.marigold2)
  }
  out += potPlant(c, c.W * 0.03, c.H * 0.97, 220 * c.u, P.terra2)
  out += potPlant(c, c.W * 0.97, c.H * 0.97, 200 * c.u, P.terra2)
  if (t.lit) for (const lx of [0.2, 0.8]) out += lantern(c, c.W * lx, c.H * 0.26, 24 * c.u, P.green2)
  return out + vignette(c, 0.25)
}

/** the club's gate: arched entrance flanked by walls, palms and lamps */
export function gateScene(c: Ctx): string {
  const t = c.theme
  const horizon = c.H * 0.68
  let out = outdoorBackdrop(c, horizon, { skyline: false })
  out += lawn(c, horizon, false)
  const cx = c.W / 2
  const gw = 300 * c.u
  const gh = 420 * c.u
  const base = horizon + 40 * c.u
  // boundary wall
  out += rect(
    0,
    base - 120 * c.u,
    c.W,
    120 * c.u,
    c.lin([
      [0, t.stone],
      [1, darken(t.stone, 0.12)],
    ]),
  )
  out += rect(0, base - 130 * c.u, c.W, 14 * c.u, t.stone2)
  for (let i = 0; i < 40; i++) out += jaaliArch(c, (c.W * (i + 0.5)) / 40, base - 20 * c.u, 20 * c.u, 70 * c.u, t.stone, false, 'round')
  // gate
  out += rect(
    cx - gw * 0.85,
    base - gh,
    gw * 1.7,
    gh,
    c.lin([
      [0, lighten(t.stone, 0.1)],
      [1, t.stone],
    ]),
  )
  out += rect(cx - gw * 0.85, base - gh, gw * 0.16, gh, t.stone2)
  out += rect(cx + gw * 0.69, base - gh, gw * 0.16, gh, t.stone2)
  out += path(archD(cx, base, gw * 1.05, gh * 0.86), t.stone2)
  out += path(
    archD(cx, base, gw * 0.9, gh * 0.8),
    c.lin([
      [0, t.lit ? P.gold2 : t.sky[1]],
      [1, t.lit ? P.terra : t.lawn[0]],
    ]),
  )
  out += chhatri(c, cx - gw * 0.77, base - gh, 80 * c.u, t.stone, t.stone2)
  out += chhatri(c, cx + gw * 0.77, base - gh, 80 * c.u, t.stone, t.stone2)
  out += rect(cx - gw * 0.9, base - gh - 12 * c.u, gw * 1.8, 16 * c.u, t.stone2)
  // driveway
  out += poly(
    [
      [cx - gw * 0.45, base],
      [cx + gw * 0.45, base],
      [cx + gw * 2.2, c.H],
      [cx - gw * 2.2, c.H],
    ],
    c.lin([
      [0, '#8c8476'],
      [1, '#6d675c'],
    ]),
  )
  out += framingTrees(c, base + 20 * c.u)
  out += lampPost(c, cx - gw * 1.2, base + 60 * c.u, 240 * c.u)
  out += lampPost(c, cx + gw * 1.2, base + 60 * c.u, 240 * c.u)
  out += flowerBed(c, 0, c.H * 0.9, cx - gw * 1.6)
  out += flowerBed(c, cx + gw * 1.6, c.H * 0.9, c.W - cx - gw * 1.6)
  out += tint(c, t.tint, t.tintOpacity * 0.4)
  return out + vignette(c, 0.25)
}

export { mandap, stage, toran, flame, flowerBall, longTable, plate, shrub, hedge, columns }
