import { decideApproval, sameName, type ApprovalStatus } from '../../domain/approvals.js'
import type { ApprovalListQuery, ApprovalRequestInput, RespondInput } from '../../domain/contract/approvals.js'
import { addDays, formatClubDateTime, startOfClubDay } from '../../domain/time.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import type { Insertable } from 'kysely'
import type { ApprovalChannel, ApprovalEventsTable } from '../db/approvals-schema.js'
import type { AppDeps } from '../http/context.js'
import { badRequest, conflict, notFound } from '../http/errors.js'
import { tellApplicantIfRefused } from '../membership-applications/application-messages.js'
import { sendLinks, sentMessage, tellDecided, type Delivery } from './approval-messages.js'
import {
  answerApprover,
  approversOf,
  countByStatus,
  deleteApprovers,
  eventsOf,
  findRequest,
  hasViewedSince,
  insertApprovers,
  insertEvents,
  insertRequest,
  listRequests,
  membersByIds,
  requestIdsOfMember,
  requestsByIds,
  updateRequest,
  type ApproverRow,
  type RequestRow,
} from './approvals.repository.js'

export const APPROVAL_NOT_FOUND = 'Approval request not found'

/** Who is reading or answering a request (ADR 033). */
export type ApprovalReader =
  { kind: 'office'; name: string } | { kind: 'approver'; memberId: string; via: ApprovalChannel; ip: string | null }

function toApprover(row: ApproverRow, isShownInFull: boolean) {
  return {
    member_id: row.member_id,
    name: row.name,
    role_title: row.role_title,
    email: isShownInFull ? row.email : null,
    contact_number: isShownInFull ? row.mobile : null,
    status: row.status,
    signed_at: row.signed_at?.toISOString() ?? null,
    signature_data: isShownInFull ? row.signature_data : null,
  }
}

/** The request as spec 1 §3 shapes it; an approver sees the other approvers' contact details and signatures hidden. */
export function toRequest(row: RequestRow, approvers: readonly ApproverRow[], reader?: ApprovalReader) {
  return {
    _id: row.approval_id,
    approval_id: row.approval_id,
    subject: row.subject,
    body: row.body,
    created_by: row.created_by_name,
    created_by_id: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    file_url: row.file_url,
    file_name: row.file_name,
    rule: row.rule,
    status: row.status,
    due_at: row.due_at?.toISOString() ?? null,
    decided_at: row.decided_at?.toISOString() ?? null,
    approvals: approvers
      .filter((approver) => approver.approval_id === row.approval_id)
      .map((approver) => toApprover(approver, !reader || reader.kind === 'office' || reader.memberId === approver.member_id)),
  }
}

export async function requestOrFail(db: Executor, approvalId: number, options: { forUpdate?: boolean } = {}) {
  const row = await findRequest(db, approvalId, options)
  if (!row) throw notFound(APPROVAL_NOT_FOUND)
  return row
}

async function fullRequest(db: Executor, approvalId: number, reader?: ApprovalReader) {
  const row = await requestOrFail(db, approvalId)
  return toRequest(row, await approversOf(db, [approvalId]), reader)
}

/** The members named must be on the register and active; a 400 names each one that is not. */
async function checkedApprovers(db: Executor, input: ApprovalRequestInput) {
  const found = await membersByIds(
    db,
    input.approvers.map((approver) => approver.member_id),
  )
  const byId = new Map(found.map((member) => [member.member_id.toUpperCase(), member]))
  const errors = input.approvers.flatMap((approver, index) => {
    const member = byId.get(approver.member_id)
    const path = `approvers.${index}.member_id`
    if (!member) return [{ path, msg: `${path}: no member ${approver.member_id} on the register` }]
    if (member.status !== 'active') return [{ path, msg: `${path}: ${member.name} (${member.member_id}) is not an active member` }]
    return []
  })
  if (errors.length > 0) throw badRequest(errors[0]!.msg, errors)
  return input.approvers.map((approver) => ({ ...approver, member: byId.get(approver.member_id)! }))
}

