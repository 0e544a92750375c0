import { z } from 'zod'
import { approvalRules, approvalStatuses, MAX_APPROVERS } from '../approvals.js'
import { applicationStatuses, applicationTexts, MAX_APPLICATION_DOCUMENTS } from '../membership-applications.js'
import { endpoint } from './endpoint.js'
import { clubDay, id, memberNumber, omitEmpty, page, requiredText, text, timestamp, wholeNumberText } from './fields.js'
import { cantBeEmpty, clearable, clearableEmail, member, required, requiredMobile, titleField } from './members.js'
import { uploadedFile } from './uploads.js'
import { pagination } from './users.js'

/**
 * Membership applications (issue 20; ADR 034). A visitor applies at /request-membership with a
 * photo and documents; the application opens an approval request for the club's membership
 * committee (a club setting); once approved, the office enrols the applicant as a member.
 */
const tag = 'Membership applications'

const oneOf = (words: readonly string[]) => `must be one of ${words.join(', ')}`

/** A file the applicant uploaded (POST /api/membership/upload): it sits in the private approvals folder. */
const applicantFileUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\/uploads\/approvals\/[a-z0-9]{16}\.[a-z]{3,4}$/, 'must be the address of a file uploaded with this form')

const requiredMemberNumber = (label: string) =>
  z
    .string({ error: cantBeEmpty(label) })
    .trim()
    .min(1, cantBeEmpty(label))
    .pipe(memberNumber)

const requiredDay = (label: string) =>
  z
    .string({ error: cantBeEmpty(label) })
    .trim()
    .min(1, cantBeEmpty(label))
    .pipe(clubDay)

const optionalDay = z
  .union([clubDay, z.literal(''), z.null()], { error: 'must be a date such as 2026-12-12' })
  .optional()
  .transform((value) => value || null)

export const applicationDocument = z.object({
  url: applicantFileUrl(applicationTexts.documentsRequired),
  name: text(200)
    .nullish()
    .transform((value) => value || 'document'),
})

export const applyBody = z
  .object({
    title: titleField,
    name: required('Name', 100),
    mobileNumber: requiredMobile('Mobile number'),
    email: clearableEmail.transform((value) => value ?? null),
    dateOfBirth: requiredDay('Date of birth'),
    spouseName: clearable(100).transform((value) => value ?? null),
    dateOfAnniversary: optionalDay,
    address: required('Address', 500),
    category_id: z
      .number({ error: cantBeEmpty('Category') })
      .int('must be a whole number')
      .positive('must be positive')
      .max(2_147_483_647, 'is not a known id'),
    proposer_id: requiredMemberNumber('Proposer member ID'),
    seconder_id: requiredMemberNumber('Seconder member ID'),
    photo_url: applicantFileUrl(applicationTexts.photoRequired),
    documents: z
      .array(applicationDocument, { error: applicationTexts.documentsRequired })
      .min(1, applicationTexts.documentsRequired)
      .max(MAX_APPLICATION_DOCUMENTS, `* Documents: at most ${MAX_APPLICATION_DOCUMENTS} files`),
  })
  .refine((input) => input.proposer_id !== input.seconder_id, { path: ['seconder_id'], message: applicationTexts.sameProposer })
export type ApplyInput = z.output<typeof applyBody>

const personRef = z.object({ member_id: z.string(), name: z.string() })

export const membershipApplication = z.object({
  application_id: z.number(),
  title: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  dateOfBirth: z.string(),
  spouseName: z.string().nullable(),
  dateOfAnniversary: z.string().nullable(),
  address: z.string(),
  category_id: z.number(),
  categoryName: z.string(),
  proposer: personRef,
  seconder: personRef,
  photo_url: z.string(),
  documents: z.array(z.object({ url: z.string(), name: z.string() })),
  approval_id: z.number(),
  approval_status: z.enum(approvalStatuses),
  status: z.enum(applicationStatuses).describe('The committee’s decision, then Enrolled once the office has made the member'),
  member_id: z.string().nullable().describe('The member the application became'),
  enrolled_at: timestamp.nullable(),
  created_at: timestamp,
})
export type MembershipApplication = z.infer<typeof membershipApplication>

