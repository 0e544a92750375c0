import type { DB, Executor } from '../db/database.js'
import { findMenuItems, findRestaurant, type RestaurantRow } from '../restaurants/restaurants.repository.js'
import { findTable } from '../restaurants/tables.repository.js'
import { invalidField } from '../http/invalid-field.js'
import { findKitchen } from './kitchens.repository.js'
import { toKitchenOrder } from './kitchen-order.view.js'
import { nextSyncVersion } from '../sync/sync.repository.js'
import { findMemberForOrder, findOrderWithItems, insertOrder, insertOrderItems } from './orders.repository.js'
import type { PlaceOrderInput } from '../../domain/contract/kitchen-orders.js'
import { kitchenChanged } from './orders.service.js'

/**
 * A steward's order, sent to the kitchen of its restaurant (ADR 022). Everything is checked before
 * anything is written, in one transaction: a refused order stores nothing. The order's version is
 * drawn after its items', so it is the highest of the lot, as after every later change. Returns the
 * order as stored (for this server's copy, once committed), as readers see it, and its push.
 */
export function placeOrder(db: DB, placedBy: number, input: PlaceOrderInput, now: Date) {
  return db.transaction().execute(async (trx) => {
    const restaurant = await openRestaurant(trx, input.restaurant_id)
    const tableId = input.table_id ?? null
    if (tableId !== null) await assertTableOf(trx, restaurant, tableId)
    const memberId = input.member_id ? await activeMemberId(trx, input.member_id) : null
    const lines = await orderLines(trx, restaurant, input.items)

    const versions: number[] = []
    for (let index = 0; index <= lines.length; index++) versions.push(await nextSyncVersion(trx))
    const orderId = await insertOrder(trx, {
      kitchen_id: restaurant.kitchen_id,
      restaurant_id: restaurant.restaurant_id,
      table_id: tableId,
      member_id: memberId,
      placed_by: placedBy,
      notes: input.notes ?? null,
      allergy_notes: input.allergy_notes ?? null,
      status: 'pending',
      version: versions[lines.length]!,
      created_at: now,
      updated_at: now,
    })
    await insertOrderItems(
      trx,
      lines.map((line, index) => ({
        ...line,
        order_id: orderId,
        status: 'pending' as const,
        version: versions[index]!,
        created_at: now,
        updated_at: now,
      })),
    )
    const stored = (await findOrderWithItems(trx, orderId))!
    const order = toKitchenOrder(stored)
    return { stored, order, notification: kitchenChanged(order) }
  })
}

async function openRestaurant(trx: Executor, restaurantId: number) {
  const restaurant = await findRestaurant(trx, restaurantId)
  if (!restaurant) throw invalidField('restaurant_id', `no restaurant has id ${restaurantId}`)
  if (!restaurant.is_open) throw invalidField('restaurant_id', `${restaurant.name} is closed and is not taking orders`)
  const kitchen = await findKitchen(trx, restaurant.kitchen_id)
  if (!kitchen?.is_active) throw invalidField('restaurant_id', `${restaurant.name}'s kitchen is not taking orders`)
  return restaurant
}

async function assertTableOf(trx: Executor, restaurant: RestaurantRow, tableId: number) {
  const table = await findTable(trx, tableId)
  if (!table || table.restaurant_id !== restaurant.restaurant_id)
    throw invalidField('table_id', `table ${tableId} is not a table of ${restaurant.name}`)
  if (!table.is_active) throw invalidField('table_id', `table ${table.label} of ${restaurant.name} is not in use`)
}

async function activeMemberId(trx: Executor, memberId: string) {
  const member = await findMemberForOrder(trx, memberId)
  if (!member) throw invalidField('member_id', `no member has the number ${memberId}`)
  if (member.status !== 'active')
    throw invalidField('member_id', `${member.name} (${member.member_id}) is ${member.status}; orders are for active members`)
  return member.member_id
}

/** Each line names an available dish of this restaurant; the name, station and price are copied. */
async function orderLines(trx: Executor, restaurant: RestaurantRow, lines: PlaceOrderInput['items']) {
  const dishes = new Map(
    (await findMenuItems(trx, [...new Set(lines.map((line) => line.menu_item_id))])).map((dish) => [dish.menu_item_id, dish]),
  )
  return lines.map((line, index) => {
    const path = `items.${index}.menu_item_id`
    const dish = dishes.get(line.menu_item_id)
    if (!dish) throw invalidField(path, `no menu item has id ${line.menu_item_id}`)
    if (dish.restaurant_id !== restaurant.restaurant_id) throw invalidField(path, `${dish.name} is not on the menu of ${restaurant.name}`)
    if (!dish.is_available) throw invalidField(path, `${dish.name} is not available now`)
    return {
      menu_item_id: dish.menu_item_id,
      name: dish.name,
      station: dish.station,
      quantity: line.quantity,
      notes: line.notes ?? null,
      allergy_notes: line.allergy_notes ?? null,
      price_paise: dish.price_paise,
    }
  })
}
