// Props and figures: silhouettes in poses, tables and chairs, lights, garlands,
// diyas, rangoli, balloons, bunting, fireworks, cakes, glasses, bottles,
// umbrellas, lamp posts, stages, the mandap, festive items.
import { type Ctx, P, circle, darken, ellipse, f, g, glow, lighten, line, mix, path, poly, rect, rrect, stroke } from './core.js'
import { archD } from './architecture.js'

// ---------------------------------------------------------------- figures
type J = [number, number]
export interface Pose {
  head: J
  neck: J
  hip: J
  elbowL: J
  handL: J
  elbowR: J
  handR: J
  kneeL: J
  footL: J
  kneeR: J
  footR: J
}
const STAND: Pose = {
  head: [0, -0.925],
  neck: [0, -0.83],
  hip: [0, -0.5],
  elbowL: [-0.13, -0.66],
  handL: [-0.14, -0.5],
  elbowR: [0.13, -0.66],
  handR: [0.14, -0.5],
  kneeL: [-0.045, -0.26],
  footL: [-0.06, 0],
  kneeR: [0.045, -0.26],
  footR: [0.06, 0],
}
export const POSES = {
  stand: STAND,
  toast: { ...STAND, elbowR: [0.16, -0.62], handR: [0.12, -0.8] } as Pose,
  cheer: { ...STAND, elbowL: [-0.17, -0.93], handL: [-0.22, -1.1], elbowR: [0.17, -0.93], handR: [0.22, -1.1] } as Pose,
  wave: { ...STAND, elbowR: [0.2, -0.8], handR: [0.22, -1.02] } as Pose,
  dance: {
    ...STAND,
    elbowL: [-0.2, -0.85],
    handL: [-0.18, -1.05],
    elbowR: [0.2, -0.72],
    handR: [0.34, -0.74],
    kneeR: [0.14, -0.3],
    footR: [0.12, -0.06],
    hip: [0.02, -0.5],
  } as Pose,
  bhangra: {
    ...STAND,
    elbowL: [-0.22, -0.82],
    handL: [-0.24, -1.04],
    elbowR: [0.22, -0.82],
    handR: [0.24, -1.04],
    kneeL: [-0.16, -0.34],
    footL: [-0.08, -0.18],
  } as Pose,
  walk: {
    ...STAND,
    kneeL: [-0.08, -0.26],
    footL: [-0.15, 0],
    kneeR: [0.07, -0.25],
    footR: [0.13, 0],
    elbowL: [-0.12, -0.66],
    handL: [-0.05, -0.5],
    elbowR: [0.12, -0.66],
    handR: [0.2, -0.55],
  } as Pose,
  golfAddress: {
    head: [0.16, -0.86],
    neck: [0.11, -0.77],
    hip: [-0.04, -0.5],
    elbowL: [0.14, -0.6],
    handL: [0.16, -0.45],
    elbowR: [0.17, -0.6],
    handR: [0.17, -0.46],
    kneeL: [0.0, -0.27],
    footL: [-0.08, 0],
    kneeR: [0.06, -0.26],
    footR: [0.1, 0],
  } as Pose,
  golfFinish: {
    head: [-0.02, -0.93],
    neck: [-0.01, -0.83],
    hip: [0.02, -0.5],
    elbowL: [-0.1, -0.82],
    handL: [-0.13, -0.98],
    elbowR: [0.08, -0.85],
    handR: [-0.1, -0.98],
    kneeL: [-0.05, -0.26],
    footL: [-0.08, 0],
    kneeR: [0.08, -0.24],
    footR: [0.14, -0.02],
  } as Pose,
  shoot: {
    ...STAND,
    head: [0.03, -0.925],
    elbowL: [0.2, -0.72],
    handL: [0.3, -0.8],
    elbowR: [0.02, -0.68],
    handR: [0.11, -0.79],
    kneeL: [0.02, -0.26],
    footL: [0.06, 0],
    kneeR: [-0.05, -0.26],
    footR: [-0.1, 0],
  } as Pose,
  shootUp: {
    ...STAND,
    head: [0.02, -0.925],
    elbowL: [0.2, -0.8],
    handL: [0.25, -0.95],
    elbowR: [0.05, -0.72],
    handR: [0.1, -0.86],
    kneeL: [0.04, -0.26],
    footL: [0.08, 0],
    kneeR: [-0.05, -0.26],
    footR: [-0.1, 0],
  } as Pose,
  yogaTree: {
    ...STAND,
    elbowL: [-0.12, -1.0],
    handL: [0, -1.18],
    elbowR: [0.12, -1.0],
    handR: [0, -1.18],
    kneeR: [0.2, -0.32],
    footR: [0.02, -0.3],
  } as Pose,
  yogaWarrior: {
    head: [0, -0.86],
    neck: [0, -0.77],
    hip: [0, -0.42],
    elbowL: [-0.22, -0.74],
    handL: [-0.44, -0.74],
    elbowR: [0.22, -0.74],
    handR: [0.44, -0.74],
    kneeL: [-0.3, -0.24],
    footL: [-0.32, 0],
    kneeR: [0.18, -0.22],
    footR: [0.36, 0],
  } as Pose,
  meditate: {
    head: [0, -0.62],
    neck: [0, -0.53],
    hip: [0, -0.2],
    elbowL: [-0.16, -0.32],
    handL: [-0.2, -0.12],
    elbowR: [0.16, -0.32],
    handR: [0.2, -0.12],
    kneeL: [-0.24, -0.06],
    footL: [0.06, -0.04],
    kneeR: [0.24, -0.06],
    footR: [-0.06, -0.04],
  } as Pose,
  sit: {
    head: [0, -0.66],
    neck: [0, -0.57],
    hip: [-0.02, -0.26],
    elbowL: [0.05, -0.4],
    handL: [0.16, -0.32],
    elbowR: [0.08, -0.4],
    handR: [0.2, -0.34],
    kneeL: [0.18, -0.27],
    footL: [0.18, 0],
    kneeR: [0.2, -0.27],
    footR: [0.2, 0],
  } as Pose,
  smash: {
    ...STAND,
    elbowR: [0.14, -0.95],
    handR: [0.1, -1.12],
    elbowL: [-0.2, -0.8],
    handL: [-0.3, -0.92],
    kneeL: [-0.08, -0.26],
    footL: [-0.12, 0],
    kneeR: [0.08, -0.28],
    footR: [0.14, -0.04],
  } as Pose,
  lift: {
    ...STAND,
    elbowL: [-0.2, -0.9],
    handL: [-0.2, -1.08],
    elbowR: [0.2, -0.9],
    handR: [0.2, -1.08],
    kneeL: [-0.08, -0.26],
    footL: [-0.1, 0],
    kneeR: [0.08, -0.26],
    footR: [0.1, 0],
  } as Pose,
  run: {
    head: [0.06, -0.92],
    neck: [0.04, -0.82],
    hip: [0, -0.5],
    elbowL: [-0.1, -0.66],
    handL: [-0.02, -0.56],
    elbowR: [0.12, -0.7],
    handR: [0.2, -0.8],
    kneeL: [0.14, -0.32],
    footL: [0.08, -0.12],
    kneeR: [-0.05, -0.25],
    footR: [-0.16, -0.05],
  } as Pose,
} satisfies Record<string, Pose>

export type PoseName = keyof typeof POSES

export interface FigureOpts {
  dress?: 'saree' | 'kurta' | 'none' | 'gown'
  flip?: boolean
  accent?: string // dupatta/scarf colour
}

