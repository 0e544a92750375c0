import { z } from 'zod'
import { acceptedMediaTypes, storedNamePattern, uploadFolders } from '../uploads.js'
import { endpoint, fileAnswer } from './endpoint.js'

/** File uploads (spec 1 §7, spec 2 §7 "Upload"; issue 19; ADR 026). */
const tag = 'Uploads'

export const uploadQuery = z.object({
  folder: z
    .enum(uploadFolders, { error: `must be one of ${uploadFolders.join(', ')}` })
    .optional()
    .default('general'),
})

export const uploadedFile = z.object({
  /** Where the file is served: `/uploads/{path}`. */
  url: z.string(),
  /** `{folder}/{stored name}`: also served at `/api/utility/file/{path}`. */
  path: z.string(),
  /** The name it was uploaded with, for showing; the stored name is generated. */
  name: z.string(),
  size: z.number(),
  /** The media type its bytes show, whatever its name said. */
  type: z.enum(acceptedMediaTypes),
  /** An image's WebP copies at the widths the app draws (empty for a document). */
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
  /** The copy a card or a form shows (the 960-wide WebP of an image; the file itself otherwise). */
  display_url: z.string(),
})
export type UploadedFile = z.infer<typeof uploadedFile>

export const uploadFile = endpoint({
  method: 'post',
  path: '/api/utility/upload/file',
  tag,
  summary: 'Uploads one file (multipart/form-data, field `file`) into a folder',
  description:
    'The type is read from the file’s bytes: JPEG, PNG, WebP or GIF images, PDF, Word .doc or .docx; anything else is 415. ' +
    'Over the size limit (10 MB unless UPLOAD_MAX_MB says otherwise) is 413. Images get WebP copies at the widths the app draws. ' +
    'Uploading needs the create or edit grant of the folder’s area (events, facilities, organisations, approvals, members); `general` and `gallery` any office user.',
  audience: 'staff',
  query: uploadQuery,
  responses: { 201: uploadedFile },
})

export const storedFileParams = z.object({
  folder: z.enum(uploadFolders, { error: 'is not a folder of uploads' }),
  name: z.string().regex(storedNamePattern, 'is not the name of a stored file'),
})

const fileTypes = [...acceptedMediaTypes]

const serveDescription =
  'Served with the type its bytes showed at upload, `X-Content-Type-Options: nosniff`, and caching (a year for public folders: names are never reused). ' +
  'Files of the private folders (approvals, member-documents) need a signed-in person allowed to read them.'

export const storedFile = endpoint({
  method: 'get',
  path: '/api/utility/file/:folder/:name',
  tag,
  summary: 'An uploaded file',
  description: serveDescription,
  audience: 'none',
  params: storedFileParams,
  responses: { 200: fileAnswer('The file', ...fileTypes) },
})

export const uploadsFile = endpoint({
  method: 'get',
  path: '/uploads/:folder/:name',
  tag,
  summary: 'An uploaded file, at the address upload answers with',
  description: serveDescription,
  audience: 'none',
  params: storedFileParams,
  responses: { 200: fileAnswer('The file', ...fileTypes) },
})
