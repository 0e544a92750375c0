import { expect } from 'vitest'
import { clubDate } from '../../domain/time.js'
import type { SportsBookingStatus } from '../../domain/sports.js'
import type { TestApp } from '../helpers/test-app.js'

/**
 * Shared set-up of the sports desk sync tests (ADR 015, "The desk over sync"). Activities, items
 * and bookings are written with Kysely: the desk reads rows, whichever route made them.
 */

let serial = 0
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`

/** An activity open 06:00–22:00 in hour slots with `items` courts; returns their ids. */
export async function deskActivity(t: TestApp, options: { name?: string; category?: string; items?: number } = {}) {
  const activity = await t.db
    .insertInto('sports_activities')
    .values({
      name: options.name ?? `Badminton ${unique()}`,
      category: options.category ?? 'Racquet sports',
      slot_minutes: 60,
      open_time: '06:00',
      close_time: '22:00',
      price_paise: 50_000,
      guest_price_paise: null,
      image_url: null,
      deleted_at: null,
      created_by: null,
    })
    .returning('activity_id')
    .executeTakeFirstOrThrow()
  const itemIds: number[] = []
  for (let index = 1; index <= (options.items ?? 2); index++) {
    const item = await t.db
      .insertInto('sports_items')
      .values({ name: `Court ${index}` })
      .returning('item_id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('sports_activity_items')
      .values({ activity_id: activity.activity_id, item_id: item.item_id, position: index })
      .execute()
    itemIds.push(item.item_id)
  }
  return { activityId: activity.activity_id, itemIds }
}

export interface DeskBookingInput {
  activityId: number
  itemId: number
  /** The test clock's club date by default. */
  date?: string
  startTime?: string
  endTime?: string
  contactName?: string
  memberId?: string | null
  status?: SportsBookingStatus
}

/** A booking as the REST API would store it (a member's, charged to the account). */
export async function deskBooking(t: TestApp, input: DeskBookingInput): Promise<number> {
  const memberId = input.memberId === undefined ? 'M1001' : input.memberId
  const row = await t.db
    .insertInto('sports_bookings')
    .values({
      activity_id: input.activityId,
      item_id: input.itemId,
      subcategory_id: null,
      user_type: memberId ? 'member' : 'guest',
      member_id: memberId,
      contact_name: input.contactName ?? 'Rahul Kapoor',
      contact_phone: '9811100001',
      booking_date: input.date ?? clubDate(t.clock()),
      start_time: input.startTime ?? '10:00',
      end_time: input.endTime ?? '11:00',
      channel: 'office',
      status: input.status ?? 'confirmed',
      slot_count: 1,
      unit_price_paise: 50_000,
      total_paise: 50_000,
      payment_method: memberId ? 'member_account' : 'cash',
      payment_status: memberId ? 'charged' : 'due',
      invoice_number: null,
      invoiced_at: null,
      checked_in_at: null,
      checked_in_by: null,
      checked_in_device: null,
      checked_out_at: null,
      checked_out_by: null,
      checked_out_device: null,
      created_by: null,
      cancelled_at: null,
      cancel_reason: null,
    })
    .returning('booking_id')
    .executeTakeFirstOrThrow()
  return row.booking_id
}

export interface PushedTap {
  name?: 'sports.checkIn' | 'sports.checkOut'
  args: Record<string, unknown>
  /** The device's time of the tap; the test clock's now by default. */
  at?: Date
}

export const checkIn = (bookingId: number, at?: Date): PushedTap => ({
  name: 'sports.checkIn',
  args: { booking_id: bookingId },
  ...(at ? { at } : {}),
})
export const checkOut = (bookingId: number, at?: Date): PushedTap => ({
  name: 'sports.checkOut',
  args: { booking_id: bookingId },
  ...(at ? { at } : {}),
})

/** One desk device: a sync client id and its mutation ids, counting from 1 as a device does. */
export function deskDevice(t: TestApp, token: string, clientId = `desk-${unique()}`) {
  let last = 0
  return {
    clientId,
    async push(mutations: PushedTap[], ids?: number[]) {
      const body = {
        client_id: clientId,
        mutations: mutations.map((mutation, index) => ({
          id: ids?.[index] ?? ++last,
          name: mutation.name ?? 'sports.checkIn',
          args: mutation.args,
          at: (mutation.at ?? t.clock()).toISOString(),
        })),
      }
      return t.call('POST', '/api/sync/push', { token, body })
    },
    /** Pushes one mutation and returns its result. */
    async one(mutation: PushedTap) {
      const response = await this.push([mutation])
      expect(response.status, response.text).toBe(200)
      return response.body.results[0]
    },
  }
}

export const pullDay = (t: TestApp, token: string, date: string, since = 0) =>
  t.call('GET', `/api/sync/pull?scope=sports:${date}&since=${since}`, { token })

export function historyOf(t: TestApp, bookingId: number) {
  return t.db.selectFrom('sports_booking_history').selectAll().where('booking_id', '=', bookingId).orderBy('history_id').execute()
}

export function storedBooking(t: TestApp, bookingId: number) {
  return t.db.selectFrom('sports_bookings').selectAll().where('booking_id', '=', bookingId).executeTakeFirstOrThrow()
}

/** What the desk's mutations can write, to prove a refused one wrote nothing. */
export async function deskSnapshot(t: TestApp) {
  const bookings = await t.db.selectFrom('sports_bookings').selectAll().orderBy('booking_id').execute()
  const history = await t.db.selectFrom('sports_booking_history').selectAll().orderBy('history_id').execute()
  return JSON.stringify({ bookings, history })
}
