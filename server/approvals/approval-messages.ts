import { formatClubDateTime } from '../../domain/time.js'
import type { AppDeps } from '../http/context.js'
import { approvalLink } from './approval-links.js'
import { insertEvents, userMobile, type ApproverRow, type RequestRow } from './approvals.repository.js'

/** What approvers and creators are told on WhatsApp (ADR 033): each approver's own link, and the decision. */

export interface Delivery {
  origin: string
  deps: Pick<AppDeps, 'db' | 'messaging' | 'tokens' | 'clock'>
}

const requestMessage = (approver: ApproverRow, request: RequestRow, link: string, isReminder: boolean) =>
  `Dear ${approver.name}, ${isReminder ? 'a reminder: ' : ''}${request.created_by_name} of the club office asks for your approval as ${approver.role_title}: “${request.subject}”.` +
  `${request.due_at ? ` Please answer by ${formatClubDateTime(request.due_at)}.` : ''} Open your own link to read it and answer (do not forward it): ${link}`

/**
 * Sends each approver named their own link, after the request is stored: a slow or failed message
 * does not undo it, and the trail says what became of each.
 */
export async function sendLinks(
  delivery: Delivery,
  request: RequestRow,
  approvers: readonly ApproverRow[],
  kind: 'sent' | 'resent',
  by: string,
) {
  const { db, messaging, tokens, clock } = delivery.deps
  const sentTo: string[] = []
  const events = []
  for (const approver of approvers) {
    const link = approvalLink(delivery.origin, tokens.secret, request.approval_id, approver.member_id)
    let detail: string
    if (!approver.mobile) detail = `${approver.name} (${approver.member_id}) has no mobile number on record`
    else {
      const sent = await messaging.send({
        to: approver.mobile,
        body: requestMessage(approver, request, link, kind === 'resent'),
        purpose: 'approval',
      })
      if (sent.status !== 'failed') sentTo.push(approver.member_id)
      detail = `WhatsApp to ${approver.name} (${approver.member_id}): ${sent.status}${sent.error ? ` (${sent.error})` : ''}`
    }
    events.push({ approval_id: request.approval_id, at: clock(), kind, member_id: approver.member_id, actor_name: by, ip: null, detail })
  }
  await insertEvents(db, events)
  return sentTo
}

export const sentMessage = (what: string, sentTo: readonly string[], total: number) =>
  sentTo.length === total
    ? `${what}; ${total === 1 ? 'the approver has' : `all ${total} approvers have`} been sent their link on WhatsApp.`
    : `${what}; ${sentTo.length} of ${total} approvers have been sent their link on WhatsApp: tell the others yourself.`

/** When the rule decides a request, its creator and every approver are told on WhatsApp. */
export async function tellDecided(
  deps: Pick<AppDeps, 'db' | 'messaging' | 'clock'>,
  request: RequestRow,
  approvers: readonly ApproverRow[],
) {
  const { db, messaging } = deps
  const text = (name: string) =>
    `Dear ${name}, the approval request “${request.subject}” has been ${request.status.toLowerCase()} ` +
    `(${approvers.filter((a) => a.status === 'Approved').length} approved, ${approvers.filter((a) => a.status === 'Rejected').length} rejected, ` +
    `${approvers.filter((a) => a.status === 'Pending').length} not answered).`
  const recipients: { name: string; mobile: string | null }[] = approvers.map((approver) => ({
    name: approver.name,
    mobile: approver.mobile,
  }))
  const creator = request.created_by !== null ? await userMobile(db, request.created_by) : undefined
  if (creator) recipients.unshift(creator)
  let told = 0
  for (const recipient of recipients) {
    if (!recipient.mobile) continue
    const sent = await messaging.send({ to: recipient.mobile, body: text(recipient.name), purpose: 'approval-decided' })
    if (sent.status !== 'failed') told += 1
  }
  await insertEvents(db, [
    {
      approval_id: request.approval_id,
      at: deps.clock(),
      kind: 'notified',
      member_id: null,
      actor_name: 'Club',
      ip: null,
      detail: `${told} of ${recipients.length} told on WhatsApp`,
    },
  ])
}
