import { uploadFile as uploadEndpoint } from '../../../domain/contract/uploads'
import type { ResponseOf } from '../../../domain/contract/endpoint'
import { DEFAULT_UPLOAD_MAX_BYTES, type UploadFolder } from '../../../domain/uploads'
import { apiRequest } from '../../api/client'
import { ApiError } from '../../api/api-error'
import { failureMessage } from '../../api/failure'

export type UploadedFile = ResponseOf<typeof uploadEndpoint>

/** A big picture on a slow connection takes a while: two minutes before giving up. */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * POST /api/utility/upload/file with the file in the multipart field `file` (spec 2 §7 "Upload").
 * A file over the usual limit is refused here, before minutes of sending: the server would refuse it
 * and close the connection, which the browser reports as a failed network rather than the reason.
 */
export async function uploadFile(file: File, folder: UploadFolder): Promise<UploadedFile> {
  if (file.size > DEFAULT_UPLOAD_MAX_BYTES)
    throw new ApiError('http', [`The file is too large: at most ${DEFAULT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB may be uploaded.`], 413)
  const body = new FormData()
  body.append('file', file)
  return apiRequest<UploadedFile>(uploadEndpoint.path, { method: 'POST', query: { folder }, body, timeoutMs: UPLOAD_TIMEOUT_MS })
}

/** The server's reason, else the spec's 'Error: {status}' (spec 2 §8). */
export function uploadFailure(error: unknown): string {
  const status = error instanceof ApiError && error.status ? error.status : 0
  return failureMessage(error, status ? `Error: ${status}` : 'The file could not be uploaded.')
}
