import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { activityBody, api, book, bookingBody, makeActivity, signInPeople, sportsSnapshot, type People } from './sports-fixtures.js'

// Input PostgreSQL would refuse is a 400 naming the field, never a 500, and changes nothing: a NUL
// character in text, and an id past PostgreSQL's integer in a path or a body.

let t: TestApp
let people: People
let activityId: number
let itemId: number
let bookingId: number
let subId: number

const NUL = 'Court\u00001'
const TOO_BIG = 99_999_999_999

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  const made = await makeActivity(t, people.admin, {}, 1)
  activityId = made.activityId
  itemId = made.itemIds[0]!
  bookingId = (await book(t, people.admin, bookingBody(t, activityId, itemId))).booking_id
  const sub = await t.call('POST', `${api}/activities/${activityId}/subcategories`, { token: people.admin, body: { name: 'Coaching' } })
  subId = sub.body.subcategory.sub_category_id
})
afterAll(async () => {
  await t.close()
})

interface Refused {
  label: string
  method: string
  path: () => string
  body?: () => unknown
  /** The member app's token, for the member paths. */
  asMember?: boolean
  field: string
}

const withNul: Refused[] = [
  { label: 'POST /activities', method: 'POST', path: () => `${api}/activities`, body: () => activityBody({ name: NUL }), field: 'name' },
  {
    label: 'PUT /activities/:activityId',
    method: 'PUT',
    path: () => `${api}/activities/${activityId}`,
    body: () => ({ description: NUL }),
    field: 'description',
  },
  { label: 'GET /activities', method: 'GET', path: () => `${api}/activities?search=${encodeURIComponent(NUL)}`, field: 'search' },
  {
    label: 'POST /activities/:activityId/subcategories',
    method: 'POST',
    path: () => `${api}/activities/${activityId}/subcategories`,
    body: () => ({ name: NUL }),
    field: 'name',
  },
  {
    label: 'PUT /activities/:activityId/subcategories/:subId',
    method: 'PUT',
    path: () => `${api}/activities/${activityId}/subcategories/${subId}`,
    body: () => ({ description: NUL }),
    field: 'description',
  },
  { label: 'POST /items', method: 'POST', path: () => `${api}/items`, body: () => ({ activity_id: activityId, name: NUL }), field: 'name' },
  { label: 'PUT /items/:itemId', method: 'PUT', path: () => `${api}/items/${itemId}`, body: () => ({ name: NUL }), field: 'name' },
  {
    label: 'POST /bookings',
    method: 'POST',
    path: () => `${api}/bookings`,
    body: () => bookingBody(t, activityId, itemId, { special_requests: NUL }),
    field: 'special_requests',
  },
  {
    label: 'PATCH /bookings/:bookingId/status',
    method: 'PATCH',
    path: () => `${api}/bookings/${bookingId}/status`,
    body: () => ({ status: 'cancelled', reason: NUL }),
    field: 'reason',
  },
  {
    label: 'POST /bookings/:bookingId/payment',
    method: 'POST',
    path: () => `${api}/bookings/${bookingId}/payment`,
    body: () => ({ amount_paise: 100, method: 'cash', reference: NUL }),
    field: 'reference',
  },
  {
    label: 'POST /member/bookings',
    method: 'POST',
    path: () => `${api}/member/bookings`,
    body: () => bookingBody(t, activityId, itemId, { contact_name: NUL }),
    asMember: true,
    field: 'contact_name',
  },
  {
    label: 'PATCH /member/bookings/:bookingId/cancel',
    method: 'PATCH',
    path: () => `${api}/member/bookings/${bookingId}/cancel`,
    body: () => ({ reason: NUL }),
    asMember: true,
    field: 'reason',
  },
]

