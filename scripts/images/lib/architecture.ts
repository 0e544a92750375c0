// Architecture: Mughal arches, jaali lattice, chhatris, the clubhouse facade,
// arched windows with views, interiors (walls, floors), chandeliers and lamps.
import { type Ctx, P, circle, darken, ellipse, f, g, glow, lighten, line, mix, path, poly, rect, rrect, stroke } from './core.js'
import { palm, ashoka, roundTree } from './nature.js'

/** pointed (Mughal) arch opening standing on base; h = total height incl. arch */
export function archD(cx: number, base: number, w: number, h: number, style: 'pointed' | 'round' | 'cusped' = 'pointed'): string {
  const r = w / 2
  const l = cx - r
  const rt = cx + r
  const top = base - h
  if (style === 'round') {
    const spring = top + r
    return `M${f(l)} ${f(base)} L${f(l)} ${f(spring)} A${f(r)} ${f(r)} 0 0 1 ${f(rt)} ${f(spring)} L${f(rt)} ${f(base)} Z`
  }
  const spring = top + w * 0.62
  const rise = spring - top
  if (style === 'cusped') {
    // multifoil: small lobes along a pointed arch
    const pts: Array<[number, number]> = []
    const n = 7
    for (let i = 0; i <= n; i++) {
      const t = i / n
      // pointed curve approximated by two quarter ellipses meeting at apex
      const side = t < 0.5 ? -1 : 1
      const tt = t < 0.5 ? t * 2 : (1 - t) * 2 // 0 at spring, 1 at apex
      const ang = (tt * Math.PI) / 2
      const x = cx + side * r * (1 - Math.sin(ang) * 0.98)
      const y = spring - rise * (1 - Math.cos(ang)) ** 0.9
      pts.push([x, y])
    }
    let d = `M${f(l)} ${f(base)} L${f(l)} ${f(spring)}`
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1] as [number, number]
      const [x1, y1] = pts[i] as [number, number]
      const lobe = Math.hypot(x1 - x0, y1 - y0) * 0.62
      d += ` A${f(lobe)} ${f(lobe)} 0 0 1 ${f(x1)} ${f(y1)}`
    }
    d += ` L${f(rt)} ${f(base)} Z`
    return d
  }
  return `M${f(l)} ${f(base)} L${f(l)} ${f(spring)} C${f(l)} ${f(spring - rise * 0.55)} ${f(cx - w * 0.12)} ${f(top + rise * 0.22)} ${f(cx)} ${f(top)} C${f(cx + w * 0.12)} ${f(top + rise * 0.22)} ${f(rt)} ${f(spring - rise * 0.55)} ${f(rt)} ${f(spring)} L${f(rt)} ${f(base)} Z`
}

/** 8-point-star jaali lattice pattern fill */
export function jaali(c: Ctx, size: number, color: string, sw: number, bg?: string): string {
  const s = size
  const content =
    (bg ? `<rect width="${f(s)}" height="${f(s)}" fill="${bg}"/>` : '') +
    `<path d="M${f(s / 2)} 0 L${f(s)} ${f(s / 2)} L${f(s / 2)} ${f(s)} L0 ${f(s / 2)} Z M${f(s * 0.15)} ${f(s * 0.15)} h${f(s * 0.7)} v${f(s * 0.7)} h${f(-s * 0.7)} Z" fill="none" stroke="${color}" stroke-width="${f(sw)}"/>` +
    `<circle cx="${f(s / 2)}" cy="${f(s / 2)}" r="${f(s * 0.1)}" fill="none" stroke="${color}" stroke-width="${f(sw * 0.8)}"/>` +
    `<circle cx="0" cy="0" r="${f(s * 0.08)}" fill="${color}"/><circle cx="${f(s)}" cy="0" r="${f(s * 0.08)}" fill="${color}"/><circle cx="0" cy="${f(s)}" r="${f(s * 0.08)}" fill="${color}"/><circle cx="${f(s)}" cy="${f(s)}" r="${f(s * 0.08)}" fill="${color}"/>`
  return c.pattern(s, s, content)
}

