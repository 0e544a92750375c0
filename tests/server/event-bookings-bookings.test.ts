import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ticketSigner } from '../../server/tickets/ticket-keys.js'
import { ledgerRowsOf } from '../helpers/ledger.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import {
  api,
  bookingSnapshot,
  eventBody,
  guestBooking,
  memberBooking,
  publishedEvent,
  signInPeople,
  type People,
} from './event-bookings-fixtures.js'

let t: TestApp
let people: People
let eventId: number

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  eventId = await publishedEvent(t, people.admin, { capacity: 50, price_paise: 200_000, member_price_paise: 150_000 })
})
afterAll(async () => {
  await t.close()
})

const book = (body: unknown, token = people.admin) => t.call('POST', `${api}/bookings`, { token, body })

describe('POST bookings', () => {
  test("a member booking is confirmed at the member price, each ticket signed, and the total owed on the member's account", async () => {
    const response = await book(memberBooking(eventId, 'm1001', ['Rahul Kapoor', 'Meera Kapoor']))
    expect(response.status).toBe(201)
    const { booking } = response.body
    expect(booking).toMatchObject({
      status: 'confirmed',
      event_id: eventId,
      booking_type: 'member',
      member_id: 'M1001',
      total_paise: 300_000,
      unit_price_paise: 150_000,
      payment_method: 'member_account',
      payment_status: 'charged',
      tickets: [
        { holder_name: 'Rahul Kapoor', status: 'valid' },
        { holder_name: 'Meera Kapoor', status: 'valid' },
      ],
    })
    const signer = await ticketSigner(t.deps)
    for (const ticket of booking.tickets) {
      expect(ticket.ticketId).toEqual(expect.any(Number))
      expect(await signer.verify(ticket.code)).toEqual({ ok: true, ticketId: ticket.ticketId, eventId })
    }
    const stored = await t.db
      .selectFrom('event_tickets')
      .select(['ticket_id', 'code', 'status'])
      .where('booking_id', '=', booking.booking_id)
      .orderBy('ticket_id')
      .execute()
    expect(stored.map((ticket) => ticket.code)).toEqual(booking.tickets.map((ticket: { code: string }) => ticket.code))
    const charges = await ledgerRowsOf(t.db, 'event_booking', booking.booking_id)
    expect(charges).toMatchObject([{ member_id: 'M1001', kind: 'event_booking', amount_paise: -300_000, reverses_entry_id: null }])
  })

  test('a guest booking pays the full price; paid at the desk it is recorded as paid, otherwise it is due', async () => {
    const paid = await book(guestBooking(eventId, ['Anita Desai'], { payment_method: 'upi', contact_phone: '98100 12345' }))
    expect(paid.status).toBe(201)
    expect(paid.body.booking).toMatchObject({
      booking_type: 'guest',
      member_id: null,
      contact_name: 'Anita Desai',
      contact_phone: '9810012345',
      total_paise: 200_000,
      payment_method: 'upi',
      payment_status: 'paid',
      amount_paid_paise: 200_000,
    })
    const due = await book(guestBooking(eventId, ['Vikram Seth']))
    expect(due.body.booking).toMatchObject({ payment_method: null, payment_status: 'due', amount_paid_paise: 0 })
    expect(await ledgerRowsOf(t.db, 'event_booking', [paid.body.booking.booking_id, due.body.booking.booking_id])).toEqual([])
  })

  test.each([
    [{ event_id: 'x' }, 'event_id: must be a number'],
    [{ booking_type: 'vip' }, 'booking_type: must be one of member, guest'],
    [{ tickets: [] }, 'tickets: must hold at least one ticket'],
    [{ tickets: [{ holder_name: ' ' }] }, 'tickets.0.holder_name: Holder name is required'],
    [{ tickets: Array.from({ length: 11 }, () => ({ holder_name: 'A' })) }, 'tickets: must hold at most 10 tickets'],
    [{ booking_type: 'member' }, 'member_id: is required for a member booking'],
    [{ member_id: 'M1001' }, 'member_id: must be left out of a guest booking'],
    [{ payment_method: 'cheque' }, 'payment_method: must be one of cash, card, upi'],
    [{ contact_phone: '12345' }, 'contact_phone: must be a 10-digit mobile number'],
    [{ coupon_code: 'no!' }, 'coupon_code: must be 3-30 letters, digits, - or _'],
    [{ event_id: 999_999 }, 'event_id: no event has id 999999'],
    [{ booking_type: 'member', member_id: 'M9999' }, 'member_id: no member has the number M9999'],
  ])('bad input %o gets 400 naming the field, and nothing is stored', async (change, message) => {
    const before = await bookingSnapshot(t)
    const response = await book({ ...guestBooking(eventId), ...change })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(message)
    expect(await bookingSnapshot(t)).toBe(before)
  })

  test('draft, ended and cancelled events cannot be booked; a members-only event takes member bookings only', async () => {
    const draft = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t) })
    const past = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t, {}, -2) })
    await t.db.updateTable('events').set({ status: 'published' }).where('event_id', '=', past.body.event.event_id).execute()
    const membersOnly = await publishedEvent(t, people.admin, { visibility: 'members' })
    const before = await bookingSnapshot(t)
    const refusedDraft = await book(guestBooking(draft.body.event.event_id))
    expect(refusedDraft.status).toBe(409)
    expect(refusedDraft.body.message).toMatch(/cannot be booked: it is not published yet/)
    const refusedPast = await book(guestBooking(past.body.event.event_id))
    expect(refusedPast.status).toBe(409)
    expect(refusedPast.body.message).toMatch(/cannot be booked: it has ended/)

    const guest = await book(guestBooking(membersOnly))
    expect(guest.status).toBe(400)
    expect(guest.body.message).toMatch(/^booking_type: .* is for members only/)
    expect(await bookingSnapshot(t)).toBe(before)
    expect((await book(memberBooking(membersOnly))).status).toBe(201)
  })

  test('a suspended member cannot be booked for', async () => {
    await t.db.updateTable('members').set({ status: 'suspended' }).where('member_id', '=', 'M1005').execute()
    const response = await book(memberBooking(eventId, 'M1005'))
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^member_id: .*\(M1005\) is suspended/)
  })

  test('more tickets than the seats left gets 409 with the seats left in the message and the body', async () => {
    const small = await publishedEvent(t, people.admin, { capacity: 3 })
    expect((await book(guestBooking(small, ['A', 'B']))).status).toBe(201)
    const before = await bookingSnapshot(t)
    const response = await book(guestBooking(small, ['C', 'D']))
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ code: 'not_enough_seats', seats_left: 1, requested: 2 })
    expect(response.body.message).toContain('Only 1 seat is left')
    expect(await bookingSnapshot(t)).toBe(before)
    expect((await book(guestBooking(small, ['C']))).status).toBe(201)
    const soldOut = await book(guestBooking(small, ['E']))
    expect(soldOut.body).toMatchObject({ seats_left: 0, message: expect.stringContaining('sold out: 0 seats left') })
  })

  test('only staff with the events create grant book in the office', async () => {
    expect((await book(guestBooking(eventId), '')).status).toBe(401)
    for (const token of [people.member, people.kitchen, people.steward, people.accounts])
      expect((await book(guestBooking(eventId), token)).status).toBe(403)
    expect((await book(guestBooking(eventId), people.reception)).status).toBe(201)
  })
})

