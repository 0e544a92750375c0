import { z } from 'zod'
import {
  approvalRules,
  approvalStatuses,
  answerStatuses,
  approvalTexts,
  isDrawnSignature,
  MAX_APPROVERS,
  MAX_SIGNATURE_DATA_LENGTH,
} from '../approvals.js'
import { endpoint, fileAnswer } from './endpoint.js'
import { clubDay, id, instant, memberNumber, omitEmpty, page, requiredText, text, timestamp, wholeNumberText } from './fields.js'
import { pagination } from './users.js'

/**
 * Approval requests (spec 1 §§2-4, 7 "Approvals", 8; issue 20; ADR 033). The office creates a request
 * for committee members; each is sent their own signed link to the viewer (/approval/view/{id}) and
 * answers once, with a drawn signature or their typed full name.
 */
const tag = 'Approvals'

const oneOf = (words: readonly string[]) => `must be one of ${words.join(', ')}`

/** An attachment uploaded to the private approvals folder (POST /api/utility/upload/file?folder=approvals). */
const attachmentUrl = z
  .string({ error: 'must be the address of a file uploaded to the approvals folder' })
  .trim()
  .regex(
    /^\/(uploads|api\/utility\/file)\/approvals\/[a-z0-9]{16}(-\d{3,4})?\.[a-z]{3,4}$/,
    'must be the address of a file uploaded to the approvals folder, such as /uploads/approvals/abcdefgh12345678.pdf',
  )

const approverInput = z.object({
  member_id: memberNumber,
  role_title: requiredText('Role title', 100),
})

