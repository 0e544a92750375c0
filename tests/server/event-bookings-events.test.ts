import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, bookingSnapshot, eventBody, guestBooking, publishedEvent, signInPeople, type People } from './event-bookings-fixtures.js'

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

describe('creating and publishing events', () => {
  test('an admin creates an event as a draft with the fields the office sent, then publishes it', async () => {
    const body = eventBody(t, { title: 'Winter Gala Night', featured: true })
    const created = await t.call('POST', `${api}/events`, { token: people.admin, body })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      message: 'Event created successfully',
      event: {
        status: 'draft',
        title: 'Winter Gala Night',
        slug: 'winter-gala-night',
        featured: true,
        capacity: 100,
        price_paise: 200_000,
        member_price_paise: 150_000,
        visibility: 'public',
        seats_left: 100,
        upcoming: true,
      },
    })
    const eventId = created.body.event.event_id
    const stored = await t.db.selectFrom('events').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ status: 'draft', start_at: new Date(body.start_at), venue: 'Main Lawn' })

    const published = await t.call('PATCH', `${api}/events/${eventId}/publish`, { token: people.admin })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ message: 'Event published successfully', event: { event_id: eventId, status: 'published' } })
    const after = await t.db.selectFrom('events').select(['status', 'version']).where('event_id', '=', eventId).executeTakeFirstOrThrow()
    expect(after.status).toBe('published')
    expect(after.version).toBeGreaterThan(stored.version)
  })

  test('a second event of the same title gets a numbered slug', async () => {
    const first = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t, { title: 'Quiz Night' }) })
    const second = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t, { title: 'Quiz Night' }) })
    expect([first.body.event.slug, second.body.event.slug]).toEqual(['quiz-night', 'quiz-night-2'])
  })

  test.each([
    [{ title: '' }, 'title: Title is required'],
    [{ event_type: 'picnic' }, 'event_type: must be one of social, sports, business, family, culinary, wellness'],
    [{ capacity: 0 }, 'capacity: must be 1 or more'],
    [{ price_paise: 12.5 }, 'price_paise: must be a whole number'],
    [{ member_price_paise: 300_000 }, 'member_price_paise: must not be more than price_paise'],
    [{ visibility: 'private' }, 'visibility: must be one of public, members'],
    [{ start_at: 'next friday' }, 'start_at: must be a date and time with its offset'],
    [{ end_at: '2026-11-01T10:00:00+05:30' }, 'end_at: must be after start_at'],
  ])('bad input %o is refused with a message naming the field, and nothing is stored', async (change, message) => {
    const before = await bookingSnapshot(t)
    const response = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t, change) })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(message)
    expect(await bookingSnapshot(t)).toBe(before)
  })

  test('only staff with the events create grant may create, and only edit may publish', async () => {
    const body = eventBody(t)
    expect((await t.call('POST', `${api}/events`, { body })).status).toBe(401)
    for (const token of [people.member, people.kitchen, people.steward, people.accounts]) {
      expect((await t.call('POST', `${api}/events`, { token, body })).status).toBe(403)
    }
    expect((await t.call('POST', `${api}/events`, { token: people.reception, body })).status).toBe(201)
    const draft = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t) })
    expect((await t.call('PATCH', `${api}/events/${draft.body.event.event_id}/publish`, { token: people.reception })).status).toBe(403)
  })

  test('an event that has ended cannot be published', async () => {
    const past = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t, {}, -3) })
    const response = await t.call('PATCH', `${api}/events/${past.body.event.event_id}/publish`, { token: people.admin })
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/has already ended/)
  })
})

