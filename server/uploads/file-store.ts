/**
 * Where uploaded files live (ADR 026): one port, so that an S3-compatible store can take the place of
 * the database later without the routes or the service changing. Paths are `{folder}/{name}`.
 */
export interface StoredFile {
  path: string
  folder: string
  originalName: string
  mediaType: string
  sizeBytes: number
  content: Uint8Array
  /** The upload a resized copy was made from, and its width. */
  variantOf: string | null
  width: number | null
}

export interface Uploader {
  kind: string
  id: string
}

export interface FileStore {
  /** Keeps an upload and its resized copies together: all of them or none. */
  saveAll(files: StoredFile[], uploader: Uploader, at: Date): Promise<void>
  read(path: string): Promise<StoredFile | undefined>
}
