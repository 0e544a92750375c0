import type { CreateFacilityInput, UpdateFacilityInput } from '../../domain/contract/facilities.js'
import type { Executor } from '../db/database.js'

/** In the order the club lists them, then by name. */
export function listFacilities(db: Executor, isVisibleOnly: boolean) {
  let query = db.selectFrom('facilities').selectAll().orderBy('sort_order').orderBy('name')
  if (isVisibleOnly) query = query.where('is_visible', '=', true)
  return query.execute()
}

export function findFacility(db: Executor, facilityId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('facilities').selectAll().where('facility_id', '=', facilityId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export function insertFacility(db: Executor, input: CreateFacilityInput, at: Date) {
  return db
    .insertInto('facilities')
    .values({ ...input, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function updateFacilityRow(db: Executor, facilityId: number, input: UpdateFacilityInput, at: Date) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  return db
    .updateTable('facilities')
    .set({ ...changes, updated_at: at })
    .where('facility_id', '=', facilityId)
    .returningAll()
    .executeTakeFirst()
}

export type FacilityRow = Awaited<ReturnType<typeof insertFacility>>