/** a stylised silhouette: thick round-capped limbs, torso shape and head (no faces) */
export function figure(c: Ctx, x: number, base: number, h: number, pose: PoseName | Pose, color: string, opts: FigureOpts = {}): string {
  const p: Pose = typeof pose === 'string' ? POSES[pose] : pose
  const sx = opts.flip ? -1 : 1
  const X = (j: J) => x + j[0] * h * sx
  const Y = (j: J) => base + j[1] * h
  const limb = (a: J, b: J, cc: J, w: number) =>
    stroke(`M${f(X(a))} ${f(Y(a))} L${f(X(b))} ${f(Y(b))} L${f(X(cc))} ${f(Y(cc))}`, color, w * h)
  const shL: J = [p.neck[0] - 0.09, p.neck[1] + 0.03]
  const shR: J = [p.neck[0] + 0.09, p.neck[1] + 0.03]
  const hipL: J = [p.hip[0] - 0.065, p.hip[1]]
  const hipR: J = [p.hip[0] + 0.065, p.hip[1]]
  let out = ''
  out += limb(hipL, p.kneeL, p.footL, 0.075)
  out += limb(hipR, p.kneeR, p.footR, 0.075)
  out += limb(shL, p.elbowL, p.handL, 0.058)
  out += limb(shR, p.elbowR, p.handR, 0.058)
  out += path(
    `M${f(X(shL))} ${f(Y(shL))} Q${f(X(p.neck))} ${f(Y(p.neck) - h * 0.01)} ${f(X(shR))} ${f(Y(shR))} L${f(X(hipR))} ${f(Y(hipR) + h * 0.03)} L${f(X(hipL))} ${f(Y(hipL) + h * 0.03)} Z`,
    color,
    `stroke="${color}" stroke-width="${f(h * 0.05)}" stroke-linejoin="round"`,
  )
  const dress = opts.dress ?? 'none'
  if (dress === 'saree' || dress === 'gown' || dress === 'kurta') {
    const bottom = dress === 'kurta' ? p.hip[1] + 0.2 : Math.max(p.footL[1], p.footR[1]) - 0.02
    const spread = dress === 'kurta' ? 0.12 : 0.17
    out += path(
      `M${f(x + (p.hip[0] - 0.08) * h * sx)} ${f(base + (p.hip[1] - 0.06) * h)} L${f(x + (p.hip[0] + 0.08) * h * sx)} ${f(base + (p.hip[1] - 0.06) * h)} L${f(x + (p.hip[0] + spread) * h * sx)} ${f(base + bottom * h)} L${f(x + (p.hip[0] - spread) * h * sx)} ${f(base + bottom * h)} Z`,
      color,
    )
    if (dress === 'saree' && opts.accent) {
      out += path(
        `M${f(X(shL))} ${f(Y(shL))} L${f(X(shR))} ${f(Y(shR) + h * 0.02)} L${f(x + (p.hip[0] + 0.12) * h * sx)} ${f(base + (p.hip[1] + 0.25) * h)} L${f(x + (p.hip[0] + 0.02) * h * sx)} ${f(base + (p.hip[1] + 0.25) * h)} Z`,
        opts.accent,
        'opacity="0.85"',
      )
    }
  }
  out += circle(X(p.head), Y(p.head), h * 0.068, color)
  return out
}

/** a loose crowd of standing silhouettes along a base line */
export function crowd(
  c: Ctx,
  x0: number,
  x1: number,
  base: number,
  h: number,
  color: string,
  n: number,
  poses: PoseName[] = ['stand', 'toast', 'stand', 'walk', 'wave'],
): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = x0 + ((i + c.rng.range(0.1, 0.9)) / n) * (x1 - x0)
    const hh = h * c.rng.range(0.85, 1.05)
    const dress = c.rng.chance(0.45) ? 'saree' : c.rng.chance(0.3) ? 'kurta' : 'none'
    out += figure(c, x, base + c.rng.range(-0.02, 0.04) * h, hh, c.rng.pick(poses), color, { dress, flip: c.rng.chance(0.5) })
  }
  return out
}

// ---------------------------------------------------------------- furniture
export function chairBack(c: Ctx, x: number, base: number, h: number, color: string, sash?: string): string {
  const w = h * 0.42
  let out = rrect(x - w / 2, base - h, w, h * 0.55, w * 0.18, color)
  out += rect(x - w / 2, base - h * 0.5, w * 0.12, h * 0.5, darken(color, 0.15))
  out += rect(x + w / 2 - w * 0.12, base - h * 0.5, w * 0.12, h * 0.5, darken(color, 0.15))
  for (let i = 1; i < 4; i++) out += rect(x - w / 2 + (w * i) / 4 - w * 0.03, base - h * 0.95, w * 0.06, h * 0.45, darken(color, 0.1))
  if (sash) {
    out += rect(x - w / 2 - 1, base - h * 0.75, w + 2, h * 0.12, sash)
    out += path(
      `M${f(x)} ${f(base - h * 0.69)} l${f(-w * 0.25)} ${f(-h * 0.08)} v${f(h * 0.16)} z M${f(x)} ${f(base - h * 0.69)} l${f(w * 0.25)} ${f(-h * 0.08)} v${f(h * 0.16)} z`,
      darken(sash, 0.1),
    )
    out += path(
      `M${f(x)} ${f(base - h * 0.69)} l${f(-w * 0.12)} ${f(h * 0.35)} h${f(w * 0.1)} z M${f(x)} ${f(base - h * 0.69)} l${f(w * 0.12)} ${f(h * 0.35)} h${f(-w * 0.1)} z`,
      sash,
    )
  }
  return out
}

