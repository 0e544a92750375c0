/**
 * What may be uploaded, and where it goes (issue 19 "File uploads"; ADR 026). A file's kind is read
 * from its bytes on the server, never from its name or the type the browser claims.
 */

/** The folders an upload may name; anything else (a path, `../../etc`) is refused. */
export const uploadFolders = ['general', 'events', 'facilities', 'organisation', 'gallery', 'approvals', 'member-documents'] as const
export type UploadFolder = (typeof uploadFolders)[number]

/** Folders whose files only a signed-in person allowed to read them may fetch. */
export const privateFolders: readonly UploadFolder[] = ['approvals', 'member-documents']
export const isPrivateFolder = (folder: string) => (privateFolders as readonly string[]).includes(folder)

/** The kinds accepted, by the media type their bytes show, with the extension the stored name gets. */
export const acceptedKinds = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const
export type AcceptedMediaType = keyof typeof acceptedKinds
export const acceptedMediaTypes = Object.keys(acceptedKinds) as AcceptedMediaType[]
export const isImageType = (mediaType: string) => mediaType.startsWith('image/')

/** For a file picker's `accept`: what the server takes. */
export const acceptAttribute = '.jpg,.jpeg,.png,.webp,.gif,.pdf,.doc,.docx'
export const acceptImages = '.jpg,.jpeg,.png,.webp,.gif'

/** The default upper limit of one file (UPLOAD_MAX_MB). */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/**
 * The widths the app draws pictures at (pwa/public-site/media/image-set.ts: cards 480 and 960,
 * banners 640, 1280 and 1920): every uploaded image gets a WebP copy at each, named
 * `{name}-{width}.webp` beside the original, so a card's srcset finds them.
 */
export const IMAGE_WIDTHS = [480, 640, 960, 1280, 1920] as const
/** The copy a card or a form shows: `{name}-960.webp`. */
export const DISPLAY_WIDTH = 960

/** A stored file's name: generated letters and digits, an optional width, and an extension. */
export const storedNamePattern = /^[a-z0-9]{16}(-\d{3,4})?\.[a-z]{3,4}$/
