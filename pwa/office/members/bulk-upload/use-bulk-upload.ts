import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BulkUploadKind } from '../../../../domain/bulk-uploads'
import { bulkUploadEndpoints, type bulkUploadMembers, type BulkUploadReport } from '../../../../domain/contract/bulk-uploads'
import { callApi } from '../../../api/client'
import { accountKeys } from '../../accounts/queries'
import { memberKeys } from '../queries'

/** An upload's state (spec 2 §4): idle, loading, succeeded, failed. */
export type UploadStatus = 'idle' | 'loading' | 'succeeded' | 'failed'

/** 20,000 rows take the server a while: ten minutes before the screen stops waiting (spec 2 §9's 30 s is for single calls). */
export const BULK_UPLOAD_TIMEOUT_MS = 600_000

export interface UploadRequest {
  kind: BulkUploadKind
  rows: Record<string, string>[]
}

export function useBulkUpload() {
  const queryClient = useQueryClient()
  const mutation = useMutation<BulkUploadReport, Error, UploadRequest>({
    // The four endpoints take and answer the same shapes; they differ in path and in who may call them.
    mutationFn: ({ kind, rows }) =>
      callApi(bulkUploadEndpoints[kind] as typeof bulkUploadMembers, { body: { rows } }, { timeoutMs: BULK_UPLOAD_TIMEOUT_MS }),
    onSuccess: (_report, { kind }) =>
      queryClient.invalidateQueries({ queryKey: kind === 'wallet' || kind === 'transactions' ? accountKeys.all : memberKeys.all }),
  })
  const status: UploadStatus = mutation.isPending ? 'loading' : mutation.isSuccess ? 'succeeded' : mutation.isError ? 'failed' : 'idle'
  return { ...mutation, status }
}
