import { CARD_WIDTHS, imageSet, imageSetFromUrl, type ImageSet } from '../media/image-set'

/** A gallery entry is a base path (`/images/gallery/club-01`) or the URL of one file. */
export function imageSetFor(src: string, widths: readonly number[] = CARD_WIDTHS): ImageSet {
  return src.includes('.') ? imageSetFromUrl(src, widths) : imageSet(src, widths)
}
