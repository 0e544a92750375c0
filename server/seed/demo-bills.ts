import type { Transaction } from 'kysely'
import { taxOf, type BillPaymentMethod } from '../../domain/restaurant-bills.js'
import { addDays, clubDate, startOfClubDay } from '../../domain/time.js'
import type { Database } from '../db/schema.js'
import { chargeMember } from '../member-accounts/ledger.service.js'

/**
 * A month of the restaurants' past service for the reports (issue 22, ADR 041): each restaurant's
 * lunch and dinner orders on each of the last 30 club days, served and billed by cash, card, UPI or a
 * member's account, a few bills voided. Always the same data, dated back from `now`. Written in bulk;
 * a member-account bill is charged through the ledger (its own rows, ADR 024). Only the server's demo
 * has it (bootstrap): the tests' demo club stays without, as its kitchen tests clear the orders.
 */

const DAYS = 30
const MINUTE = 60_000
const payments: BillPaymentMethod[] = ['member_account', 'card', 'upi', 'cash', 'member_account', 'card']
/** Members without the demo's own account story (M1001–M1040 have deposits and cheques): each keeps well inside any credit limit. */
const accountMembers = Array.from({ length: 20 }, (_, index) => `M${1041 + index}`)
const MEMBER_CHARGE_CAP = 800_000
/** Lunch at 12:30–14:30 and dinner at 19:30–22:30, in minutes after midnight. */
const sittings = [12 * 60 + 30, 13 * 60 + 15, 14 * 60, 19 * 60 + 45, 20 * 60 + 30, 21 * 60 + 15, 22 * 60]

export async function seedDemoBills(trx: Transaction<Database>, now: Date) {
  const restaurants = await trx
    .selectFrom('restaurants')
    .select(['restaurant_id', 'name', 'kitchen_id', 'tax_rate_bp'])
    .orderBy('restaurant_id')
    .execute()
  const dishes = await trx
    .selectFrom('menu_items')
    .select(['menu_item_id', 'restaurant_id', 'name', 'station', 'price_paise'])
    .orderBy('menu_item_id')
    .execute()
  const steward = await trx.selectFrom('users').select('user_id').where('email', '=', 'steward@club.test').executeTakeFirst()
  const members = new Set(
    (await trx.selectFrom('members').select('member_id').where('member_id', 'in', accountMembers).execute()).map((row) => row.member_id),
  )
  const charged = new Map<string, number>()
  const today = clubDate(now)
  let sequence = 0
  let memberTurn = 0

  for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
    const day = addDays(today, -daysAgo)
    const midnight = startOfClubDay(day).getTime()
    for (const [restaurantIndex, restaurant] of restaurants.entries()) {
      const menu = dishes.filter((dish) => dish.restaurant_id === restaurant.restaurant_id)
      if (menu.length === 0) continue
      // Busier at the weekend and in the bigger restaurants.
      const isWeekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())
      const orderCount = 2 + ((daysAgo + restaurantIndex) % 3) + (isWeekend ? 2 : 0) + (restaurantIndex < 2 ? 1 : 0)
      for (let orderIndex = 0; orderIndex < orderCount; orderIndex++) {
        sequence += 1
        const placedAt = new Date(midnight + (sittings[(orderIndex + restaurantIndex) % sittings.length]! + ((sequence * 7) % 20)) * MINUTE)
        const servedAt = new Date(placedAt.getTime() + (18 + (sequence % 9)) * MINUTE)
        const billedAt = new Date(servedAt.getTime() + (35 + (sequence % 25)) * MINUTE)
        const lineCount = 1 + (sequence % 4)
        const lines = Array.from({ length: lineCount }, (_, line) => menu[(sequence * 3 + line * 5 + daysAgo) % menu.length]!).filter(
          (dish, index, all) => all.indexOf(dish) === index,
        )
        let payment = payments[sequence % payments.length]!
        const memberId = payment === 'member_account' ? accountMembers[memberTurn++ % accountMembers.length]! : null
        const items = lines.map((dish, line) => ({ dish, quantity: 1 + ((sequence + line) % 3) }))
        const subtotal = items.reduce((sum, item) => sum + item.quantity * item.dish.price_paise, 0)
        const tax = taxOf(subtotal, restaurant.tax_rate_bp)
        if (memberId && (!members.has(memberId) || (charged.get(memberId) ?? 0) + subtotal + tax > MEMBER_CHARGE_CAP)) payment = 'card'
        const chargedMember = payment === 'member_account' ? memberId : null

        const { order_id } = await trx
          .insertInto('orders')
          .values({
            kitchen_id: restaurant.kitchen_id,
            restaurant_id: restaurant.restaurant_id,
            table_id: null,
            member_id: chargedMember,
            placed_by: steward?.user_id ?? null,
            status: 'served',
            created_at: placedAt,
            updated_at: servedAt,
            ready_at: new Date(servedAt.getTime() - 3 * MINUTE),
            served_at: servedAt,
          })
          .returning('order_id')
          .executeTakeFirstOrThrow()
        const itemRows = await trx
          .insertInto('order_items')
          .values(
            items.map(({ dish, quantity }) => ({
              order_id,
              menu_item_id: dish.menu_item_id,
              name: dish.name,
              station: dish.station,
              quantity,
              status: 'served' as const,
              price_paise: dish.price_paise,
              created_at: placedAt,
              updated_at: servedAt,
              started_at: new Date(placedAt.getTime() + MINUTE),
              ready_at: new Date(servedAt.getTime() - 3 * MINUTE),
              served_at: servedAt,
            })),
          )
          .returning('item_id')
          .execute()
        const { bill_id } = await trx
          .insertInto('restaurant_bills')
          .values({
            order_id,
            restaurant_id: restaurant.restaurant_id,
            table_id: null,
            member_id: chargedMember,
            subtotal_paise: subtotal,
            tax_rate_bp: restaurant.tax_rate_bp,
            tax_paise: tax,
            total_paise: subtotal + tax,
            payment_method: payment,
            closed_by: steward?.user_id ?? null,
            closed_at: billedAt,
          })
          .returning('bill_id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('restaurant_bill_lines')
          .values(
            items.map(({ dish, quantity }, index) => ({
              bill_id,
              order_item_id: itemRows[index]!.item_id,
              name: dish.name,
              quantity,
              unit_price_paise: dish.price_paise,
              amount_paise: quantity * dish.price_paise,
            })),
          )
          .execute()
        if (chargedMember) {
          charged.set(chargedMember, (charged.get(chargedMember) ?? 0) + subtotal + tax)
          await chargeMember(trx, {
            memberId: chargedMember,
            kind: 'restaurant_bill',
            amountPaise: subtotal + tax,
            description: `${restaurant.name} bill ${bill_id} (order ${order_id})`,
            source: { type: 'restaurant_bill', id: bill_id },
            now: billedAt,
            createdBy: steward?.user_id ?? null,
          })
        } else if (sequence % 29 === 0) {
          // Now and then a bill is voided (a wrong table, a dish sent back): the reports leave it out.
          await trx
            .insertInto('restaurant_bill_voids')
            .values({
              bill_id,
              reason: 'Billed to the wrong table',
              voided_by: steward?.user_id ?? null,
              voided_at: new Date(billedAt.getTime() + 10 * MINUTE),
            })
            .execute()
        }
      }
    }
  }
}
