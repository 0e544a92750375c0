import { queryOptions } from '@tanstack/react-query'
import type { ApprovalStatus } from '../../../domain/approvals'
import { approvalRecordPdf, getApproval, listApprovals } from '../../../domain/contract/approvals'
import { callApi } from '../../api/client'

export const approvalsListQuery = (status: ApprovalStatus | '', page: number) =>
  queryOptions({
    queryKey: ['office-approvals', status, page],
    queryFn: ({ signal }) => callApi(listApprovals, { query: { ...(status ? { status } : {}), page } }, { signal }),
  })

export const officeApprovalQuery = (id: number) =>
  queryOptions({
    queryKey: ['office-approval', id],
    queryFn: ({ signal }) => callApi(getApproval, { params: { id }, query: {} }, { signal }),
  })

/** The record's PDF, saved under its own name. */
export async function saveApprovalRecord(id: number) {
  const blob = await callApi(approvalRecordPdf, { params: { id } })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `approval-${id}.pdf`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