export async function createRequest(delivery: Delivery, by: Auditor, input: ApprovalRequestInput) {
  const { db } = delivery.deps
  const now = by.at
  const request = await db.transaction().execute(async (trx) => {
    const approvers = await checkedApprovers(trx, input)
    const row = await insertRequest(trx, {
      subject: input.subject,
      body: input.body,
      file_url: input.file_url,
      file_name: input.file_url ? (input.file_name ?? input.file_url.split('/').pop()!) : null,
      rule: input.rule,
      due_at: input.due_at,
      created_by: by.actorId,
      created_by_name: by.actorName,
      created_at: now,
      updated_at: now,
    })
    await insertApprovers(
      trx,
      approvers.map((approver, position) => ({
        approval_id: row.approval_id,
        member_id: approver.member.member_id,
        position,
        role_title: approver.role_title,
      })),
    )
    await insertEvents(trx, [
      { approval_id: row.approval_id, at: now, kind: 'created', member_id: null, actor_name: by.actorName, ip: by.ip, detail: null },
    ])
    const created = toRequest(row, await approversOf(trx, [row.approval_id]))
    await recordChange(trx, by, { area: 'approvals', action: 'create', recordType: 'approval', recordId: row.approval_id, after: created })
    return row
  })
  const approvers = await approversOf(db, [request.approval_id])
  const sentTo = await sendLinks(delivery, request, approvers, 'sent', by.actorName)
  const data = toRequest(request, approvers)
  return { message: sentMessage('Approval request created', sentTo, approvers.length), data, sent_to: sentTo }
}

export async function changeRequest(delivery: Delivery, by: Auditor, approvalId: number, input: ApprovalRequestInput) {
  const { db } = delivery.deps
  const request = await db.transaction().execute(async (trx) => {
    const before = await requestOrFail(trx, approvalId, { forUpdate: true })
    const beforeApprovers = await approversOf(trx, [approvalId])
    const answered = beforeApprovers.find((approver) => approver.status !== 'Pending')
    if (answered) {
      throw conflict(
        `This request can no longer be changed: ${answered.name} answered (${answered.status}) on ${formatClubDateTime(answered.signed_at!)}. Create a new request instead.`,
      )
    }
    const approvers = await checkedApprovers(trx, input)
    const row = await updateRequest(trx, approvalId, {
      subject: input.subject,
      body: input.body,
      file_url: input.file_url,
      file_name: input.file_url
        ? (input.file_name ?? (input.file_url === before.file_url ? before.file_name : input.file_url.split('/').pop()!))
        : null,
      rule: input.rule,
      due_at: input.due_at,
      updated_at: by.at,
    })
    await deleteApprovers(trx, approvalId)
    await insertApprovers(
      trx,
      approvers.map((approver, position) => ({
        approval_id: approvalId,
        member_id: approver.member.member_id,
        position,
        role_title: approver.role_title,
      })),
    )
    await insertEvents(trx, [
      { approval_id: approvalId, at: by.at, kind: 'updated', member_id: null, actor_name: by.actorName, ip: by.ip, detail: null },
    ])
    await recordChange(trx, by, {
      area: 'approvals',
      action: 'update',
      recordType: 'approval',
      recordId: approvalId,
      before: toRequest(before, beforeApprovers),
      after: toRequest(row, await approversOf(trx, [approvalId])),
    })
    return row
  })
  const approvers = await approversOf(db, [approvalId])
  const sentTo = await sendLinks(delivery, request, approvers, 'sent', by.actorName)
  return {
    message: sentMessage('Approval request updated', sentTo, approvers.length),
    data: toRequest(request, approvers),
    sent_to: sentTo,
  }
}

