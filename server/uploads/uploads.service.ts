import { randomBytes } from 'node:crypto'
import { acceptedKinds, DISPLAY_WIDTH, isImageType, type UploadFolder } from '../../domain/uploads.js'
import type { UploadedFile } from '../../domain/contract/uploads.js'
import { AppError } from '../http/errors.js'
import { detectAcceptedKind } from './file-kind.js'
import type { FileStore, StoredFile, Uploader } from './file-store.js'
import { imageVariants } from './image-variants.js'

const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** 16 letters and digits (82 bits): a name nobody guesses and no upload repeats. */
function generatedName(): string {
  return Array.from(randomBytes(16), (byte) => NAME_ALPHABET[byte % NAME_ALPHABET.length]).join('')
}

const inMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', `The file is too large: at most ${inMegabytes(maxBytes)} may be uploaded.`)

const ACCEPTED_WORDS = 'a JPEG, PNG, WebP or GIF image, a PDF, or a Word document (.doc or .docx)'

export const urlOf = (path: string) => `/uploads/${path}`

/** A name to show and to offer when the file is downloaded: no folders, no control characters, at most 200 characters. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim()
  return clean.slice(0, 200) || 'file'
}

export interface Upload {
  bytes: Uint8Array
  originalName: string
  folder: UploadFolder
}

/**
 * Keeps one upload: its kind read from its bytes (415 unless accepted), a generated name in its
 * folder, and for an image its WebP copies at the app's widths (415 if it does not decode).
 */
export async function storeUpload(store: FileStore, upload: Upload, uploader: Uploader, at: Date, maxBytes: number): Promise<UploadedFile> {
  if (upload.bytes.byteLength > maxBytes) throw tooLarge(maxBytes)
  if (upload.bytes.byteLength === 0)
    throw new AppError(400, 'invalid_input', 'The file is empty.', { errors: [{ path: 'file', msg: 'The file is empty.' }] })
  const mediaType = await detectAcceptedKind(upload.bytes)
  if (!mediaType) throw new AppError(415, 'unsupported_media_type', `This kind of file cannot be uploaded: send ${ACCEPTED_WORDS}.`)
  const name = generatedName()
  const path = `${upload.folder}/${name}.${acceptedKinds[mediaType]}`
  const original: StoredFile = {
    path,
    folder: upload.folder,
    originalName: displayName(upload.originalName),
    mediaType,
    sizeBytes: upload.bytes.byteLength,
    content: upload.bytes,
    variantOf: null,
    width: null,
  }
  const copies: StoredFile[] = []
  if (isImageType(mediaType)) {
    const variants = await imageVariants(upload.bytes, mediaType === 'image/gif' || mediaType === 'image/webp')
    if (!variants)
      throw new AppError(
        415,
        'unsupported_media_type',
        'The image could not be read: it may be damaged. Send it again or save it as JPEG or PNG.',
      )
    for (const variant of variants)
      copies.push({
        path: `${upload.folder}/${name}-${variant.width}.webp`,
        folder: upload.folder,
        originalName: original.originalName,
        mediaType: 'image/webp',
        sizeBytes: variant.content.byteLength,
        content: variant.content,
        variantOf: path,
        width: variant.width,
      })
  }
  await store.saveAll([original, ...copies], uploader, at)
  const variants = copies.map((copy) => ({ width: copy.width!, url: urlOf(copy.path) }))
  return {
    url: urlOf(path),
    path,
    name: original.originalName,
    size: original.sizeBytes,
    type: mediaType,
    variants,
    display_url: variants.find((variant) => variant.width === DISPLAY_WIDTH)?.url ?? urlOf(path),
  }
}
