import { signTicketPayload, ticketKeyAlgorithm } from '../../../domain/tickets'
import { clubDate } from '../../../domain/time'
import type { CheckinConflict } from '../../../domain/contract/door'
import type { EventWithStats } from '../../../domain/contract/event-bookings-desk'
import type { DoorTicket, PulledEvent } from '../../../pwa/door/door-ticket'
import { bookingStats, clubEvent } from '../office/events/fixtures'

export const EVENT_ID = 42
export const OTHER_EVENT_ID = 43

/** A real key pair, as the server holds: the device gets only the public half. */
export async function ticketKeys() {
  const pair = (await crypto.subtle.generateKey(ticketKeyAlgorithm, true, ['sign', 'verify'])) as CryptoKeyPair
  const publicJwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return {
    ...pair,
    publicJwk,
    codeFor: (ticketId: number, eventId = EVENT_ID) => signTicketPayload(pair.privateKey, { ticketId, eventId }),
  }
}

/** Tonight's event: started an hour ago, ends in three (so "today" in club time, whenever the test runs... mostly). */
export function tonight(overrides: Partial<PulledEvent> = {}): PulledEvent {
  const now = Date.now()
  return {
    event_id: EVENT_ID,
    title: "Members' Sundowner",
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 60_000).toISOString(),
    venue: 'Main Lawn',
    capacity: 40,
    status: 'published',
    ...overrides,
  }
}

/** Ticket 3's short code is K7M30003 (printed K7M3-0003). */
export const shortCodeOf = (ticketId: number) => `K7M3${String(ticketId).padStart(4, '0')}`

export function doorTicket(overrides: Partial<DoorTicket> = {}): DoorTicket {
  return {
    ticketId: 1,
    eventId: EVENT_ID,
    bookingId: 500,
    shortCode: shortCodeOf(overrides.ticketId ?? 1),
    holderName: 'Vikram Malhotra',
    status: 'confirmed',
    phone: '+91 98100 43210',
    memberId: 'M1001',
    checkins: [],
    version: 10,
    ...overrides,
  }
}

/** The other event the pull names: tickets for it are named at the door. */
export const otherEvent = {
  event_id: OTHER_EVENT_ID,
  title: 'Diwali Night',
  start_at: '2026-11-14T13:30:00.000Z',
  end_at: '2026-11-14T18:30:00.000Z',
  venue: 'Ballroom',
}

export const pullAnswer = (tickets: DoorTicket[], version = 20, event = tonight()) => ({
  scope: `event:${event.event_id}`,
  version,
  last_mutation_id: 0,
  event,
  tickets,
  other_events: [otherEvent],
})

/** Tonight's event as the desk's list gives it (GET reception/events), with its booking figures. */
export function receptionEvent(overrides: Partial<EventWithStats> = {}): EventWithStats {
  const { event_id, title, start_at, end_at, venue, capacity } = tonight()
  return {
    ...clubEvent({ event_id, title, start_at, end_at, venue: venue ?? 'Main Lawn', capacity: capacity ?? 40 }),
    booking_stats: bookingStats(),
    ...overrides,
  }
}

/** GET reception/events: tonight's event. */
export const receptionEventsAnswer = () => ({ json: { success: true, date: clubDate(new Date()), data: [receptionEvent()] } })

/** GET events/{id}/checkin-conflicts. */
export const conflictsAnswer = (conflicts: CheckinConflict[]) => ({ json: { success: true, data: conflicts } })
