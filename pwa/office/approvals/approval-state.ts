import type { ApprovalDetail } from '../../../domain/contract/approvals'

/** Whether the request may still be changed: nobody has answered (PUT approval/update refuses it afterwards). */
export const isEditable = (request: Pick<ApprovalDetail, 'status' | 'approvals'>) =>
  request.status === 'Pending' && request.approvals.every((entry) => entry.status === 'Pending')