describe('reading events', () => {
  test('GET events pages with page 1 and limit 10 by default, and filters by type, status, visibility and dates', async () => {
    const all = await t.call('GET', `${api}/events`, { token: people.accounts })
    expect(all.status).toBe(200)
    expect(all.body.pagination).toMatchObject({ page: 1, limit: 10 })
    expect(all.body.pagination.pages).toBe(Math.ceil(all.body.pagination.total / 10))
    expect(all.body.data).toHaveLength(10)

    const wellness = await t.call(
      'GET',
      `${api}/events?event_type=wellness&status=published&visibility=public&date_from=2026-11-29&date_to=2026-11-29`,
      { token: people.admin },
    )
    expect(wellness.body.data.map((event: { title: string }) => event.title)).toEqual(['Yoga & Wellness Retreat'])

    const featured = await t.call('GET', `${api}/events?featured_only=true&upcoming_only=true&event_type=&limit=50`, {
      token: people.admin,
    })
    const titles = featured.body.data.map((event: { title: string }) => event.title)
    expect(titles).toEqual(expect.arrayContaining(['Winter Social Evening', 'Mughlai Food Festival']))
    expect(featured.body.data.every((event: { featured: boolean; upcoming: boolean }) => event.featured && event.upcoming)).toBe(true)
  })

  test('GET events lists what has not ended soonest first (one under way leading), then past events latest first', async () => {
    const underWay = await publishedEvent(t, people.admin, { title: 'Afternoon Bridge Drive' }, -1 / 24)
    const response = await t.call('GET', `${api}/events?limit=100`, { token: people.admin })
    const events: { event_id: number; start_at: string; end_at: string }[] = response.body.data
    expect(events).toHaveLength(response.body.pagination.total)
    const now = t.clock().getTime()
    const next = events.filter((event) => Date.parse(event.end_at) > now)
    const past = events.filter((event) => Date.parse(event.end_at) <= now)
    expect(next.length).toBeGreaterThan(1)
    expect(past.length).toBeGreaterThan(1)
    expect(events).toEqual([...next, ...past])
    expect(events[0]?.event_id).toBe(underWay)
    const starts = (list: typeof events) => list.map((event) => Date.parse(event.start_at))
    expect(starts(next)).toEqual(starts(next).toSorted((a, b) => a - b))
    expect(starts(past)).toEqual(starts(past).toSorted((a, b) => b - a))

    const firstPage = await t.call('GET', `${api}/events`, { token: people.admin })
    expect(firstPage.body.data[0].event_id).toBe(underWay)
  })

  test('bad filters are refused with the field named', async () => {
    for (const [path, message] of [
      ['?status=open', 'status: must be one of draft, published, cancelled, completed'],
      ['?date_from=2026-13-01', 'date_from: is not a real date'],
      ['?date_from=2026-12-10&date_to=2026-12-01', 'date_to: must not be before date_from'],
      ['?featured_only=yes', 'featured_only: must be true or false'],
      ['?limit=500', 'limit: must be at most 100'],
    ] as const) {
      const response = await t.call('GET', `${api}/events${path}`, { token: people.admin })
      expect(response.status).toBe(400)
      expect(response.body.message).toContain(message)
    }
  })

  test('GET events/{id} answers the event with its booking_stats; unknown ids are not found', async () => {
    const eventId = await publishedEvent(t, people.admin, { capacity: 20 })
    await t.call('POST', `${api}/bookings`, {
      token: people.admin,
      body: guestBooking(eventId, ['A One', 'B Two'], { payment_method: 'cash' }),
    })
    const response = await t.call('GET', `${api}/events/${eventId}`, { token: people.accounts })
    expect(response.status).toBe(200)
    expect(response.body.event).toMatchObject({ event_id: eventId, status: 'published', tickets_sold: 2, seats_left: 18 })
    expect(response.body.booking_stats).toMatchObject({
      total_bookings: 1,
      confirmed_bookings: 1,
      tickets_sold: 2,
      checked_in: 0,
      seats_left: 18,
      revenue_paise: 400_000,
    })
    expect((await t.call('GET', `${api}/events/999999`, { token: people.admin })).status).toBe(404)
    expect((await t.call('GET', `${api}/events/abc`, { token: people.admin })).status).toBe(400)
  })

  test('members, the kitchen and staff without the events grant cannot read the office lists', async () => {
    for (const path of [
      '/events',
      '/events/1',
      '/events/date-range?startDate=2026-11-01&endDate=2026-11-30',
      '/events/available',
      '/events/calendar',
    ]) {
      expect((await t.call('GET', `${api}${path}`)).status).toBe(401)
      for (const token of [people.member, people.kitchen, people.steward])
        expect((await t.call('GET', `${api}${path}`, { token })).status).toBe(403)
    }
  })

  test('date-range, available and calendar list the right events', async () => {
    const range = await t.call('GET', `${api}/events/date-range?startDate=2026-12-01&endDate=2026-12-15`, { token: people.admin })
    expect(range.status).toBe(200)
    expect(range.body.data.map((event: { title: string }) => event.title)).toEqual(
      expect.arrayContaining(['Business Networking Breakfast', 'Winter Social Evening', "Members' Annual General Meeting 2026"]),
    )
    expect(
      (await t.call('GET', `${api}/events/date-range?startDate=2026-12-15&endDate=2026-12-01`, { token: people.admin })).body.message,
    ).toContain('endDate: must not be before startDate')
    expect((await t.call('GET', `${api}/events/date-range?startDate=2026-12-15`, { token: people.admin })).status).toBe(400)

    const available = await t.call('GET', `${api}/events/available?limit=100`, { token: people.admin })
    const statuses = new Set(available.body.data.map((event: { status: string }) => event.status))
    expect([...statuses]).toEqual(['published'])
    expect(available.body.data.map((event: { title: string }) => event.title)).not.toContain('Republic Day Quiz Night')

    const calendar = await t.call('GET', `${api}/events/calendar?month=12&year=2026`, { token: people.admin })
    expect(calendar.body).toMatchObject({ month: 12, year: 2026 })
    expect(
      calendar.body.days.find((day: { date: string }) => day.date === '2026-12-12').events.map((event: { title: string }) => event.title),
    ).toContain('Winter Social Evening')
    expect((await t.call('GET', `${api}/events/calendar?month=13`, { token: people.admin })).status).toBe(400)
  })
})

