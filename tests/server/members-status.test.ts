import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'
import { book, bookingBody, makeActivity } from './sports-fixtures.js'

let t: TestApp
let admin: string
let eventId: number
let courts: { activityId: number; itemIds: number[] }

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  eventId = (await t.db.selectFrom('events').select('event_id').where('slug', '=', 'winter-social-evening').executeTakeFirstOrThrow())
    .event_id
  courts = await makeActivity(t, admin, { name: 'Squash Courts' })
  await t.db
    .updateTable('members')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('member_id', 'in', ['M1002', 'M1003'])
    .execute()
})
afterAll(async () => {
  await t.close()
})

const bookEvent = (memberId: string) =>
  t.call('POST', '/api/event-bookings/bookings', {
    token: admin,
    body: { event_id: eventId, booking_type: 'member', member_id: memberId, tickets: [{ holder_name: 'Rahul Khurana' }] },
  })
const signIn = (memberId: string) => t.call('POST', '/member/api/login', { body: { memberId, password: DEMO_PASSWORD } })

describe('a member who is no longer active', () => {
  test('suspending a member ends their sessions, refuses their sign-in and bookings, and lists what they still hold', async () => {
    expect((await bookEvent('M1002')).status).toBe(201)
    const slot = await book(t, admin, bookingBody(t, courts.activityId, courts.itemIds[0]!, { member_id: 'M1002' }))
    const session = (await signIn('M1002')).body.data.token as string

    const response = await t.call('PUT', '/api/member/M1002', { token: admin, body: { status: 'suspended' } })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe(
      'Rahul Khurana (M1002) is now suspended: they cannot sign in or book. They still hold 2 bookings, listed on their page: cancel or keep each.',
    )
    expect(response.body.result.openBookings).toEqual({
      events: [
        {
          booking_id: expect.any(Number),
          event_id: eventId,
          event_title: 'Winter Social Evening',
          start_at: expect.any(String),
          ticket_count: 1,
          total_paise: 180_000,
          payment_status: 'charged',
        },
      ],
      sports: [
        {
          booking_id: slot.booking_id,
          activity_name: 'Squash Courts',
          item_name: 'Court 1',
          booking_date: '2026-11-23',
          start_time: '10:00',
          end_time: '11:00',
          status: 'confirmed',
          total_paise: 50_000,
        },
      ],
    })
    expect((await t.call('GET', '/api/session', { token: session })).status).toBe(401)

    const refused = await signIn('M1002')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('This membership is suspended. Please contact the club office.')

    const event = await bookEvent('M1002')
    expect(event.status).toBe(400)
    expect(event.body.message).toMatch(/Rahul Khurana \(M1002\) is suspended; bookings are for active members/)
    const sports = await t.call('POST', '/api/sports-activity/bookings', {
      token: admin,
      body: bookingBody(t, courts.activityId, courts.itemIds[1]!, { member_id: 'M1002' }),
    })
    expect(sports.status).toBe(400)
    expect(sports.body.message).toMatch(/is suspended; bookings are for active members/)
  })

  test('made active again, the member signs in anew: the session they had before stays ended', async () => {
    await t.call('PUT', '/api/member/M1003', { token: admin, body: { status: 'active' } })
    const before = (await signIn('M1003')).body.data.token as string
    await t.call('PUT', '/api/member/M1003', { token: admin, body: { status: 'suspended' } })
    const back = await t.call('PUT', '/api/member/M1003', { token: admin, body: { status: 'active' } })
    expect(back.body.message).toBe('Member updated successfully')
    expect((await t.call('GET', '/api/session', { token: before })).status).toBe(401)
    expect((await signIn('M1003')).status).toBe(200)
  })

  test.each([
    ['resigned', 'This membership has been resigned. Please contact the club office.'],
    ['deceased', 'This membership is closed. Please contact the club office.'],
  ])('a %s member cannot sign in: "%s"', async (status, message) => {
    await t.call('PUT', '/api/member/M1003', { token: admin, body: { status } })
    const response = await signIn('M1003')
    expect(response.status).toBe(403)
    expect(response.body.message).toBe(message)
  })

  test('a member with nothing booked is told so plainly when suspended', async () => {
    await t.call('PUT', '/api/member/M1003', { token: admin, body: { status: 'active' } })
    const response = await t.call('PUT', '/api/member/M1003', { token: admin, body: { status: 'suspended' } })
    expect(response.body.message).toBe('Sanjay Talwar (M1003) is now suspended: they cannot sign in or book.')
  })
})