const withTooBigId: Refused[] = [
  { label: 'GET /activities/:TOO_BIG', method: 'GET', path: () => `${api}/activities/${TOO_BIG}`, field: 'id' },
  {
    label: 'PUT /activities/:TOO_BIG',
    method: 'PUT',
    path: () => `${api}/activities/${TOO_BIG}`,
    body: () => ({ price_paise: 100 }),
    field: 'id',
  },
  {
    label: 'DELETE /activities/:activityId/subcategories/:TOO_BIG',
    method: 'DELETE',
    path: () => `${api}/activities/${activityId}/subcategories/${TOO_BIG}`,
    field: 'subId',
  },
  {
    label: 'GET /activities/:TOO_BIG/availability',
    method: 'GET',
    path: () => `${api}/activities/${TOO_BIG}/availability?date=2026-11-23`,
    field: 'id',
  },
  {
    label: 'POST /activities/:activityId/link-items',
    method: 'POST',
    path: () => `${api}/activities/${activityId}/link-items`,
    body: () => ({ itemIds: [TOO_BIG] }),
    field: 'itemIds.0',
  },
  {
    label: 'POST /items',
    method: 'POST',
    path: () => `${api}/items`,
    body: () => ({ activity_id: TOO_BIG, name: 'Court 9' }),
    field: 'activity_id',
  },
  { label: 'DELETE /items/:TOO_BIG', method: 'DELETE', path: () => `${api}/items/${TOO_BIG}`, field: 'id' },
  {
    label: 'POST /bookings',
    method: 'POST',
    path: () => `${api}/bookings`,
    body: () => bookingBody(t, activityId, TOO_BIG),
    field: 'item_id',
  },
  {
    label: 'POST /bookings/validate',
    method: 'POST',
    path: () => `${api}/bookings/validate`,
    body: () => ({ activity_id: TOO_BIG, item_id: itemId, date: '2026-11-23', time: '10:00' }),
    field: 'activity_id',
  },
  { label: 'GET /bookings', method: 'GET', path: () => `${api}/bookings?activity_id=${TOO_BIG}`, field: 'activity_id' },
  { label: 'GET /bookings/:TOO_BIG', method: 'GET', path: () => `${api}/bookings/${TOO_BIG}`, field: 'id' },
  {
    label: 'POST /bookings/:TOO_BIG/payment',
    method: 'POST',
    path: () => `${api}/bookings/${TOO_BIG}/payment`,
    body: () => ({ amount_paise: 100, method: 'cash' }),
    field: 'id',
  },
  { label: 'GET /statistics', method: 'GET', path: () => `${api}/statistics?activity_id=${TOO_BIG}`, field: 'activity_id' },
  {
    label: 'GET /member/activities/:TOO_BIG',
    method: 'GET',
    path: () => `${api}/member/activities/${TOO_BIG}`,
    asMember: true,
    field: 'id',
  },
  {
    label: 'POST /member/bookings',
    method: 'POST',
    path: () => `${api}/member/bookings`,
    body: () => bookingBody(t, TOO_BIG, itemId),
    asMember: true,
    field: 'activity_id',
  },
]

async function expectRefused(refused: Refused) {
  const before = await sportsSnapshot(t)
  const token = refused.asMember ? people.member : people.admin
  const response = await t.call(refused.method, refused.path(), { token, ...(refused.body ? { body: refused.body() } : {}) })
  expect(response.status, response.text).toBe(400)
  expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(refused.field)
  expect(response.body.message).toContain(refused.field)
  expect(await sportsSnapshot(t)).toBe(before)
}

describe('sports input PostgreSQL would refuse', () => {
  test.each(withNul.map((refused) => [refused.label, refused.field, refused] as const))(
    'a NUL character: %s %s → 400 naming the field, nothing changed',
    async (_label, _field, refused) => expectRefused(refused),
  )

  test.each(withTooBigId.map((refused) => [refused.label, refused.field, refused] as const))(
    'id 99999999999: %s %s → 400 naming the field, nothing changed',
    async (_label, _field, refused) => expectRefused(refused),
  )
})