describe('editing and deleting events', () => {
  test('PUT changes the fields sent; capacity cannot drop below the seats booked', async () => {
    const eventId = await publishedEvent(t, people.admin, { capacity: 10 })
    await t.call('POST', `${api}/bookings`, { token: people.admin, body: guestBooking(eventId, ['A', 'B', 'C']) })
    const edited = await t.call('PUT', `${api}/events/${eventId}`, { token: people.admin, body: { venue: 'Banquet Hall', capacity: 5 } })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      message: 'Event updated successfully',
      event: { venue: 'Banquet Hall', capacity: 5, seats_left: 2 },
    })

    const before = await bookingSnapshot(t)
    const tooSmall = await t.call('PUT', `${api}/events/${eventId}`, { token: people.admin, body: { capacity: 2 } })
    expect(tooSmall.status).toBe(400)
    expect(tooSmall.body.message).toBe('capacity: must be at least 3: that many tickets are already booked')
    expect((await t.call('PUT', `${api}/events/${eventId}`, { token: people.admin, body: {} })).status).toBe(400)
    expect(
      (await t.call('PUT', `${api}/events/${eventId}`, { token: people.admin, body: { member_price_paise: 999_999 } })).body.message,
    ).toBe('member_price_paise: must not be more than price_paise')
    expect((await t.call('PUT', `${api}/events/${eventId}`, { token: people.reception, body: { venue: 'Lawn' } })).status).toBe(403)
    expect(await bookingSnapshot(t)).toBe(before)
  })

  test('DELETE removes an event nobody booked, and cancels one with bookings (and the bookings)', async () => {
    const unbooked = await publishedEvent(t, people.admin)
    expect((await t.call('DELETE', `${api}/events/${unbooked}`, { token: people.reception })).status).toBe(403)
    const removed = await t.call('DELETE', `${api}/events/${unbooked}`, { token: people.admin })
    expect(removed.body).toMatchObject({ message: 'Event deleted successfully', deleted: true })
    expect(await t.db.selectFrom('events').select('event_id').where('event_id', '=', unbooked).executeTakeFirst()).toBeUndefined()

    const booked = await publishedEvent(t, people.admin)
    const booking = await t.call('POST', `${api}/bookings`, { token: people.admin, body: guestBooking(booked, ['A', 'B']) })
    const cancelled = await t.call('DELETE', `${api}/events/${booked}`, { token: people.admin })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ deleted: false, cancelled_bookings: 1, event: { status: 'cancelled' } })
    const stored = await t.db
      .selectFrom('event_bookings')
      .select(['status', 'cancel_reason'])
      .where('booking_id', '=', booking.body.booking.booking_id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ status: 'cancelled', cancel_reason: 'The event was cancelled' })
    const tickets = await t.db.selectFrom('event_tickets').select('status').where('event_id', '=', booked).execute()
    expect(tickets.map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled'])
    expect((await t.call('PUT', `${api}/events/${booked}`, { token: people.admin, body: { venue: 'Lawn' } })).status).toBe(409)
  })
})

describe('the admin group', () => {
  test('admin/events lists with booking stats and admin/events creates, for admins only', async () => {
    const list = await t.call('GET', `${api}/admin/events?status=published`, { token: people.admin })
    expect(list.status).toBe(200)
    expect(list.body.data[0].booking_stats).toMatchObject({ tickets_sold: expect.any(Number), seats_left: expect.any(Number) })
    const created = await t.call('POST', `${api}/admin/events`, { token: people.admin, body: eventBody(t) })
    expect(created.status).toBe(201)
    expect(created.body.event.status).toBe('draft')
    expect((await t.call('POST', `${api}/admin/events`, { token: people.admin, body: eventBody(t, { capacity: -1 }) })).status).toBe(400)
    for (const path of ['/admin/events', '/admin/bookings']) {
      expect((await t.call('GET', `${api}${path}`)).status).toBe(401)
      for (const token of [people.reception, people.accounts, people.member, people.kitchen])
        expect((await t.call('GET', `${api}${path}`, { token })).status).toBe(403)
    }
    expect((await t.call('POST', `${api}/admin/events`, { token: people.reception, body: eventBody(t) })).status).toBe(403)
    expect((await t.call('GET', `${api}/admin/bookings?status=confirmed`, { token: people.admin })).status).toBe(200)
  })
})
