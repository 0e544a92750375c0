import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { demoIds, signInEveryone } from '../helpers/kitchen-fixtures.js'

let t: TestApp
let ids: ReturnType<typeof demoIds>
let admin: string
let steward: string
let kitchen1: string
let kitchen2: string
let member: string
let reception: string

beforeAll(async () => {
  t = await createTestApp()
  ids = demoIds(t)
  ;({ admin, steward, reception, kitchen1, kitchen2, member } = await signInEveryone(t))
})
afterAll(async () => {
  await t.close()
})

const tablesPath = async (restaurant: string) => `/api/facilities/restaurant/${await ids.restaurant(restaurant)}/tables`
const snapshot = async () => JSON.stringify(await t.db.selectFrom('restaurant_tables').selectAll().orderBy('table_id').execute())
const storedTable = (tableId: number) => t.db.selectFrom('restaurant_tables').selectAll().where('table_id', '=', tableId).executeTakeFirst()

describe('a restaurant’s tables', () => {
  test('a steward reads Zafraan’s twelve tables T1…T12, each with its _id', async () => {
    const response = await t.call('GET', await tablesPath('Zafraan'), { token: steward })
    expect(response.status).toBe(200)
    expect(response.body.data.map((table: { label: string }) => table.label)).toEqual(Array.from({ length: 12 }, (_, i) => `T${i + 1}`))
    const t1 = await ids.table('Zafraan', 'T1')
    expect(response.body.data[0]).toEqual({
      _id: t1,
      table_id: t1,
      restaurant_id: await ids.restaurant('Zafraan'),
      label: 'T1',
      seats: 2,
      is_active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  test('a kitchen account reads its own restaurants’ tables only', async () => {
    expect((await t.call('GET', await tablesPath('Jade Garden'), { token: kitchen1 })).status).toBe(200)
    expect((await t.call('GET', await tablesPath('Jade Garden'), { token: kitchen2 })).status).toBe(403)
  })

  test('an admin adds a table; a label the restaurant already has (any case) gets 409', async () => {
    const path = await tablesPath('Café Friends')
    const added = await t.call('POST', path, { token: admin, body: { label: 'C9', seats: 6 } })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      success: true,
      message: 'Table added successfully',
      data: { label: 'C9', seats: 6, is_active: true },
    })
    expect(await storedTable(added.body.data._id)).toMatchObject({
      label: 'C9',
      seats: 6,
      restaurant_id: await ids.restaurant('Café Friends'),
    })

    const before = await snapshot()
    const duplicate = await t.call('POST', path, { token: admin, body: { label: 'c9' } })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.message).toBe("Café Friends already has a table 'C9'. Choose another label.")
    expect(duplicate.body.errors).toEqual([{ path: 'label', msg: duplicate.body.message }]) // the form marks the Label field
    // Another restaurant may use the same label.
    expect((await t.call('POST', await tablesPath('The Colony Bar'), { token: admin, body: { label: 'C9' } })).status).toBe(201)
    expect(JSON.parse(await snapshot())).toHaveLength(JSON.parse(before).length + 1)
  })

  test.each([
    [{ seats: 4 }, 'label'],
    [{ label: 'C10', seats: 0 }, 'seats'],
    [{ label: 'A very long table label indeed', seats: 2 }, 'label'],
  ])('bad input %j gets 400 naming %s and adds nothing', async (body, field) => {
    const before = await snapshot()
    const response = await t.call('POST', await tablesPath('Café Friends'), { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(new RegExp(`^${field}: `))
    expect(await snapshot()).toBe(before)
  })

  test('PUT changes seats and label; a table of another restaurant is not found there', async () => {
    const tableId = await ids.table('The Lawn Grill', 'L2')
    const response = await t.call('PUT', `${await tablesPath('The Lawn Grill')}/${tableId}`, {
      token: admin,
      body: { seats: 10, label: 'L2 (long table)' },
    })
    expect(response.body).toMatchObject({
      message: 'Table updated successfully',
      data: { _id: tableId, seats: 10, label: 'L2 (long table)' },
    })
    expect(await storedTable(tableId)).toMatchObject({ seats: 10, label: 'L2 (long table)' })
    const wrongRestaurant = await t.call('PUT', `${await tablesPath('Zafraan')}/${tableId}`, { token: admin, body: { seats: 2 } })
    expect(wrongRestaurant.status).toBe(404)
    expect(wrongRestaurant.body.message).toBe('Table not found')
  })

  test('DELETE removes a table no order names', async () => {
    const tableId = await ids.table('Café Friends', 'C8')
    const response = await t.call('DELETE', `${await tablesPath('Café Friends')}/${tableId}`, { token: admin })
    expect(response.body).toMatchObject({ success: true, message: 'Table deleted successfully', isDeleted: true, data: { label: 'C8' } })
    expect(await storedTable(tableId)).toBeUndefined()
  })

  test('DELETE of a table named on orders switches it off instead, keeping the orders’ history', async () => {
    // The demo's live orders sit at Zafraan's T1, T3 and T8.
    const tableId = await ids.table('Zafraan', 'T3')
    const response = await t.call('DELETE', `${await tablesPath('Zafraan')}/${tableId}`, { token: admin })
    expect(response.body).toMatchObject({
      message: 'Table T3 is named on past orders, so it was deactivated instead of deleted',
      isDeleted: false,
      data: { is_active: false },
    })
    expect(await storedTable(tableId)).toMatchObject({ label: 'T3', is_active: false })
    const menu = await t.call('GET', await tablesPath('Zafraan'), { token: steward })
    expect(menu.body.data.find((table: { label: string }) => table.label === 'T3').is_active).toBe(false)
  })

  test('stewards, kitchens, members, a receptionist and anonymous callers may not change tables', async () => {
    const path = await tablesPath('Zafraan')
    const tableId = await ids.table('Zafraan', 'T12')
    const before = await snapshot()
    const callers: [string, string | undefined, number][] = [
      ['steward', steward, 403],
      ['kitchen', kitchen1, 403],
      ['member', member, 403],
      ['receptionist', reception, 403],
      ['no token', undefined, 401],
    ]
    for (const [who, token, status] of callers) {
      const auth = token ? { token } : {}
      for (const [method, url, body] of [
        ['POST', path, { label: 'T99' }],
        ['PUT', `${path}/${tableId}`, { seats: 1 }],
        ['DELETE', `${path}/${tableId}`, undefined],
      ] as const) {
        const response = await t.call(method, url, { ...auth, ...(body ? { body } : {}) })
        expect({ who, method, status: response.status }).toEqual({ who, method, status })
      }
    }
    expect(await snapshot()).toBe(before)
  })
})
