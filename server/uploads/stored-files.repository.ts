import type { DB } from '../db/database.js'
import type { FileStore, StoredFile } from './file-store.js'

/** The embedded default store: files as `bytea` rows, so every server on the database reaches every file (ADR 026). */
export function databaseFileStore(db: DB): FileStore {
  return {
    async saveAll(files, uploader, at) {
      await db.transaction().execute(async (trx) => {
        for (const file of files) {
          await trx
            .insertInto('stored_files')
            .values({
              path: file.path,
              folder: file.folder,
              original_name: file.originalName,
              media_type: file.mediaType,
              size_bytes: file.sizeBytes,
              // node-postgres sends only a Buffer as bytea (a bare Uint8Array would go as JSON text).
              content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
              variant_of: file.variantOf,
              width: file.width,
              uploaded_by_kind: uploader.kind,
              uploaded_by_id: uploader.id,
              created_at: at,
            })
            .execute()
        }
      })
    },

    async read(path): Promise<StoredFile | undefined> {
      const row = await db.selectFrom('stored_files').selectAll().where('path', '=', path).executeTakeFirst()
      if (!row) return undefined
      return {
        path: row.path,
        folder: row.folder,
        originalName: row.original_name,
        mediaType: row.media_type,
        sizeBytes: row.size_bytes,
        // node-postgres hands back a Buffer that may be a view into a shared pool: copy out its own bytes.
        content: new Uint8Array(row.content),
        variantOf: row.variant_of,
        width: row.width,
      }
    },
  }
}
