import { fileTypeFromBuffer } from 'file-type'
import { acceptedKinds, type AcceptedMediaType } from '../../domain/uploads.js'

/** 'WordDocument' as a compound file's directory spells a stream name (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

/**
 * The kind of a file as its bytes show it (file-type reads the signatures), or undefined when it is
 * none of the accepted kinds. A legacy .doc is an OLE compound file, the container .xls, .ppt and
 * .msi installers share, so it counts as Word only with a WordDocument stream in it.
 */
export async function detectAcceptedKind(bytes: Uint8Array): Promise<AcceptedMediaType | undefined> {
  const found = await fileTypeFromBuffer(bytes)
  if (!found) return undefined
  if (found.ext === 'cfb')
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM) ? 'application/msword' : undefined
  return found.mime in acceptedKinds ? (found.mime as AcceptedMediaType) : undefined
}
