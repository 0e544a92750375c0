import { queryOptions } from '@tanstack/react-query'
import type { ApplicationStatus } from '../../../domain/membership-applications'
import { getCommittee, listApplications } from '../../../domain/contract/membership-applications'
import { callApi } from '../../api/client'

/** Membership applications and the committee (ADR 034), as the office reads them. */
export const applicationKeys = {
  all: ['membership-applications'] as const,
  committee: ['membership-committee'] as const,
}

export const applicationsQuery = (status: ApplicationStatus | '', page: number) =>
  queryOptions({
    queryKey: [...applicationKeys.all, 'list', status, page],
    queryFn: ({ signal }) => callApi(listApplications, { query: { ...(status ? { status } : {}), page } }, { signal }),
  })

/** The application behind one approval request, if it is one. */
export const applicationOfApprovalQuery = (approvalId: number) =>
  queryOptions({
    queryKey: [...applicationKeys.all, 'of-approval', approvalId],
    queryFn: async ({ signal }) => (await callApi(listApplications, { query: { approval_id: approvalId } }, { signal })).data[0] ?? null,
  })

export const committeeQuery = queryOptions({
  queryKey: applicationKeys.committee,
  queryFn: ({ signal }) => callApi(getCommittee, {}, { signal }),
})
