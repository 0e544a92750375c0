import { expect } from 'vitest'
import type { TestApp } from '../helpers/test-app.js'
import { api, guestBooking, publishedEvent, type People } from './event-bookings-fixtures.js'

/** Shared set-up of the door sync tests (ADR 014): an event running now, bookings, and pushes. */

const HOUR = 3_600_000

/** A published event that started an hour before the test clock and ends in three. */
export async function eventRunningNow(t: TestApp, admin: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const eventId = await publishedEvent(t, admin, { capacity: 200, ...overrides }, 1)
  const start = new Date(t.clock().getTime() - HOUR)
  await t.db
    .updateTable('events')
    .set({ start_at: start, end_at: new Date(start.getTime() + 4 * HOUR) })
    .where('event_id', '=', eventId)
    .execute()
  return eventId
}

export interface BookedTicket {
  ticketId: number
  code: string
  short_code: string
}

/** Books tickets at the desk, as the reception would; returns the booking id and its tickets. */
export async function bookAtDesk(t: TestApp, people: People, eventId: number, holders: string[], extra: Record<string, unknown> = {}) {
  const response = await t.call('POST', `${api}/reception/bookings`, {
    token: people.reception,
    body: guestBooking(eventId, holders, { payment_method: 'cash', ...extra }),
  })
  expect(response.status, response.text).toBe(201)
  return response.body.booking as { booking_id: number; tickets: BookedTicket[] }
}

export interface PushedCheckin {
  name?: 'checkin.redeem' | 'checkin.undo'
  args: Record<string, unknown>
  /** The device's time of the scan; the test clock's now by default. */
  at?: Date
}

/** One door device: a sync client id and its mutation ids, counting from 1 as a device does. */
export function doorDevice(t: TestApp, token: string, clientId = `door-${Math.random().toString(36).slice(2, 12)}`) {
  let last = 0
  return {
    clientId,
    async push(mutations: PushedCheckin[], ids?: number[]) {
      const body = {
        client_id: clientId,
        mutations: mutations.map((mutation, index) => ({
          id: ids?.[index] ?? ++last,
          name: mutation.name ?? 'checkin.redeem',
          args: mutation.args,
          at: (mutation.at ?? t.clock()).toISOString(),
        })),
      }
      return t.call('POST', '/api/sync/push', { token, body })
    },
    /** Pushes one mutation and returns its result. */
    async one(mutation: PushedCheckin) {
      const response = await this.push([mutation])
      expect(response.status, response.text).toBe(200)
      return response.body.results[0]
    },
  }
}

let serial = 0
/** A fresh device id for a check-in. */
export const newCheckinId = () => `chk-${Date.now().toString(36)}-${(serial++).toString(36).padStart(4, '0')}`

export const redeem = (
  eventId: number,
  ticket: { ticket_id?: number; code?: string },
  type: 'entry' | 'exit' = 'entry',
  checkinId = newCheckinId(),
) => ({
  args: { event_id: eventId, ...ticket, type, checkin_id: checkinId },
})

export function storedCheckins(t: TestApp, ticketId: number) {
  return t.db.selectFrom('ticket_checkins').selectAll().where('ticket_id', '=', ticketId).orderBy('checkin_id').execute()
}

export function conflictsOf(t: TestApp, ticketId: number) {
  return t.db.selectFrom('checkin_conflicts').selectAll().where('ticket_id', '=', ticketId).orderBy('conflict_id').execute()
}
