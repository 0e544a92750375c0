import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { changedFields, redacted } from '../../server/audit/audit-trail.js'
import { placeJadeGardenOrder } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api as eventsApi, eventBody, guestBooking, memberBooking, publishedEvent } from './event-bookings-fixtures.js'
import { api as sportsApi, bookingBody as sportsBookingBody, makeActivity } from './sports-fixtures.js'
import { chequeOf, deposit, freshMember, moveCheque, wallet } from './member-account-fixtures.js'

// The audit trail (issue 19, ADR 029): every office change leaves one row with who, when, from where,
// what and the fields before and after, in the same transaction; rows are never changed; only
// administrators and the super-administrator read them.

let t: TestApp
let admin: string
let superAdmin: string
let reception: string
let steward: string
let kitchen: string
let member: string
let adminId: number

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.tokens.staff()
  superAdmin = await t.tokens.superAdmin()
  reception = await t.tokens.staff('reception@club.test')
  steward = await t.tokens.staff('steward@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
  adminId = (await t.db.selectFrom('users').select('user_id').where('email', '=', 'admin@club.test').executeTakeFirstOrThrow()).user_id
})
afterAll(async () => {
  await t.close()
})

interface Row {
  audit_id: number
  actor: { kind: string; id: number; name: string }
  ip: string | null
  user_agent: string | null
  area: string
  action: string
  record_type: string
  record_id: string
  summary: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** The trail as an administrator reads it, newest first. */
async function trail(query = '', token = admin): Promise<Row[]> {
  const response = await t.call('GET', `/api/audit?limit=100${query}`, { token })
  expect(response.status, response.text).toBe(200)
  return response.body.result
}

const countRows = async () => Number((await sql<{ n: string }>`select count(*) as n from audit_log`.execute(t.db)).rows[0]!.n)

/** Runs a change and answers the rows it left. */
async function rowsOf(change: () => Promise<{ status: number; text: string }>, expectedStatus = 200): Promise<Row[]> {
  const before = await countRows()
  const response = await change()
  expect(response.status, response.text).toBe(expectedStatus)
  const added = (await countRows()) - before
  return added === 0 ? [] : (await trail()).slice(0, added)
}

async function oneRowOf(change: () => Promise<{ status: number; text: string }>, expectedStatus = 200): Promise<Row> {
  const rows = await rowsOf(change, expectedStatus)
  expect(rows).toHaveLength(1)
  return rows[0]!
}

describe('each kind of change leaves a row', () => {
  test('a member enrolled, changed and suspended: who, what, the fields before and after', async () => {
    const category = await t.db
      .selectFrom('member_categories')
      .select('category_id')
      .where('name', '=', 'Permanent Member')
      .executeTakeFirstOrThrow()
    const body = { memberId: 'M5901', title: 'Mrs.', name: 'Kavya Raghavan', mobileNumber: '9871234567', category_id: category.category_id }
    const created = await oneRowOf(
      () => t.call('POST', '/api/member', { token: admin, body, headers: { 'user-agent': 'Office Chrome' } }),
      201,
    )
    expect(created).toMatchObject({
      actor: { kind: 'staff', id: adminId, name: expect.any(String) },
      user_agent: 'Office Chrome',
      ip: expect.any(String),
      area: 'members',
      action: 'create',
      record_type: 'member',
      record_id: 'M5901',
      before: null,
      after: { memberId: 'M5901', name: 'Kavya Raghavan', mobileNumber: '9871234567' },
    })

    const changed = await oneRowOf(() => t.call('PUT', '/api/member/M5901', { token: admin, body: { name: 'Kavya R. Iyer' } }))
    expect(changed).toMatchObject({ action: 'update', before: { name: 'Kavya Raghavan' }, after: { name: 'Kavya R. Iyer' } })
    // Only what changed is kept.
    expect(Object.keys(changed.after!)).toEqual(['name'])

    const suspended = await oneRowOf(() => t.call('PUT', '/api/member/M5901', { token: admin, body: { status: 'suspended' } }))
    expect(suspended).toMatchObject({ action: 'status', before: { status: 'active' }, after: { status: 'suspended' } })
  })

  test('a member category created and changed', async () => {
    const created = await oneRowOf(() => t.call('POST', '/api/membercategory', { token: admin, body: { name: 'Audit Category' } }), 201)
    expect(created).toMatchObject({
      area: 'member-categories',
      action: 'create',
      record_type: 'member_category',
      after: { name: 'Audit Category' },
    })
    const changed = await oneRowOf(() =>
      t.call('PUT', `/api/membercategory/${created.record_id}`, { token: admin, body: { is_active: false } }),
    )
    expect(changed).toMatchObject({ action: 'update', before: { is_active: true }, after: { is_active: false } })
  })

  test('a dependent added and changed is filed under its member', async () => {
    const added = await oneRowOf(
      () => t.call('POST', '/api/member/M1002/dependent', { token: admin, body: { name: 'Noor Kapoor', relation: 'daughter' } }),
      201,
    )
    expect(added).toMatchObject({
      area: 'members',
      action: 'create',
      record_type: 'member',
      record_id: 'M1002',
      after: { name: 'Noor Kapoor' },
    })
    const dependentId = added.after!.dependent_id
    const changed = await oneRowOf(() => t.call('PUT', `/api/member/dependent/${dependentId}`, { token: admin, body: { name: 'Noor K.' } }))
    expect(changed).toMatchObject({ record_id: 'M1002', before: { name: 'Noor Kapoor' }, after: { name: 'Noor K.' } })
  })

  test('a member’s password set: the row says so, and holds neither the password nor its hash', async () => {
    const password = 'Garden#2026-audit'
    const row = await oneRowOf(() => t.call('POST', '/api/createmember-password', { token: admin, body: { memberId: 'M1003', password } }))
    expect(row).toMatchObject({ area: 'members', action: 'password', record_type: 'member', record_id: 'M1003', before: null, after: null })
    const stored = await sql`select to_jsonb(audit_log)::text as row from audit_log where audit_id = ${row.audit_id}`.execute(t.db)
    const text = JSON.stringify(stored.rows)
    expect(text).not.toContain(password)
    expect(text).not.toMatch(/\$argon2|\$2[aby]\$|scrypt|password_hash/)
  })

  test('money rows: a deposit, a cheque’s move, an adjustment and a reversal', async () => {
    const memberId = await freshMember(t, 0)
    const cash = await oneRowOf(
      () => t.call('POST', `${wallet}/deposit`, { token: admin, body: { memberId, amount_paise: 500_000, method: 'cash' } }),
      201,
    )
    expect(cash).toMatchObject({
      area: 'accounts',
      action: 'money',
      record_type: 'member',
      record_id: memberId,
      after: { type: 'deposit', amount_paise: 500_000 },
    })
    expect(cash.summary).toContain('5,000')

    const cheque = await deposit(t, admin, { memberId, amount_paise: 200_000, method: 'cheque', cheque: chequeOf('004512') })
    const moved = await oneRowOf(() => moveCheque(t, admin, cheque.transaction.transactionId, 'deposited'))
    expect(moved).toMatchObject({
      action: 'money',
      record_id: memberId,
      before: { chequeStatus: 'received' },
      after: { chequeStatus: 'deposited' },
    })

    const adjusted = await oneRowOf(
      () =>
        t.call('POST', `${wallet}/adjustment`, {
          token: admin,
          body: { memberId, kind: 'adjustment', direction: 'debit', amount_paise: 10_000, description: 'Locker key replaced' },
        }),
      201,
    )
    expect(adjusted).toMatchObject({ action: 'money', after: { amount_paise: -10_000 } })
    const reversed = await oneRowOf(
      () =>
        t.call('POST', `${wallet}/reverse`, {
          token: admin,
          body: { transactionId: adjusted.after!.transactionId, reason: 'Key was found' },
        }),
      201,
    )
    expect(reversed.summary).toContain(`Transaction ${adjusted.after!.transactionId} reversed`)
  })

  test('a restaurant bill closed and voided', async () => {
    const order = await placeJadeGardenOrder(t, steward)
    const closed = await oneRowOf(
      () => t.call('POST', '/api/restaurant-bills', { token: steward, body: { order_id: order.order_id, payment_method: 'cash' } }),
      201,
    )
    expect(closed).toMatchObject({
      area: 'restaurants',
      action: 'money',
      record_type: 'restaurant_bill',
      after: { status: 'closed', payment_method: 'cash' },
    })
    const voided = await oneRowOf(() =>
      t.call('POST', `/api/restaurant-bills/${closed.record_id}/void`, { token: admin, body: { reason: 'Wrong table' } }),
    )
    expect(voided).toMatchObject({ before: { status: 'closed' }, after: { status: 'voided', void_reason: 'Wrong table' } })
  })

  test('a staff account created, changed, switched off and given a password; the super-administrator is named as such', async () => {
    const created = await oneRowOf(
      () => t.call('POST', '/api/createusers', { token: admin, body: { name: 'Ritu Sharma', email: 'ritu.audit@club.test', role_id: 7 } }),
      201,
    )
    expect(created).toMatchObject({
      area: 'users',
      action: 'create',
      record_type: 'user',
      after: { name: 'Ritu Sharma', is_active: false },
    })
    const userId = created.record_id
    expect(await oneRowOf(() => t.call('PUT', `/api/updateuser/${userId}`, { token: admin, body: { role_id: 4 } }))).toMatchObject({
      action: 'permission',
      before: { role_id: 7 },
      after: { role_id: 4 },
    })
    const password = 'Ritu#Audit2026'
    const passwordRow = await oneRowOf(() => t.call('PATCH', `/api/updateuser/${userId}/password`, { token: admin, body: { password } }))
    expect(passwordRow).toMatchObject({ action: 'password', before: null, after: null })
    const status = await oneRowOf(() =>
      t.call('PATCH', `/api/updateuser/${userId}/status`, { token: superAdmin, body: { is_active: true } }),
    )
    expect(status).toMatchObject({
      action: 'status',
      actor: { kind: 'super-admin' },
      before: { is_active: false },
      after: { is_active: true },
    })
    const everything = JSON.stringify(await trail(`&recordType=user&recordId=${userId}`))
    expect(everything).not.toContain(password)
    expect(everything).not.toMatch(/password_hash|token/)
  })

  test('a role created and its access changed: the areas that changed, before and after', async () => {
    const created = await oneRowOf(
      () => t.call('POST', '/api/createrole', { token: admin, body: { name: 'Audit Desk', permissions: [{ key: 'sports', view: true }] } }),
      201,
    )
    expect(created).toMatchObject({
      area: 'roles',
      action: 'create',
      record_type: 'role',
      after: { name: 'Audit Desk', 'access: sports': 'view' },
    })
    const access = await oneRowOf(() =>
      t.call('POST', '/api/accesscontrol/update', {
        token: admin,
        body: { role_id: Number(created.record_id), access: [{ key: 'members', view: true, edit: true }] },
      }),
    )
    expect(access).toMatchObject({ action: 'permission', before: { 'access: members': '' }, after: { 'access: members': 'view, edit' } })
    expect(Object.keys(access.after!)).toEqual(['access: members'])
  })

  test('the club’s profile, a facility, an affiliated club and an event', async () => {
    const [organisation] = (await t.call('GET', '/api/organisations', { token: admin })).body.result
    const { _id, organisation_id, updated_at: _updated, ...profile } = organisation
    const club = await oneRowOf(() =>
      t.call('POST', `/api/organisations/${organisation_id}`, { token: admin, body: { ...profile, pin_code: '110065' } }),
    )
    expect(club).toMatchObject({
      area: 'organisations',
      action: 'update',
      before: { pin_code: organisation.pin_code },
      after: { pin_code: '110065' },
    })

    const facility = await oneRowOf(
      () => t.call('POST', '/api/addfacility', { token: admin, body: { name: 'Audit Lounge', kind: 'card_room', capacity: 12 } }),
      201,
    )
    expect(facility).toMatchObject({ area: 'facilities', action: 'create', record_type: 'facility', after: { name: 'Audit Lounge' } })
    expect(
      await oneRowOf(() => t.call('PUT', `/api/facility/${facility.record_id}`, { token: admin, body: { capacity: 14 } })),
    ).toMatchObject({ action: 'update', before: { capacity: 12 }, after: { capacity: 14 } })

    const affiliated = await oneRowOf(
      () => t.call('POST', '/api/affiliated-clubs/admin', { token: admin, body: { name: 'Audit Gymkhana', is_active: true } }),
      201,
    )
    expect(affiliated).toMatchObject({ area: 'affiliated-clubs', action: 'create', record_type: 'affiliated_club' })
    expect(
      await oneRowOf(() => t.call('PATCH', `/api/affiliated-clubs/admin/${affiliated.record_id}/toggle-status`, { token: admin })),
    ).toMatchObject({ action: 'status', before: { is_active: true }, after: { is_active: false } })
    expect(await oneRowOf(() => t.call('DELETE', `/api/affiliated-clubs/admin/${affiliated.record_id}`, { token: admin }))).toMatchObject({
      action: 'delete',
      before: { name: 'Audit Gymkhana' },
      after: null,
    })

    const event = await oneRowOf(() => t.call('POST', `${eventsApi}/events`, { token: admin, body: eventBody(t) }), 201)
    expect(event).toMatchObject({ area: 'events', action: 'create', record_type: 'event', after: { status: 'draft' } })
    expect(await oneRowOf(() => t.call('PATCH', `${eventsApi}/events/${event.record_id}/publish`, { token: admin }))).toMatchObject({
      action: 'status',
      before: { status: 'draft' },
      after: { status: 'published' },
    })
  })

  test('restaurants, dishes, tables, kitchens, sports, coupons, office areas and uploads', async () => {
    const kitchen = await oneRowOf(() => t.call('POST', '/api/admin/createkitchen', { token: admin, body: { name: 'Audit Kitchen' } }), 201)
    expect(kitchen).toMatchObject({ area: 'kitchens', action: 'create', record_type: 'kitchen', after: { name: 'Audit Kitchen' } })
    const kitchenId = Number(kitchen.record_id)
    expect(
      await oneRowOf(() => t.call('PUT', `/api/admin/updatekitchen/${kitchenId}`, { token: admin, body: { location: 'Basement' } })),
    ).toMatchObject({ action: 'update', after: { location: 'Basement' } })

    const restaurant = await oneRowOf(
      () => t.call('POST', '/api/facilities/restaurant', { token: admin, body: { name: 'Audit Bistro', kitchen_id: kitchenId } }),
      201,
    )
    expect(restaurant).toMatchObject({ area: 'restaurants', action: 'create', record_type: 'restaurant' })
    const restaurantId = restaurant.record_id
    expect(
      await oneRowOf(() => t.call('PUT', `/api/facilities/restaurant/${restaurantId}`, { token: admin, body: { isOpen: false } })),
    ).toMatchObject({ action: 'status', after: { is_open: false } })
    const dish = await oneRowOf(
      () =>
        t.call('POST', '/api/facilities/menu', {
          token: admin,
          body: { restaurant_id: Number(restaurantId), name: 'Dal', price_paise: 25_000 },
        }),
      201,
    )
    expect(dish).toMatchObject({ record_type: 'menu_item', after: { name: 'Dal', price_paise: 25_000 } })
    expect(
      await oneRowOf(() => t.call('PUT', `/api/menu/${dish.record_id}`, { token: admin, body: { price_paise: 27_500 } })),
    ).toMatchObject({ action: 'update', before: { price_paise: 25_000 }, after: { price_paise: 27_500 } })
    const table = await oneRowOf(
      () => t.call('POST', `/api/facilities/restaurant/${restaurantId}/tables`, { token: admin, body: { label: 'A1' } }),
      201,
    )
    expect(table).toMatchObject({ record_type: 'restaurant_table', after: { label: 'A1' } })
    expect(
      await oneRowOf(() => t.call('DELETE', `/api/facilities/restaurant/${restaurantId}/tables/${table.record_id}`, { token: admin })),
    ).toMatchObject({ action: 'delete', before: { label: 'A1' } })

    const activity = await oneRowOf(
      () =>
        t.call('POST', '/api/sports-activity/activities', {
          token: admin,
          body: {
            name: 'Audit Squash',
            category: 'Racquet sports',
            slot_minutes: 60,
            open_time: '06:00',
            close_time: '22:00',
            price_paise: 50_000,
          },
        }),
      201,
    )
    expect(activity).toMatchObject({ area: 'sports', action: 'create', record_type: 'sports_activity' })
    expect(
      await oneRowOf(() =>
        t.call('PATCH', `/api/sports-activity/activities/${activity.record_id}/status`, { token: admin, body: { status: 'inactive' } }),
      ),
    ).toMatchObject({ action: 'status', before: { status: 'active' }, after: { status: 'inactive' } })
    const item = await oneRowOf(
      () =>
        t.call('POST', '/api/sports-activity/items', { token: admin, body: { activity_id: Number(activity.record_id), name: 'Court 9' } }),
      201,
    )
    expect(item).toMatchObject({ record_type: 'sports_item', after: { name: 'Court 9' } })
    expect(await oneRowOf(() => t.call('DELETE', `/api/sports-activity/items/${item.record_id}`, { token: admin }))).toMatchObject({
      action: 'status',
      after: { status: 'retired' },
    })

    const event = await t.call('POST', `${eventsApi}/events`, { token: admin, body: eventBody(t) })
    const coupon = await oneRowOf(
      () =>
        t.call('POST', `${eventsApi}/events/${event.body.event.event_id}/coupons`, {
          token: admin,
          body: {
            code: 'AUDIT10',
            discount_type: 'percent',
            value: 10,
            max_uses: 5,
            valid_from: t.clock().toISOString(),
            valid_to: new Date(t.clock().getTime() + 86_400_000).toISOString(),
          },
        }),
      201,
    )
    expect(coupon).toMatchObject({ area: 'events', record_type: 'event', summary: 'Coupon AUDIT10 added' })

    const menu = await oneRowOf(
      () =>
        t.call('POST', '/api/createmenu', { token: admin, body: { key: 'audit-rooms', title: 'Rooms', path: '/dashboard/audit-rooms' } }),
      201,
    )
    expect(menu).toMatchObject({ area: 'roles', action: 'create', record_type: 'menu', after: { key: 'audit-rooms' } })

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 15, g: 61, b: 46 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
    const uploaded = await oneRowOf(async () => {
      const response = await t.app.request('/api/utility/upload/file?folder=organisation', {
        method: 'POST',
        body: form,
        headers: { 'x-auth-token': admin },
      })
      return { status: response.status, text: await response.text() }
    }, 201)
    expect(uploaded).toMatchObject({
      area: 'uploads',
      action: 'create',
      record_type: 'file',
      after: { name: 'logo.png', type: 'image/png' },
    })
  })

  test('bookings made and changed by the office, never the tickets’ codes; a member’s own booking leaves no row', async () => {
    const eventId = await publishedEvent(t, admin)
    const booked = await oneRowOf(() => t.call('POST', `${eventsApi}/bookings`, { token: admin, body: memberBooking(eventId) }), 201)
    expect(booked).toMatchObject({
      area: 'events',
      action: 'money',
      record_type: 'event_booking',
      after: { member_id: 'M1001', payment_status: 'charged', holders: 'Rahul Kapoor' },
    })
    expect(JSON.stringify(booked)).not.toMatch(/"code"|short_code/)
    const cancelled = await oneRowOf(() =>
      t.call('PATCH', `${eventsApi}/bookings/${booked.record_id}/cancel`, { token: admin, body: { reason: 'Plans changed' } }),
    )
    expect(cancelled).toMatchObject({ action: 'money', before: { status: 'confirmed' }, after: { status: 'cancelled' } })

    const guest = await oneRowOf(() => t.call('POST', `${eventsApi}/bookings`, { token: admin, body: guestBooking(eventId) }), 201)
    expect(guest.after).toMatchObject({ payment_status: 'due' })
    expect(
      await oneRowOf(() =>
        t.call('PATCH', `${eventsApi}/bookings/${guest.record_id}/payment`, { token: admin, body: { payment_method: 'cash' } }),
      ),
    ).toMatchObject({ action: 'money', before: { payment_status: 'due' }, after: { payment_status: 'paid' } })
    expect(
      await rowsOf(
        () =>
          t.call('POST', `${eventsApi}/member/bookings`, {
            token: member,
            body: { event_id: eventId, tickets: [{ holder_name: 'Rahul Kapoor' }] },
          }),
        201,
      ),
    ).toEqual([])

    const { activityId, itemIds } = await makeActivity(t, admin, {}, 1)
    const sports = await oneRowOf(
      () => t.call('POST', `${sportsApi}/bookings`, { token: admin, body: sportsBookingBody(t, activityId, itemIds[0]!) }),
      201,
    )
    expect(sports).toMatchObject({ area: 'sports', record_type: 'sports_booking', after: { member_id: 'M1001', status: 'confirmed' } })
    expect(await oneRowOf(() => t.call('POST', `${sportsApi}/bookings/${sports.record_id}/invoice`, { token: admin }), 201)).toMatchObject({
      action: 'update',
      after: { invoice_number: expect.any(String) },
    })
    expect(
      await oneRowOf(() =>
        t.call('PATCH', `${sportsApi}/bookings/${sports.record_id}/status`, {
          token: admin,
          body: { status: 'cancelled', reason: 'Rain' },
        }),
      ),
    ).toMatchObject({ summary: 'Marked cancelled: Rain', before: { status: 'confirmed' }, after: { status: 'cancelled' } })
  })

  test('a read leaves no row, and neither does a refused change', async () => {
    expect(await rowsOf(() => t.call('GET', '/api/members', { token: admin }))).toEqual([])
    expect(await rowsOf(() => t.call('PUT', '/api/member/M1001', { token: admin, body: { mobileNumber: '12345' } }), 400)).toEqual([])
    expect(await rowsOf(() => t.call('POST', '/api/member', { token: steward, body: {} }), 403)).toEqual([])
  })
})

describe('rows and changes go together', () => {
  test('a change whose row cannot be written is not made', async () => {
    await sql`create function audit_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit row refused for the test'; end $$`.execute(t.db)
    await sql`create trigger audit_test_refuse before insert on audit_log for each row execute function audit_test_refuse()`.execute(t.db)
    try {
      const response = await t.call('PUT', '/api/member/M1001', { token: admin, body: { name: 'Never Saved' } })
      expect(response.status).toBe(500)
    } finally {
      await sql`drop trigger audit_test_refuse on audit_log`.execute(t.db)
      await sql`drop function audit_test_refuse()`.execute(t.db)
    }
    const stored = await t.db.selectFrom('members').select('name').where('member_id', '=', 'M1001').executeTakeFirstOrThrow()
    expect(stored.name).not.toBe('Never Saved')
  })

  test('rows are never changed or removed, whoever connects', async () => {
    const [row] = await trail()
    await expect(sql`update audit_log set actor_name = 'someone else' where audit_id = ${row!.audit_id}`.execute(t.db)).rejects.toThrow(
      /never changed or removed/,
    )
    await expect(sql`delete from audit_log where audit_id = ${row!.audit_id}`.execute(t.db)).rejects.toThrow(/never changed or removed/)
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/never changed or removed/)
  })
})