export async function resendRequest(delivery: Delivery, by: Auditor, approvalId: number) {
  const { db } = delivery.deps
  const request = await requestOrFail(db, approvalId)
  if (request.status !== 'Pending')
    throw conflict(
      `This request was ${request.status.toLowerCase()} on ${formatClubDateTime(request.decided_at!)}: there is no one left to remind.`,
    )
  const approvers = await approversOf(db, [approvalId])
  const pending = approvers.filter((approver) => approver.status === 'Pending')
  const sentTo = await sendLinks(delivery, request, pending, 'resent', by.actorName)
  await recordChange(db, by, {
    area: 'approvals',
    action: 'status',
    recordType: 'approval',
    recordId: approvalId,
    summary: `Resent to ${pending.map((approver) => approver.member_id).join(', ')}`,
  })
  const message =
    sentTo.length === pending.length
      ? `Approval request resent to ${pending.length} pending ${pending.length === 1 ? 'approver' : 'approvers'}.`
      : `Approval request resent to ${sentTo.length} of ${pending.length} pending approvers: tell the others yourself.`
  return { message, data: toRequest(request, approvers), sent_to: sentTo }
}

export async function requestPage(db: Executor, query: ApprovalListQuery) {
  const filter = {
    status: query.status,
    creator: query.creator,
    from: query.from ? startOfClubDay(query.from) : undefined,
    before: query.to ? startOfClubDay(addDays(query.to, 1)) : undefined,
  }
  const offset = (query.page - 1) * query.limit
  const [rows, counts] = await Promise.all([listRequests(db, filter, { limit: query.limit, offset }), countByStatus(db, filter)])
  const approvers = await approversOf(
    db,
    rows.map((row) => row.approval_id),
  )
  const total = query.status ? counts[query.status] : counts.all
  return {
    data: rows.map((row) => toRequest(row, approvers)),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) },
    counts,
  }
}

/** Reloading the viewer is not news: an approver's opening is recorded once in this long. */
const VIEW_RECORD_INTERVAL_MS = 15 * 60 * 1000

export async function requestFor(db: DB, approvalId: number, reader: ApprovalReader, now: Date) {
  const request = await fullRequest(db, approvalId, reader)
  if (reader.kind === 'approver') {
    const own = request.approvals.find((approver) => approver.member_id === reader.memberId)
    if (!own) throw notFound(APPROVAL_NOT_FOUND)
    if (!(await hasViewedSince(db, approvalId, own.member_id, new Date(now.getTime() - VIEW_RECORD_INTERVAL_MS)))) {
      await insertEvents(db, [
        {
          approval_id: approvalId,
          at: now,
          kind: 'viewed',
          member_id: own.member_id,
          actor_name: own.name,
          ip: reader.ip,
          detail: `via ${reader.via}`,
        },
      ])
    }
    return {
      ...request,
      viewer: { member_id: own.member_id, can_respond: own.status === 'Pending' && request.status === 'Pending' },
      trail: [],
    }
  }
  return { ...request, viewer: { member_id: null, can_respond: false }, trail: await trailOf(db, approvalId) }
}

export async function trailOf(db: Executor, approvalId: number) {
  return (await eventsOf(db, approvalId)).map((event) => ({
    at: event.at.toISOString(),
    kind: event.kind,
    member_id: event.member_id,
    actor_name: event.actor_name,
    detail: event.detail,
  }))
}

const alreadyAnswered = (approver: ApproverRow) =>
  conflict(`You have already responded: ${approver.status} on ${formatClubDateTime(approver.signed_at!)}.`, {
    first: { status: approver.status, signed_at: approver.signed_at!.toISOString() },
  })

export interface Respondent {
  memberId: string
  via: ApprovalChannel
  ip: string | null
  userAgent: string | null
}

/**
 * An approver's answer, once (ADR 033). The request row is locked while the answer is written and the
 * rule re-decided, so two approvers answering at once both count and the request is decided once.
 */
