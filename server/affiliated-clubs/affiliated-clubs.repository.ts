import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { AffiliatedClubsTable } from '../db/schema.js'

const clubColumns = [
  'club_id',
  'sr_no',
  'name',
  'contact',
  'contact_position',
  'address',
  'phone',
  'email',
  'website',
  'facility',
  'description',
  'is_active',
  'created_at',
  'updated_at',
] as const

/** Ordered as the directory prints them; club_id breaks ties while an office renumbers. */
export function listClubs(db: Executor, options: { isActiveOnly: boolean }) {
  let query = db.selectFrom('affiliated_clubs').select(clubColumns)
  if (options.isActiveOnly) query = query.where('is_active', '=', true)
  return query.orderBy('sr_no').orderBy('club_id').execute()
}

export type ClubRow = Awaited<ReturnType<typeof listClubs>>[number]

export function findClub(db: Executor, clubId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('affiliated_clubs').select(clubColumns).where('club_id', '=', clubId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** The club called `name`, ignoring case (the unique index is on lower(name)). */
export function findClubByName(db: Executor, name: string) {
  return db
    .selectFrom('affiliated_clubs')
    .select(clubColumns)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst()
}

/** The number after the last one in the directory, counting hidden clubs so numbers never repeat. */
export async function nextSrNo(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('affiliated_clubs')
    .select(sql<number>`coalesce(max(sr_no), 0)::int + 1`.as('next'))
    .executeTakeFirstOrThrow()
  return Number(row.next)
}

export function insertClub(db: Executor, club: Insertable<AffiliatedClubsTable>) {
  return db.insertInto('affiliated_clubs').values(club).returning(clubColumns).executeTakeFirstOrThrow()
}

/** Undefined fields are left alone (Kysely drops them from the SET list). */
export function updateClub(db: Executor, clubId: number, patch: Updateable<AffiliatedClubsTable>) {
  return db.updateTable('affiliated_clubs').set(patch).where('club_id', '=', clubId).returning(clubColumns).executeTakeFirst()
}

export function deleteClub(db: Executor, clubId: number) {
  return db.deleteFrom('affiliated_clubs').where('club_id', '=', clubId).returning(clubColumns).executeTakeFirst()
}

/** Flips the flag in one statement, so two admins toggling at once each see a consistent result. */
export function toggleClubActive(db: Executor, clubId: number, now: Date) {
  return db
    .updateTable('affiliated_clubs')
    .set((eb) => ({ is_active: eb.not(eb.ref('is_active')), updated_at: now }))
    .where('club_id', '=', clubId)
    .returning(clubColumns)
    .executeTakeFirst()
}
