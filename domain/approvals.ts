/**
 * Approval requests the office sends to committee members (spec 1 §§2-4, issue 20; ADR 033). Pure
 * rules shared by the server, the office screens and the viewer.
 */

export const approvalStatuses = ['Pending', 'Approved', 'Rejected'] as const
export type ApprovalStatus = (typeof approvalStatuses)[number]

/** An approver's answer: Approved or Rejected (Pending is the absence of one). */
export const answerStatuses = ['Approved', 'Rejected'] as const
export type AnswerStatus = (typeof answerStatuses)[number]

/** How the approvers' answers decide the request. */
export const approvalRules = ['all', 'majority', 'any'] as const
export type ApprovalRule = (typeof approvalRules)[number]

export const approvalRuleLabels: Record<ApprovalRule, string> = {
  all: 'Every approver must approve',
  majority: 'More than half must approve',
  any: 'One approval is enough',
}

/**
 * The request's overall status from its approvers' statuses. It is decided as soon as the answers
 * still to come cannot change the outcome:
 * - all: one rejection rejects; every approval approves;
 * - majority: more than half approving approves; once that can no longer happen, it is rejected
 *   (a tie is not a majority);
 * - any: one approval approves; every rejection rejects.
 */
export function decideApproval(rule: ApprovalRule, statuses: readonly ApprovalStatus[]): ApprovalStatus {
  const total = statuses.length
  const approved = statuses.filter((status) => status === 'Approved').length
  const rejected = statuses.filter((status) => status === 'Rejected').length
  if (total === 0) return 'Pending'
  switch (rule) {
    case 'all':
      if (rejected > 0) return 'Rejected'
      return approved === total ? 'Approved' : 'Pending'
    case 'any':
      if (approved > 0) return 'Approved'
      return rejected === total ? 'Rejected' : 'Pending'
    case 'majority':
      if (approved * 2 > total) return 'Approved'
      return (total - rejected) * 2 <= total ? 'Rejected' : 'Pending'
  }
}

/** The most approvers one request may name. */
export const MAX_APPROVERS = 25

/** A drawn signature is a PNG or JPEG data URL from the viewer's pad, at most this long. */
export const MAX_SIGNATURE_DATA_LENGTH = 300_000
export const isDrawnSignature = (value: string) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(value)

/** A typed signature must be the approver's full name as the club knows it (case and spacing aside). */
export const sameName = (typed: string, name: string) => {
  const plain = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '')
  return plain(typed) !== '' && plain(typed) === plain(name)
}

/** The viewer's words (spec 1 §§5, 8). */
export const approvalTexts = {
  missingId: 'Approval ID is missing from URL',
  memberIdRequired: 'Member ID is required to respond to approval',
  notFound: 'Approval Not Found',
  loadFailed: 'Failed to load approval details',
  noData: 'No approval data received',
  createFailed: 'Failed to create approval request',
  updateFailed: 'Failed to update approval request',
  listFailed: 'Failed to fetch approval requests',
  fetchFailed: 'Failed to fetch approval request',
  respondFailed: 'Failed to submit approval response',
  resendFailed: 'Failed to resend approval request',
  fileNotAccessible: (reason: string) => `File is not accessible (${reason}). Please try downloading instead.`,
} as const

/** Spec 1 §5: the file's kind by its extension. */
export type AttachmentKind = 'image' | 'pdf' | 'document' | 'other'
export function attachmentKind(name: string): AttachmentKind {
  const extension = name.toLowerCase().split('?')[0]!.split('.').pop() ?? ''
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(extension)) return 'image'
  if (extension === 'pdf') return 'pdf'
  if (['doc', 'docx'].includes(extension)) return 'document'
  return 'other'
}

/** Where the approval viewer redirects after an answer (spec 1 §9). */
export const AFTER_RESPONSE_DELAY_MS = 2000

/**
 * A request past its due date while its rule is still undecided (ADR 034): shown as overdue to the
 * office. Nothing closes it: the office resends, changes or lets it run (ADR 033).
 */
export const isOverdue = (request: { status: ApprovalStatus; due_at: string | null }, now: Date) =>
  request.status === 'Pending' && request.due_at !== null && new Date(request.due_at).getTime() < now.getTime()
