// Outdoor building blocks: skies, sun and moon, clouds, tree lines, the Delhi
// skyline, lawns, palms and trees, hedges, flower beds.
import { type Ctx, P, circle, darken, ellipse, f, glow, lighten, mix, path, rect, rrect, g } from './core.js'

export function sky(c: Ctx, horizon = c.H * 0.62): string {
  const [a, b, d] = c.theme.sky
  const fill = c.lin([
    [0, a],
    [Math.min(0.95, (horizon / c.H) * 0.62), b],
    [horizon / c.H, d],
    [1, d],
  ])
  return rect(0, 0, c.W, c.H, fill)
}

export function stars(c: Ctx, maxY: number, n = 60): string {
  if (!c.theme.stars) return ''
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = c.rng.range(0, c.W)
    const y = c.rng.range(0, maxY) * c.rng.range(0.3, 1)
    const r = c.rng.range(0.8, 2.2) * c.u
    out += circle(x, y, r, '#fff8e0', `opacity="${f(c.rng.range(0.35, 0.95))}"`)
  }
  return out
}

/** sun (day/golden/dawn/dusk) or moon (night) with a soft glow */
export function sunOrMoon(c: Ctx, x: number, y: number, r = 60 * c.u): string {
  const t = c.theme
  if (t.moon) {
    const sh = c.id('moon')
    c.defs.push(
      `<mask id="${sh}"><rect x="0" y="0" width="${c.W}" height="${c.H}" fill="white"/><circle cx="${f(x + r * 0.45)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.9)}" fill="black"/></mask>`,
    )
    return glow(c, x, y, r * 3.2, t.sunGlow, 0.35) + circle(x, y, r * 0.8, t.sun, `mask="url(#${sh})"`)
  }
  return glow(c, x, y, r * 4, t.sunGlow, t.name === 'day' ? 0.4 : 0.65) + circle(x, y, r, t.sun)
}

export function cloud(c: Ctx, x: number, y: number, w: number, color: string, opacity = 0.8): string {
  const h = w * 0.16
  return g(
    rrect(x, y - h, w, h, h / 2, color) +
      circle(x + w * 0.3, y - h, h * 0.85, color) +
      circle(x + w * 0.52, y - h * 1.15, h * 1.15, color) +
      circle(x + w * 0.74, y - h * 0.9, h * 0.7, color),
    `opacity="${f(opacity)}"`,
  )
}

export function clouds(c: Ctx, maxY: number, n = 4): string {
  const col = c.theme.lit ? mix(c.theme.sky[1], '#ffffff', 0.15) : lighten(c.theme.sky[2], 0.4)
  let out = ''
  for (let i = 0; i < n; i++) {
    const w = c.rng.range(140, 320) * c.u
    out += cloud(c, c.rng.range(-60, c.W - 80), c.rng.range(maxY * 0.2, maxY), w, col, c.rng.range(0.35, 0.75))
  }
  return out
}

/** rolling line of tree canopies across the width */
export function treeline(c: Ctx, baseY: number, height: number, color: string, bump = 60): string {
  let d = `M0 ${f(c.H)} L0 ${f(baseY)}`
  let x = -c.rng.range(0, bump)
  while (x < c.W + bump) {
    const w = c.rng.range(bump * 0.6, bump * 1.6) * c.u
    const h = height * c.rng.range(0.5, 1)
    d += ` L${f(x)} ${f(baseY)} Q${f(x)} ${f(baseY - h)} ${f(x + w / 2)} ${f(baseY - h)} Q${f(x + w)} ${f(baseY - h)} ${f(x + w)} ${f(baseY)}`
    x += w * c.rng.range(0.55, 0.85)
  }
  d += ` L${f(c.W)} ${f(baseY)} L${f(c.W)} ${f(c.H)} Z`
  return path(d, color)
}

