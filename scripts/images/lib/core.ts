// Core of the artwork generator: seeded randomness, colour helpers, the drawing
// context (canvas size, gradient/pattern definitions, time-of-day theme) and
// small SVG primitives. Everything is deterministic for a given seed string.

export interface Rng {
  next(): number
  range(a: number, b: number): number
  int(a: number, b: number): number // inclusive
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  shuffle<T>(items: readonly T[]): T[]
}

export function hashSeed(s: string): number {
  let h = 2166136261 >>> 0
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619) >>> 0
  }
  return h >>> 0
}

export function makeRng(seed: string): Rng {
  let a = hashSeed(seed) || 1
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng: Rng = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    shuffle: (items) => {
      const out = items.slice()
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = out[i] as (typeof out)[number]
        out[i] = out[j] as (typeof out)[number]
        out[j] = tmp
      }
      return out
    },
  }
  return rng
}

// ---------------------------------------------------------------- palette
export const P = {
  green: '#0f3d2e',
  green2: '#1d5a43',
  green3: '#2f7a58',
  green4: '#5f9d6c',
  leaf: '#86b86f',
  gold: '#c9a227',
  gold2: '#e3c35a',
  gold3: '#f3dc8c',
  cream: '#f6f1e3',
  cream2: '#ebe1c8',
  sand: '#dcc9a0',
  terra: '#c0603a',
  terra2: '#9c4a2c',
  terra3: '#e08a5f',
  rose: '#e6a191',
  blush: '#f2cdbf',
  navy: '#16213d',
  dusk1: '#1f2d52',
  dusk2: '#34507f',
  dusk3: '#5b7fb0',
  dusk4: '#9cb8d8',
  sky: '#bcd7e6',
  marigold: '#f0a030',
  marigold2: '#f6c443',
  wood: '#7a4a2e',
  wood2: '#a06a42',
  ink: '#14231e',
  white: '#fffdf7',
  water: '#3fa3b5',
  water2: '#7fd0d6',
  maroon: '#7b2d3a',
  plum: '#4a2f55',
} as const

// ---------------------------------------------------------------- colour
function parseHex(c: string): [number, number, number] {
  const h = c.replace('#', '')
  const full =
    h.length === 3
      ? h
          .split('')
          .map((x) => x + x)
          .join('')
      : h
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)]
}
function toHex(r: number, g: number, b: number): string {
  const f = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return `#${f(r)}${f(g)}${f(b)}`
}
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a)
  const [r2, g2, b2] = parseHex(b)
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t)
}
export const darken = (c: string, t: number) => mix(c, '#000000', t)
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)

// ---------------------------------------------------------------- themes
export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk' | 'night'

export interface Theme {
  name: TimeOfDay
  sky: [string, string, string]
  sun: string
  sunGlow: string
  lit: boolean // are lamps lit?
  tint: string // colour laid over the scenery before lights are drawn
  tintOpacity: number
  far: string // distant trees / skyline
  mid: string
  near: string
  lawn: [string, string]
  stone: string // facade main colour
  stone2: string // facade accent (red sandstone)
  shadow: string
  stars: boolean
  moon: boolean
}

