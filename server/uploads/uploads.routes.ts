import { Hono, type Context } from 'hono'
import { storedFile, uploadFile, uploadsFile } from '../../domain/contract/uploads.js'
import { DEFAULT_UPLOAD_MAX_BYTES, isImageType, isPrivateFolder, type UploadFolder } from '../../domain/uploads.js'
import { auditorOf, recordChange } from '../audit/audit-trail.js'
import { requirePrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../http/errors.js'
import { mayReadPrivate, mayUploadTo } from './upload-access.js'
import { storeUpload, tooLarge } from './uploads.service.js'
import { databaseFileStore } from './stored-files.repository.js'

/**
 * File uploads (spec 1 §7, spec 2 §7 "Upload"; issue 19; ADR 026): POST /api/utility/upload/file
 * takes one file in the multipart field `file`; every file is served at /api/utility/file/{path}
 * and /uploads/{path}.
 */
export const uploadRoutes = new Hono<AppEnv>()

export const fileStoreOf = (c: Context<AppEnv>) => c.var.deps.files ?? databaseFileStore(c.var.deps.db)
export const uploadMaxBytesOf = (deps: { uploadMaxBytes?: number | undefined }) => deps.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES

const NO_FILE = 'Choose a file to upload: send it as multipart/form-data in the field "file".'

export async function fileFromForm(c: Context<AppEnv>): Promise<File> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw badRequest(NO_FILE, [{ path: 'file', msg: NO_FILE }])
  let form: Record<string, string | File | (string | File)[]>
  try {
    form = await c.req.parseBody({ all: true })
  } catch {
    throw badRequest('The upload could not be read as multipart/form-data.', [{ path: 'file', msg: NO_FILE }])
  }
  const field = form.file
  const file = Array.isArray(field) ? field[0] : field
  if (!(file instanceof File)) throw badRequest(NO_FILE, [{ path: 'file', msg: NO_FILE }])
  return file
}

uploadRoutes.post('/utility/upload/file', contract(uploadFile), async (c) => {
  const principal = requirePrincipal(c)
  const { folder } = c.req.valid('query')
  if (!(await mayUploadTo(c.var.deps.db, principal, folder))) throw forbidden('You do not have permission to upload files here.')
  const maxBytes = uploadMaxBytesOf(c.var.deps)
  const file = await fileFromForm(c)
  if (file.size > maxBytes) throw tooLarge(maxBytes)
  const uploader = { kind: principal.kind, id: 'userId' in principal ? String(principal.userId) : principal.memberId }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const stored = await storeUpload(fileStoreOf(c), { bytes, originalName: file.name, folder }, uploader, c.var.deps.clock(), maxBytes)
  // The file store is a port (ADR 026), outside the database's transactions: the row follows a stored file.
  if (principal.kind !== 'member') {
    await recordChange(c.var.deps.db, auditorOf(c), {
      area: 'uploads',
      action: 'create',
      recordType: 'file',
      recordId: stored.path,
      after: stored,
    })
  }
  return c.json(stored, 201)
})

const PUBLIC_CACHING = 'public, max-age=31536000, immutable'
const PRIVATE_CACHING = 'private, no-cache'

/** RFC 6266: an ASCII fallback and the name as typed. */
function disposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

async function serveFile(c: Context<AppEnv>, folder: UploadFolder, name: string) {
  const isPrivate = isPrivateFolder(folder)
  if (isPrivate) {
    if (!c.var.principal)
      throw c.var.hasRejectedToken
        ? new AppError(401, 'session_expired', 'Your session has expired. Please sign in again.')
        : unauthorized()
    if (!(await mayReadPrivate(c.var.deps.db, c.var.principal, folder))) throw forbidden('You do not have permission to read this file.')
  }
  const path = `${folder}/${name}`
  const file = await fileStoreOf(c).read(path)
  if (!file) throw notFound('No such file: it may have been removed, or the address is mistyped.')
  const etag = `"${file.path}"`
  const headers: Record<string, string> = {
    'Content-Type': file.mediaType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': isPrivate ? PRIVATE_CACHING : PUBLIC_CACHING,
    ETag: etag,
    // A document opens in the browser's viewer (PDF) or downloads (Word), under the name it was uploaded with.
    'Content-Disposition': disposition(
      isImageType(file.mediaType) || file.mediaType === 'application/pdf' ? 'inline' : 'attachment',
      file.originalName,
    ),
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
  return c.body(file.content.slice().buffer, 200, headers)
}

uploadRoutes.get('/utility/file/:folder/:name', contract(storedFile), (c) => {
  const { folder, name } = c.req.valid('param')
  return serveFile(c, folder, name)
})

/** Mounted at /uploads. */
export const uploadsPathRoutes = new Hono<AppEnv>()
uploadsPathRoutes.get('/:folder/:name', contract(uploadsFile), (c) => {
  const { folder, name } = c.req.valid('param')
  return serveFile(c, folder, name)
})
