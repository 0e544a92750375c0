import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import {
  activityBody,
  api,
  book,
  bookingBody,
  clubDay,
  makeActivity,
  signInPeople,
  sportsSnapshot,
  type People,
} from './sports-fixtures.js'

// Activities, items, subcategories and slots (spec 2 §7 "Sports activity"; ADR 015).

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
})
afterAll(async () => {
  await t.close()
})

describe('activities', () => {
  test('POST activities → 201 with the activity, active, with the defaults of ADR 015', async () => {
    const response = await t.call('POST', `${api}/activities`, {
      token: people.sportsDesk,
      body: activityBody({ name: 'Golf Academy Test' }),
    })
    expect(response.status).toBe(201)
    expect(response.body.activity).toMatchObject({
      name: 'Golf Academy Test',
      status: 'active',
      is_public: true,
      slot_minutes: 60,
      max_players: 4,
      max_slots_per_booking: 2,
      booking_window_days: 14,
      cancel_cutoff_minutes: 120,
      item_ids: [],
    })
    expect(response.body.activity.activity_id).toBeGreaterThan(0)
  })

  test.each([
    ['no name', { name: undefined }, 'name'],
    ['a one-letter category', { category: 'X' }, 'category'],
    ['slots of 10 minutes', { slot_minutes: 10 }, 'slot_minutes'],
    ['an opening time of 7 am', { open_time: '7am' }, 'open_time'],
    ['closing before opening', { open_time: '20:00', close_time: '08:00' }, 'close_time'],
    ['hours shorter than one slot', { open_time: '20:00', close_time: '20:30', slot_minutes: 60 }, 'close_time'],
    ['a negative price', { price_paise: -1 }, 'price_paise'],
    ['a price in rupees with paise', { price_paise: 12.5 }, 'price_paise'],
    ['is_public as text', { is_public: 'yes' }, 'is_public'],
  ])('POST activities with %s → 400 naming the field, nothing stored', async (_label, overrides, field) => {
    const before = await sportsSnapshot(t)
    const response = await t.call('POST', `${api}/activities`, { token: people.admin, body: activityBody(overrides) })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(field)
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('a second activity of the same name is refused (409)', async () => {
    await makeActivity(t, people.admin, { name: 'Billiards Hall Test' }, 0)
    const again = await t.call('POST', `${api}/activities`, { token: people.admin, body: activityBody({ name: 'billiards hall test' }) })
    expect(again.status).toBe(409)
  })

  test('GET activities filters by search, status, category and is_public, with pagination', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    await makeActivity(t, people.admin, { name: `Pool ${tag}`, category: `Cue ${tag}`, is_public: false }, 0)
    const { activityId } = await makeActivity(t, people.admin, { name: `Snooker ${tag}`, category: `Cue ${tag}` }, 0)
    await t.call('PATCH', `${api}/activities/${activityId}/status`, { token: people.admin, body: { status: 'inactive' } })
    const list = (query: string) => t.call('GET', `${api}/activities?${query}`, { token: people.accounts })
    expect((await list(`search=${tag}`)).body.pagination).toMatchObject({ page: 1, limit: 20, total: 2, pages: 1 })
    expect((await list(`category=cue ${tag}&status=inactive`)).body.data.map((row: { name: string }) => row.name)).toEqual([
      `Snooker ${tag}`,
    ])
    expect((await list(`search=${tag}&is_public=false`)).body.data.map((row: { name: string }) => row.name)).toEqual([`Pool ${tag}`])
    expect((await list(`search=${tag}&status=`)).body.pagination.total).toBe(2)
    expect((await list(`search=${tag}&limit=1&page=2`)).body).toMatchObject({
      data: [{ name: `Snooker ${tag}` }],
      pagination: { page: 2, limit: 1, total: 2, pages: 2 },
    })
    // a member sees only active activities
    const asMember = await t.call('GET', `${api}/activities?search=${tag}`, { token: people.member })
    expect(asMember.body.data.map((row: { name: string }) => row.name)).toEqual([`Pool ${tag}`])
    for (const bad of ['status=open', 'is_public=maybe', 'page=0', 'limit=500']) expect((await list(bad)).status).toBe(400)
  })

  test('GET categories lists the categories in use', async () => {
    await makeActivity(t, people.admin, { category: 'Aquatics' }, 0)
    const response = await t.call('GET', `${api}/categories`, { token: people.member })
    expect(response.status).toBe(200)
    expect(response.body.categories).toContainEqual(expect.objectContaining({ name: 'Aquatics' }))
  })

  test('GET activities/{id} has the items and subcategories; 404 "Sports activity not found."', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const response = await t.call('GET', `${api}/activities/${activityId}`, { token: people.member })
    expect(response.body.activity.item_ids).toEqual(itemIds)
    expect(response.body.items.map((item: { item_id: number }) => item.item_id)).toEqual(itemIds)
    expect(response.body.subcategories).toEqual([])
    const missing = await t.call('GET', `${api}/activities/999999`, { token: people.admin })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Sports activity not found.')
  })

  test('PUT activities/{id} changes the given fields; hours are checked against the stored ones', async () => {
    const { activityId } = await makeActivity(t, people.admin, {}, 0)
    const changed = await t.call('PUT', `${api}/activities/${activityId}`, {
      token: people.sportsDesk,
      body: { price_paise: 60_000, close_time: '23:00' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.activity).toMatchObject({ price_paise: 60_000, close_time: '23:00', open_time: '06:00' })
    const before = await sportsSnapshot(t)
    const bad = await t.call('PUT', `${api}/activities/${activityId}`, { token: people.admin, body: { close_time: '05:00' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('close_time')
    expect((await t.call('PUT', `${api}/activities/${activityId}`, { token: people.admin, body: {} })).status).toBe(400)
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('PATCH activities/{id}/status sets active, inactive or maintenance only', async () => {
    const { activityId } = await makeActivity(t, people.admin, {}, 0)
    expect(
      (await t.call('PATCH', `${api}/activities/${activityId}/status`, { token: people.admin, body: { status: 'maintenance' } })).body
        .activity.status,
    ).toBe('maintenance')
    const bad = await t.call('PATCH', `${api}/activities/${activityId}/status`, { token: people.admin, body: { status: 'closed' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('status')
  })

  test('DELETE activities/{id} is refused while bookings hold its slots, then hides it', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const booking = await book(t, people.admin, bookingBody(t, activityId, itemIds[0]!))
    const refused = await t.call('DELETE', `${api}/activities/${activityId}`, { token: people.admin })
    expect(refused.status).toBe(409)
    await t.call('PATCH', `${api}/bookings/${booking.booking_id}/status`, { token: people.admin, body: { status: 'cancelled' } })
    expect((await t.call('DELETE', `${api}/activities/${activityId}`, { token: people.admin })).status).toBe(200)
    expect((await t.call('GET', `${api}/activities/${activityId}`, { token: people.admin })).status).toBe(404)
    const stored = await t.db
      .selectFrom('sports_activities')
      .select('deleted_at')
      .where('activity_id', '=', activityId)
      .executeTakeFirstOrThrow()
    expect(stored.deleted_at).toBeInstanceOf(Date)
  })
})

describe('items', () => {
  test('POST items links the item to its activity; GET activities/{id}/items lists them', async () => {
    const { activityId } = await makeActivity(t, people.admin, {}, 0)
    const created = await t.call('POST', `${api}/items`, {
      token: people.admin,
      body: { activity_id: activityId, name: 'Lane 1', kind: 'lane' },
    })
    expect(created.status).toBe(201)
    expect(created.body.item).toMatchObject({ name: 'Lane 1', kind: 'lane', status: 'available', activity_ids: [activityId] })
    const items = await t.call('GET', `${api}/activities/${activityId}/items`, { token: people.member })
    expect(items.body.items.map((item: { name: string }) => item.name)).toEqual(['Lane 1'])
  })

  test.each([
    ['no name', { name: '' }, 'name'],
    ['an unknown kind', { kind: 'pitch' }, 'kind'],
    ['an unknown activity', { activity_id: 999_999 }, 'activity_id'],
    ['no activity', { activity_id: undefined }, 'activity_id'],
  ])('POST items with %s → 400, nothing stored', async (_label, overrides, field) => {
    const { activityId } = await makeActivity(t, people.admin, {}, 0)
    const before = await sportsSnapshot(t)
    const response = await t.call('POST', `${api}/items`, {
      token: people.admin,
      body: { activity_id: activityId, name: 'Table 1', ...overrides },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(field)
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test('PUT items/{id} changes it; DELETE retires it, and it leaves the lists', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const changed = await t.call('PUT', `${api}/items/${itemIds[0]}`, {
      token: people.admin,
      body: { name: 'Court A', status: 'maintenance' },
    })
    expect(changed.body.item).toMatchObject({ name: 'Court A', status: 'maintenance' })
    expect((await t.call('PUT', `${api}/items/${itemIds[0]}`, { token: people.admin, body: { status: 'broken' } })).status).toBe(400)
    expect((await t.call('PUT', `${api}/items/999999`, { token: people.admin, body: { name: 'X' } })).status).toBe(404)
    expect((await t.call('DELETE', `${api}/items/${itemIds[1]}`, { token: people.admin })).status).toBe(200)
    expect((await t.call('DELETE', `${api}/items/${itemIds[1]}`, { token: people.admin })).status).toBe(409)
    const items = await t.call('GET', `${api}/activities/${activityId}/items`, { token: people.admin })
    expect(items.body.items.map((item: { item_id: number }) => item.item_id)).toEqual([itemIds[0]])
  })

  test('link-items makes the linked set exactly itemIds; unknown ids are refused', async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin, {}, 3)
    const linked = await t.call('POST', `${api}/activities/${activityId}/link-items`, {
      token: people.admin,
      body: { itemIds: [itemIds[2], itemIds[0]] },
    })
    expect(linked.status).toBe(200)
    expect(linked.body.item_ids).toEqual([itemIds[2], itemIds[0]])
    const before = await sportsSnapshot(t)
    for (const body of [{ itemIds: [999_999] }, { itemIds: 'all' }, { itemIds: [itemIds[0], itemIds[0]] }, {}]) {
      const refused = await t.call('POST', `${api}/activities/${activityId}/link-items`, { token: people.admin, body })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toContain('itemIds')
    }
    expect(await sportsSnapshot(t)).toBe(before)
  })

  test("items-enhanced shows today's bookings, who is on court now and the next booking", async () => {
    const { activityId, itemIds } = await makeActivity(t, people.admin)
    const now = await book(
      t,
      people.admin,
      bookingBody(t, activityId, itemIds[0]!, { booking_date: clubDay(t), start_time: '10:00', end_time: '11:00' }),
    )
    await book(
      t,
      people.admin,
      bookingBody(t, activityId, itemIds[0]!, { booking_date: clubDay(t), start_time: '15:00', end_time: '16:00', member_id: 'M1002' }),
    )
    await t.call('PATCH', `${api}/bookings/${now.booking_id}/status`, { token: people.admin, body: { status: 'checked_in' } })
    const response = await t.call('GET', `${api}/activities/${activityId}/items-enhanced`, { token: people.accounts })
    expect(response.status).toBe(200)
    expect(response.body.items).toMatchObject([
      { item_id: itemIds[0], bookings_today: 2, in_use_now: true, next_booking: { start_time: '15:00' } },
      { item_id: itemIds[1], bookings_today: 0, in_use_now: false, next_booking: null },
    ])
  })
})

describe('subcategories', () => {
  test('create, list, update and delete; a duplicate name is 409; bad input 400', async () => {
    const { activityId } = await makeActivity(t, people.admin, {}, 0)
    const path = `${api}/activities/${activityId}/subcategories`
    const created = await t.call('POST', path, { token: people.admin, body: { name: 'Coaching', price_paise: 120_000 } })
    expect(created.status).toBe(201)
    const subId = created.body.subcategory.sub_category_id
    expect((await t.call('POST', path, { token: people.admin, body: { name: 'coaching' } })).status).toBe(409)
    expect((await t.call('POST', path, { token: people.admin, body: { name: 'X' } })).status).toBe(400)
    expect((await t.call('POST', path, { token: people.admin, body: { name: 'Practice', price_paise: 'free' } })).body.message).toContain(
      'price_paise',
    )
    const updated = await t.call('PUT', `${path}/${subId}`, { token: people.admin, body: { price_paise: 100_000 } })
    expect(updated.body.subcategory).toMatchObject({ name: 'Coaching', price_paise: 100_000 })
    expect((await t.call('GET', path, { token: people.member })).body.subcategories).toHaveLength(1)
    expect((await t.call('DELETE', `${path}/${subId}`, { token: people.admin })).status).toBe(200)
    expect((await t.call('GET', path, { token: people.admin })).body.subcategories).toEqual([])
    expect((await t.call('PUT', `${path}/${subId}`, { token: people.admin, body: { name: 'Again' } })).status).toBe(404)
  })
})

describe('time slots and the public list', () => {
  test('time-slots run from opening every slot_minutes, the last ending at or before closing', async () => {
    const { activityId } = await makeActivity(t, people.admin, { slot_minutes: 45, open_time: '07:00', close_time: '09:50' }, 0)
    const response = await t.call('GET', `${api}/activities/${activityId}/time-slots`, { token: people.member })
    expect(response.body).toMatchObject({ slot_minutes: 45, open_time: '07:00', close_time: '09:50' })
    expect(response.body.slots).toEqual([
      { start_time: '07:00', end_time: '07:45' },
      { start_time: '07:45', end_time: '08:30' },
      { start_time: '08:30', end_time: '09:15' },
    ])
  })

  test('the public list shows active public activities only, without a token', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    await makeActivity(t, people.admin, { name: `Public ${tag}` }, 0)
    await makeActivity(t, people.admin, { name: `Private ${tag}`, is_public: false }, 0)
    const { activityId } = await makeActivity(t, people.admin, { name: `Closed ${tag}` }, 0)
    await t.call('PATCH', `${api}/activities/${activityId}/status`, { token: people.admin, body: { status: 'inactive' } })
    const response = await t.call('GET', `${api}/public/activities`)
    expect(response.status).toBe(200)
    const names = response.body.data.map((row: { name: string }) => row.name)
    expect(names).toContain(`Public ${tag}`)
    expect(names).not.toContain(`Private ${tag}`)
    expect(names).not.toContain(`Closed ${tag}`)
  })
})
