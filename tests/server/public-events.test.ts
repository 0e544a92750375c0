import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
const startOfTests = new Date('2026-11-22T04:30:00.000Z')

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const titles = (items: { title: string }[]) => items.map((item) => item.title)
const gallery = (slug: string) => ['01', '02', '03', '04', '05', '06'].map((n) => `/images/functions/${slug}/${n}-960.webp`)
const eventId = async (title: string) =>
  (await t.db.selectFrom('events').select('event_id').where('title', '=', title).executeTakeFirstOrThrow()).event_id

const upcomingInOrder = [
  'Yoga & Wellness Retreat',
  'Business Networking Breakfast',
  'Winter Social Evening',
  'Family Fun Day',
  'Inter-Club Badminton Championship',
  'Mughlai Food Festival',
]

describe('GET /api/public/occasionlist', () => {
  test('page 1 lists the five newest past functions with their six photos, for anybody', async () => {
    const response = await t.call('GET', '/api/public/occasionlist?page=1&limit=5')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(titles(response.body.functions)).toEqual([
      'Independence Day Brunch 2026',
      'Summer Pool Party 2026',
      'Holi Milan 2026',
      "Founders' Day Dinner 2026",
      'Lohri Night 2026',
    ])
    expect(response.body.functions[0]).toEqual({
      title: 'Independence Day Brunch 2026',
      date: '2026-08-15T03:30:00.000Z',
      galleryImages: gallery('independence-day-brunch-2026'),
    })
    expect(response.body.functions[3].galleryImages).toEqual(gallery('founders-day-dinner-2026'))
    expect(response.body).toMatchObject({ page: 1, limit: 5, hasMore: true })
  })

  test('page 2 holds the remaining three and says there are no more', async () => {
    const response = await t.call('GET', '/api/public/occasionlist?page=2&limit=5')
    expect(response.status).toBe(200)
    expect(titles(response.body.functions)).toEqual(["New Year's Eve Gala 2026", 'Christmas Carnival 2025', 'Diwali Mela 2025'])
    expect(response.body.functions[0].galleryImages).toEqual(gallery('new-year-s-eve-gala-2026'))
    expect(response.body).toMatchObject({ page: 2, limit: 5, hasMore: false })
  })

  test('a page past the end is an empty list, not an error', async () => {
    const response = await t.call('GET', '/api/public/occasionlist?page=3&limit=5')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ functions: [], page: 3, limit: 5, hasMore: false })
  })

  test('page and limit may be left out: page 1 of 5', async () => {
    const response = await t.call('GET', '/api/public/occasionlist')
    expect(response.status).toBe(200)
    expect(response.body.functions).toHaveLength(5)
    expect(response.body).toMatchObject({ page: 1, limit: 5 })
  })

  test.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=-2', 'page'],
    ['page=1&limit=10', 'limit'],
    ['page=1&limit=abc', 'limit'],
  ])('?%s is refused with 400 naming %s', async (search, field) => {
    const response = await t.call('GET', `/api/public/occasionlist?${search}`)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(new RegExp(`^${field}: `))
    expect(response.body.errors[0].path).toBe(field)
    expect(response.headers.get('cache-control')).toBeNull()
  })

  test('drafts, cancelled and members-only functions, photo-less events and future events never appear', async () => {
    const base = { event_type: 'social' as const, venue: 'Main Lawn', capacity: 100, gallery_images: gallery('diwali-mela-2025') }
    const hidden = [
      {
        ...base,
        title: 'Cancelled Monsoon Ball',
        slug: 'cancelled-monsoon-ball',
        status: 'cancelled' as const,
        visibility: 'public' as const,
      },
      { ...base, title: 'Committee Retreat', slug: 'committee-retreat', status: 'completed' as const, visibility: 'members' as const },
      { ...base, title: 'Draft Teej Festival', slug: 'draft-teej-festival', status: 'draft' as const, visibility: 'public' as const },
      {
        ...base,
        title: 'Dussehra Evening',
        slug: 'dussehra-evening',
        status: 'completed' as const,
        visibility: 'public' as const,
        gallery_images: [],
      },
    ].map((event) => ({ ...event, start_at: new Date('2026-09-20T13:30:00Z'), end_at: new Date('2026-09-20T17:30:00Z') }))
    const future = {
      ...base,
      title: 'Photos Too Early',
      slug: 'photos-too-early',
      status: 'published' as const,
      start_at: new Date('2026-12-30T13:30:00Z'),
      end_at: new Date('2026-12-30T17:30:00Z'),
    }
    await t.db
      .insertInto('events')
      .values([...hidden, future])
      .execute()
    try {
      const response = await t.call('GET', '/api/public/occasionlist?page=1')
      expect(response.body.functions[0].title).toBe('Independence Day Brunch 2026')
      expect(response.body.functions).toHaveLength(5)
    } finally {
      await t.db
        .deleteFrom('events')
        .where('slug', 'in', [...hidden.map((event) => event.slug), future.slug])
        .execute()
    }
  })
})