describe('cancelling and changing bookings', () => {
  test('cancel makes the tickets unusable, voids the member charge and frees the seats', async () => {
    const booked = await book(memberBooking(eventId, 'M1001', ['X', 'Y']))
    const { booking_id, tickets } = booked.body.booking
    const response = await t.call('PATCH', `${api}/bookings/${booking_id}/cancel`, {
      token: people.admin,
      body: { reason: 'Change of plans' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      message: 'Booking cancelled successfully',
      booking: { status: 'cancelled', payment_status: 'voided', cancel_reason: 'Change of plans' },
    })
    expect(response.body.booking.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['cancelled', 'cancelled'])
    const [charge, refund] = await ledgerRowsOf(t.db, 'event_booking', booking_id)
    expect(refund).toMatchObject({ kind: 'event_booking_refund', amount_paise: -charge!.amount_paise, reverses_entry_id: charge!.entry_id })

    const entry = await t.call('PATCH', `${api}/bookings/${booking_id}/checkin/${tickets[0].ticketId}`, { token: people.reception })
    expect(entry.status).toBe(409)
    expect(entry.body).toMatchObject({ code: 'cancelled' })
    expect(await t.db.selectFrom('ticket_checkins').select('checkin_id').where('ticket_id', '=', tickets[0].ticketId).execute()).toEqual([])

    const again = await t.call('PATCH', `${api}/bookings/${booking_id}/cancel`, { token: people.admin })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`Booking ${booking_id} is already cancelled`)
  })

  test('a paid guest booking, cancelled, is marked for a refund at the desk; one with a ticket used cannot be cancelled', async () => {
    const paid = await book(guestBooking(eventId, ['P'], { payment_method: 'cash' }))
    const cancelled = await t.call('PATCH', `${api}/bookings/${paid.body.booking.booking_id}/cancel`, { token: people.admin })
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', payment_status: 'refund_due', amount_paid_paise: 200_000 })

    const used = await book(guestBooking(eventId, ['Q']))
    await t.call('PATCH', `${api}/bookings/${used.body.booking.booking_id}/checkin/${used.body.booking.tickets[0].ticketId}`, {
      token: people.reception,
    })
    const refused = await t.call('PATCH', `${api}/bookings/${used.body.booking.booking_id}/cancel`, { token: people.admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/tickets already checked in/)
  })

  test('status updates record attended or no-show; cancelled through status cancels; a cancelled booking stays cancelled', async () => {
    const booked = await book(guestBooking(eventId, ['S']))
    const id = booked.body.booking.booking_id
    const attended = await t.call('PATCH', `${api}/bookings/${id}/status`, { token: people.admin, body: { status: 'attended' } })
    expect(attended.body).toMatchObject({ message: 'Booking status updated successfully', booking: { status: 'attended' } })
    expect(
      (await t.call('PATCH', `${api}/bookings/${id}/status`, { token: people.admin, body: { status: 'gone' } })).body.message,
    ).toContain('status: must be one of confirmed, attended, no_show, cancelled')
    expect((await t.call('PATCH', `${api}/bookings/${id}/status`, { token: people.admin, body: {} })).status).toBe(400)
    const cancelled = await t.call('PATCH', `${api}/bookings/${id}/status`, { token: people.admin, body: { status: 'cancelled' } })
    expect(cancelled.body).toMatchObject({
      message: 'Booking cancelled successfully',
      booking: { status: 'cancelled', tickets: [{ status: 'cancelled' }] },
    })
    const back = await t.call('PATCH', `${api}/bookings/${id}/status`, { token: people.admin, body: { status: 'confirmed' } })
    expect(back.status).toBe(409)
    expect((await t.call('PATCH', `${api}/bookings/999999/status`, { token: people.admin, body: { status: 'attended' } })).status).toBe(404)
  })

  test('cancel and status need the events edit grant', async () => {
    const id = (await book(guestBooking(eventId, ['R']))).body.booking.booking_id
    for (const [method, path, body] of [
      ['PATCH', `/bookings/${id}/cancel`, {}],
      ['PATCH', `/bookings/${id}/status`, { status: 'attended' }],
    ] as const) {
      expect((await t.call(method, `${api}${path}`, { body })).status).toBe(401)
      for (const token of [people.reception, people.accounts, people.member, people.kitchen])
        expect((await t.call(method, `${api}${path}`, { token, body })).status).toBe(403)
    }
    expect((await t.db.selectFrom('event_bookings').select('status').where('booking_id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'confirmed',
    )
  })
})

describe('reading bookings', () => {
  test('GET bookings filters and pages; GET bookings/{id}, events/{id}/bookings and members/{id}/bookings', async () => {
    const list = await t.call('GET', `${api}/bookings?event_id=${eventId}&booking_type=member&status=confirmed&limit=2`, {
      token: people.accounts,
    })
    expect(list.status).toBe(200)
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 2 })
    expect(
      list.body.data.every(
        (booking: { booking_type: string; status: string }) => booking.booking_type === 'member' && booking.status === 'confirmed',
      ),
    ).toBe(true)
    expect((await t.call('GET', `${api}/bookings?status=lost`, { token: people.admin })).status).toBe(400)

    const one = await t.call('GET', `${api}/bookings/${list.body.data[0].booking_id}`, { token: people.accounts })
    expect(one.body.booking).toMatchObject({ booking_id: list.body.data[0].booking_id, tickets: expect.any(Array) })
    expect((await t.call('GET', `${api}/bookings/999999`, { token: people.admin })).status).toBe(404)

    const ofEvent = await t.call('GET', `${api}/events/${eventId}/bookings?status=cancelled`, { token: people.admin })
    expect(ofEvent.body.data.length).toBeGreaterThan(0)
    expect(
      ofEvent.body.data.every(
        (booking: { event_id: number; status: string }) => booking.event_id === eventId && booking.status === 'cancelled',
      ),
    ).toBe(true)

    const ofMember = await t.call('GET', `${api}/members/m1001/bookings`, { token: people.admin })
    expect(ofMember.body.member_id).toBe('M1001')
    expect(ofMember.body.data.every((booking: { member_id: string }) => booking.member_id === 'M1001')).toBe(true)
    expect((await t.call('GET', `${api}/members/M9999/bookings`, { token: people.admin })).body.message).toBe('Member not found')

    for (const path of ['/bookings', '/bookings/1', `/events/${eventId}/bookings`, '/members/M1001/bookings']) {
      for (const token of [people.member, people.kitchen, people.steward])
        expect((await t.call('GET', `${api}${path}`, { token })).status).toBe(403)
    }
  })
})

describe('PATCH bookings/{id}/payment (a guest pays at the desk)', () => {
  const pay = (bookingId: number, body: unknown, token = people.reception) =>
    t.call('PATCH', `${api}/bookings/${bookingId}/payment`, { token, body })

  test('a guest booking left to pay is paid in full at the desk, once', async () => {
    const due = (await book(guestBooking(eventId, ['Kabir Rao', 'Ira Rao']))).body.booking
    expect(due.payment_status).toBe('due')

    const response = await pay(due.booking_id, { payment_method: 'upi' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      message: 'Payment recorded successfully',
      booking: { payment_status: 'paid', payment_method: 'upi', amount_paid_paise: 400_000 },
    })
    const stored = await t.db
      .selectFrom('event_bookings')
      .select(['payment_status', 'amount_paid_paise', 'paid_at'])
      .where('booking_id', '=', due.booking_id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ payment_status: 'paid', amount_paid_paise: 400_000 })
    expect(stored.paid_at).not.toBeNull()

    const again = await pay(due.booking_id, { payment_method: 'cash' })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/nothing to pay/)
  })

  test("a member's booking is on the account: nothing to pay at the desk", async () => {
    const charged = (await book(memberBooking(eventId))).body.booking
    const response = await pay(charged.booking_id, { payment_method: 'cash' })
    expect(response.status).toBe(409)
    expect(response.body.message).toContain('payment charged')
  })

  test('bad input is 400 and changes nothing; the wrong role is 401 or 403; an unknown booking 404', async () => {
    const due = (await book(guestBooking(eventId))).body.booking
    const before = await bookingSnapshot(t)
    for (const body of [{}, { payment_method: 'cheque' }, { payment_method: 'member_account' }]) {
      const response = await pay(due.booking_id, body)
      expect(response.status).toBe(400)
      expect(response.body.message).toContain('payment_method')
    }
    expect((await pay(due.booking_id, { payment_method: 'cash' }, '')).status).toBe(401)
    for (const token of [people.member, people.kitchen, people.steward, people.accounts])
      expect((await pay(due.booking_id, { payment_method: 'cash' }, token)).status).toBe(403)
    expect(await bookingSnapshot(t)).toBe(before)
    expect((await pay(999_999, { payment_method: 'cash' })).status).toBe(404)
  })
})
