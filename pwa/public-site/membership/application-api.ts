import type { ResponseOf } from '../../../domain/contract/endpoint'
import type { ApplyInput, applyForMembership, membershipCategories } from '../../../domain/contract/membership-applications'
import type { UploadedFile } from '../../../domain/contract/uploads'
import { apiRequest } from '../../api/client'

/**
 * The membership form's calls (ADR 034), made without a session from an island of the public page
 * (ADR 031): the contract's types only, no schema code beyond the form's own checks.
 */
export type CategoryChoice = ResponseOf<typeof membershipCategories>['result'][number]

export const categoriesQueryKey = ['public-membership-categories'] as const

export const readCategories = (signal?: AbortSignal) =>
  apiRequest<ResponseOf<typeof membershipCategories>>('/api/public/membership-categories', {
    isAuthenticated: false,
    ...(signal ? { signal } : {}),
  }).then((answer) => answer.result)

export function uploadApplicantFile(file: File) {
  const form = new FormData()
  form.append('file', file)
  return apiRequest<UploadedFile>('/api/membership/upload', { method: 'POST', body: form, isAuthenticated: false })
}

export const submitApplication = (body: ApplyInput) =>
  apiRequest<ResponseOf<typeof applyForMembership>>('/api/membership/apply', { method: 'POST', body, isAuthenticated: false })
