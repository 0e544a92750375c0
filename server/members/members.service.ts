import type {
  CreateDependentInput,
  CreateMemberInput,
  MemberListQuery,
  UpdateDependentInput,
  UpdateMemberInput,
} from '../../domain/contract/members.js'
import { SEARCH_COUNT_CAP } from '../../domain/contract/members.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import { clubDate } from '../../domain/time.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import type { MembersTable } from '../db/schema.js'
import { conflictOn, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import {
  categoryForMembers,
  countMembers,
  endMemberSessions,
  findDependent,
  findMember,
  insertDependent,
  insertMember,
  listDependentsOf,
  listMembers,
  lockMember,
  nextDependentNumber,
  openEventBookings,
  openSportsBookings,
  updateDependentRow,
  updateMember,
  type MemberFilter,
  type MemberRecord,
} from './members.repository.js'
import type { Updateable } from 'kysely'

export const MEMBER_NOT_FOUND = 'Member not found' // spec 2 §8
export const DEPENDENT_NOT_FOUND = 'Dependent not found'

/** A member as the register's answers carry them (domain/contract/members.ts). */
export function toMember(record: MemberRecord) {
  return {
    memberId: record.member_id,
    title: record.title,
    name: record.name,
    mobileNumber: record.mobile,
    email: record.email,
    dateOfBirth: record.date_of_birth,
    spouseName: record.spouse_name,
    dateOfAnniversary: record.anniversary,
    category_id: record.category_id,
    categoryName: record.category_name,
    address: record.address,
    joinedOn: record.joined_on,
    status: record.status,
    creditLimitPaise: record.credit_limit_paise,
    effectiveCreditLimitPaise: record.credit_limit_paise ?? Number(record.category_credit_limit_paise),
    hasPassword: record.has_password,
    lastLoginAt: record.last_login_at,
    dependentCount: Number(record.dependent_count ?? 0),
    created_at: record.created_at,
    updated_at: record.updated_at,
  }
}

/** 'Ram_s%' → 'ram\_s\%': what was typed, matched as it is inside LIKE's pattern. */
const likeEscaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)

/** A search for a mobile number typed with spaces, dashes or +91 finds it as it is stored: digits only. */
function searchPattern(search: string) {
  const isPhoneLike = /^[+\d][\d\s-]*$/.test(search) && /\d{3}/.test(search.replace(/\D/g, ''))
  const digits = search.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '')
  return likeEscaped(isPhoneLike ? digits : search)
}

export async function memberPage(db: Executor, query: MemberListQuery) {
  const filter: MemberFilter = {
    pattern: query.search === undefined ? undefined : searchPattern(query.search),
    categoryId: query.category_id,
    status: query.status,
  }
  // A search's total is counted up to SEARCH_COUNT_CAP: "1,000 or more" is all a clerk needs to know
  // to type another letter, and counting 11,000 matches of 'ran' in 100,000 members is most of the time.
  const atMost = filter.pattern === undefined ? undefined : SEARCH_COUNT_CAP + 1
  const [counted, rows] = await Promise.all([
    countMembers(db, filter, atMost),
    listMembers(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ])
  const totalIsLowerBound = atMost !== undefined && counted >= atMost
  const total = totalIsLowerBound ? SEARCH_COUNT_CAP : counted
  return {
    result: rows.map(toMember),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit), totalIsLowerBound },
  }
}

export async function findMemberOrFail(db: Executor, memberId: string) {
  const record = await findMember(db, memberId)
  if (!record) throw notFound(MEMBER_NOT_FOUND)
  return record
}

async function openBookingsOf(db: Executor, memberId: string, now: Date) {
  const [events, sports] = await Promise.all([openEventBookings(db, memberId, now), openSportsBookings(db, memberId, clubDate(now))])
  return { events, sports }
}

export async function memberDetail(db: Executor, memberId: string, now: Date) {
  const record = await findMemberOrFail(db, memberId)
  const [dependents, openBookings] = await Promise.all([listDependentsOf(db, record.member_id), openBookingsOf(db, record.member_id, now)])
  return { ...toMember(record), dependents, openBookings }
}

/** Dates a person has already lived through cannot be in the future. */
function assertNotFuture(dates: Record<string, string | null | undefined>, today: string) {
  for (const [field, day] of Object.entries(dates)) {
    if (day && day > today) throw invalidField(field, `* ${labels[field] ?? field} cannot be in the future`)
  }
}
const labels: Record<string, string> = {
  dateOfBirth: 'Date of birth',
  dateOfAnniversary: 'Date of anniversary',
  date_of_birth: 'Date of birth',
}

/** A new member joins an active category; a member already in one that was switched off may stay. */
async function assertCategory(db: Executor, categoryId: number, currentCategoryId?: number | null) {
  const category = await categoryForMembers(db, categoryId)
  if (!category) throw invalidField('category_id', `no member category has the id ${categoryId}`)
  if (!category.is_active && category.category_id !== currentCategoryId) {
    throw invalidField('category_id', `${category.name} is switched off: choose another category`)
  }
}

const memberIdTaken = (memberId: string, name: string) =>
  conflictOn('memberId', `Member ID ${memberId} is already ${name}'s. Choose another member ID.`)

type MemberColumns = Updateable<MembersTable>

