import { applicationTexts, isAdultOn, nextMemberId } from '../../domain/membership-applications.js'
import type { ApplicationListQuery, ApplyInput, CommitteeInput } from '../../domain/contract/membership-applications.js'
import { clubDate, formatClubDateTime } from '../../domain/time.js'
import { sendLinks, type Delivery } from '../approvals/approval-messages.js'
import { approversOf, insertApprovers, insertEvents, insertRequest, membersByIds } from '../approvals/approvals.repository.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflict, conflictOn, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { insertMember } from '../members/members.repository.js'
import { auditedMember, findMemberOrFail, toMember } from '../members/members.service.js'
import { tellEnrolled } from './application-messages.js'
import {
  countApplications,
  findApplication,
  findCommittee,
  highestMemberNumber,
  insertApplication,
  listApplications,
  memberWithMobile,
  openApplicationWithMobile,
  saveCommittee,
  storedUploads,
  updateApplication,
  type ApplicationRow,
} from './applications.repository.js'

export const APPLICATION_NOT_FOUND = 'Membership application not found'

/** The name the approval request and its messages give for who asks (there is no office person behind it). */
export const APPLICATIONS_DESK = 'The membership desk'

export function toApplication(row: ApplicationRow) {
  return {
    application_id: row.application_id,
    title: row.title,
    name: row.name,
    mobileNumber: row.mobile,
    email: row.email,
    dateOfBirth: row.date_of_birth,
    spouseName: row.spouse_name,
    dateOfAnniversary: row.anniversary,
    address: row.address,
    category_id: row.category_id,
    categoryName: row.category_name,
    proposer: { member_id: row.proposer_id, name: row.proposer_name },
    seconder: { member_id: row.seconder_id, name: row.seconder_name },
    photo_url: row.photo_url,
    documents: row.documents,
    approval_id: row.approval_id,
    approval_status: row.approval_status,
    status: row.status,
    member_id: row.member_id,
    enrolled_at: row.enrolled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

async function applicationOrFail(db: Executor, applicationId: number, options: { forUpdate?: boolean } = {}) {
  const row = await findApplication(db, applicationId, options)
  if (!row) throw notFound(APPLICATION_NOT_FOUND)
  return row
}

// ---- the committee (a club setting) ---------------------------------------------------------------

export async function committeeOf(db: Executor) {
  const settings = await findCommittee(db)
  const found = await membersByIds(
    db,
    settings.membership_approvers.map((approver) => approver.member_id),
  )
  const byId = new Map(found.map((member) => [member.member_id.toUpperCase(), member]))
  return {
    approvers: settings.membership_approvers.map((approver) => {
      const member = byId.get(approver.member_id.toUpperCase())
      return { ...approver, name: member?.name ?? '(not on the register)', status: member?.status ?? 'missing' }
    }),
    rule: settings.membership_rule,
  }
}

/** Each committee member must be an active member on the register; a 400 names the first who is not. */
async function assertActiveMembers(db: Executor, memberIds: readonly string[], pathOf: (index: number) => string) {
  const found = await membersByIds(db, memberIds)
  const byId = new Map(found.map((member) => [member.member_id.toUpperCase(), member]))
  memberIds.forEach((memberId, index) => {
    const member = byId.get(memberId.toUpperCase())
    if (!member) throw invalidField(pathOf(index), `no member ${memberId} on the register`)
    if (member.status !== 'active') throw invalidField(pathOf(index), `${member.name} (${member.member_id}) is not an active member`)
  })
  return memberIds.map((memberId) => byId.get(memberId.toUpperCase())!)
}

export async function changeCommittee(db: Executor, by: Auditor, input: CommitteeInput) {
  const before = await committeeOf(db)
  const members = await assertActiveMembers(
    db,
    input.approvers.map((approver) => approver.member_id),
    (index) => `approvers.${index}.member_id`,
  )
  const approvers = input.approvers.map((approver, index) => ({ member_id: members[index]!.member_id, role_title: approver.role_title }))
  await saveCommittee(db, approvers, input.rule, by.at)
  const after = await committeeOf(db)
  await recordChange(db, by, {
    area: 'approvals',
    action: 'update',
    recordType: 'membership-committee',
    recordId: 'club',
    summary: 'Membership committee changed',
    before,
    after,
  })
  return after
}

// ---- applying ---------------------------------------------------------------------------------------

const requestBody = (input: ApplyInput, categoryName: string, proposer: string, seconder: string, today: string) =>
  [
    `${input.title} ${input.name} applies for ${categoryName} membership.`,
    `Proposed by ${proposer} (${input.proposer_id}) and seconded by ${seconder} (${input.seconder_id}).`,
    `Mobile: ${input.mobileNumber}${input.email ? `; e-mail: ${input.email}` : ''}.`,
    `Date of birth: ${input.dateOfBirth}${input.spouseName ? `; spouse: ${input.spouseName}` : ''}.`,
    `Address: ${input.address}.`,
    `The attachment is the applicant’s photo; the ${input.documents.length} document${input.documents.length === 1 ? '' : 's'} they sent are with the club office. Submitted on ${today}.`,
  ].join('\n')

const pathOf = (url: string) => url.replace(/^\/uploads\//, '')

/** The photo must be an image uploaded with the form, and each document a file uploaded with it. */
async function assertUploads(db: Executor, input: ApplyInput) {
  const found = await storedUploads(db, [input.photo_url, ...input.documents.map((document) => document.url)].map(pathOf))
  const typeOf = new Map(found.map((file) => [file.path, file.media_type]))
  const photoType = typeOf.get(pathOf(input.photo_url))
  if (!photoType) throw invalidField('photo_url', '* Photo: upload it again (the file is not here)')
  if (!photoType.startsWith('image/')) throw invalidField('photo_url', '* Photo must be a picture (JPEG, PNG, WebP or GIF)')
  input.documents.forEach((document, index) => {
    if (!typeOf.has(pathOf(document.url)))
      throw invalidField(`documents.${index}.url`, '* Documents: upload it again (the file is not here)')
  })
}

/**
 * A visitor's application (ADR 034): checked against the register, stored with an approval request
 * for the committee in one transaction, then each committee member is sent their own link. The
 * settings row is locked while the mobile is checked, so two submissions with one mobile cannot both pass.
 */
export async function apply(delivery: Delivery, input: ApplyInput, ip: string) {
  const { db, clock } = delivery.deps
  const now = clock()
  if (!isAdultOn(input.dateOfBirth, clubDate(now))) throw invalidField('dateOfBirth', applicationTexts.tooYoung)
  if (input.dateOfAnniversary && input.dateOfAnniversary > clubDate(now))
    throw invalidField('dateOfAnniversary', '* Date of anniversary cannot be in the future')
  await assertUploads(db, input)
  const { request, applicationId } = await db.transaction().execute(async (trx) => {
    const settings = await findCommittee(trx, { forUpdate: true })
    const member = await memberWithMobile(trx, input.mobileNumber)
    if (member) throw conflictOn('mobileNumber', applicationTexts.alreadyMember)
    const open = await openApplicationWithMobile(trx, input.mobileNumber)
    if (open) {
      const message =
        open.status === 'Pending'
          ? `* An application with this mobile number, submitted on ${formatClubDateTime(open.created_at)}, is waiting for the committee. You will hear from the club on WhatsApp.`
          : `* An application with this mobile number has been approved and is waiting for the club office to enrol you. You will hear from the club on WhatsApp.`
      throw conflictOn('mobileNumber', message)
    }
    const category = await trx
      .selectFrom('member_categories')
      .select(['name', 'is_active'])
      .where('category_id', '=', input.category_id)
      .executeTakeFirst()
    if (!category?.is_active) throw invalidField('category_id', '* Category: choose one of the categories offered')
    const [proposer, seconder] = await assertActiveMembers(trx, [input.proposer_id, input.seconder_id], (index) =>
      index === 0 ? 'proposer_id' : 'seconder_id',
    )
    const committee = (
      await membersByIds(
        trx,
        settings.membership_approvers.map((approver) => approver.member_id),
      )
    ).filter((row) => row.status === 'active')
    const approvers = settings.membership_approvers.flatMap((approver) => {
      const row = committee.find((one) => one.member_id.toUpperCase() === approver.member_id.toUpperCase())
      return row ? [{ member_id: row.member_id, role_title: approver.role_title }] : []
    })
    if (approvers.length === 0)
      throw conflict(
        'Applications cannot be taken just now: the club has not named its membership committee. Please contact the club office.',
      )
    const request = await insertRequest(trx, {
      subject: `Membership application: ${input.title} ${input.name} (${category.name})`,
      body: requestBody(input, category.name, proposer!.name, seconder!.name, formatClubDateTime(now)),
      file_url: input.photo_url,
      file_name: `Photo of ${input.name}.${input.photo_url.split('.').pop()}`,
      rule: settings.membership_rule,
      due_at: null,
      created_by: null,
      created_by_name: APPLICATIONS_DESK,
      created_at: now,
      updated_at: now,
    })
    await insertApprovers(
      trx,
      approvers.map((approver, position) => ({ approval_id: request.approval_id, position, ...approver })),
    )
    const { application_id } = await insertApplication(trx, {
      title: input.title,
      name: input.name,
      mobile: input.mobileNumber,
      email: input.email,
      date_of_birth: input.dateOfBirth,
      spouse_name: input.spouseName,
      anniversary: input.dateOfAnniversary,
      address: input.address,
      category_id: input.category_id,
      proposer_id: proposer!.member_id,
      seconder_id: seconder!.member_id,
      photo_url: input.photo_url,
      documents: JSON.stringify(input.documents),
      approval_id: request.approval_id,
      submitted_ip: ip,
      created_at: now,
    })
    await insertEvents(trx, [
      {
        approval_id: request.approval_id,
        at: now,
        kind: 'created',
        member_id: null,
        actor_name: `${input.name} (applicant)`,
        ip,
        detail: `Membership application ${application_id}`,
      },
    ])
    return { request, applicationId: application_id }
  })
  await sendLinks(delivery, request, await approversOf(db, [request.approval_id]), 'sent', APPLICATIONS_DESK)
  return {
    message:
      'Thank you: your application has been sent to the membership committee. You will hear from the club on WhatsApp at the mobile number you gave.',
    data: { application_id: applicationId, status: 'Pending' as const },
  }
}

// ---- the office ---------------------------------------------------------------------------------------

export async function applicationPage(db: Executor, query: ApplicationListQuery) {
  const filter = { status: query.status, approvalId: query.approval_id }
  const [rows, total] = await Promise.all([
    listApplications(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countApplications(db, filter),
  ])
  return {
    data: rows.map(toApplication),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) },
  }
}

export async function applicationDetail(db: Executor, applicationId: number) {
  return toApplication(await applicationOrFail(db, applicationId))
}

/**
 * Enrols an approved applicant (ADR 034): the member is made from the application with the next
 * member id, the application is marked, and both are audited, in one transaction that holds the
 * application's row, so a second enrolment waits and is then refused. Two applications enrolled at
 * once may reach for the same id: the unique key refuses one and it takes the next.
 */
export async function enrol(delivery: Delivery, by: Auditor, applicationId: number) {
  const { db } = delivery.deps
  const now = by.at
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await db.transaction().execute(async (trx) => {
        const application = await applicationOrFail(trx, applicationId, { forUpdate: true })
        if (application.member_id)
          throw conflict(
            `${application.name} was already enrolled as ${application.member_id} on ${formatClubDateTime(application.enrolled_at!)}.`,
            { member_id: application.member_id },
          )
        if (application.approval_status !== 'Approved')
          throw conflict(
            application.approval_status === 'Pending'
              ? 'The committee has not decided this application yet: it can be enrolled once it is approved.'
              : 'The committee rejected this application: it cannot be enrolled.',
          )
        const holder = await memberWithMobile(trx, application.mobile)
        if (holder)
          throw conflict(
            `The mobile ${application.mobile} is already ${holder.name}'s (${holder.member_id}): check the register before enrolling.`,
          )
        if (!application.category_is_active)
          throw conflict(`${application.category_name} is switched off: switch it on under Member categories, then enrol.`)
        const memberId = nextMemberId(await highestMemberNumber(trx))
        await insertMember(trx, {
          member_id: memberId,
          title: application.title,
          name: application.name,
          mobile: application.mobile,
          email: application.email,
          date_of_birth: application.date_of_birth,
          spouse_name: application.spouse_name,
          anniversary: application.anniversary,
          address: application.address,
          category_id: application.category_id,
          joined_on: clubDate(now),
          status: 'active',
          credit_limit_paise: null,
          created_at: now,
          updated_at: now,
        })
        await updateApplication(trx, applicationId, { member_id: memberId, enrolled_at: now, enrolled_by: by.actorId })
        const created = await findMemberOrFail(trx, memberId)
        await recordChange(trx, by, {
          area: 'members',
          action: 'create',
          recordType: 'member',
          recordId: memberId,
          summary: `Enrolled from membership application ${applicationId}`,
          after: auditedMember(created),
        })
        await recordChange(trx, by, {
          area: 'approvals',
          action: 'status',
          recordType: 'membership-application',
          recordId: applicationId,
          summary: `Enrolled as ${memberId}`,
        })
        return { member: toMember(created), application: toApplication(await applicationOrFail(trx, applicationId)) }
      })
      const told = await tellEnrolled(delivery, result.application)
      const message = told
        ? `${result.member.name} is now member ${result.member.memberId}, and has been told on WhatsApp how to set a password.`
        : `${result.member.name} is now member ${result.member.memberId}; the WhatsApp message did not go: tell them to set a password through Forgot password.`
      return { message, result: result.member, data: result.application }
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 3) continue
      throw error
    }
  }
}