/** a generic Mughal-style silhouette: dome on a drum, chhatris and two minarets */
export function domeSilhouette(c: Ctx, cx: number, baseY: number, s: number, color: string): string {
  const w = 220 * s
  const body = rect(cx - w / 2, baseY - 70 * s, w, 70 * s, color)
  const drum = rect(cx - 55 * s, baseY - 110 * s, 110 * s, 42 * s, color)
  const dome = path(
    `M${f(cx - 62 * s)} ${f(baseY - 108 * s)} C${f(cx - 80 * s)} ${f(baseY - 190 * s)} ${f(cx - 10 * s)} ${f(baseY - 200 * s)} ${f(cx)} ${f(baseY - 235 * s)} C${f(cx + 10 * s)} ${f(baseY - 200 * s)} ${f(cx + 80 * s)} ${f(baseY - 190 * s)} ${f(cx + 62 * s)} ${f(baseY - 108 * s)} Z`,
    color,
  )
  const finial = rect(cx - 2 * s, baseY - 255 * s, 4 * s, 24 * s, color)
  let ch = ''
  for (const dx of [-85, 85]) {
    ch += chhatriShape(cx + dx * s, baseY - 70 * s, 26 * s, color)
  }
  let mins = ''
  for (const dx of [-150, 150]) {
    mins += rect(cx + dx * s - 7 * s, baseY - 170 * s, 14 * s, 170 * s, color)
    mins += chhatriShape(cx + dx * s, baseY - 170 * s, 16 * s, color)
  }
  return body + drum + dome + finial + ch + mins
}

/** small domed pavilion silhouette standing on baseY */
export function chhatriShape(cx: number, baseY: number, w: number, color: string, extra = ''): string {
  const h = w * 0.9
  const d =
    `M${f(cx - w / 2)} ${f(baseY)} v${f(-h * 0.55)} h${f(-w * 0.12)} v${f(-h * 0.08)} h${f(w * 1.24)} v${f(h * 0.08)} h${f(-w * 0.12)} v${f(h * 0.55)} Z ` +
    `M${f(cx - w * 0.5)} ${f(baseY - h * 0.63)} C${f(cx - w * 0.55)} ${f(baseY - h * 1.1)} ${f(cx - w * 0.1)} ${f(baseY - h * 1.05)} ${f(cx)} ${f(baseY - h * 1.35)} C${f(cx + w * 0.1)} ${f(baseY - h * 1.05)} ${f(cx + w * 0.55)} ${f(baseY - h * 1.1)} ${f(cx + w * 0.5)} ${f(baseY - h * 0.63)} Z`
  return path(d, color, extra)
}

export function skyline(c: Ctx, baseY: number, color: string): string {
  let out = ''
  const n = c.wide ? 3 : 2
  for (let i = 0; i < n; i++) {
    const x = c.rng.range(0.1, 0.9) * c.W
    out += domeSilhouette(c, x, baseY, c.rng.range(0.35, 0.6) * c.u, color)
  }
  return out
}

/** lawn from horizon to bottom with gentle mowing stripes converging to a vanishing point */
export function lawn(c: Ctx, horizon: number, stripes = true, colors = c.theme.lawn): string {
  let out = rect(
    0,
    horizon,
    c.W,
    c.H - horizon,
    c.lin([
      [0, colors[0]],
      [1, colors[1]],
    ]),
  )
  if (stripes) {
    const vx = c.W / 2
    const n = 14
    let d = ''
    for (let i = -n; i < n; i += 2) {
      const x1 = vx + i * (c.W / n) * 1.6
      const x2 = vx + (i + 1) * (c.W / n) * 1.6
      d += `M${f(vx + (x1 - vx) * 0.15)} ${f(horizon)} L${f(x1)} ${f(c.H)} L${f(x2)} ${f(c.H)} L${f(vx + (x2 - vx) * 0.15)} ${f(horizon)} Z `
    }
    out += path(d, '#ffffff', 'opacity="0.05"')
  }
  return out
}