const requestFields = {
  subject: requiredText('Subject', 200),
  body: requiredText('Body', 5000),
  file_url: z
    .union([attachmentUrl, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  file_name: text(200)
    .nullish()
    .transform((value) => value || null),
  approvers: z
    .array(approverInput, { error: 'must be a list of approvers, each with member_id and role_title' })
    .min(1, 'must name at least one approver')
    .max(MAX_APPROVERS, `must name at most ${MAX_APPROVERS} approvers`)
    .refine((list) => new Set(list.map((approver) => approver.member_id)).size === list.length, 'must name each member once'),
  rule: z.enum(approvalRules, { error: oneOf(approvalRules) }).default('all'),
  due_at: z
    .union([instant, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
}

export const approvalRequestBody = z.object(requestFields)
export type ApprovalRequestInput = z.output<typeof approvalRequestBody>

export const approvalIdParam = z.object({ id })

/** The approver's own link carries `sig`: the request and the member, signed by the server (ADR 033). */
export const approvalAccessQuery = z.object({
  member_id: omitEmpty(memberNumber),
  sig: omitEmpty(text(100)),
})
export type ApprovalAccessQuery = z.output<typeof approvalAccessQuery>

export const respondBody = z.object({
  member_id: z.string({ error: approvalTexts.memberIdRequired }).trim().min(1, approvalTexts.memberIdRequired).pipe(memberNumber),
  status: z.enum(answerStatuses, { error: oneOf(answerStatuses) }),
  signature_data: z
    .string({ error: 'is required: draw your signature or type your full name' })
    .trim()
    .min(1, 'is required: draw your signature or type your full name')
    .max(MAX_SIGNATURE_DATA_LENGTH, 'is too large: draw a smaller signature')
    .refine(
      (value) => (value.startsWith('data:') ? isDrawnSignature(value) : value.length <= 100),
      'must be a drawn signature (PNG or JPEG) or your full name',
    ),
  /** The link's signature; not needed when the approver is signed in to the member app. */
  sig: omitEmpty(text(100)),
})
export type RespondInput = z.output<typeof respondBody>

export const approvalListQuery = z
  .object({
    status: omitEmpty(z.enum(approvalStatuses, { error: oneOf(approvalStatuses) })),
    /** The user id of the person who created it. */
    creator: omitEmpty(id),
    /** Created on or after this day (club time). */
    from: omitEmpty(clubDay),
    /** Created on or before this day (club time). */
    to: omitEmpty(clubDay),
    page,
    limit: wholeNumberText(1, 100).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'must be on or after the first day' })
export type ApprovalListQuery = z.output<typeof approvalListQuery>

export const approverEntry = z.object({
  member_id: z.string(),
  name: z.string(),
  role_title: z.string(),
  email: z.string().nullable().describe('Shown to the office and to the approver themself; null for others'),
  contact_number: z.string().nullable().describe('Shown to the office and to the approver themself; null for others'),
  status: z.enum(approvalStatuses),
  signed_at: timestamp.nullable(),
  signature_data: z
    .string()
    .nullable()
    .describe('The drawn signature (a data URL) or the typed name; to the office and the approver themself'),
})
export type ApproverEntry = z.infer<typeof approverEntry>

export const trailEntry = z.object({
  at: timestamp,
  kind: z.enum(['created', 'updated', 'sent', 'resent', 'viewed', 'answered', 'decided', 'notified']),
  member_id: z.string().nullable(),
  actor_name: z.string(),
  detail: z.string().nullable(),
})
export type TrailEntry = z.infer<typeof trailEntry>

export const approvalRequest = z.object({
  _id: z.number(),
  approval_id: z.number(),
  subject: z.string(),
  body: z.string(),
  created_by: z.string().describe('The name of the office person who created it'),
  created_by_id: z.number().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  file_url: z.string().nullable(),
  file_name: z.string().nullable(),
  rule: z.enum(approvalRules),
  status: z.enum(approvalStatuses).describe('Pending until the rule decides it'),
  due_at: timestamp.nullable(),
  decided_at: timestamp.nullable(),
  approvals: z.array(approverEntry),
})
export type ApprovalRequest = z.infer<typeof approvalRequest>

/** What one reader may do: the office, the approver named by the link or session, or a view-only reader. */
export const approvalDetail = approvalRequest.extend({
  viewer: z.object({
    member_id: z.string().nullable().describe('The approver this reader answers as; null: view only'),
    can_respond: z.boolean(),
  }),
  trail: z.array(trailEntry).describe('The request’s trail; for the office only (empty for others)'),
})
export type ApprovalDetail = z.infer<typeof approvalDetail>

const answer = z.object({ message: z.string(), data: approvalRequest })
const sentCount = z.object({ message: z.string(), data: approvalRequest, sent_to: z.array(z.string()) })

export const createApproval = endpoint({
  method: 'post',
  path: '/api/approval/create',
  tag,
  summary: 'Creates a request and sends each approver their own link on WhatsApp',
  audience: 'staff',
  body: approvalRequestBody,
  responses: { 201: sentCount },
})

export const updateApproval = endpoint({
  method: 'put',
  path: '/api/approval/update/:id',
  tag,
  summary: 'Changes a request while no approver has answered; every approver is sent the new version',
  description: 'Once an approver has answered, a 409 says who and when.',
  audience: 'staff',
  params: approvalIdParam,
  body: approvalRequestBody,
  responses: { 200: sentCount },
})

export const listApprovals = endpoint({
  method: 'get',
  path: '/api/approval/all',
  tag,
  summary: 'Requests, newest first, by status, creator and dates, with the counts per status',
  audience: 'staff',
  query: approvalListQuery,
  responses: {
    200: z.object({
      data: z.array(approvalRequest),
      pagination,
      counts: z.object({ all: z.number(), Pending: z.number(), Approved: z.number(), Rejected: z.number() }),
    }),
  },
})

export const getApproval = endpoint({
  method: 'get',
  path: '/api/approval/:id',
  tag,
  summary: 'One request, for the office, for an approver (signed link or member session), or view-only',
  description:
    'The office (approvals view grant) sees everything, view only. An approver reads it with `member_id` and the `sig` of their link, or signed in to the member app (xm-auth-token); the other approvers’ e-mail, phone and signature are hidden from them. Anyone else: 403.',
  audience: 'staff-or-member',
  params: approvalIdParam,
  query: approvalAccessQuery,
  responses: { 200: z.object({ data: approvalDetail }) },
})

export const approvalFile = endpoint({
  method: 'get',
  path: '/api/approval/:id/file',
  tag,
  summary: 'The request’s attachment, to whoever may read the request',
  audience: 'staff-or-member',
  params: approvalIdParam,
  query: approvalAccessQuery.extend({ download: omitEmpty(z.enum(['1'], { error: 'must be 1' })) }),
  responses: { 200: fileAnswer('The attached file', 'application/pdf', 'image/*', 'application/octet-stream') },
})

export const respondToApproval = endpoint({
  method: 'post',
  path: '/api/approval/respond/:id',
  tag,
  summary: 'An approver’s answer, with their signature; once only',
  description:
    'Needs the approver’s link signature (`sig`) or their member session: a member id alone is refused (403). A second answer is a 409 naming the first and its time.',
  audience: 'none',
  params: approvalIdParam,
  body: respondBody,
  responses: { 200: answer },
})

export const resendApproval = endpoint({
  method: 'post',
  path: '/api/approval/resend/:id',
  tag,
  summary: 'Sends the link again to the approvers who have not answered',
  audience: 'staff',
  params: approvalIdParam,
  responses: { 200: sentCount },
})

export const approvalRecordPdf = endpoint({
  method: 'get',
  path: '/api/approval/:id/record.pdf',
  tag,
  summary: 'The request’s record as a PDF: what was asked, each answer with its signature and time, and the trail',
  audience: 'staff',
  params: approvalIdParam,
  responses: { 200: fileAnswer('The record', 'application/pdf') },
})

export const myApprovals = endpoint({
  method: 'get',
  path: '/member/api/approvals',
  tag,
  summary: 'The signed-in member’s requests: those waiting for their answer, and the others (answered or decided)',
  audience: 'member',
  responses: { 200: z.object({ waiting: z.array(approvalRequest), answered: z.array(approvalRequest) }) },
})