/** round banquet table in perspective with chairs around it */
export function roundTable(
  c: Ctx,
  cx: number,
  cy: number,
  r: number,
  opts: { cloth?: string; runner?: string; chair?: string; sash?: string; centre?: 'flowers' | 'candles' | 'none'; seats?: number } = {},
): string {
  const cloth = opts.cloth ?? P.cream
  const chair = opts.chair ?? P.gold
  const ry = r * 0.3
  const skirtH = r * 0.62
  const seats = opts.seats ?? 8
  let back = ''
  let front = ''
  for (let i = 0; i < seats; i++) {
    const a = (i / seats) * Math.PI * 2 + 0.2
    const sx = cx + Math.cos(a) * r * 1.08
    const sy = cy + Math.sin(a) * ry * 1.25
    if (Math.sin(a) < 0) back += chairBack(c, sx, sy + r * 0.2, r * 0.9 * (0.9 + Math.sin(a) * 0.1), chair, opts.sash)
    else front += chairBack(c, sx, sy + r * 0.78, r * 0.95, darken(chair, 0.05), opts.sash)
  }
  let table = path(
    `M${f(cx - r)} ${f(cy)} L${f(cx - r * 1.04)} ${f(cy + skirtH)} Q${f(cx)} ${f(cy + skirtH + ry * 1.2)} ${f(cx + r * 1.04)} ${f(cy + skirtH)} L${f(cx + r)} ${f(cy)} Z`,
    c.lin(
      [
        [0, darken(cloth, 0.04)],
        [0.5, cloth],
        [1, darken(cloth, 0.12)],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  for (let k = 1; k < 6; k++) {
    const fx = cx - r + (2 * r * k) / 6
    table += line(
      fx,
      cy + ry * 0.8,
      fx + (fx - cx) * 0.05,
      cy + skirtH + ry * 0.7 * Math.sqrt(1 - ((fx - cx) / r) ** 2),
      darken(cloth, 0.1),
      r * 0.015,
    )
  }
  table += ellipse(cx, cy, r, ry, lighten(cloth, 0.1))
  if (opts.runner) table += ellipse(cx, cy, r * 0.6, ry * 0.6, opts.runner, 'opacity="0.85"')
  // plates
  for (let i = 0; i < seats; i++) {
    const a = (i / seats) * Math.PI * 2 + 0.2
    table += ellipse(
      cx + Math.cos(a) * r * 0.78,
      cy + Math.sin(a) * ry * 0.78,
      r * 0.12,
      ry * 0.12,
      '#ffffff',
      `stroke="${P.gold}" stroke-width="${f(r * 0.012)}"`,
    )
  }
  const centre = opts.centre ?? 'flowers'
  if (centre === 'flowers') {
    table += rect(cx - r * 0.03, cy - r * 0.55, r * 0.06, r * 0.55, P.gold3, 'opacity="0.8"')
    table += flowerBall(c, cx, cy - r * 0.62, r * 0.24)
  } else if (centre === 'candles') {
    for (const dx of [-0.18, 0, 0.18]) {
      const hh = r * (dx === 0 ? 0.35 : 0.24)
      table += rect(cx + dx * r - r * 0.03, cy - hh, r * 0.06, hh, P.cream)
      table += flame(c, cx + dx * r, cy - hh - r * 0.02, r * 0.06)
    }
  }
  return back + table + front
}

export function flowerBall(
  c: Ctx,
  cx: number,
  cy: number,
  r: number,
  colors: string[] = [P.blush, P.rose, '#ffffff', P.marigold2],
): string {
  let out = circle(cx, cy, r, P.green3)
  for (let i = 0; i < 14; i++) {
    const a = c.rng.range(0, Math.PI * 2)
    const d = c.rng.range(0, r * 0.8)
    out += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.85, r * c.rng.range(0.2, 0.32), c.rng.pick(colors))
  }
  return out
}

export function flame(c: Ctx, x: number, y: number, s: number, glowIt = true): string {
  let out = glowIt ? glow(c, x, y - s * 0.3, s * 3.5, P.gold2, 0.55) : ''
  out += path(
    `M${f(x)} ${f(y - s * 1.3)} Q${f(x + s * 0.6)} ${f(y - s * 0.3)} ${f(x)} ${f(y + s * 0.1)} Q${f(x - s * 0.6)} ${f(y - s * 0.3)} ${f(x)} ${f(y - s * 1.3)} Z`,
    P.marigold,
  )
  out += path(
    `M${f(x)} ${f(y - s * 0.8)} Q${f(x + s * 0.3)} ${f(y - s * 0.2)} ${f(x)} ${f(y + s * 0.02)} Q${f(x - s * 0.3)} ${f(y - s * 0.2)} ${f(x)} ${f(y - s * 0.8)} Z`,
    '#fff4c8',
  )
  return out
}

/** front view rectangular table with a cloth */
export function longTable(c: Ctx, x: number, y: number, w: number, h: number, cloth: string, runner?: string): string {
  let out = rect(
    x,
    y,
    w,
    h,
    c.lin([
      [0, cloth],
      [1, darken(cloth, 0.15)],
    ]),
  )
  out += rect(x - w * 0.01, y - h * 0.06, w * 1.02, h * 0.08, lighten(cloth, 0.15))
  if (runner) out += rect(x + w * 0.1, y - h * 0.06, w * 0.8, h * 0.35, runner, 'opacity="0.9"')
  return out
}

export function sofa(c: Ctx, x: number, base: number, w: number, h: number, color: string): string {
  let out = rrect(x, base - h, w, h * 0.62, h * 0.15, darken(color, 0.1))
  out += rrect(x + w * 0.06, base - h * 0.5, w * 0.88, h * 0.32, h * 0.08, color)
  out += rrect(x - w * 0.02, base - h * 0.7, w * 0.12, h * 0.6, h * 0.08, lighten(color, 0.05))
  out += rrect(x + w * 0.9, base - h * 0.7, w * 0.12, h * 0.6, h * 0.08, lighten(color, 0.05))
  out += rect(x + w * 0.03, base - h * 0.14, w * 0.94, h * 0.1, darken(color, 0.2))
  out += rect(x + w * 0.05, base - h * 0.05, w * 0.03, h * 0.05, P.wood)
  out += rect(x + w * 0.92, base - h * 0.05, w * 0.03, h * 0.05, P.wood)
  // cushions
  out += rrect(x + w * 0.15, base - h * 0.78, w * 0.2, h * 0.3, h * 0.06, P.gold, 'transform-origin="center"')
  out += rrect(x + w * 0.65, base - h * 0.78, w * 0.2, h * 0.3, h * 0.06, P.terra3)
  return out
}

export function armchair(c: Ctx, x: number, base: number, w: number, color: string): string {
  const h = w * 1.05
  let out = rrect(x - w / 2, base - h, w, h * 0.7, w * 0.22, darken(color, 0.08))
  out += rrect(x - w * 0.4, base - h * 0.48, w * 0.8, h * 0.28, w * 0.08, color)
  out += rrect(x - w * 0.56, base - h * 0.62, w * 0.2, h * 0.52, w * 0.08, lighten(color, 0.06))
  out += rrect(x + w * 0.36, base - h * 0.62, w * 0.2, h * 0.52, w * 0.08, lighten(color, 0.06))
  out += rect(x - w * 0.45, base - h * 0.1, w * 0.05, h * 0.1, P.wood)
  out += rect(x + w * 0.4, base - h * 0.1, w * 0.05, h * 0.1, P.wood)
  return out
}

export function coffeeTable(c: Ctx, cx: number, base: number, w: number, color: string = P.wood): string {
  const h = w * 0.3
  let out = ellipse(cx, base - h, w / 2, w * 0.1, lighten(color, 0.1))
  out += rect(cx - w * 0.4, base - h, w * 0.05, h, darken(color, 0.2))
  out += rect(cx + w * 0.35, base - h, w * 0.05, h, darken(color, 0.2))
  out += rect(cx - w / 2, base - h, w, w * 0.04, color)
  return out
}

export function barStool(c: Ctx, x: number, base: number, h: number, seat: string): string {
  let out = line(x - h * 0.15, base, x - h * 0.06, base - h * 0.9, P.gold, h * 0.03)
  out += line(x + h * 0.15, base, x + h * 0.06, base - h * 0.9, P.gold, h * 0.03)
  out += line(x - h * 0.12, base - h * 0.3, x + h * 0.12, base - h * 0.3, P.gold, h * 0.025)
  out += rrect(x - h * 0.2, base - h, h * 0.4, h * 0.12, h * 0.05, seat)
  return out
}

// ---------------------------------------------------------------- lights
export function stringLights(
  c: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  n: number,
  color: string = P.gold3,
  lit = true,
): string {
  const mx = (x1 + x2) / 2
  const my = (y1 + y2) / 2 + sag
  let out = `<path d="M${f(x1)} ${f(y1)} Q${f(mx)} ${f(my + sag)} ${f(x2)} ${f(y2)}" fill="none" stroke="#1b2a25" stroke-opacity="0.6" stroke-width="${f(1.5 * c.u)}"/>`
  const cxq = mx
  const cyq = my + sag
  const glowFill = lit
    ? c.rad([
        [0, color, 0.75],
        [0.3, color, 0.3],
        [1, color, 0],
      ])
    : ''
  for (let i = 1; i < n; i++) {
    const t = i / n
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cxq + t * t * x2
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cyq + t * t * y2
    if (lit) out += circle(x, y + 4 * c.u, 16 * c.u, glowFill)
    out += circle(x, y + 4 * c.u, 3.6 * c.u, lit ? '#fff6d5' : lighten(color, 0.3))
  }
  return out
}

export function lantern(c: Ctx, x: number, y: number, s: number, color: string = P.terra, lit = true): string {
  let out = line(x, y - s * 1.6, x, y - s * 0.7, '#2a2a2a', s * 0.05)
  if (lit) out += glow(c, x, y, s * 3, P.gold2, 0.55)
  out += path(
    `M${f(x - s * 0.35)} ${f(y - s * 0.7)} L${f(x + s * 0.35)} ${f(y - s * 0.7)} L${f(x + s * 0.6)} ${f(y)} L${f(x + s * 0.35)} ${f(y + s * 0.7)} L${f(x - s * 0.35)} ${f(y + s * 0.7)} L${f(x - s * 0.6)} ${f(y)} Z`,
    color,
  )
  out += path(
    `M${f(x - s * 0.22)} ${f(y - s * 0.55)} L${f(x + s * 0.22)} ${f(y - s * 0.55)} L${f(x + s * 0.38)} ${f(y)} L${f(x + s * 0.22)} ${f(y + s * 0.55)} L${f(x - s * 0.22)} ${f(y + s * 0.55)} L${f(x - s * 0.38)} ${f(y)} Z`,
    lit ? P.gold3 : lighten(color, 0.3),
  )
  out += rect(x - s * 0.3, y - s * 0.8, s * 0.6, s * 0.12, P.gold)
  out += rect(x - s * 0.3, y + s * 0.68, s * 0.6, s * 0.12, P.gold)
  out += line(x, y + s * 0.8, x, y + s * 1.2, P.gold, s * 0.06)
  return out
}

/** paper sky-lantern (akash kandil) — star shaped */
export function kandil(c: Ctx, x: number, y: number, s: number, color: string, lit = true): string {
  let out = line(x, y - s * 2, x, y - s * 0.9, '#2a2a2a', s * 0.04)
  if (lit) out += glow(c, x, y, s * 2.8, color, 0.5)
  const pts: Array<[number, number]> = []
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2
    const rr = i % 2 ? s * 0.5 : s
    pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr])
  }
  out += poly(pts, color)
  out += circle(x, y, s * 0.42, lit ? P.gold3 : lighten(color, 0.3))
  for (let i = 0; i < 5; i++)
    out += line(x - s * 0.4 + i * s * 0.2, y + s * 0.6, x - s * 0.45 + i * s * 0.22, y + s * 1.6, lighten(color, 0.2), s * 0.06)
  return out
}

