import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { conflict, notFound } from '../http/errors.js'
import { isUniqueViolation } from '../db/errors.js'
import {
  deleteClub,
  findClub,
  findClubByName,
  insertClub,
  listClubs,
  nextSrNo,
  toggleClubActive,
  updateClub,
  type ClubRow,
} from './affiliated-clubs.repository.js'
import type { CreateClubInput, UpdateClubInput } from '../../domain/contract/affiliated-clubs.js'

export const CLUB_NOT_FOUND = 'Affiliated club not found'

/** The directory row the public page and its CSV read (spec 1 §3); `_id` is the name the client uses. */
export function toPublicClub(row: ClubRow) {
  return {
    _id: row.club_id,
    sr_no: row.sr_no,
    name: row.name,
    contact: row.contact,
    contact_position: row.contact_position,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    facility: row.facility,
    description: row.description,
  }
}

/** The office's view adds the flag (and its word, for a status badge) and the timestamps. */
export function toAdminClub(row: ClubRow) {
  return {
    ...toPublicClub(row),
    club_id: row.club_id,
    is_active: row.is_active,
    status: row.is_active ? ('active' as const) : ('inactive' as const),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export async function publicDirectory(db: Executor) {
  return (await listClubs(db, { isActiveOnly: true })).map(toPublicClub)
}

export async function adminDirectory(db: Executor) {
  return (await listClubs(db, { isActiveOnly: false })).map(toAdminClub)
}

const duplicateName = (name: string) =>
  conflict(`An affiliated club named '${name}' already exists. Edit that entry instead of adding it again.`)

async function assertNameFree(db: Executor, name: string, exceptClubId?: number) {
  const existing = await findClubByName(db, name)
  if (existing && existing.club_id !== exceptClubId) throw duplicateName(existing.name)
}

/** A race past assertNameFree ends at the unique index; it is reported the same way. */
async function withNameGuard<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw duplicateName(name)
    throw error
  }
}

const orNotFound = <T>(row: T | undefined): T => {
  if (!row) throw notFound(CLUB_NOT_FOUND)
  return row
}

export function createClub(db: DB, by: Auditor, input: CreateClubInput, now: Date) {
  return withNameGuard(input.name, () =>
    db.transaction().execute(async (trx) => {
      await assertNameFree(trx, input.name)
      const row = await insertClub(trx, {
        sr_no: input.sr_no ?? (await nextSrNo(trx)),
        name: input.name,
        contact: input.contact ?? null,
        contact_position: input.contact_position ?? null,
        address: input.address ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        website: input.website ?? null,
        facility: input.facility ?? null,
        description: input.description ?? null,
        is_active: input.is_active,
        created_at: now,
        updated_at: now,
      })
      await recordChange(trx, by, {
        area: 'affiliated-clubs',
        action: 'create',
        recordType: 'affiliated_club',
        recordId: row.club_id,
        after: row,
      })
      return toAdminClub(row)
    }),
  )
}

export function updateClubDetails(db: DB, by: Auditor, clubId: number, changes: UpdateClubInput, now: Date) {
  return withNameGuard(changes.name, () =>
    db.transaction().execute(async (trx) => {
      const before = orNotFound(await findClub(trx, clubId, { forUpdate: true }))
      if (changes.name !== undefined) await assertNameFree(trx, changes.name, clubId)
      const row = orNotFound(await updateClub(trx, clubId, { ...changes, updated_at: now }))
      await recordChange(trx, by, {
        area: 'affiliated-clubs',
        action: 'update',
        recordType: 'affiliated_club',
        recordId: clubId,
        before,
        after: row,
      })
      return toAdminClub(row)
    }),
  )
}

/**
 * A directory entry has no history hanging on it (no bookings, no payments), so delete removes it;
 * hiding a club for a while is what toggle-status is for (ADR 006).
 */
export async function removeClub(db: DB, by: Auditor, clubId: number) {
  return db.transaction().execute(async (trx) => {
    const row = orNotFound(await deleteClub(trx, clubId))
    await recordChange(trx, by, {
      area: 'affiliated-clubs',
      action: 'delete',
      recordType: 'affiliated_club',
      recordId: clubId,
      before: row,
    })
    return toAdminClub(row)
  })
}

export async function toggleClubStatus(db: DB, by: Auditor, clubId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const before = orNotFound(await findClub(trx, clubId, { forUpdate: true }))
    const row = orNotFound(await toggleClubActive(trx, clubId, now))
    await recordChange(trx, by, {
      area: 'affiliated-clubs',
      action: 'status',
      recordType: 'affiliated_club',
      recordId: clubId,
      before,
      after: row,
    })
    return toAdminClub(row)
  })
}