/** The request's fields as the table's columns; a field left out stays out. */
function columnsOf(input: Partial<CreateMemberInput>): MemberColumns {
  const columns: MemberColumns = {
    title: input.title,
    name: input.name,
    mobile: input.mobileNumber,
    email: input.email,
    date_of_birth: input.dateOfBirth,
    spouse_name: input.spouseName,
    anniversary: input.dateOfAnniversary,
    category_id: input.category_id,
    address: input.address,
    joined_on: input.joinedOn,
    status: input.status,
    credit_limit_paise: input.creditLimitPaise,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

/** A member as the audit trail keeps them: the register's fields, not the counts read beside them. */
export function auditedMember(record: MemberRecord) {
  const { dependentCount: _count, lastLoginAt: _lastLogin, effectiveCreditLimitPaise: _limit, ...fields } = toMember(record)
  return fields
}

export async function enrolMember(db: DB, by: Auditor, input: CreateMemberInput, now: Date) {
  assertNotFuture({ dateOfBirth: input.dateOfBirth, dateOfAnniversary: input.dateOfAnniversary }, clubDate(now))
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await findMember(trx, input.memberId)
      if (taken) throw memberIdTaken(taken.member_id, taken.name)
      await assertCategory(trx, input.category_id)
      await insertMember(trx, {
        ...columnsOf(input),
        member_id: input.memberId,
        name: input.name,
        credit_limit_paise: input.creditLimitPaise ?? null,
        created_at: now,
        updated_at: now,
      })
      const created = await findMemberOrFail(trx, input.memberId)
      await recordChange(trx, by, {
        area: 'members',
        action: 'create',
        recordType: 'member',
        recordId: created.member_id,
        after: auditedMember(created),
      })
      return memberDetail(trx, input.memberId, now)
    })
  } catch (error) {
    // Two clerks enrolling the same id at once: the unique index decides, the second is told.
    if (isUniqueViolation(error)) throw conflictOn('memberId', `Member ID ${input.memberId} is already taken. Choose another member ID.`)
    throw error
  }
}

/**
 * Changes a member. A member who stops being active can no longer sign in or book; their sessions are
 * ended outright, so that making them active again does not bring an old device's session back.
 */
export async function changeMember(db: DB, by: Auditor, memberId: string, changes: UpdateMemberInput, now: Date) {
  assertNotFuture({ dateOfBirth: changes.dateOfBirth, dateOfAnniversary: changes.dateOfAnniversary }, clubDate(now))
  return db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, memberId)
    if (!member) throw notFound(MEMBER_NOT_FOUND)
    const current = await findMemberOrFail(trx, member.member_id)
    if (changes.category_id !== undefined) await assertCategory(trx, changes.category_id, current.category_id)
    await updateMember(trx, member.member_id, { ...columnsOf(changes), updated_at: now })
    const isLeaving = changes.status !== undefined && changes.status !== 'active' && changes.status !== member.status
    if (changes.status !== undefined && changes.status !== 'active') await endMemberSessions(trx, member.member_id, now)
    const changed = await findMemberOrFail(trx, member.member_id)
    await recordChange(trx, by, {
      area: 'members',
      action: changed.status === current.status ? 'update' : 'status',
      recordType: 'member',
      recordId: member.member_id,
      before: auditedMember(current),
      after: auditedMember(changed),
    })
    const detail = await memberDetail(trx, member.member_id, now)
    return { detail, message: isLeaving ? leavingMessage(detail) : 'Member updated successfully' }
  })
}

function leavingMessage(detail: Awaited<ReturnType<typeof memberDetail>>) {
  const held = detail.openBookings.events.length + detail.openBookings.sports.length
  const who = `${detail.name} (${detail.memberId}) is now ${detail.status}: they cannot sign in or book.`
  if (held === 0) return who
  return `${who} They still hold ${held} ${held === 1 ? 'booking' : 'bookings'}, listed on their page: cancel or keep ${held === 1 ? 'it' : 'each'}.`
}

export async function addDependent(db: DB, by: Auditor, memberId: string, input: CreateDependentInput, now: Date) {
  assertNotFuture({ date_of_birth: input.date_of_birth }, clubDate(now))
  return db.transaction().execute(async (trx) => {
    // The member's row is locked, so two dependents added at once get consecutive numbers.
    const member = await lockMember(trx, memberId)
    if (!member) throw notFound(MEMBER_NOT_FOUND)
    const number = await nextDependentNumber(trx, member.member_id)
    const dependent = await insertDependent(trx, {
      member_id: member.member_id,
      dependent_code: `${member.member_id}-${number}`,
      name: input.name,
      relation: input.relation,
      date_of_birth: input.date_of_birth ?? null,
      mobile: input.mobile ?? null,
      created_at: now,
      updated_at: now,
    })
    // A dependent's history is its member's: the trail files it under the member's record.
    await recordChange(trx, by, {
      area: 'members',
      action: 'create',
      recordType: 'member',
      recordId: member.member_id,
      summary: `Dependent ${dependent.dependent_code} added`,
      after: dependent,
    })
    return dependent
  })
}

export async function changeDependent(db: DB, by: Auditor, dependentId: number, changes: UpdateDependentInput, now: Date) {
  assertNotFuture({ date_of_birth: changes.date_of_birth }, clubDate(now))
  return db.transaction().execute(async (trx) => {
    const dependent = await findDependent(trx, dependentId)
    if (!dependent) throw notFound(DEPENDENT_NOT_FOUND)
    const patch = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    const changed = await updateDependentRow(trx, dependentId, { ...patch, updated_at: now })
    await recordChange(trx, by, {
      area: 'members',
      action: 'update',
      recordType: 'member',
      recordId: dependent.member_id,
      summary: `Dependent ${dependent.dependent_code} changed`,
      before: dependent,
      after: changed,
    })
    return changed
  })
}