export function lampPost(c: Ctx, x: number, base: number, h: number, lit = c.theme.lit): string {
  const col = '#1f2b28'
  let out = rect(x - h * 0.025, base - h * 0.82, h * 0.05, h * 0.82, col)
  out += rect(x - h * 0.05, base - h * 0.08, h * 0.1, h * 0.08, col)
  if (lit) out += glow(c, x, base - h * 0.88, h * 0.5, P.gold2, 0.6)
  out += path(
    `M${f(x - h * 0.06)} ${f(base - h * 0.82)} L${f(x + h * 0.06)} ${f(base - h * 0.82)} L${f(x + h * 0.08)} ${f(base - h * 0.95)} L${f(x - h * 0.08)} ${f(base - h * 0.95)} Z`,
    lit ? '#fff0bf' : '#c8d3cf',
  )
  out += path(`M${f(x - h * 0.1)} ${f(base - h * 0.95)} L${f(x + h * 0.1)} ${f(base - h * 0.95)} L${f(x)} ${f(base - h * 1.02)} Z`, col)
  return out
}

export function spotBeam(c: Ctx, x: number, y: number, tx: number, ty: number, w: number, color: string, opacity = 0.35): string {
  const ang = Math.atan2(ty - y, tx - x)
  const nx = -Math.sin(ang) * w
  const ny = Math.cos(ang) * w
  const fill = c.lin(
    [
      [0, color, opacity],
      [1, color, 0],
    ],
    x,
    y,
    tx,
    ty,
    true,
  )
  return poly(
    [
      [x, y],
      [tx + nx, ty + ny],
      [tx - nx, ty - ny],
    ],
    fill,
  )
}

export function fireworks(c: Ctx, cx: number, cy: number, r: number, color: string, rays = 18): string {
  let out = glow(c, cx, cy, r * 1.3, color, 0.3)
  let d = ''
  let dots = ''
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2 + c.rng.range(-0.05, 0.05)
    const r0 = r * 0.22
    const r1 = r * c.rng.range(0.75, 1)
    d += `M${f(cx + Math.cos(a) * r0)} ${f(cy + Math.sin(a) * r0)} L${f(cx + Math.cos(a) * r1)} ${f(cy + Math.sin(a) * r1 + r * 0.05)} `
    dots += circle(cx + Math.cos(a) * r1 * 1.07, cy + Math.sin(a) * r1 * 1.07 + r * 0.07, r * 0.025, lighten(color, 0.4))
  }
  out += `<path d="${d}" stroke="${color}" stroke-width="${f(r * 0.022)}" stroke-linecap="round" fill="none"/>` + dots
  out += circle(cx, cy, r * 0.05, '#fffbe8')
  return out
}

// ---------------------------------------------------------------- festive
export function marigoldString(c: Ctx, x: number, topY: number, len: number, s: number): string {
  let out = ''
  const n = Math.max(2, Math.floor(len / (s * 1.7)))
  for (let i = 0; i < n; i++) {
    const y = topY + i * s * 1.7
    out += circle(x, y, s, i % 3 === 2 ? P.terra3 : i % 2 ? P.marigold2 : P.marigold)
  }
  out += path(
    `M${f(x - s * 0.6)} ${f(topY + n * s * 1.7 - s * 0.5)} L${f(x + s * 0.6)} ${f(topY + n * s * 1.7 - s * 0.5)} L${f(x)} ${f(topY + n * s * 1.7 + s * 1.2)} Z`,
    P.green3,
  )
  return out
}

/** toran: row of marigold strings hanging from a line, with mango leaves */
export function toran(c: Ctx, x1: number, x2: number, y: number, maxLen: number, s = 7 * c.u): string {
  let out = rect(x1, y - s * 0.4, x2 - x1, s * 0.8, P.marigold)
  const n = Math.floor((x2 - x1) / (s * 3.2))
  for (let i = 0; i <= n; i++) {
    const x = x1 + (i * (x2 - x1)) / n
    const len = maxLen * (0.45 + 0.55 * Math.abs(Math.sin((i / n) * Math.PI * 3)))
    out += marigoldString(c, x, y + s, len, s)
    if (i < n)
      out += path(
        `M${f(x + s * 1.2)} ${f(y)} q${f(s * 0.4)} ${f(s * 2.2)} ${f(s * 0.4)} ${f(s * 3)} q${f(s * 0.5)} ${f(-s * 1)} ${f(-s * 0.4)} ${f(-s * 3)} z`,
        P.green3,
      )
  }
  return out
}

/** a swag garland of flowers hanging between two points */
export function garlandSwag(
  c: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  s: number,
  colors: string[] = [P.marigold, P.marigold2],
): string {
  let out = ''
  const cxq = (x1 + x2) / 2
  const cyq = (y1 + y2) / 2 + sag * 2
  const n = Math.floor(Math.hypot(x2 - x1, y2 - y1) / (s * 1.1))
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cxq + t * t * x2
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cyq + t * t * y2
    out += circle(x, y, s, colors[i % colors.length] as string)
  }
  return out
}