/** an arch opening filled with a jaali screen, glowing from behind when lit */
export function jaaliArch(
  c: Ctx,
  cx: number,
  base: number,
  w: number,
  h: number,
  frame: string,
  lit: boolean,
  style: 'pointed' | 'round' | 'cusped' = 'pointed',
): string {
  const d = archD(cx, base, w, h, style)
  const back = lit
    ? c.rad(
        [
          [0, P.gold3],
          [0.6, P.gold],
          [1, P.terra],
        ],
        0.5,
        0.7,
        0.8,
      )
    : c.lin([
        [0, darken(frame, 0.45)],
        [1, darken(frame, 0.25)],
      ])
  const lattice = jaali(c, Math.max(10, w / 6), lit ? darken(frame, 0.1) : lighten(frame, 0.05), Math.max(1.2, w / 50))
  return path(d, back) + path(d, lattice) + path(d, 'none', `stroke="${darken(frame, 0.12)}" stroke-width="${f(w * 0.06)}"`)
}

/** coloured chhatri (domed pavilion) standing on baseY */
export function chhatri(c: Ctx, cx: number, baseY: number, w: number, stone: string, accent: string): string {
  const h = w * 1.1
  const slabY = baseY - h * 0.5
  let out = rect(cx - w * 0.55, baseY - h * 0.06, w * 1.1, h * 0.06, darken(stone, 0.1))
  // columns
  for (const dx of [-0.42, 0, 0.42]) {
    out += rect(cx + dx * w - w * 0.05, slabY, w * 0.1, baseY - slabY, accent)
  }
  out += path(archD(cx - w * 0.21, baseY - h * 0.06, w * 0.32, h * 0.4, 'pointed'), darken(accent, 0.45), 'opacity="0.7"')
  out += path(archD(cx + w * 0.21, baseY - h * 0.06, w * 0.32, h * 0.4, 'pointed'), darken(accent, 0.45), 'opacity="0.7"')
  // chhajja
  out += poly(
    [
      [cx - w * 0.7, slabY + h * 0.04],
      [cx + w * 0.7, slabY + h * 0.04],
      [cx + w * 0.55, slabY - h * 0.04],
      [cx - w * 0.55, slabY - h * 0.04],
    ],
    darken(stone, 0.05),
  )
  // dome
  const dt = slabY - h * 0.04
  out += path(
    `M${f(cx - w * 0.48)} ${f(dt)} C${f(cx - w * 0.55)} ${f(dt - h * 0.45)} ${f(cx - w * 0.08)} ${f(dt - h * 0.42)} ${f(cx)} ${f(dt - h * 0.62)} C${f(cx + w * 0.08)} ${f(dt - h * 0.42)} ${f(cx + w * 0.55)} ${f(dt - h * 0.45)} ${f(cx + w * 0.48)} ${f(dt)} Z`,
    c.lin(
      [
        [0, lighten(stone, 0.3)],
        [1, darken(stone, 0.08)],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  out += rect(cx - w * 0.02, dt - h * 0.78, w * 0.04, h * 0.18, P.gold)
  out += circle(cx, dt - h * 0.66, w * 0.05, P.gold)
  return out
}

export interface ClubhouseOpts {
  lit?: boolean
  bays?: number
  dome?: boolean
}

/**
 * The clubhouse: two storeys of cream stone with red-sandstone bands, an arcade of
 * pointed arches, jaali windows, a chhajja cornice, chhatris on the roof and a
 * projecting central entrance.
 */
export function clubhouse(c: Ctx, cx: number, baseY: number, w: number, h: number, opts: ClubhouseOpts = {}): string {
  const t = c.theme
  const lit = opts.lit ?? t.lit
  const stone = t.stone
  const accent = t.stone2
  const shade = mix(stone, t.shadow, 0.35)
  const bays = opts.bays ?? (w / h > 3 ? 9 : 7)
  const x0 = cx - w / 2
  const plinth = h * 0.07
  const gfH = h * 0.44
  const ffH = h * 0.3
  const gfTop = baseY - plinth - gfH
  const ffTop = gfTop - ffH
  let out = ''
  // shadow on ground
  out += ellipse(cx, baseY + h * 0.02, w * 0.56, h * 0.05, '#000000', 'opacity="0.15"')
  // plinth
  out += rect(
    x0 - w * 0.01,
    baseY - plinth,
    w * 1.02,
    plinth,
    c.lin([
      [0, accent],
      [1, darken(accent, 0.25)],
    ]),
  )
  // ground floor wall
  out += rect(
    x0,
    gfTop,
    w,
    gfH,
    c.lin([
      [0, stone],
      [1, mix(stone, shade, 0.5)],
    ]),
  )
  // arcade
  const bw = w / bays
  const glowFill = lit
    ? c.lin([
        [0, P.gold2],
        [0.55, P.marigold],
        [1, P.terra],
      ])
    : c.lin([
        [0, darken(shade, 0.35)],
        [1, darken(shade, 0.15)],
      ])
  for (let i = 0; i < bays; i++) {
    const ax = x0 + bw * (i + 0.5)
    const central = i === Math.floor(bays / 2)
    const aw = bw * (central ? 0.7 : 0.6)
    const ah = gfH * (central ? 0.86 : 0.8)
    out += path(archD(ax, baseY - plinth, aw + bw * 0.1, ah + bw * 0.05), accent, 'opacity="0.9"')
    out += path(archD(ax, baseY - plinth, aw, ah), glowFill)
    if (lit) {
      // hint of interior: a chandelier dot and a silhouette line
      out += circle(ax, baseY - plinth - ah * 0.6, aw * 0.08, P.gold3)
    } else {
      out += path(archD(ax, baseY - plinth, aw * 0.55, ah * 0.6), darken(shade, 0.45), 'opacity="0.35"')
    }
  }
  // chhajja (cornice) with its shadow
  out += rect(x0 - w * 0.02, gfTop - h * 0.015, w * 1.04, h * 0.03, mix(stone, '#ffffff', 0.2))
  out += rect(x0, gfTop + h * 0.015, w, h * 0.03, '#000000', 'opacity="0.12"')
  // first floor
  out += rect(
    x0,
    ffTop,
    w,
    ffH - h * 0.015,
    c.lin([
      [0, lighten(stone, 0.08)],
      [1, stone],
    ]),
  )
  out += rect(x0, ffTop + ffH * 0.82, w, ffH * 0.06, accent, 'opacity="0.8"')
  for (let i = 0; i < bays; i++) {
    const ax = x0 + bw * (i + 0.5)
    out += jaaliArch(c, ax, ffTop + ffH * 0.8, bw * 0.36, ffH * 0.62, stone, lit && (i + bays) % 3 !== 1, 'round')
  }
  // parapet with balusters
  const parH = h * 0.07
  out += rect(x0 - w * 0.015, ffTop - h * 0.012, w * 1.03, h * 0.024, accent)
  const nb = Math.floor(w / (h * 0.05))
  let bal = ''
  for (let i = 0; i < nb; i++) {
    bal += rect(x0 + (i + 0.3) * (w / nb), ffTop - parH, (w / nb) * 0.4, parH, stone)
  }
  out += bal
  out += rect(x0 - w * 0.01, ffTop - parH - h * 0.018, w * 1.02, h * 0.022, lighten(stone, 0.1))
  // central projecting block
  const cw = bw * 2.2
  const ctop = ffTop - h * 0.16
  out += rect(
    cx - cw / 2,
    ctop,
    cw,
    baseY - plinth - ctop,
    c.lin([
      [0, lighten(stone, 0.12)],
      [1, mix(stone, shade, 0.3)],
    ]),
  )
  out += rect(cx - cw / 2, ctop, cw * 0.08, baseY - plinth - ctop, accent, 'opacity="0.85"')
  out += rect(cx + cw / 2 - cw * 0.08, ctop, cw * 0.08, baseY - plinth - ctop, accent, 'opacity="0.85"')
  // big entrance arch (iwan) with frame
  const ew = cw * 0.62
  const eh = (baseY - plinth - ctop) * 0.82
  out += path(archD(cx, baseY - plinth, ew * 1.18, eh * 1.06), accent)
  out += path(archD(cx, baseY - plinth, ew, eh), lighten(stone, 0.05))
  out += path(archD(cx, baseY - plinth, ew * 0.72, eh * 0.55), glowFill)
  out += jaaliArch(c, cx, baseY - plinth - eh * 0.6, ew * 0.5, eh * 0.32, stone, lit, 'pointed')
  // roof line of central block
  out += rect(cx - cw * 0.55, ctop - h * 0.02, cw * 1.1, h * 0.03, accent)
  if (opts.dome !== false) {
    out += chhatri(c, cx, ctop - h * 0.02, cw * 0.5, stone, accent)
  }
  // corner chhatris
  out += chhatri(c, x0 + bw * 0.5, ffTop - parH - h * 0.018, bw * 0.55, stone, accent)
  out += chhatri(c, x0 + w - bw * 0.5, ffTop - parH - h * 0.018, bw * 0.55, stone, accent)
  // steps
  for (let i = 0; i < 3; i++) {
    const sw = ew * (1.5 + i * 0.25)
    out += rect(cx - sw / 2, baseY - plinth + (plinth / 3) * i, sw, plinth / 3, i % 2 ? lighten(stone, 0.1) : stone)
  }
  if (lit) {
    out += glow(c, cx, baseY - plinth - eh * 0.3, ew * 1.4, P.gold2, 0.45)
  }
  return out
}

/** arched window showing the garden outside (sky colour follows the theme) */
export function archWindow(
  c: Ctx,
  cx: number,
  base: number,
  w: number,
  h: number,
  frame: string,
  opts: { style?: 'pointed' | 'round' | 'cusped'; view?: 'garden' | 'jaali' | 'curtain'; mullions?: boolean } = {},
): string {
  const style = opts.style ?? 'pointed'
  const d = archD(cx, base, w, h, style)
  const t = c.theme
  let inner = ''
  if (opts.view === 'jaali') {
    return jaaliArch(c, cx, base, w, h, frame, t.lit, style)
  }
  const clip = c.clip(`<path d="${d}"/>`)
  inner += rect(
    cx - w,
    base - h,
    w * 2,
    h,
    c.lin([
      [0, t.sky[0]],
      [0.7, t.sky[1]],
      [1, t.sky[2]],
    ]),
  )
  if (t.stars) {
    for (let i = 0; i < 6; i++) inner += circle(cx + c.rng.range(-0.4, 0.4) * w, base - h + c.rng.range(0.1, 0.4) * h, 1.4 * c.u, '#fff8e0')
  }
  inner += rect(cx - w, base - h * 0.22, w * 2, h * 0.22, t.lawn[0])
  inner += palm(c, cx - w * 0.25, base - h * 0.18, h * 0.55, 0.08, { leaf: t.near, leaf2: t.mid, trunk: darken(t.near, 0.2) })
  inner += ashoka(c, cx + w * 0.28, base - h * 0.16, h * 0.5, t.near)
  inner += roundTree(c, cx + w * 0.02, base - h * 0.14, h * 0.3, t.mid)
  if (t.lit) inner += rect(cx - w, base - h, w * 2, h, t.tint, `opacity="${t.tintOpacity}"`)
  let out = g(inner, `clip-path="${clip}"`)
  if (opts.mullions !== false) {
    out += line(cx, base - h * 0.95, cx, base, frame, w * 0.035)
    out += line(cx - w / 2, base - h * 0.42, cx + w / 2, base - h * 0.42, frame, w * 0.03)
  }
  if (opts.view === 'curtain') {
    const cur = c.lin(
      [
        [0, P.cream],
        [1, P.cream2],
      ],
      0,
      0,
      1,
      0,
    )
    out += path(
      `M${f(cx - w * 0.56)} ${f(base - h * 0.98)} Q${f(cx - w * 0.3)} ${f(base - h * 0.5)} ${f(cx - w * 0.42)} ${f(base)} L${f(cx - w * 0.56)} ${f(base)} Z`,
      cur,
    )
    out += path(
      `M${f(cx + w * 0.56)} ${f(base - h * 0.98)} Q${f(cx + w * 0.3)} ${f(base - h * 0.5)} ${f(cx + w * 0.42)} ${f(base)} L${f(cx + w * 0.56)} ${f(base)} Z`,
      cur,
    )
  }
  out += path(d, 'none', `stroke="${frame}" stroke-width="${f(w * 0.07)}"`)
  return out
}

export type FloorStyle = 'wood' | 'tiles' | 'marble' | 'carpet' | 'terracotta'

/** back wall + floor of a frontal interior; returns the svg and the floor line */
export function room(
  c: Ctx,
  opts: { wall: string; wall2?: string; floor: string; floorY?: number; style?: FloorStyle; dado?: string },
): string {
  const fy = opts.floorY ?? c.H * 0.68
  let out = rect(
    0,
    0,
    c.W,
    fy,
    c.lin([
      [0, opts.wall2 ?? darken(opts.wall, 0.12)],
      [1, opts.wall],
    ]),
  )
  if (opts.dado) {
    out += rect(0, fy - c.H * 0.12, c.W, c.H * 0.12, opts.dado)
    out += rect(0, fy - c.H * 0.125, c.W, c.H * 0.012, lighten(opts.dado, 0.2))
  }
  out += rect(
    0,
    fy,
    c.W,
    c.H - fy,
    c.lin([
      [0, darken(opts.floor, 0.12)],
      [1, opts.floor],
    ]),
  )
  out += rect(0, fy, c.W, 6 * c.u, '#000000', 'opacity="0.18"')
  const style = opts.style ?? 'wood'
  const vx = c.W / 2
  const vy = fy - c.H * 0.9
  const lc = darken(opts.floor, 0.18)
  let d = ''
  if (style === 'wood' || style === 'tiles' || style === 'terracotta' || style === 'marble') {
    const n = style === 'wood' ? 26 : 14
    for (let i = -n; i <= n; i++) {
      const xb = vx + (i * c.W) / (n * 0.55)
      const tt = (fy - vy) / (c.H - vy)
      d += `M${f(vx + (xb - vx) * tt)} ${f(fy)} L${f(xb)} ${f(c.H)} `
    }
  }
  if (style === 'tiles' || style === 'terracotta' || style === 'marble') {
    for (let k = 1; k < 9; k++) {
      const y = fy + (c.H - fy) * Math.pow(k / 9, 1.6)
      d += `M0 ${f(y)} L${f(c.W)} ${f(y)} `
    }
  }
  if (d) out += `<path d="${d}" stroke="${lc}" stroke-width="${f(1.6 * c.u)}" opacity="${style === 'marble' ? 0.35 : 0.55}"/>`
  if (style === 'marble' || style === 'wood') {
    out += rect(
      0,
      fy,
      c.W,
      c.H - fy,
      c.lin([
        [0, '#ffffff', 0.12],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.08],
      ]),
    )
  }
  return out
}

export function chandelier(c: Ctx, cx: number, topY: number, size: number, lit = true): string {
  const s = size
  let out = line(cx, topY, cx, topY + s * 0.4, P.gold, s * 0.02)
  const cy = topY + s * 0.55
  if (lit) out += glow(c, cx, cy, s * 1.3, P.gold2, 0.35)
  out += stroke(`M${f(cx - s * 0.5)} ${f(cy)} Q${f(cx)} ${f(cy + s * 0.3)} ${f(cx + s * 0.5)} ${f(cy)}`, P.gold, s * 0.03)
  out += stroke(
    `M${f(cx - s * 0.32)} ${f(cy - s * 0.12)} Q${f(cx)} ${f(cy + s * 0.12)} ${f(cx + s * 0.32)} ${f(cy - s * 0.12)}`,
    P.gold,
    s * 0.025,
  )
  out += ellipse(cx, cy + s * 0.1, s * 0.08, s * 0.12, P.gold)
  for (let i = 0; i < 7; i++) {
    const x = cx - s * 0.5 + (i * s) / 6
    const y = cy + Math.sin((i / 6) * Math.PI) * s * 0.15 - s * 0.03
    out += rect(x - s * 0.015, y - s * 0.09, s * 0.03, s * 0.09, P.cream)
    out += circle(x, y - s * 0.11, s * 0.025, lit ? '#fff3c4' : P.gold3)
    out += line(x, y, x, y + s * 0.12, '#fff6dd', s * 0.008, 'opacity="0.7"')
    out += circle(x, y + s * 0.13, s * 0.014, '#fff6dd')
  }
  return out
}

export function pendant(c: Ctx, x: number, topY: number, len: number, size: number, color: string, lit = true): string {
  const y = topY + len
  let out = line(x, topY, x, y, darken(color, 0.4), 2 * c.u)
  if (lit) {
    out += path(
      `M${f(x - size * 0.45)} ${f(y + size * 0.3)} L${f(x - size * 2)} ${f(y + size * 5)} L${f(x + size * 2)} ${f(y + size * 5)} L${f(x + size * 0.45)} ${f(y + size * 0.3)} Z`,
      c.lin([
        [0, '#fff3c4', 0.35],
        [1, '#fff3c4', 0],
      ]),
    )
    out += glow(c, x, y + size * 0.4, size * 1.6, P.gold2, 0.5)
  }
  out += path(
    `M${f(x - size * 0.55)} ${f(y + size * 0.35)} Q${f(x - size * 0.5)} ${f(y - size * 0.1)} ${f(x)} ${f(y - size * 0.12)} Q${f(x + size * 0.5)} ${f(y - size * 0.1)} ${f(x + size * 0.55)} ${f(y + size * 0.35)} Z`,
    color,
  )
  out += ellipse(x, y + size * 0.35, size * 0.3, size * 0.06, lit ? '#fff3c4' : darken(color, 0.3))
  return out
}

/** framed abstract art on a wall (no text, no faces) */
export function wallArt(c: Ctx, x: number, y: number, w: number, h: number, frame: string = P.gold): string {
  const t = c.theme
  let out = rect(x, y, w, h, frame)
  const ix = x + w * 0.08
  const iy = y + w * 0.08
  const iw = w * 0.84
  const ih = h - w * 0.16
  out += rect(
    ix,
    iy,
    iw,
    ih,
    c.lin([
      [0, t.sky[1]],
      [1, t.sky[2]],
    ]),
  )
  out += circle(ix + iw * 0.7, iy + ih * 0.35, iw * 0.12, P.gold2)
  out += path(
    `M${f(ix)} ${f(iy + ih)} L${f(ix)} ${f(iy + ih * 0.7)} Q${f(ix + iw * 0.3)} ${f(iy + ih * 0.45)} ${f(ix + iw * 0.6)} ${f(iy + ih * 0.72)} T${f(ix + iw)} ${f(iy + ih * 0.65)} L${f(ix + iw)} ${f(iy + ih)} Z`,
    P.green2,
  )
  return out
}

export function bookshelf(c: Ctx, x: number, baseY: number, w: number, h: number, wood: string = P.wood): string {
  let out = rect(x, baseY - h, w, h, darken(wood, 0.15))
  const shelves = 5
  const sh = h / shelves
  const colors = [P.maroon, P.green2, P.gold, P.dusk2, P.terra, P.cream2, P.plum, P.green3]
  for (let s = 0; s < shelves; s++) {
    const y = baseY - h + s * sh
    out += rect(x + w * 0.04, y + sh * 0.08, w * 0.92, sh * 0.86, darken(wood, 0.45))
    let bx = x + w * 0.05
    while (bx < x + w * 0.92) {
      const bw = c.rng.range(0.025, 0.05) * w
      const bh = sh * c.rng.range(0.55, 0.8)
      if (c.rng.chance(0.08)) {
        bx += bw * 1.5
        continue
      }
      if (bx + bw > x + w * 0.95) break
      out += rect(bx, y + sh * 0.92 - bh, bw * 0.95, bh, c.rng.pick(colors))
      out += rect(bx + bw * 0.2, y + sh * 0.92 - bh * 0.8, bw * 0.5, bh * 0.08, P.gold3, 'opacity="0.5"')
      bx += bw
    }
    out += rect(x, y + sh * 0.92, w, sh * 0.08, wood)
  }
  out += rect(x - w * 0.02, baseY - h - h * 0.03, w * 1.04, h * 0.04, wood)
  return out
}

export function columns(c: Ctx, xs: number[], topY: number, baseY: number, w: number, color: string): string {
  let out = ''
  for (const x of xs) {
    out += rect(
      x - w / 2,
      topY,
      w,
      baseY - topY,
      c.lin(
        [
          [0, darken(color, 0.1)],
          [0.4, lighten(color, 0.15)],
          [1, darken(color, 0.15)],
        ],
        0,
        0,
        1,
        0,
      ),
    )
    out += rect(x - w * 0.65, topY, w * 1.3, w * 0.3, darken(color, 0.1))
    out += rect(x - w * 0.65, baseY - w * 0.3, w * 1.3, w * 0.3, darken(color, 0.1))
  }
  return out
}

export { rrect }
