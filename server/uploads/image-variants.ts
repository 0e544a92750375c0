import sharp from 'sharp'
import { IMAGE_WIDTHS } from '../../domain/uploads.js'

export interface ImageVariant {
  width: number
  content: Uint8Array
}

/**
 * WebP copies of an image at each width the app draws, never enlarged (a narrow picture keeps its
 * width under every name), turned upright by its EXIF orientation, with its metadata (a phone's
 * GPS position) left out. Undefined when the bytes do not decode as the image they claimed to be.
 */
export async function imageVariants(bytes: Uint8Array, isAnimated: boolean): Promise<ImageVariant[] | undefined> {
  try {
    const source = sharp(bytes, { animated: isAnimated, limitInputPixels: 100_000_000 })
    await source.metadata()
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        content: new Uint8Array(
          await source.clone().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer(),
        ),
      })),
    )
  } catch {
    return undefined
  }
}
