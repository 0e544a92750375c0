import type { ApprovalDetail, ApprovalRequest } from '../../../domain/contract/approvals'

type Approver = ApprovalDetail['approvals'][number]

/** One approver's row as the API answers it: pending, with no contact details unless given. */
export const approver = (member_id: string, name: string, role_title: string, extra: Partial<Approver> = {}): Approver => ({
  member_id,
  name,
  role_title,
  email: null,
  contact_number: null,
  status: 'Pending',
  signed_at: null,
  signature_data: null,
  ...extra,
})

/** Vikram Malhotra, the President, with his contact details; answered when a status is given. */
export const president = (status: Approver['status'] = 'Pending'): Approver =>
  approver('M1001', 'Vikram Malhotra', 'President', {
    email: 'vikram@example.in',
    contact_number: '9810043210',
    ...(status === 'Pending' ? {} : { status, signed_at: '2026-11-22T05:00:00.000Z', signature_data: 'Vikram Malhotra' }),
  })

/** A request for a new billiards table, made by Rajiv Khanna, pending under the rule 'all'. */
export const approvalRequest = (overrides: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  _id: 5,
  approval_id: 5,
  subject: 'New billiards table',
  body: 'The billiards room needs a new table.',
  created_by: 'Rajiv Khanna',
  created_by_id: 2,
  created_at: '2026-11-22T04:30:00.000Z',
  updated_at: '2026-11-22T04:30:00.000Z',
  file_url: null,
  file_name: null,
  rule: 'all',
  status: 'Pending',
  due_at: null,
  decided_at: null,
  approvals: [president(), approver('M1002', 'Anita Kapoor', 'Secretary')],
  ...overrides,
})