export function palm(
  c: Ctx,
  x: number,
  baseY: number,
  h: number,
  lean = 0,
  colors?: { trunk?: string; leaf?: string; leaf2?: string },
): string {
  const trunk = colors?.trunk ?? darken(c.theme.near, 0.2)
  const leaf = colors?.leaf ?? c.theme.near
  const leaf2 = colors?.leaf2 ?? c.theme.mid
  const tx = x + lean * h
  const ty = baseY - h
  const w0 = h * 0.045
  const w1 = h * 0.025
  const cx = x + lean * h * 0.2
  const cy = baseY - h * 0.5
  let out = path(
    `M${f(x - w0)} ${f(baseY)} Q${f(cx - w0)} ${f(cy)} ${f(tx - w1)} ${f(ty)} L${f(tx + w1)} ${f(ty)} Q${f(cx + w0)} ${f(cy)} ${f(x + w0)} ${f(baseY)} Z`,
    trunk,
  )
  const n = 9
  for (let i = 0; i < n; i++) {
    const a = (-170 + (160 / (n - 1)) * i + c.rng.range(-8, 8)) * (Math.PI / 180)
    const len = h * c.rng.range(0.32, 0.45)
    const droop = Math.abs(Math.cos(a)) * len * 0.45
    const ex = tx + Math.cos(a) * len
    const ey = ty + Math.sin(a) * len * 0.6 + droop
    const mx = tx + Math.cos(a) * len * 0.55
    const my = ty + Math.sin(a) * len * 0.55 - len * 0.12
    const nx = -Math.sin(a) * len * 0.12
    const ny = Math.cos(a) * len * 0.12
    out += path(
      `M${f(tx)} ${f(ty)} Q${f(mx + nx)} ${f(my + ny)} ${f(ex)} ${f(ey)} Q${f(mx - nx)} ${f(my - ny)} ${f(tx)} ${f(ty)} Z`,
      i % 2 ? leaf : leaf2,
    )
  }
  out += circle(tx, ty, h * 0.03, darken(trunk, 0.2))
  return out
}

export function roundTree(c: Ctx, x: number, baseY: number, h: number, color = c.theme.mid, trunkColor?: string): string {
  const r = h * 0.32
  const trunk = trunkColor ?? darken(c.theme.near, 0.3)
  let out = rect(x - h * 0.03, baseY - h * 0.45, h * 0.06, h * 0.45, trunk)
  const dark = darken(color, 0.15)
  const light = lighten(color, 0.12)
  out += circle(x, baseY - h + r, r, dark)
  out += circle(x - r * 0.6, baseY - h * 0.55, r * 0.75, dark)
  out += circle(x + r * 0.6, baseY - h * 0.58, r * 0.8, color)
  out += circle(x - r * 0.15, baseY - h + r * 0.8, r * 0.7, light, 'opacity="0.6"')
  return out
}

/** tall slender ashoka (Polyalthia) tree — a very Delhi garden silhouette */
export function ashoka(c: Ctx, x: number, baseY: number, h: number, color = c.theme.near): string {
  const w = h * 0.16
  const d = `M${f(x)} ${f(baseY - h)} C${f(x + w * 0.9)} ${f(baseY - h * 0.7)} ${f(x + w * 1.1)} ${f(baseY - h * 0.25)} ${f(x + w * 0.5)} ${f(baseY)} L${f(x - w * 0.5)} ${f(baseY)} C${f(x - w * 1.1)} ${f(baseY - h * 0.25)} ${f(x - w * 0.9)} ${f(baseY - h * 0.7)} ${f(x)} ${f(baseY - h)} Z`
  const hl = `M${f(x)} ${f(baseY - h * 0.95)} C${f(x - w * 0.7)} ${f(baseY - h * 0.7)} ${f(x - w * 0.85)} ${f(baseY - h * 0.3)} ${f(x - w * 0.4)} ${f(baseY - h * 0.05)} L${f(x)} ${f(baseY - h * 0.05)} Z`
  return path(d, color) + path(hl, lighten(color, 0.12), 'opacity="0.7"')
}

export function hedge(c: Ctx, x: number, y: number, w: number, h: number, color = c.theme.near): string {
  return (
    `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.35)}" fill="${color}"/>` +
    `<rect x="${f(x + h * 0.2)}" y="${f(y - h * 0.92)}" width="${f(w - h * 0.4)}" height="${f(h * 0.25)}" rx="${f(h * 0.12)}" fill="${lighten(color, 0.12)}" opacity="0.6"/>`
  )
}

export function shrub(c: Ctx, x: number, baseY: number, w: number, color = c.theme.mid): string {
  const h = w * 0.6
  return (
    ellipse(x, baseY - h * 0.45, w * 0.5, h * 0.5, darken(color, 0.1)) +
    ellipse(x - w * 0.18, baseY - h * 0.6, w * 0.3, h * 0.38, color) +
    ellipse(x + w * 0.2, baseY - h * 0.55, w * 0.28, h * 0.34, lighten(color, 0.08))
  )
}