export const applicationIdParam = z.object({ id })

export const applicationListQuery = z.object({
  status: omitEmpty(z.enum(applicationStatuses, { error: oneOf(applicationStatuses) })),
  /** The application behind one approval request. */
  approval_id: omitEmpty(id),
  page,
  limit: wholeNumberText(1, 100).default(20),
})
export type ApplicationListQuery = z.output<typeof applicationListQuery>

export const committeeBody = z.object({
  approvers: z
    .array(z.object({ member_id: memberNumber, role_title: requiredText('Role title', 100) }), {
      error: 'must be a list of committee members, each with member_id and role_title',
    })
    .min(1, 'must name at least one committee member')
    .max(MAX_APPROVERS, `must name at most ${MAX_APPROVERS} committee members`)
    .refine((list) => new Set(list.map((approver) => approver.member_id)).size === list.length, 'must name each member once'),
  rule: z.enum(approvalRules, { error: oneOf(approvalRules) }),
})
export type CommitteeInput = z.output<typeof committeeBody>

export const committee = z.object({
  approvers: z.array(z.object({ member_id: z.string(), role_title: z.string(), name: z.string(), status: z.string() })),
  rule: z.enum(approvalRules),
})

export const membershipCategories = endpoint({
  method: 'get',
  path: '/api/public/membership-categories',
  tag,
  summary: 'The categories a visitor may apply for (the active member categories)',
  audience: 'none',
  responses: { 200: z.object({ result: z.array(z.object({ category_id: z.number(), name: z.string() })) }) },
})

export const uploadApplicationFile = endpoint({
  method: 'post',
  path: '/api/membership/upload',
  tag,
  summary: 'The applicant’s photo or a document (multipart/form-data, field `file`), kept privately',
  description:
    'No sign-in: rate-limited per address. The same kinds and size limit as every upload (ADR 026); the file goes to the private approvals folder, readable by the office and, for the photo, by the committee through the approval.',
  audience: 'none',
  responses: { 201: uploadedFile },
})

export const applyForMembership = endpoint({
  method: 'post',
  path: '/api/membership/apply',
  tag,
  summary: 'A visitor’s application; opens an approval request for the membership committee',
  description:
    'Rate-limited per address. Refused (409) while an application with the same mobile is pending or approved but not enrolled, and when the mobile is already a member’s.',
  audience: 'none',
  body: applyBody,
  responses: {
    201: z.object({
      message: z.string(),
      data: z.object({ application_id: z.number(), status: z.enum(applicationStatuses) }),
    }),
  },
})

export const listApplications = endpoint({
  method: 'get',
  path: '/api/membership/applications',
  tag,
  summary: 'Applications, newest first, by status (or the one behind an approval request)',
  audience: 'staff',
  query: applicationListQuery,
  responses: { 200: z.object({ data: z.array(membershipApplication), pagination }) },
})

export const getApplication = endpoint({
  method: 'get',
  path: '/api/membership/applications/:id',
  tag,
  summary: 'One application',
  audience: 'staff',
  params: applicationIdParam,
  responses: { 200: z.object({ data: membershipApplication }) },
})

export const enrolApplicant = endpoint({
  method: 'post',
  path: '/api/membership/applications/:id/enrol',
  tag,
  summary: 'Makes the approved applicant a member with a new member id, and tells them on WhatsApp how to set a password',
  description: 'Once only (a second enrolment is 409), and only after the committee has approved the application (409 before).',
  audience: 'staff',
  params: applicationIdParam,
  responses: { 201: z.object({ message: z.string(), result: member, data: membershipApplication }) },
})

export const getCommittee = endpoint({
  method: 'get',
  path: '/api/membership/committee',
  tag,
  summary: 'Who approves membership applications, and by which rule',
  audience: 'staff',
  responses: { 200: z.object({ data: committee }) },
})

export const setCommittee = endpoint({
  method: 'put',
  path: '/api/membership/committee',
  tag,
  summary: 'Names the membership committee (active members, with their role titles) and its rule',
  description: 'Applications submitted afterwards go to them; requests already sent keep their approvers.',
  audience: 'staff',
  body: committeeBody,
  responses: { 200: z.object({ message: z.string(), data: committee }) },
})