export function diya(c: Ctx, x: number, base: number, s: number, lit = true): string {
  let out = ''
  if (lit) out += glow(c, x, base - s * 0.9, s * 4, P.gold2, 0.5)
  out += path(
    `M${f(x - s)} ${f(base - s * 0.45)} Q${f(x - s * 0.8)} ${f(base)} ${f(x)} ${f(base)} Q${f(x + s * 0.9)} ${f(base)} ${f(x + s * 1.25)} ${f(base - s * 0.55)} L${f(x + s * 0.6)} ${f(base - s * 0.45)} Z`,
    P.terra,
  )
  out += ellipse(x - s * 0.05, base - s * 0.45, s * 0.95, s * 0.16, P.terra2)
  out += path(
    `M${f(x - s * 0.8)} ${f(base - s * 0.3)} Q${f(x)} ${f(base - s * 0.05)} ${f(x + s * 0.9)} ${f(base - s * 0.35)}`,
    'none',
    `stroke="${P.gold2}" stroke-width="${f(s * 0.08)}" opacity="0.7"`,
  )
  if (lit) out += flame(c, x + s * 0.95, base - s * 0.6, s * 0.42, false)
  return out
}

export function rangoli(
  c: Ctx,
  cx: number,
  cy: number,
  r: number,
  squash = 0.45,
  colors: string[] = [P.terra, P.marigold, P.gold2, P.green3, '#d6336c', P.dusk2, P.cream],
): string {
  let out = ''
  const rings = 5
  const cols = c.rng.shuffle(colors)
  out += ellipse(cx, cy, r, r * squash, cols[0] as string)
  for (let k = 0; k < rings; k++) {
    const rr = r * (1 - k / rings)
    const n = 8 + (rings - k) * 2
    const col = cols[(k + 1) % cols.length] as string
    let d = ''
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2
      const px = cx + Math.cos(a) * rr * 0.82
      const py = cy + Math.sin(a) * rr * 0.82 * squash
      d += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(rr * 0.16)}" ry="${f(rr * 0.16 * squash)}" fill="${col}"/>`
    }
    out += d
    out += ellipse(cx, cy, rr * 0.7, rr * 0.7 * squash, cols[(k + 3) % cols.length] as string)
  }
  out += ellipse(cx, cy, r * 0.1, r * 0.1 * squash, P.gold2)
  return out
}

export function balloon(c: Ctx, x: number, y: number, r: number, color: string, strLen = r * 3): string {
  let out = `<path d="M${f(x)} ${f(y + r * 1.15)} q${f(r * 0.4)} ${f(strLen * 0.3)} 0 ${f(strLen * 0.6)} t0 ${f(strLen * 0.4)}" fill="none" stroke="#3b3b3b" stroke-opacity="0.5" stroke-width="${f(r * 0.04)}"/>`
  out += ellipse(x, y, r * 0.88, r * 1.05, color)
  out += poly(
    [
      [x, y + r * 1.0],
      [x - r * 0.12, y + r * 1.18],
      [x + r * 0.12, y + r * 1.18],
    ],
    darken(color, 0.15),
  )
  out += ellipse(x - r * 0.35, y - r * 0.4, r * 0.16, r * 0.28, '#ffffff', 'opacity="0.45"')
  return out
}

export function bunting(c: Ctx, x1: number, y1: number, x2: number, y2: number, sag: number, size: number, colors: string[]): string {
  const cxq = (x1 + x2) / 2
  const cyq = (y1 + y2) / 2 + sag * 2
  let out = `<path d="M${f(x1)} ${f(y1)} Q${f(cxq)} ${f(cyq)} ${f(x2)} ${f(y2)}" fill="none" stroke="#3b3b3b" stroke-opacity="0.6" stroke-width="${f(1.5 * c.u)}"/>`
  const n = Math.floor(Math.hypot(x2 - x1, y2 - y1) / (size * 1.25))
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cxq + t * t * x2
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cyq + t * t * y2
    out += poly(
      [
        [x - size / 2, y],
        [x + size / 2, y],
        [x, y + size * 1.1],
      ],
      colors[i % colors.length] as string,
    )
  }
  return out
}

export function cake(c: Ctx, cx: number, base: number, w: number, tiers: number, colors: string[], candles = 0): string {
  let out = ellipse(cx, base, w * 0.65, w * 0.08, '#d8d2c2')
  out += rect(cx - w * 0.05, base - w * 0.08, w * 0.1, w * 0.08, '#e9e3d3')
  let y = base - w * 0.08
  let tw = w
  for (let i = 0; i < tiers; i++) {
    const th = w * (tiers > 1 ? 0.3 : 0.42) * (1 - i * 0.08)
    const col = colors[i % colors.length] as string
    out += rect(
      cx - tw / 2,
      y - th,
      tw,
      th,
      c.lin(
        [
          [0, lighten(col, 0.1)],
          [1, darken(col, 0.08)],
        ],
        0,
        0,
        1,
        0,
      ),
    )
    out += ellipse(cx, y - th, tw / 2, tw * 0.07, lighten(col, 0.25))
    // drip / scallop frosting
    let d = `M${f(cx - tw / 2)} ${f(y - th)}`
    const n = Math.max(5, Math.floor(tw / (w * 0.12)))
    for (let k = 0; k < n; k++) {
      const x0 = cx - tw / 2 + (k * tw) / n
      d += ` Q${f(x0 + tw / n / 2)} ${f(y - th + th * (k % 2 ? 0.45 : 0.3))} ${f(x0 + tw / n)} ${f(y - th)}`
    }
    out += path(d + ' Z', '#fffaf0', 'opacity="0.9"')
    for (let k = 0; k < n; k++) out += circle(cx - tw / 2 + ((k + 0.5) * tw) / n, y - th * 0.25, w * 0.018, i % 2 ? P.gold : P.terra3)
    y -= th
    tw *= 0.72
  }
  for (let k = 0; k < candles; k++) {
    const x = cx - tw * 0.45 + ((k + 0.5) * tw * 1.2) / candles - tw * 0.15
    out += rect(x - w * 0.012, y - w * 0.12, w * 0.024, w * 0.12, k % 2 ? P.dusk3 : P.rose)
    out += flame(c, x, y - w * 0.13, w * 0.028)
  }
  if (!candles) {
    out += circle(cx - w * 0.08, y - w * 0.03, w * 0.05, '#c0392b')
    out += circle(cx + w * 0.06, y - w * 0.03, w * 0.045, P.marigold)
    out += path(`M${f(cx)} ${f(y - w * 0.05)} q${f(w * 0.05)} ${f(-w * 0.1)} ${f(w * 0.12)} ${f(-w * 0.05)}`, P.green3)
  }
  return out
}

