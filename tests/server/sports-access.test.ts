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

// Who may call what (ADR 015): every endpoint refuses a missing token (401 with the spec's text),
// kitchen accounts and roles without the grant (403), and members where they have no business;
// a refused call changes nothing.

let t: TestApp
let people: People
let activityId: number
let itemId: number
let bookingId: number
let subId: number

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

type Grant = 'view' | 'create' | 'edit' | 'delete'
interface Endpoint {
  method: string
  path: () => string
  body?: () => unknown
  grant: Grant
  /** Members may call it too (the handler narrows what they see or do). */
  isForMembers?: boolean
}

const endpoints: Endpoint[] = [
  { method: 'GET', path: () => `${api}/activities`, grant: 'view', isForMembers: true },
  { method: 'POST', path: () => `${api}/activities`, body: () => activityBody(), grant: 'create' },
  { method: 'GET', path: () => `${api}/categories`, grant: 'view', isForMembers: true },
  { method: 'GET', path: () => `${api}/activities/${activityId}`, grant: 'view', isForMembers: true },
  { method: 'PUT', path: () => `${api}/activities/${activityId}`, body: () => ({ price_paise: 1 }), grant: 'edit' },
  { method: 'DELETE', path: () => `${api}/activities/${activityId}`, grant: 'delete' },
  { method: 'PATCH', path: () => `${api}/activities/${activityId}/status`, body: () => ({ status: 'inactive' }), grant: 'edit' },
  { method: 'GET', path: () => `${api}/activities/${activityId}/items`, grant: 'view', isForMembers: true },
  { method: 'POST', path: () => `${api}/items`, body: () => ({ activity_id: activityId, name: 'Court 9' }), grant: 'create' },
  { method: 'PUT', path: () => `${api}/items/${itemId}`, body: () => ({ name: 'Court X' }), grant: 'edit' },
  { method: 'DELETE', path: () => `${api}/items/${itemId}`, grant: 'delete' },
  { method: 'POST', path: () => `${api}/activities/${activityId}/link-items`, body: () => ({ itemIds: [] }), grant: 'edit' },
  { method: 'GET', path: () => `${api}/activities/${activityId}/items-enhanced`, grant: 'view' },
  { method: 'GET', path: () => `${api}/activities/${activityId}/subcategories`, grant: 'view', isForMembers: true },
  { method: 'POST', path: () => `${api}/activities/${activityId}/subcategories`, body: () => ({ name: 'Practice' }), grant: 'create' },
  { method: 'PUT', path: () => `${api}/activities/${activityId}/subcategories/${subId}`, body: () => ({ name: 'Lessons' }), grant: 'edit' },
  { method: 'DELETE', path: () => `${api}/activities/${activityId}/subcategories/${subId}`, grant: 'delete' },
  { method: 'GET', path: () => `${api}/activities/${activityId}/time-slots`, grant: 'view', isForMembers: true },
  { method: 'GET', path: () => `${api}/activities/${activityId}/availability?date=${clubDay(t, 1)}`, grant: 'view', isForMembers: true },
  { method: 'GET', path: () => `${api}/activities/${activityId}/calendar?month=11&year=2026`, grant: 'view' },
  {
    method: 'POST',
    path: () => `${api}/bookings/validate`,
    body: () => ({ activity_id: activityId, item_id: itemId, date: clubDay(t, 2), time: '10:00' }),
    grant: 'view',
    isForMembers: true,
  },
  {
    method: 'POST',
    path: () => `${api}/bookings`,
    body: () => bookingBody(t, activityId, itemId, { start_time: '12:00', end_time: '13:00' }),
    grant: 'create',
    isForMembers: true,
  },
  { method: 'GET', path: () => `${api}/bookings`, grant: 'view', isForMembers: true },
  { method: 'GET', path: () => `${api}/bookings/${bookingId}`, grant: 'view', isForMembers: true },
  {
    method: 'PATCH',
    path: () => `${api}/bookings/${bookingId}/status`,
    body: () => ({ status: 'cancelled' }),
    grant: 'edit',
    isForMembers: true,
  },
  { method: 'GET', path: () => `${api}/statistics`, grant: 'view' },
  { method: 'GET', path: () => `${api}/analytics/revenue?start_date=2026-11-01&end_date=2026-11-30`, grant: 'view' },
  { method: 'GET', path: () => `${api}/dashboard`, grant: 'view' },
  { method: 'POST', path: () => `${api}/bookings/${bookingId}/invoice`, grant: 'edit' },
  { method: 'GET', path: () => `${api}/bookings/${bookingId}/invoice`, grant: 'view', isForMembers: true },
  {
    method: 'POST',
    path: () => `${api}/bookings/${bookingId}/payment`,
    body: () => ({ amount_paise: 100, method: 'cash' }),
    grant: 'edit',
  },
]

const call = (endpoint: Endpoint, token?: string) =>
  t.call(endpoint.method, endpoint.path(), { ...(token ? { token } : {}), ...(endpoint.body ? { body: endpoint.body() } : {}) })

describe.each(endpoints)('$method $grant $path', (endpoint) => {
  test('no token → 401 "Authentication required. Please log in."; kitchen and a role without sports → 403; nothing changed', async () => {
    const before = await sportsSnapshot(t)
    const anonymous = await call(endpoint)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe('Authentication required. Please log in.')
    expect((await call(endpoint, people.kitchen)).status).toBe(403)
    expect((await call(endpoint, people.steward)).status).toBe(403)
    if (!endpoint.isForMembers) expect((await call(endpoint, people.member)).status).toBe(403)
    if (endpoint.grant !== 'view') expect((await call(endpoint, people.accounts)).status).toBe(403)
    if (endpoint.grant === 'delete') expect((await call(endpoint, people.sportsDesk)).status).toBe(403)
    expect(await sportsSnapshot(t)).toBe(before)
  })
})

describe('the member paths', () => {
  const memberPaths: [string, string, unknown?][] = [
    ['GET', `${api}/member/activities`],
    ['GET', `${api}/member/activities/1`],
    ['GET', `${api}/member/activities/1/availability?date=2026-11-23`],
    ['GET', `${api}/member/bookings`],
    ['POST', `${api}/member/bookings`, {}],
    ['PATCH', `${api}/member/bookings/1/cancel`, {}],
  ]
  test.each(memberPaths)('%s %s is for members only: 401 without a token, 403 for staff and kitchen', async (method, path, body) => {
    const options = body === undefined ? {} : { body }
    expect((await t.call(method, path, options)).status).toBe(401)
    expect((await t.call(method, path, { ...options, token: people.admin })).status).toBe(403)
    expect((await t.call(method, path, { ...options, token: people.kitchen })).status).toBe(403)
  })

  test('the public list needs no token', async () => {
    expect((await t.call('GET', `${api}/public/activities`)).status).toBe(200)
  })
})