export const THEMES: Record<TimeOfDay, Theme> = {
  dawn: {
    name: 'dawn',
    sky: ['#9fb6d6', '#f1c9b8', '#fbe3c2'],
    sun: '#ffe7b0',
    sunGlow: '#ffd9a0',
    lit: false,
    tint: '#e8b8a0',
    tintOpacity: 0.08,
    far: '#a9b7b8',
    mid: '#5d8a72',
    near: '#2f6a50',
    lawn: ['#7fae74', '#3f7d58'],
    stone: '#f3e8d2',
    stone2: '#c8754e',
    shadow: '#6d6f86',
    stars: false,
    moon: false,
  },
  day: {
    name: 'day',
    sky: ['#7fb4d8', '#b9d9ea', '#eef3e6'],
    sun: '#fff6d8',
    sunGlow: '#fff1c4',
    lit: false,
    tint: '#ffffff',
    tintOpacity: 0,
    far: '#9fbfb0',
    mid: '#4f8c66',
    near: '#2b6b4c',
    lawn: ['#8cc174', '#3f8a55'],
    stone: '#f6efdf',
    stone2: '#c4643c',
    shadow: '#5b6e70',
    stars: false,
    moon: false,
  },
  golden: {
    name: 'golden',
    sky: ['#6f9cc4', '#f2c58a', '#fbe0a8'],
    sun: '#fff0c0',
    sunGlow: '#ffc873',
    lit: false,
    tint: '#f0a050',
    tintOpacity: 0.1,
    far: '#b9a88e',
    mid: '#5d8253',
    near: '#2f5e3f',
    lawn: ['#a6b864', '#4b7d44'],
    stone: '#f7e5c4',
    stone2: '#c9623a',
    shadow: '#6a5650',
    stars: false,
    moon: false,
  },
  dusk: {
    name: 'dusk',
    sky: ['#1f2d52', '#6b5f8e', '#f0a879'],
    sun: '#ffd29a',
    sunGlow: '#f7a56e',
    lit: true,
    tint: '#27335e',
    tintOpacity: 0.28,
    far: '#5b5a7c',
    mid: '#2f4a4a',
    near: '#173a30',
    lawn: ['#3f6b4c', '#173f30'],
    stone: '#ead7bd',
    stone2: '#b0583a',
    shadow: '#2a2c45',
    stars: true,
    moon: false,
  },
  night: {
    name: 'night',
    sky: ['#0c1430', '#1c2b55', '#3a4f7d'],
    sun: '#f4efd8',
    sunGlow: '#9fb4e0',
    lit: true,
    tint: '#101a3a',
    tintOpacity: 0.42,
    far: '#2a3658',
    mid: '#1a3038',
    near: '#0f2620',
    lawn: ['#2c4f42', '#0f2a22'],
    stone: '#d9cdb8',
    stone2: '#9a4d34',
    shadow: '#10162c',
    stars: true,
    moon: true,
  },
}

// ---------------------------------------------------------------- context
export type Stop = [number, string] | [number, string, number]

export class Ctx {
  readonly defs: string[] = []
  private n = 0
  theme: Theme
  constructor(
    readonly W: number,
    readonly H: number,
    readonly rng: Rng,
    time: TimeOfDay = 'day',
  ) {
    this.theme = THEMES[time]
  }
  /** scale unit: 1 at a 900px-high canvas */
  get u(): number {
    return this.H / 900
  }
  get wide(): boolean {
    return this.W / this.H > 1.6
  }
  id(prefix = 'd'): string {
    return `${prefix}${this.n++}`
  }
  private stops(stops: Stop[]): string {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')
  }
  /** linear gradient, default top→bottom in object bounding box units */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id('l')
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false, fx?: number, fy?: number): string {
    const id = this.id('r')
    const f = fx === undefined ? '' : ` fx="${fx}" fy="${fy ?? cy}"`
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${f}${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  pattern(w: number, h: number, content: string, transform = ''): string {
    const id = this.id('p')
    this.defs.push(
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
    )
    return `url(#${id})`
  }
  clip(content: string): string {
    const id = this.id('c')
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`)
    return `url(#${id})`
  }
  svg(body: string, outW: number, outH: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${body}</svg>`
  }
}

// ---------------------------------------------------------------- primitives
export const f = (n: number) => (Math.round(n * 10) / 10).toString()

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}" ${extra}/>`
}
export function rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" rx="${f(r)}" fill="${fill}" ${extra}/>`
}
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(0, r))}" fill="${fill}" ${extra}/>`
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.max(0, rx))}" ry="${f(Math.max(0, ry))}" fill="${fill}" ${extra}/>`
}
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`
}
export function poly(pts: Array<[number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`
}
export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, extra = ''): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}" ${extra}/>`
}
export function stroke(d: string, color: string, w: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`
}
export function g(content: string, attrs = ''): string {
  return `<g ${attrs}>${content}</g>`
}
export const tr = (x: number, y: number, s = 1, rot = 0) =>
  `transform="translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ''}"`

/** soft round glow made from a radial gradient (cheaper and crisper than blur filters) */
export function glow(c: Ctx, cx: number, cy: number, r: number, color: string, strength = 0.7): string {
  const fill = c.rad([
    [0, color, strength],
    [0.35, color, strength * 0.45],
    [1, color, 0],
  ])
  return circle(cx, cy, r, fill)
}

/** the whole canvas filled with a colour at an opacity (used for time-of-day tinting) */
export function tint(c: Ctx, color = c.theme.tint, opacity = c.theme.tintOpacity): string {
  if (opacity <= 0) return ''
  return rect(0, 0, c.W, c.H, color, `opacity="${opacity}"`)
}

/** darkened frame vignette for depth */
export function vignette(c: Ctx, strength = 0.35, color = '#0b1a14'): string {
  const fill = c.rad(
    [
      [0.55, color, 0],
      [1, color, strength],
    ],
    0.5,
    0.5,
    0.75,
  )
  return rect(0, 0, c.W, c.H, fill)
}

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t