describe('GET /api/event-bookings/public/events', () => {
  test('lists the published public events still to come, soonest first, for anybody', async () => {
    const response = await t.call('GET', '/api/event-bookings/public/events')
    expect(response.status).toBe(200)
    expect(titles(response.body.data)).toEqual(upcomingInOrder)
    expect(response.body.pagination).toEqual({ page: 1, limit: 10, total: 6, pages: 1 })
    expect(titles(response.body.data)).not.toContain('Republic Day Quiz Night') // a draft
    expect(titles(response.body.data)).not.toContain("Members' Annual General Meeting 2026") // members only
  })

  test('each card carries what the Upcoming Events page shows, with category beside event_type', async () => {
    const response = await t.call('GET', '/api/event-bookings/public/events')
    const winter = response.body.data.find((event: { slug: string }) => event.slug === 'winter-social-evening')
    expect(winter).toEqual({
      event_id: await eventId('Winter Social Evening'),
      title: 'Winter Social Evening',
      slug: 'winter-social-evening',
      description: expect.stringContaining('ghazals'),
      event_type: 'social',
      category: 'social',
      start_at: '2026-12-12T13:30:00.000Z', // 7:00 PM in Delhi
      end_at: '2026-12-12T17:30:00.000Z', // 11:00 PM
      venue: 'Main Lawn',
      capacity: 250,
      price_paise: 250_000,
      member_price_paise: 180_000,
      image_url: '/images/events/winter-social-evening-960.webp',
      highlights: expect.arrayContaining(['Live ghazal performance']),
      featured: true,
    })
    for (const event of response.body.data) {
      expect(event.highlights.length).toBeGreaterThanOrEqual(3)
      expect(event.member_price_paise).toBeLessThan(event.price_paise)
    }
  })

  test('event_type narrows the list to one category; all, any case and empty mean no filter', async () => {
    for (const type of ['social', 'sports', 'business', 'family', 'culinary', 'wellness']) {
      const response = await t.call('GET', `/api/event-bookings/public/events?event_type=${type}`)
      expect(response.status).toBe(200)
      expect(response.body.data.map((event: { event_type: string }) => event.event_type)).toEqual([type])
      expect(response.body.pagination.total).toBe(1)
    }
    expect((await t.call('GET', '/api/event-bookings/public/events?event_type=SPORTS')).body.data[0].title).toBe(
      'Inter-Club Badminton Championship',
    )
    expect((await t.call('GET', '/api/event-bookings/public/events?event_type=all')).body.data).toHaveLength(6)
    expect((await t.call('GET', '/api/event-bookings/public/events?event_type=')).body.data).toHaveLength(6)
  })

  test.each([
    ['event_type=concert', 'event_type'],
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['page=two', 'page'],
  ])('?%s is refused with 400 naming %s', async (search, field) => {
    const response = await t.call('GET', `/api/event-bookings/public/events?${search}`)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(new RegExp(`^${field}: `))
  })

  test('page and limit page through the list', async () => {
    const response = await t.call('GET', '/api/event-bookings/public/events?page=2&limit=4')
    expect(titles(response.body.data)).toEqual(upcomingInOrder.slice(4))
    expect(response.body.pagination).toEqual({ page: 2, limit: 4, total: 6, pages: 2 })
  })

  test('an event stays listed while it runs and drops off once the clock passes its end', async () => {
    try {
      t.clock.set(new Date('2026-11-29T03:59:59.000Z')) // 9:29 AM on the retreat's morning
      expect(titles((await t.call('GET', '/api/event-bookings/public/events')).body.data)[0]).toBe('Yoga & Wellness Retreat')
      t.clock.set(new Date('2026-11-29T04:00:00.000Z')) // 9:30 AM: it has ended
      const response = await t.call('GET', '/api/event-bookings/public/events')
      expect(titles(response.body.data)).toEqual(upcomingInOrder.slice(1))
      expect(response.body.pagination.total).toBe(5)
    } finally {
      t.clock.set(startOfTests)
    }
  })
})

describe('GET /api/event-bookings/public/events/:id', () => {
  test('returns one published public event by its id', async () => {
    const id = await eventId('Mughlai Food Festival')
    const response = await t.call('GET', `/api/event-bookings/public/events/${id}`)
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ event_id: id, slug: 'mughlai-food-festival', category: 'culinary', featured: true })
  })

  test('a past function stays readable by its id', async () => {
    const response = await t.call('GET', `/api/event-bookings/public/events/${await eventId('Diwali Mela 2025')}`)
    expect(response.status).toBe(200)
    expect(response.body.data.image_url).toBe('/images/functions/diwali-mela-2025/01-960.webp')
  })

  test('drafts, members-only events and unknown ids are not found', async () => {
    for (const id of [await eventId('Republic Day Quiz Night'), await eventId("Members' Annual General Meeting 2026"), 999_999]) {
      const response = await t.call('GET', `/api/event-bookings/public/events/${id}`)
      expect(response.status).toBe(404)
      expect(response.body.message).toBe('Event not found')
    }
  })

  test('an id that is not a positive whole number is refused with 400', async () => {
    const response = await t.call('GET', '/api/event-bookings/public/events/winter')
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^id: /)
  })
})