export type GlassKind = 'flute' | 'wine' | 'cocktail' | 'tumbler' | 'highball'
export function glass(c: Ctx, x: number, base: number, h: number, kind: GlassKind, drink: string): string {
  const gl = '#e8f3f4'
  const o = 'opacity="0.55"'
  let out = ''
  if (kind === 'flute') {
    out += line(x, base, x, base - h * 0.45, gl, h * 0.03)
    out += ellipse(x, base, h * 0.12, h * 0.03, gl, o)
    out += path(
      `M${f(x - h * 0.09)} ${f(base - h)} L${f(x + h * 0.09)} ${f(base - h)} L${f(x + h * 0.06)} ${f(base - h * 0.45)} L${f(x - h * 0.06)} ${f(base - h * 0.45)} Z`,
      gl,
      o,
    )
    out += path(
      `M${f(x - h * 0.08)} ${f(base - h * 0.8)} L${f(x + h * 0.08)} ${f(base - h * 0.8)} L${f(x + h * 0.06)} ${f(base - h * 0.46)} L${f(x - h * 0.06)} ${f(base - h * 0.46)} Z`,
      drink,
    )
    for (let i = 0; i < 3; i++) out += circle(x + (i - 1) * h * 0.025, base - h * (0.52 + i * 0.08), h * 0.01, '#ffffff', 'opacity="0.8"')
  } else if (kind === 'wine') {
    out += line(x, base, x, base - h * 0.45, gl, h * 0.03)
    out += ellipse(x, base, h * 0.15, h * 0.035, gl, o)
    out += path(
      `M${f(x - h * 0.2)} ${f(base - h)} L${f(x + h * 0.2)} ${f(base - h)} Q${f(x + h * 0.24)} ${f(base - h * 0.45)} ${f(x)} ${f(base - h * 0.45)} Q${f(x - h * 0.24)} ${f(base - h * 0.45)} ${f(x - h * 0.2)} ${f(base - h)} Z`,
      gl,
      o,
    )
    out += path(
      `M${f(x - h * 0.21)} ${f(base - h * 0.72)} L${f(x + h * 0.21)} ${f(base - h * 0.72)} Q${f(x + h * 0.2)} ${f(base - h * 0.46)} ${f(x)} ${f(base - h * 0.46)} Q${f(x - h * 0.2)} ${f(base - h * 0.46)} ${f(x - h * 0.21)} ${f(base - h * 0.72)} Z`,
      drink,
    )
  } else if (kind === 'cocktail') {
    out += line(x, base, x, base - h * 0.5, gl, h * 0.03)
    out += ellipse(x, base, h * 0.15, h * 0.035, gl, o)
    out += poly(
      [
        [x - h * 0.3, base - h],
        [x + h * 0.3, base - h],
        [x, base - h * 0.5],
      ],
      gl,
      o,
    )
    out += poly(
      [
        [x - h * 0.25, base - h * 0.92],
        [x + h * 0.25, base - h * 0.92],
        [x, base - h * 0.52],
      ],
      drink,
    )
    out += circle(x + h * 0.22, base - h * 0.98, h * 0.07, P.marigold2)
  } else {
    const tall = kind === 'highball' ? 1 : 0.6
    const w = kind === 'highball' ? h * 0.38 : h * 0.55
    out += path(
      `M${f(x - w / 2)} ${f(base - h * tall)} L${f(x + w / 2)} ${f(base - h * tall)} L${f(x + w * 0.45)} ${f(base)} L${f(x - w * 0.45)} ${f(base)} Z`,
      gl,
      o,
    )
    out += rect(x - w * 0.45, base - h * tall * 0.65, w * 0.9, h * tall * 0.63, drink)
    out += rect(x - w * 0.2, base - h * tall * 0.62, w * 0.28, w * 0.28, '#ffffff', 'opacity="0.45"')
    if (kind === 'highball') out += line(x + w * 0.1, base - h * 1.2, x - w * 0.05, base - h * 0.4, P.terra3, h * 0.03)
  }
  out += line(x - h * 0.05, base - h * 0.9, x - h * 0.07, base - h * 0.6, '#ffffff', h * 0.015, 'opacity="0.6"')
  return out
}

export function bottle(c: Ctx, x: number, base: number, h: number, color: string, kind = 0): string {
  const w = h * (kind === 2 ? 0.34 : 0.26)
  const sh = kind === 1 ? 0.55 : 0.62
  let out = path(
    `M${f(x - w / 2)} ${f(base)} L${f(x - w / 2)} ${f(base - h * sh)} Q${f(x - w / 2)} ${f(base - h * (sh + 0.12))} ${f(x - w * 0.16)} ${f(base - h * (sh + 0.17))} L${f(x - w * 0.16)} ${f(base - h)} L${f(x + w * 0.16)} ${f(base - h)} L${f(x + w * 0.16)} ${f(base - h * (sh + 0.17))} Q${f(x + w / 2)} ${f(base - h * (sh + 0.12))} ${f(x + w / 2)} ${f(base - h * sh)} L${f(x + w / 2)} ${f(base)} Z`,
    color,
  )
  out += rect(x - w / 2, base - h * 0.45, w, h * 0.2, P.cream, 'opacity="0.75"')
  out += rect(x - w * 0.35, base - h * 0.58, w * 0.12, h * 0.5, '#ffffff', 'opacity="0.25"')
  out += rect(x - w * 0.18, base - h, w * 0.36, h * 0.05, P.gold)
  return out
}

export function umbrella(c: Ctx, x: number, base: number, h: number, color: string, stripe?: string): string {
  const w = h * 1.05
  const top = base - h
  let out = rect(x - h * 0.012, top, h * 0.024, h, '#e8e0cc')
  const d = `M${f(x)} ${f(top - h * 0.05)} L${f(x + w / 2)} ${f(top + h * 0.18)} L${f(x - w / 2)} ${f(top + h * 0.18)} Z`
  out += path(d, color)
  if (stripe) {
    out += path(`M${f(x)} ${f(top - h * 0.05)} L${f(x + w * 0.12)} ${f(top + h * 0.18)} L${f(x - w * 0.12)} ${f(top + h * 0.18)} Z`, stripe)
    out += path(`M${f(x)} ${f(top - h * 0.05)} L${f(x + w * 0.42)} ${f(top + h * 0.18)} L${f(x + w * 0.3)} ${f(top + h * 0.18)} Z`, stripe)
    out += path(`M${f(x)} ${f(top - h * 0.05)} L${f(x - w * 0.42)} ${f(top + h * 0.18)} L${f(x - w * 0.3)} ${f(top + h * 0.18)} Z`, stripe)
  }
  let sc = ''
  const n = 6
  for (let i = 0; i < n; i++) {
    const sx = x - w / 2 + (i * w) / n
    sc += `M${f(sx)} ${f(top + h * 0.18)} q${f(w / n / 2)} ${f(h * 0.06)} ${f(w / n)} 0 `
  }
  out += `<path d="${sc}" fill="${darken(color, 0.1)}"/>`
  out += circle(x, top - h * 0.06, h * 0.02, P.gold)
  return out
}

export function lounger(c: Ctx, x: number, base: number, w: number, color: string): string {
  const h = w * 0.35
  let out = line(x + w * 0.1, base, x + w * 0.12, base - h * 0.35, '#d8d2c2', w * 0.02)
  out += line(x + w * 0.85, base, x + w * 0.83, base - h * 0.35, '#d8d2c2', w * 0.02)
  out += rrect(x, base - h * 0.45, w * 0.72, h * 0.14, h * 0.05, color)
  out += path(
    `M${f(x + w * 0.68)} ${f(base - h * 0.45)} L${f(x + w)} ${f(base - h)} L${f(x + w * 1.04)} ${f(base - h * 0.92)} L${f(x + w * 0.74)} ${f(base - h * 0.31)} Z`,
    color,
  )
  out += rrect(x + w * 0.86, base - h * 0.98, w * 0.12, h * 0.18, h * 0.05, '#ffffff', 'opacity="0.85"')
  return out
}

export function gift(c: Ctx, x: number, base: number, w: number, h: number, color: string, ribbon: string = P.gold): string {
  let out = rect(x - w / 2, base - h, w, h, color)
  out += rect(x - w * 0.55, base - h - h * 0.15, w * 1.1, h * 0.2, lighten(color, 0.1))
  out += rect(x - w * 0.07, base - h - h * 0.15, w * 0.14, h * 1.15, ribbon)
  out += ellipse(x - w * 0.16, base - h - h * 0.25, w * 0.16, h * 0.1, ribbon)
  out += ellipse(x + w * 0.16, base - h - h * 0.25, w * 0.16, h * 0.1, ribbon)
  return out
}