export async function respond(deps: Pick<AppDeps, 'db' | 'messaging' | 'clock'>, approvalId: number, who: Respondent, input: RespondInput) {
  const { db } = deps
  const now = deps.clock()
  const outcome = await db.transaction().execute(async (trx) => {
    const request = await requestOrFail(trx, approvalId, { forUpdate: true })
    const approvers = await approversOf(trx, [approvalId])
    const approver = approvers.find((row) => row.member_id.toUpperCase() === who.memberId.toUpperCase())
    if (!approver) throw notFound(APPROVAL_NOT_FOUND)
    if (approver.status !== 'Pending') throw alreadyAnswered(approver)
    if (request.status !== 'Pending') {
      throw conflict(
        `This request was already ${request.status.toLowerCase()} on ${formatClubDateTime(request.decided_at!)}; no more answers are needed.`,
      )
    }
    if (!input.signature_data.startsWith('data:') && !sameName(input.signature_data, approver.name)) {
      const msg = `signature_data: type your full name as the club knows it (${approver.name}), or draw your signature`
      throw badRequest(msg, [{ path: 'signature_data', msg }])
    }
    const answered = await answerApprover(trx, approvalId, approver.member_id, {
      status: input.status,
      signed_at: now,
      signature_data: input.signature_data,
      answered_ip: who.ip,
      answered_user_agent: who.userAgent,
      answered_via: who.via,
    })
    if (!answered) throw alreadyAnswered(approver)
    const statuses = approvers.map((row): ApprovalStatus => (row.member_id === approver.member_id ? input.status : row.status))
    const decided = decideApproval(request.rule, statuses)
    const events: Insertable<ApprovalEventsTable>[] = [
      {
        approval_id: approvalId,
        at: now,
        kind: 'answered',
        member_id: approver.member_id,
        actor_name: approver.name,
        ip: who.ip,
        detail: `${input.status}, signed ${input.signature_data.startsWith('data:') ? 'by hand' : 'by typed name'}, via ${who.via}`,
      },
    ]
    let row = request
    if (decided !== 'Pending') {
      row = await updateRequest(trx, approvalId, { status: decided, decided_at: now, updated_at: now })
      events.push({
        approval_id: approvalId,
        at: now,
        kind: 'decided',
        member_id: null,
        actor_name: 'Rule',
        ip: null,
        detail: `${decided} (rule: ${request.rule})`,
      })
    }
    await insertEvents(trx, events)
    return { request: row, approver, isDecided: decided !== 'Pending' }
  })
  const approvers = await approversOf(db, [approvalId])
  if (outcome.isDecided) {
    await tellDecided(deps, outcome.request, approvers)
    await tellApplicantIfRefused(deps, approvalId, outcome.request.status)
  }
  const data = toRequest(outcome.request, approvers, { kind: 'approver', memberId: outcome.approver.member_id, via: who.via, ip: who.ip })
  return { message: `Your response (${input.status}) has been recorded. Thank you.`, data }
}

/** A member's requests (the member app's "Approvals"): waiting for their answer, and the rest. */
export async function memberRequests(db: Executor, memberId: string) {
  const mine = await requestIdsOfMember(db, memberId)
  const ids = mine.map((row) => row.approval_id)
  const [rows, approvers] = await Promise.all([requestsByIds(db, ids), approversOf(db, ids)])
  const reader: ApprovalReader = { kind: 'approver', memberId, via: 'member-app', ip: null }
  const byId = new Map(rows.map((row) => [row.approval_id, toRequest(row, approvers, reader)]))
  const inOrder = mine.map((row) => ({ row, request: byId.get(row.approval_id)! }))
  return {
    waiting: inOrder.filter(({ row }) => row.status === 'Pending' && row.request_status === 'Pending').map(({ request }) => request),
    answered: inOrder.filter(({ row }) => row.status !== 'Pending' || row.request_status !== 'Pending').map(({ request }) => request),
  }
}
