import type { CreateFacilityInput, Facility, UpdateFacilityInput } from '../../domain/contract/facilities.js'
import type { FacilityKind } from '../../domain/facilities.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflictOn, notFound } from '../http/errors.js'
import { findFacility, insertFacility, listFacilities, updateFacilityRow, type FacilityRow } from './facilities.repository.js'

export function toFacility(row: FacilityRow): Facility {
  return {
    _id: row.facility_id,
    facility_id: row.facility_id,
    name: row.name,
    kind: row.kind as FacilityKind,
    capacity: row.capacity,
    description: row.description,
    images: row.images,
    is_visible: row.is_visible,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

const NOT_FOUND = (facilityId: number) => notFound(`No facility has id ${facilityId}.`)
const duplicateName = (name: string) => conflictOn('name', `A facility named “${name}” already exists.`)

export async function facilityList(db: Executor, mayViewHidden: boolean): Promise<Facility[]> {
  return (await listFacilities(db, !mayViewHidden)).map(toFacility)
}

/** A hidden facility is not found for someone who may not see hidden ones. */
export async function facilityById(db: Executor, facilityId: number, mayViewHidden: boolean): Promise<Facility> {
  const row = await findFacility(db, facilityId)
  if (!row || (!row.is_visible && !mayViewHidden)) throw NOT_FOUND(facilityId)
  return toFacility(row)
}

export async function addFacility(db: DB, by: Auditor, input: CreateFacilityInput, at: Date): Promise<Facility> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await insertFacility(trx, input, at)
      await recordChange(trx, by, { area: 'facilities', action: 'create', recordType: 'facility', recordId: row.facility_id, after: row })
      return toFacility(row)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.name)
    throw error
  }
}

export async function changeFacility(db: DB, by: Auditor, facilityId: number, input: UpdateFacilityInput, at: Date): Promise<Facility> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findFacility(trx, facilityId, { forUpdate: true })
      if (!before) throw NOT_FOUND(facilityId)
      const row = await updateFacilityRow(trx, facilityId, input, at)
      if (!row) throw NOT_FOUND(facilityId)
      await recordChange(trx, by, {
        area: 'facilities',
        action: 'update',
        recordType: 'facility',
        recordId: facilityId,
        before,
        after: row,
      })
      return toFacility(row)
    })
  } catch (error) {
    if (input.name !== undefined && isUniqueViolation(error)) throw duplicateName(input.name)
    throw error
  }
}