export function christmasTree(c: Ctx, x: number, base: number, h: number, lit = true): string {
  let out = rect(x - h * 0.04, base - h * 0.12, h * 0.08, h * 0.12, P.wood)
  const layers = 4
  for (let i = 0; i < layers; i++) {
    const ly = base - h * 0.1 - i * h * 0.2
    const lw = h * (0.42 - i * 0.08)
    out += path(
      `M${f(x - lw)} ${f(ly)} Q${f(x)} ${f(ly + h * 0.05)} ${f(x + lw)} ${f(ly)} L${f(x)} ${f(ly - h * 0.32)} Z`,
      i % 2 ? P.green2 : P.green,
    )
  }
  const cols = [P.gold2, '#c0392b', P.cream, P.terra3, P.dusk3]
  for (let i = 0; i < 22; i++) {
    const t = c.rng.range(0.1, 0.85)
    const y = base - h * 0.12 - t * h * 0.72
    const wd = h * 0.38 * (1 - t) * c.rng.range(-0.85, 0.85)
    if (lit && i % 2) out += glow(c, x + wd, y, h * 0.03, P.gold3, 0.8)
    out += circle(x + wd, y, h * c.rng.range(0.012, 0.022), c.rng.pick(cols))
  }
  const sy = base - h * 0.92
  const pts: Array<[number, number]> = []
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2
    const rr = i % 2 ? h * 0.025 : h * 0.06
    pts.push([x + Math.cos(a) * rr, sy + Math.sin(a) * rr])
  }
  if (lit) out += glow(c, x, sy, h * 0.15, P.gold2, 0.7)
  out += poly(pts, P.gold2)
  return out
}

export function bonfire(c: Ctx, x: number, base: number, s: number): string {
  let out = glow(c, x, base - s * 0.5, s * 4, P.marigold, 0.55)
  out += line(x - s * 0.9, base, x + s * 0.8, base - s * 0.3, P.wood, s * 0.16)
  out += line(x + s * 0.9, base, x - s * 0.8, base - s * 0.3, darken(P.wood, 0.2), s * 0.16)
  const fl = (w: number, hh: number, col: string, dx = 0) =>
    path(
      `M${f(x + dx - w)} ${f(base - s * 0.2)} Q${f(x + dx - w * 0.9)} ${f(base - hh * 0.5)} ${f(x + dx)} ${f(base - hh)} Q${f(x + dx + w * 0.9)} ${f(base - hh * 0.5)} ${f(x + dx + w)} ${f(base - s * 0.2)} Z`,
      col,
    )
  out += fl(s * 0.8, s * 2.0, P.terra, -s * 0.1)
  out += fl(s * 0.5, s * 1.6, P.marigold, s * 0.25)
  out += fl(s * 0.55, s * 1.4, P.marigold2, -s * 0.2)
  out += fl(s * 0.3, s * 0.9, '#fff2c0', 0)
  for (let i = 0; i < 14; i++)
    out += circle(x + c.rng.range(-1.4, 1.4) * s, base - s * c.rng.range(1.5, 4), s * c.rng.range(0.02, 0.05), P.gold3)
  return out
}

export function kite(c: Ctx, x: number, y: number, s: number, col1: string, col2: string, rot = 0): string {
  let out = poly(
    [
      [x, y - s],
      [x + s * 0.75, y],
      [x, y + s],
      [x - s * 0.75, y],
    ],
    col1,
  )
  out += poly(
    [
      [x, y - s],
      [x + s * 0.75, y],
      [x, y],
    ],
    col2,
  )
  out += poly(
    [
      [x, y + s * 0.85],
      [x + s * 0.25, y + s * 1.25],
      [x - s * 0.25, y + s * 1.25],
    ],
    col2,
  )
  out += line(x, y - s, x, y + s, darken(col1, 0.3), s * 0.03)
  out += `<path d="M${f(x - s * 0.75)} ${f(y)} Q${f(x)} ${f(y - s * 0.5)} ${f(x + s * 0.75)} ${f(y)}" fill="none" stroke="${darken(col1, 0.3)}" stroke-width="${f(s * 0.03)}"/>`
  return g(out, `transform="rotate(${f(rot)} ${f(x)} ${f(y)})"`)
}

/** clouds of gulal (colour powder) for Holi */
export function gulal(c: Ctx, cx: number, cy: number, r: number, color: string): string {
  let out = ''
  for (let i = 0; i < 6; i++) {
    const fill = c.rad([
      [0, color, 0.75],
      [0.6, color, 0.35],
      [1, color, 0],
    ])
    out += circle(cx + c.rng.range(-r, r) * 0.6, cy + c.rng.range(-r, r) * 0.4, r * c.rng.range(0.5, 0.9), fill)
  }
  return out
}

/** a stage: raised platform with backdrop, drapes and lights */
export function stage(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { back?: string; drape?: string; floor?: string } = {},
): string {
  const back = opts.back ?? P.green
  const drape = opts.drape ?? P.maroon
  let out = rect(
    x,
    y - h,
    w,
    h,
    c.lin([
      [0, darken(back, 0.2)],
      [1, back],
    ]),
  )
  // drapes
  const n = 10
  for (let i = 0; i < n; i++) {
    const dx = x + (i * w) / n
    out += path(
      `M${f(dx)} ${f(y - h)} q${f(w / n / 2)} ${f(h * 0.12)} ${f(w / n)} 0 v${f(h * 0.04)} q${f(-w / n / 2)} ${f(h * 0.12)} ${f(-w / n)} 0 z`,
      drape,
    )
  }
  out += path(
    `M${f(x)} ${f(y - h)} L${f(x + w * 0.14)} ${f(y - h)} Q${f(x + w * 0.05)} ${f(y - h * 0.4)} ${f(x + w * 0.1)} ${f(y)} L${f(x)} ${f(y)} Z`,
    drape,
  )
  out += path(
    `M${f(x + w)} ${f(y - h)} L${f(x + w * 0.86)} ${f(y - h)} Q${f(x + w * 0.95)} ${f(y - h * 0.4)} ${f(x + w * 0.9)} ${f(y)} L${f(x + w)} ${f(y)} Z`,
    drape,
  )
  const pf = opts.floor ?? P.wood
  out += rect(
    x - w * 0.03,
    y,
    w * 1.06,
    h * 0.14,
    c.lin([
      [0, lighten(pf, 0.1)],
      [1, darken(pf, 0.3)],
    ]),
  )
  return out
}

