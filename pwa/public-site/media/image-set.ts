/**
 * The site's images come in width variants named `{base}-{width}.webp` (docs/images.md). These
 * helpers turn a base path, or a URL of one variant, into the src/srcset pair a browser needs.
 */
export const CARD_WIDTHS = [480, 960] as const
export const BANNER_WIDTHS = [640, 1280, 1920] as const

export interface ImageSet {
  src: string
  srcSet: string
}

export function imageSet(base: string, widths: readonly number[] = CARD_WIDTHS): ImageSet {
  const largest = widths[widths.length - 1]
  return {
    src: `${base}-${widths.length > 1 ? widths[1] : largest}.webp`,
    srcSet: widths.map((width) => `${base}-${width}.webp ${width}w`).join(', '),
  }
}

const variantPattern = /^(.*)-(\d+)\.webp$/

/** '/images/functions/diwali-mela-2025/01-960.webp' → its 480 and 960 variants; other URLs as they are. */
export function imageSetFromUrl(url: string, widths: readonly number[] = CARD_WIDTHS): ImageSet {
  const match = variantPattern.exec(url)
  if (!match?.[1]) return { src: url, srcSet: '' }
  return { src: url, srcSet: imageSet(match[1], widths).srcSet }
}
