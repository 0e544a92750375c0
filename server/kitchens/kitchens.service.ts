import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflict, conflictOn, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import {
  dishesWithStations,
  findKitchen,
  findKitchenByName,
  insertKitchen,
  listKitchens,
  restaurantsOfKitchens,
  updateKitchen,
  type KitchenRow,
} from './kitchens.repository.js'
import type { CreateKitchenInput, UpdateKitchenInput } from '../../domain/contract/kitchens.js'

export const KITCHEN_NOT_FOUND = 'Kitchen not found'

type KitchenRestaurant = { restaurant_id: number; name: string; is_open: boolean }

/** A kitchen as the clients read it (spec 2 §3: `id`, `kitchenId`), with the display's settings. */
export function toKitchen(row: KitchenRow, restaurants?: KitchenRestaurant[]) {
  return {
    kitchenId: row.kitchen_id,
    id: row.kitchen_id,
    ...row,
    ...(restaurants
      ? {
          restaurants: restaurants.map((restaurant) => ({
            restaurant_id: restaurant.restaurant_id,
            name: restaurant.name,
            isOpen: restaurant.is_open,
          })),
        }
      : {}),
  }
}

async function withRestaurants(db: Executor, rows: KitchenRow[]) {
  const restaurants = await restaurantsOfKitchens(
    db,
    rows.map((row) => row.kitchen_id),
  )
  return rows.map((row) =>
    toKitchen(
      row,
      restaurants.filter((restaurant) => restaurant.kitchen_id === row.kitchen_id),
    ),
  )
}

export async function allKitchens(db: Executor) {
  return withRestaurants(db, await listKitchens(db))
}

export async function findKitchenOrFail(db: Executor, kitchenId: number) {
  const kitchen = await findKitchen(db, kitchenId)
  if (!kitchen) throw notFound(KITCHEN_NOT_FOUND)
  return kitchen
}

export async function kitchenDetail(db: Executor, kitchenId: number) {
  const [kitchen] = await withRestaurants(db, [await findKitchenOrFail(db, kitchenId)])
  return kitchen!
}

const duplicateName = (name: string) => `A kitchen named '${name}' already exists. Choose another name or edit that kitchen.`

async function withNameGuard<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw conflictOn('name', duplicateName(name))
    throw error
  }
}

export function createKitchen(db: DB, by: Auditor, input: CreateKitchenInput, now: Date) {
  return withNameGuard(input.name, () =>
    db.transaction().execute(async (trx) => {
      const existing = await findKitchenByName(trx, input.name)
      if (existing) throw conflictOn('name', duplicateName(existing.name))
      const row = await insertKitchen(trx, { ...input, created_at: now, updated_at: now })
      await recordChange(trx, by, { area: 'kitchens', action: 'create', recordType: 'kitchen', recordId: row.kitchen_id, after: row })
      return toKitchen(row, [])
    }),
  )
}

const namesList = (names: readonly string[], limit = 3) =>
  names.length <= limit ? names.join(', ') : `${names.slice(0, limit).join(', ')} and ${names.length - limit} more`

/**
 * A kitchen switched off takes no orders, so the open restaurants sending to it would refuse every
 * order only at the steward's Send: they are closed or moved first, and the office is told which.
 */
async function assertNoOpenRestaurants(trx: Executor, kitchen: KitchenRow) {
  const open = (await restaurantsOfKitchens(trx, [kitchen.kitchen_id])).filter((restaurant) => restaurant.is_open)
  if (open.length === 0) return
  const names = namesList(
    open.map((restaurant) => restaurant.name),
    open.length,
  )
  throw conflict(
    `${names} ${open.length === 1 ? 'is' : 'are'} open and ${open.length === 1 ? 'sends its' : 'send their'} orders to ${kitchen.name}: close ${open.length === 1 ? 'it' : 'them'} or move ${open.length === 1 ? 'it' : 'them'} to another kitchen before switching ${kitchen.name} off.`,
  )
}

/** A station dishes still name cannot go: those dishes could no longer be saved (their station is checked). */
async function assertStationsCoverDishes(trx: Executor, kitchenId: number, stations: readonly string[]) {
  const orphans = (await dishesWithStations(trx, kitchenId)).filter((dish) => !stations.includes(dish.station!))
  if (orphans.length === 0) return
  const byStation = new Map<string, string[]>()
  for (const dish of orphans) byStation.set(dish.station!, [...(byStation.get(dish.station!) ?? []), dish.name])
  const [station, dishes] = [...byStation][0]!
  throw invalidField(
    'stations',
    `'${station}' is still the station of ${namesList(dishes)}; move ${dishes.length === 1 ? 'that dish' : 'those dishes'} to another station first`,
  )
}

export function updateKitchenDetails(db: DB, by: Auditor, kitchenId: number, changes: UpdateKitchenInput, now: Date) {
  return withNameGuard(changes.name, () =>
    db.transaction().execute(async (trx) => {
      await trx.selectFrom('kitchens').select('kitchen_id').where('kitchen_id', '=', kitchenId).forUpdate().execute()
      const kitchen = await findKitchenOrFail(trx, kitchenId)
      if (changes.name !== undefined) {
        const existing = await findKitchenByName(trx, changes.name)
        if (existing && existing.kitchen_id !== kitchenId) throw conflictOn('name', duplicateName(existing.name))
      }
      // One threshold may change alone; the pair must still turn amber before red.
      const amber = changes.amber_after_minutes ?? kitchen.amber_after_minutes
      const red = changes.red_after_minutes ?? kitchen.red_after_minutes
      if (red <= amber)
        throw invalidField('red_after_minutes', `must be more than amber_after_minutes (${amber}); a card turns amber first, then red`)
      if (changes.is_active === false && kitchen.is_active) await assertNoOpenRestaurants(trx, kitchen)
      if (changes.stations !== undefined && changes.stations.length > 0) await assertStationsCoverDishes(trx, kitchenId, changes.stations)
      await updateKitchen(trx, kitchenId, { ...changes, updated_at: now })
      const changed = await findKitchenOrFail(trx, kitchenId)
      const action = changed.is_active === kitchen.is_active ? 'update' : 'status'
      await recordChange(trx, by, { area: 'kitchens', action, recordType: 'kitchen', recordId: kitchenId, before: kitchen, after: changed })
      return kitchenDetail(trx, kitchenId)
    }),
  )
}