describe('GET /api/audit', () => {
  test('filters by person, area, record and days, newest first, a page at a time', async () => {
    const superAdminId = (
      await t.db.selectFrom('users').select('user_id').where('email', '=', 'superadmin@club.test').executeTakeFirstOrThrow()
    ).user_id
    await t.call('PUT', '/api/member/M1002', { token: admin, body: { address: 'B-4, Defence Colony' } })
    const bySuperAdmin = await trail(`&person=${superAdminId}`)
    expect(bySuperAdmin.length).toBeGreaterThan(0)
    expect(bySuperAdmin.every((row) => row.actor.id === superAdminId)).toBe(true)

    const facilities = await trail('&area=facilities')
    expect(facilities.length).toBeGreaterThan(0)
    expect(facilities.every((row) => row.area === 'facilities')).toBe(true)

    const m1002 = await trail('&recordType=member&recordId=M1002')
    expect(m1002.map((row) => row.record_id)).toEqual(m1002.map(() => 'M1002'))
    expect(m1002[0]).toMatchObject({ after: { address: 'B-4, Defence Colony' } })

    // The test clock stands on 22 November 2026 (club time).
    expect((await trail('&from=2026-11-22&to=2026-11-22')).length).toBeGreaterThan(0)
    expect(await trail('&from=2026-11-23')).toEqual([])
    expect(await trail('&to=2026-11-21')).toEqual([])

    const page = await t.call('GET', '/api/audit?limit=2&page=2', { token: admin })
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 2, total: expect.any(Number) })
    expect(page.body.result).toHaveLength(2)
    const ids = (await trail()).map((row) => row.audit_id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))

    const people = await t.call('GET', '/api/audit/people', { token: admin })
    expect(people.body.result.map((person: { id: number }) => person.id)).toEqual(expect.arrayContaining([adminId, superAdminId]))
  })

  test('the super-administrator reads it; anyone else is refused', async () => {
    expect((await t.call('GET', '/api/audit', { token: superAdmin })).status).toBe(200)
    expect((await t.call('GET', '/api/audit')).status).toBe(401)
    for (const token of [reception, steward, kitchen, member]) {
      expect((await t.call('GET', '/api/audit', { token })).status).toBe(403)
      expect((await t.call('GET', '/api/audit/people', { token })).status).toBe(403)
    }
  })

  test('a query it cannot read is a 400 naming the field', async () => {
    const bad: [string, string][] = [
      ['area', 'area=nowhere'],
      ['person', 'person=abc'],
      ['from', 'from=2026-13-01'],
      ['to', 'from=2026-11-22&to=2026-11-01'],
      ['recordType', 'recordId=M1001'],
      ['limit', 'limit=1000'],
      ['page', 'page=0'],
    ]
    for (const [field, query] of bad) {
      const response = await t.call('GET', `/api/audit?${query}`, { token: admin })
      expect(response.status, query).toBe(400)
      expect(
        response.body.errors.map((error: { path: string }) => error.path),
        query,
      ).toContain(field)
    }
  })
})

describe('redaction', () => {
  test('drops every field named like a password, token, code, hash or secret, at any depth', () => {
    expect(
      redacted({
        name: 'A',
        password: 'x',
        nested: { reset_token: 't', otp_code: '1', list: [{ passwordHash: 'h', keep: 1 }] },
        api_secret: 's',
      }),
    ).toEqual({ name: 'A', nested: { list: [{ keep: 1 }] } })
  })

  test('an update keeps only what changed; dates as ISO text', () => {
    const at = new Date('2026-11-22T04:30:00Z')
    expect(changedFields({ a: 1, b: 2, at, password_hash: 'old' }, { a: 1, b: 3, at, password_hash: 'new' })).toEqual({
      before: { b: 2 },
      after: { b: 3 },
    })
    expect(changedFields(undefined, { at })).toEqual({ before: null, after: { at: '2026-11-22T04:30:00.000Z' } })
  })
})
