import { club } from '../../domain/club.js'
import type { AppDeps } from '../http/context.js'
import type { Delivery } from '../approvals/approval-messages.js'
import { findApplicationOfApproval, updateApplication } from './applications.repository.js'

/**
 * What an applicant is told on WhatsApp (ADR 034): the committee's refusal, or, once enrolled, their
 * member id and how to set a password (the forgot-password OTP flow, ADR 007). This module reads only
 * the applications' table, so the approvals' answer path can call it without a circle of imports.
 */

export async function tellEnrolled(delivery: Delivery, application: { name: string; mobileNumber: string; member_id: string | null }) {
  const memberId = application.member_id!
  const sent = await delivery.deps.messaging.send({
    to: application.mobileNumber,
    purpose: 'membership-enrolled',
    body:
      `Dear ${application.name}, welcome to ${club.name}: your membership has been approved and your member ID is ${memberId}. ` +
      `To set your password, open ${delivery.origin}/forgot-password/member, enter ${memberId}, and type the code we send to this number. ` +
      `Then sign in at ${delivery.origin}/member-login.`,
  })
  return sent.status !== 'failed'
}

/** When the committee's rule rejects an application's request, the applicant is told, once. */
export async function tellApplicantIfRefused(deps: Pick<AppDeps, 'db' | 'messaging' | 'clock'>, approvalId: number, status: string) {
  if (status !== 'Rejected') return
  const application = await findApplicationOfApproval(deps.db, approvalId)
  if (!application || application.applicant_told_at) return
  const sent = await deps.messaging.send({
    to: application.mobile,
    purpose: 'membership-refused',
    body:
      `Dear ${application.name}, thank you for applying for membership of ${club.name}. ` +
      'We are sorry to tell you that the membership committee has not approved your application. ' +
      'The club office will be glad to talk it over with you.',
  })
  if (sent.status !== 'failed') await updateApplication(deps.db, application.application_id, { applicant_told_at: deps.clock() })
}