/** row of marigold / bougainvillea blooms along a bed */
export function flowerBed(c: Ctx, x: number, y: number, w: number, colors: string[] = [P.marigold, P.marigold2, P.terra3]): string {
  let out = rect(x, y - 10 * c.u, w, 14 * c.u, darken(c.theme.near, 0.1), `rx="${f(6 * c.u)}"`)
  const n = Math.max(3, Math.floor(w / (14 * c.u)))
  for (let i = 0; i < n; i++) {
    const fx = x + (i + 0.5) * (w / n) + c.rng.range(-3, 3) * c.u
    out += circle(fx, y - 12 * c.u - c.rng.range(0, 8) * c.u, c.rng.range(4, 7) * c.u, c.rng.pick(colors))
  }
  return out
}

export function potPlant(c: Ctx, x: number, baseY: number, h: number, potColor: string = P.terra, leaf = c.theme.mid): string {
  const pw = h * 0.42
  const ph = h * 0.38
  let out = ''
  for (let i = 0; i < 7; i++) {
    const a = (-150 + i * 20) * (Math.PI / 180)
    const len = h * (0.55 + ((i * 37) % 10) / 40)
    const ex = x + Math.cos(a) * len * 0.6
    const ey = baseY - ph + Math.sin(a) * len
    out += path(
      `M${f(x)} ${f(baseY - ph)} Q${f((x + ex) / 2 - 8 * c.u)} ${f((baseY - ph + ey) / 2)} ${f(ex)} ${f(ey)} Q${f((x + ex) / 2 + 8 * c.u)} ${f((baseY - ph + ey) / 2)} ${f(x)} ${f(baseY - ph)} Z`,
      i % 2 ? leaf : darken(leaf, 0.15),
    )
  }
  out += path(
    `M${f(x - pw / 2)} ${f(baseY - ph)} L${f(x + pw / 2)} ${f(baseY - ph)} L${f(x + pw * 0.36)} ${f(baseY)} L${f(x - pw * 0.36)} ${f(baseY)} Z`,
    potColor,
  )
  out += rect(x - pw * 0.55, baseY - ph - 4 * c.u, pw * 1.1, 8 * c.u, darken(potColor, 0.12), `rx="${f(3 * c.u)}"`)
  return out
}

/** standard outdoor backdrop: sky, sun/moon, stars, clouds, skyline, tree lines */
export function outdoorBackdrop(c: Ctx, horizon: number, opts: { sunX?: number; skyline?: boolean; clouds?: number } = {}): string {
  const t = c.theme
  let out = sky(c, horizon)
  out += stars(c, horizon * 0.7, c.wide ? 80 : 55)
  const sunX = opts.sunX ?? c.W * c.rng.range(0.15, 0.85)
  const sunY = t.name === 'day' ? horizon * 0.25 : t.name === 'night' ? horizon * 0.2 : t.name === 'dusk' ? horizon * 0.92 : horizon * 0.7
  out += sunOrMoon(c, sunX, sunY, (t.name === 'dusk' ? 70 : 48) * c.u)
  if (!t.lit || t.name === 'dusk') out += clouds(c, horizon * 0.55, opts.clouds ?? 3)
  if (opts.skyline !== false) out += g(skyline(c, horizon, mix(t.far, t.sky[2], 0.35)), 'opacity="0.85"')
  out += treeline(c, horizon, 70 * c.u, t.far, 70)
  out += treeline(c, horizon + 4 * c.u, 40 * c.u, t.mid, 50)
  return out
}

export function water(c: Ctx, x: number, y: number, w: number, h: number, colors: string[] = [P.water2, P.water]): string {
  let out = rect(
    x,
    y,
    w,
    h,
    c.lin([
      [0, colors[0] as string],
      [1, colors[1] as string],
    ]),
  )
  const n = Math.floor((w * h) / (9000 * c.u * c.u))
  for (let i = 0; i < n; i++) {
    const rx = x + c.rng.range(0, w)
    const ry = y + c.rng.range(0.05, 1) * h
    const len = c.rng.range(20, 60) * c.u * (0.5 + (ry - y) / h)
    out += `<path d="M${f(rx)} ${f(ry)} q${f(len / 4)} ${f(-4 * c.u)} ${f(len / 2)} 0 t${f(len / 2)} 0" fill="none" stroke="#ffffff" stroke-opacity="${f(c.rng.range(0.25, 0.55))}" stroke-width="${f(2.2 * c.u)}" stroke-linecap="round"/>`
  }
  return out
}
