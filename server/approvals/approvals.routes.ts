import { Hono, type Context } from 'hono'
import {
  approvalFile,
  approvalRecordPdf,
  createApproval,
  getApproval,
  listApprovals,
  myApprovals,
  resendApproval,
  respondToApproval,
  updateApproval,
  type ApprovalAccessQuery,
} from '../../domain/contract/approvals.js'
import { auditorOf } from '../audit/audit-trail.js'
import { principalHasAccess, requirePermission } from '../auth/permissions.js'
import { requireRole } from '../auth/principal.js'
import { clientAddress } from '../http/client-address.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { AppError, forbidden, notFound, unauthorized } from '../http/errors.js'
import { databaseFileStore } from '../uploads/stored-files.repository.js'
import { isLinkSignature } from './approval-links.js'
import { approvalRecordPdf as recordPdf } from './approval-record.js'
import {
  changeRequest,
  memberRequests,
  createRequest,
  requestFor,
  requestOrFail,
  requestPage,
  resendRequest,
  respond,
  type ApprovalReader,
  type Respondent,
} from './approvals.service.js'

/**
 * Approval requests (spec 1 §7 "Approvals"; issue 20; ADR 033), mounted at /api. The office's paths
 * need the 'approvals' area's grants; reading and answering need the approver's signed link or their
 * member session, never a member id alone.
 */
export const approvalsRoutes = new Hono<AppEnv>()

const NOT_YOUR_LINK =
  'This link does not let you see or answer this request. Open the link from your own WhatsApp message, or sign in to the member app.'
const ANSWER_NEEDS_LINK =
  'A member ID alone cannot answer an approval: open the link from your own WhatsApp message, or sign in to the member app as that member.'

const USER_AGENT_MAX = 300

/** The site's address as the caller reached it: each approver's link points there. */
export function originOf(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  if (c.var.deps.trustProxy > 0) {
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    if (host) return `${proto === 'http' ? 'http' : 'https'}://${host}`
  }
  return url.origin
}

const deliveryOf = (c: Context<AppEnv>) => ({ origin: originOf(c), deps: c.var.deps })

/** Who reads the request: the approver of a valid link or of the member session, else the office. */
async function readerOf(c: Context<AppEnv>, approvalId: number, access: ApprovalAccessQuery): Promise<ApprovalReader> {
  const { deps, principal } = c.var
  if (access.member_id && isLinkSignature(deps.tokens.secret, approvalId, access.member_id, access.sig)) {
    return { kind: 'approver', memberId: access.member_id, via: 'link', ip: clientAddress(c) }
  }
  if (principal?.kind === 'member' && (!access.member_id || access.member_id.toUpperCase() === principal.memberId.toUpperCase())) {
    return { kind: 'approver', memberId: principal.memberId, via: 'member-app', ip: clientAddress(c) }
  }
  if (principal && (await principalHasAccess(deps.db, principal, 'approvals', 'view'))) return { kind: 'office', name: principal.name }
  if (!principal && !access.member_id) {
    throw c.var.hasRejectedToken ? new AppError(401, 'session_expired', 'Your session has expired. Please sign in again.') : unauthorized()
  }
  throw forbidden(NOT_YOUR_LINK)
}

approvalsRoutes.post('/approval/create', requirePermission('approvals', 'create'), contract(createApproval), async (c) => {
  return c.json(await createRequest(deliveryOf(c), auditorOf(c), c.req.valid('json')), 201)
})

approvalsRoutes.put('/approval/update/:id', requirePermission('approvals', 'edit'), contract(updateApproval), async (c) => {
  return c.json(await changeRequest(deliveryOf(c), auditorOf(c), c.req.valid('param').id, c.req.valid('json')))
})

approvalsRoutes.get('/approval/all', requirePermission('approvals', 'view'), contract(listApprovals), async (c) => {
  return c.json(await requestPage(c.var.deps.db, c.req.valid('query')))
})

approvalsRoutes.post('/approval/resend/:id', requirePermission('approvals', 'edit'), contract(resendApproval), async (c) => {
  return c.json(await resendRequest(deliveryOf(c), auditorOf(c), c.req.valid('param').id))
})

approvalsRoutes.post('/approval/respond/:id', contract(respondToApproval), async (c) => {
  const { id } = c.req.valid('param')
  const input = c.req.valid('json')
  const { deps, principal } = c.var
  const ip = clientAddress(c)
  const userAgent = c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null
  let respondent: Respondent
  if (isLinkSignature(deps.tokens.secret, id, input.member_id, input.sig))
    respondent = { memberId: input.member_id, via: 'link', ip, userAgent }
  else if (principal?.kind === 'member' && principal.memberId.toUpperCase() === input.member_id.toUpperCase())
    respondent = { memberId: principal.memberId, via: 'member-app', ip, userAgent }
  else throw forbidden(ANSWER_NEEDS_LINK)
  return c.json(await respond(deps, id, respondent, input))
})

approvalsRoutes.get('/approval/:id/record.pdf', requirePermission('approvals', 'view'), contract(approvalRecordPdf), async (c) => {
  const { db, clock } = c.var.deps
  const id = c.req.valid('param').id
  const request = await requestFor(db, id, { kind: 'office', name: '' }, clock())
  return c.body((await recordPdf(request, request.trail, clock())).slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="approval-${id}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
})

approvalsRoutes.get('/approval/:id', contract(getApproval), async (c) => {
  const { id } = c.req.valid('param')
  const reader = await readerOf(c, id, c.req.valid('query'))
  return c.json({ data: await requestFor(c.var.deps.db, id, reader, c.var.deps.clock()) })
})

/** RFC 6266: an ASCII fallback and the name as typed. */
function disposition(kind: 'inline' | 'attachment', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

approvalsRoutes.get('/approval/:id/file', contract(approvalFile), async (c) => {
  const { id } = c.req.valid('param')
  const query = c.req.valid('query')
  const reader = await readerOf(c, id, query)
  const request = await requestOrFail(c.var.deps.db, id)
  if (reader.kind === 'approver') await requestFor(c.var.deps.db, id, reader, c.var.deps.clock()) // an approver of this request only
  const path = request.file_url?.replace(/^\/(uploads|api\/utility\/file)\//, '')
  const file = path ? await (c.var.deps.files ?? databaseFileStore(c.var.deps.db)).read(path) : undefined
  if (!file) throw notFound('This request has no attachment, or its file has been removed.')
  const isShownInline = !query.download && (file.mediaType.startsWith('image/') || file.mediaType === 'application/pdf')
  return c.body(file.content.slice().buffer, 200, {
    'Content-Type': file.mediaType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-cache',
    'Content-Disposition': disposition(isShownInline ? 'inline' : 'attachment', request.file_name ?? file.originalName),
  })
})

/** The member app's "Approvals" (mounted at /member/api). */
export const myApprovalsRoutes = new Hono<AppEnv>()

myApprovalsRoutes.get('/approvals', requireRole('member'), contract(myApprovals), async (c) => {
  const principal = c.var.principal
  if (principal?.kind !== 'member') throw forbidden()
  return c.json(await memberRequests(c.var.deps.db, principal.memberId))
})
