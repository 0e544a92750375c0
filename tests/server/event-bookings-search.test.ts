import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, guestBooking, publishedEvent, signInPeople, type People } from './event-bookings-fixtures.js'

let t: TestApp
let people: People
const bookingIds: number[] = []

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  const eventId = await publishedEvent(t, people.admin, { title: 'Booking Number Night', capacity: 80 })
  // Up to booking 7; every holder's name has a 7 in it, which a search for booking 7 must not match.
  while (!bookingIds.includes(7)) {
    if (bookingIds.length >= 20) throw new Error(`booking 7 was never made: ${bookingIds.join(', ')}`)
    const booked = await t.call('POST', `${api}/bookings`, {
      token: people.admin,
      body: guestBooking(eventId, [`Table 7 Guest ${bookingIds.length}`]),
    })
    bookingIds.push(booked.body.booking.booking_id as number)
  }
})
afterAll(async () => {
  await t.close()
})

const search = (q: string) => t.call('GET', `${api}/search/bookings?q=${encodeURIComponent(q)}`, { token: people.accounts })
const idsOf = (response: Awaited<ReturnType<typeof search>>) =>
  response.body.data.map((booking: { booking_id: number }) => booking.booking_id)

describe('finding a booking by its number (search/bookings)', () => {
  test('a number of one or two digits finds that booking alone', async () => {
    const seven = await search('7')
    expect(seven.status).toBe(200)
    expect(idsOf(seven)).toEqual([7])
    expect(idsOf(await search(' 7 '))).toEqual([7])
    expect(idsOf(await search('77'))).toEqual([])
  })

  test('other text still needs three characters, and is matched anywhere as before', async () => {
    for (const q of ['ab', 'a7', ' t ']) {
      const tooShort = await search(q)
      expect(tooShort.status, q).toBe(400)
      expect(tooShort.body.message, q).toBe('q: Search term must be at least 3 characters long, or a booking number (digits only)')
    }
    expect(idsOf(await search('table 7')).sort((a: number, b: number) => a - b)).toEqual([...bookingIds].sort((a, b) => a - b))
  })
})