/** the wedding mandap: four pillars, a domed canopy, drapes and marigold strings */
export function mandap(
  c: Ctx,
  cx: number,
  base: number,
  w: number,
  h: number,
  opts: { drape?: string; pillar?: string; fire?: boolean } = {},
): string {
  const drape = opts.drape ?? P.maroon
  const pillar = opts.pillar ?? P.cream
  const topY = base - h * 0.72
  let out = ''
  // platform
  out += rect(
    cx - w * 0.62,
    base - h * 0.05,
    w * 1.24,
    h * 0.07,
    c.lin([
      [0, P.cream],
      [1, P.sand],
    ]),
  )
  out += rect(cx - w * 0.66, base + h * 0.02, w * 1.32, h * 0.04, darken(P.sand, 0.1))
  // back pillars
  for (const dx of [-0.36, 0.36]) {
    out += rect(cx + dx * w - w * 0.018, topY + h * 0.04, w * 0.036, base - h * 0.05 - topY - h * 0.04, darken(pillar, 0.15))
  }
  // back drape panel
  out += path(
    `M${f(cx - w * 0.38)} ${f(topY + h * 0.05)} Q${f(cx)} ${f(topY + h * 0.2)} ${f(cx + w * 0.38)} ${f(topY + h * 0.05)} L${f(cx + w * 0.38)} ${f(base - h * 0.05)} L${f(cx - w * 0.38)} ${f(base - h * 0.05)} Z`,
    c.lin([
      [0, P.blush],
      [1, lighten(P.blush, 0.4)],
    ]),
    'opacity="0.85"',
  )
  // floral wall behind
  for (let i = 0; i < 28; i++) {
    out += circle(
      cx + c.rng.range(-0.35, 0.35) * w,
      topY + h * c.rng.range(0.15, 0.5),
      w * c.rng.range(0.015, 0.028),
      c.rng.pick([P.rose, '#ffffff', P.marigold2, P.blush]),
    )
  }
  // front pillars
  for (const dx of [-0.52, 0.52]) {
    const px = cx + dx * w
    out += rect(
      px - w * 0.03,
      topY,
      w * 0.06,
      base - h * 0.05 - topY,
      c.lin(
        [
          [0, darken(pillar, 0.1)],
          [0.5, lighten(pillar, 0.2)],
          [1, darken(pillar, 0.15)],
        ],
        0,
        0,
        1,
        0,
      ),
    )
    out += rect(px - w * 0.045, base - h * 0.12, w * 0.09, h * 0.07, P.gold)
    out += rect(px - w * 0.045, topY, w * 0.09, h * 0.04, P.gold)
    for (let k = 0; k < 6; k++) out += circle(px, topY + h * 0.1 + k * h * 0.09, w * 0.02, k % 2 ? P.marigold2 : P.marigold)
  }
  // canopy
  out += rect(cx - w * 0.58, topY - h * 0.04, w * 1.16, h * 0.05, P.gold)
  out += path(
    `M${f(cx - w * 0.56)} ${f(topY - h * 0.04)} C${f(cx - w * 0.5)} ${f(topY - h * 0.25)} ${f(cx - w * 0.12)} ${f(topY - h * 0.22)} ${f(cx)} ${f(topY - h * 0.33)} C${f(cx + w * 0.12)} ${f(topY - h * 0.22)} ${f(cx + w * 0.5)} ${f(topY - h * 0.25)} ${f(cx + w * 0.56)} ${f(topY - h * 0.04)} Z`,
    c.lin([
      [0, lighten(drape, 0.15)],
      [1, drape],
    ]),
  )
  out += rect(cx - w * 0.01, topY - h * 0.42, w * 0.02, h * 0.1, P.gold)
  out += circle(cx, topY - h * 0.34, w * 0.025, P.gold)
  // drape swags
  for (let i = 0; i < 4; i++) {
    const sx = cx - w * 0.56 + (i * w * 1.12) / 4
    out += path(
      `M${f(sx)} ${f(topY + h * 0.01)} Q${f(sx + w * 0.14)} ${f(topY + h * 0.12)} ${f(sx + w * 0.28)} ${f(topY + h * 0.01)} Z`,
      drape,
    )
  }
  out += path(
    `M${f(cx - w * 0.56)} ${f(topY)} Q${f(cx - w * 0.44)} ${f(topY + h * 0.35)} ${f(cx - w * 0.52)} ${f(base - h * 0.12)} L${f(cx - w * 0.58)} ${f(base - h * 0.12)} Z`,
    drape,
    'opacity="0.9"',
  )
  out += path(
    `M${f(cx + w * 0.56)} ${f(topY)} Q${f(cx + w * 0.44)} ${f(topY + h * 0.35)} ${f(cx + w * 0.52)} ${f(base - h * 0.12)} L${f(cx + w * 0.58)} ${f(base - h * 0.12)} Z`,
    drape,
    'opacity="0.9"',
  )
  // marigold strings from canopy
  for (let i = 0; i < 9; i++) {
    const mx = cx - w * 0.4 + (i * w * 0.8) / 8
    out += marigoldString(c, mx, topY + h * 0.06, h * (0.12 + 0.1 * Math.abs(Math.sin(i))), w * 0.012)
  }
  if (opts.fire !== false) {
    out += rect(cx - w * 0.06, base - h * 0.13, w * 0.12, h * 0.08, P.terra2)
    out += rect(cx - w * 0.075, base - h * 0.14, w * 0.15, h * 0.025, P.terra)
    out += flame(c, cx, base - h * 0.14, w * 0.035)
    // two seats
    for (const dx of [-0.22, 0.22]) {
      out += rrect(cx + dx * w - w * 0.07, base - h * 0.2, w * 0.14, h * 0.16, w * 0.02, P.gold)
      out += rrect(cx + dx * w - w * 0.06, base - h * 0.12, w * 0.12, h * 0.07, w * 0.01, drape)
    }
  }
  return out
}

export function handi(c: Ctx, cx: number, base: number, w: number, metal: string = '#b8733f'): string {
  const h = w * 0.75
  let out = ellipse(
    cx,
    base - h * 0.45,
    w / 2,
    h * 0.48,
    c.lin(
      [
        [0, lighten(metal, 0.25)],
        [0.5, metal],
        [1, darken(metal, 0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  out += rect(cx - w * 0.32, base - h * 0.98, w * 0.64, h * 0.12, darken(metal, 0.1))
  out += ellipse(cx, base - h * 0.98, w * 0.36, h * 0.07, darken(metal, 0.35))
  // dough-sealed lid / biryani heap
  out += ellipse(cx, base - h * 1.0, w * 0.3, h * 0.12, '#f2d08a')
  for (let i = 0; i < 12; i++)
    out += ellipse(
      cx + c.rng.range(-0.22, 0.22) * w,
      base - h * (1.0 + c.rng.range(0, 0.08)),
      w * 0.03,
      w * 0.012,
      c.rng.pick(['#fff6da', P.marigold2, '#d98e32']),
    )
  out += ellipse(cx - w * 0.02, base - h * 1.06, w * 0.05, w * 0.025, P.green3)
  out += ellipse(cx, base - h * 0.06, w * 0.3, h * 0.06, '#000000', 'opacity="0.18"')
  return out
}

export function plate(c: Ctx, cx: number, cy: number, r: number, rim: string = P.gold): string {
  return (
    ellipse(cx, cy, r, r * 0.35, '#ffffff', `stroke="${rim}" stroke-width="${f(r * 0.05)}"`) + ellipse(cx, cy, r * 0.7, r * 0.24, '#f4efe4')
  )
}

export function coffeeCup(c: Ctx, cx: number, base: number, w: number, color: string = P.cream, steam = true): string {
  const h = w * 0.75
  let out = ellipse(cx, base, w * 0.8, w * 0.16, lighten(color, 0.05), `stroke="${darken(color, 0.15)}" stroke-width="${f(w * 0.02)}"`)
  out += path(
    `M${f(cx - w / 2)} ${f(base - h)} L${f(cx + w / 2)} ${f(base - h)} Q${f(cx + w * 0.48)} ${f(base - w * 0.05)} ${f(cx)} ${f(base - w * 0.05)} Q${f(cx - w * 0.48)} ${f(base - w * 0.05)} ${f(cx - w / 2)} ${f(base - h)} Z`,
    color,
  )
  out += ellipse(cx, base - h, w / 2, w * 0.1, '#6b3f24')
  out += ellipse(cx, base - h, w * 0.18, w * 0.04, '#e9c79a', 'opacity="0.8"')
  out += `<path d="M${f(cx + w * 0.46)} ${f(base - h * 0.8)} q${f(w * 0.28)} ${f(h * 0.1)} ${f(-w * 0.04)} ${f(h * 0.5)}" fill="none" stroke="${color}" stroke-width="${f(w * 0.08)}"/>`
  if (steam) {
    for (const dx of [-0.15, 0.1]) {
      out += `<path d="M${f(cx + dx * w)} ${f(base - h * 1.2)} q${f(w * 0.12)} ${f(-h * 0.25)} 0 ${f(-h * 0.5)} t0 ${f(-h * 0.5)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(w * 0.05)}" stroke-linecap="round"/>`
    }
  }
  return out
}

export function mirrorRect(content: string, cx: number): string {
  return `<g transform="translate(${f(2 * cx)} 0) scale(-1 1)">${content}</g>`
}

export { archD, mix }
