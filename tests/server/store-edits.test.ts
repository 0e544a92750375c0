import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

// The changes the office Store's edit screens make (issue 22; ADR 037): a category renamed, a unit
// changed, a vendor and a product changed and switched off; and a product's history by day and place.
let t: TestApp
let admin: string
let reception: string
let kitchenToken: string
let member: string
let kitchen: string
const ids = { kg: 0, g: 0, dairy: 0, vendor: 0, paneer: 0 }

const INV = '/api/inv'
const call = (method: string, path: string, body?: unknown, token: string | null = admin) =>
  t.call(method, `${INV}${path}`, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) })
const snapshot = async () =>
  JSON.stringify(
    await Promise.all(
      (['inv_units', 'inv_categories', 'inv_vendors', 'inv_products', 'inv_stock_moves'] as const).map((table) =>
        t.db.selectFrom(table).selectAll().execute(),
      ),
    ),
  )

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  reception = await t.tokens.staff('reception@club.test')
  kitchenToken = await t.tokens.kitchen()
  member = await t.tokens.member()
  const { kitchen_id } = await t.db.selectFrom('kitchens').select('kitchen_id').executeTakeFirstOrThrow()
  kitchen = `kitchen:${kitchen_id}`
  ids.kg = (await call('POST', '/measurement-units', { name: 'Kilogram', symbol: 'kg', dimension: 'mass', factor: 1000 })).body.data._id
  ids.g = (await call('POST', '/measurement-units', { name: 'Gram', symbol: 'g', dimension: 'mass', factor: 1 })).body.data._id
  ids.dairy = (await call('POST', '/createcategory', { name: 'Dairy' })).body.category._id
  ids.vendor = (await call('POST', '/vendors', { name: 'Mother Dairy Depot' })).body.data._id
  ids.paneer = (await call('POST', '/products', { code: 'PANEER', name: 'Paneer', category_id: ids.dairy, unit_id: ids.kg })).body.data._id
})
afterAll(async () => {
  await t.close()
})

describe('editing the store’s records', () => {
  test('a category is renamed, a unit changed, a vendor and a product changed and switched off', async () => {
    const category = await call('POST', '/updatecategory', { _id: ids.dairy, name: 'Dairy and eggs', description: 'Milk, paneer' })
    expect(category.status).toBe(200)
    expect(category.body).toMatchObject({
      message: 'Category updated successfully',
      category: { name: 'Dairy and eggs', product_count: 1 },
    })
    const unit = await call('PUT', `/measurement-units/${ids.g}`, { name: 'Gramme', symbol: 'gm' })
    expect(unit.body.data).toMatchObject({ name: 'Gramme', symbol: 'gm', factor: 1 })
    const vendor = await call('PUT', `/vendors/${ids.vendor}`, { phone: '9810011111', gstin: '07AAACM1234K1Z5', is_active: false })
    expect(vendor.body).toMatchObject({ message: 'Vendor updated successfully', data: { phone: '9810011111', is_active: false } })
    const product = await call('PUT', `/products/${ids.paneer}`, {
      name: 'Malai Paneer',
      reorder_level: 2.5,
      vendor_id: ids.vendor,
      is_active: false,
    })
    expect(product.body.data).toMatchObject({
      name: 'Malai Paneer',
      reorder_level: 2.5,
      vendor_name: 'Mother Dairy Depot',
      is_active: false,
    })
    const stored = await t.db.selectFrom('inv_products').selectAll().where('product_id', '=', ids.paneer).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ name: 'Malai Paneer', is_active: false, code: 'PANEER' })
    expect((await call('PUT', `/products/${ids.paneer}`, { is_active: true, vendor_id: null })).body.data).toMatchObject({
      is_active: true,
      vendor_id: null,
    })
  })

  test('bad input is a 400 naming the field, and nothing changes', async () => {
    const before = await snapshot()
    const cases: [string, string, unknown, string][] = [
      ['POST', '/updatecategory', { _id: ids.dairy, name: '  ' }, 'name'],
      ['POST', '/updatecategory', { _id: ids.dairy }, ''],
      ['PUT', `/measurement-units/${ids.g}`, { factor: 0 }, 'factor'],
      ['PUT', `/measurement-units/${ids.g}`, { dimension: 'length' }, 'dimension'],
      ['PUT', `/vendors/${ids.vendor}`, { gstin: '12345' }, 'gstin'],
      ['PUT', `/vendors/${ids.vendor}`, { name: '' }, 'name'],
      ['PUT', `/vendors/${ids.vendor}`, { is_active: 'no' }, 'is_active'],
      ['PUT', `/products/${ids.paneer}`, { reorder_level: -1 }, 'reorder_level'],
      ['PUT', `/products/${ids.paneer}`, { category_id: 'dairy' }, 'category_id'],
      ['PUT', `/products/${ids.paneer}`, { category_id: 999_999 }, 'category_id'],
      ['PUT', `/products/${ids.paneer}`, { vendor_id: 999_999 }, 'vendor_id'],
      ['PUT', `/products/${ids.paneer}`, {}, ''],
    ]
    for (const [method, path, body, field] of cases) {
      const response = await call(method, path, body)
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 })
      expect(response.body.message).toBeTruthy()
      if (field) expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    expect((await call('PUT', '/products/999999', { name: 'Ghost' })).status).toBe(404)
    expect((await call('PUT', '/vendors/abc', { name: 'Ghost' })).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  test('members, kitchens and staff without the inventory area are refused; no token is 401', async () => {
    const before = await snapshot()
    const calls: [string, string, unknown?][] = [
      ['POST', '/updatecategory', { _id: ids.dairy, name: 'Nope' }],
      ['DELETE', `/deletecategory/${ids.dairy}`],
      ['PUT', `/vendors/${ids.vendor}`, { is_active: false }],
      ['PUT', `/products/${ids.paneer}`, { is_active: false }],
      ['GET', '/inventory-transactions/history/PANEER?from=2026-11-01&location=store'],
    ]
    for (const [method, path, body] of calls) {
      for (const [who, token, status] of [
        ['member', member, 403],
        ['kitchen', kitchenToken, 403],
        ['reception', reception, 403],
        ['nobody', undefined, 401],
      ] as const) {
        const response = await call(method, path, body, token ?? null)
        expect({ who, method, path, status: response.status }).toEqual({ who, method, path, status })
      }
    }
    expect(await snapshot()).toBe(before)
  })
})

describe('a product’s history by day and place', () => {
  test('from and to are the club’s days, location one place, pages of limit; to before from is a 400', async () => {
    await call('POST', '/products', { code: 'GHEE', name: 'Ghee', category_id: ids.dairy, unit_id: ids.kg })
    const move = (body: Record<string, unknown>) =>
      call('POST', '/inventory-transactions', { product_code: 'GHEE', unit_id: ids.kg, location: 'store', ...body })
    t.clock.set(new Date('2026-11-20T23:30:00+05:30')) // late on the 20th in Kolkata, the 20th in UTC too
    await move({ type: 'purchase', quantity: 10, unit_cost_paise: 50_000 })
    t.clock.set(new Date('2026-11-21T00:30:00+05:30')) // just after midnight in Kolkata: the 21st (UTC: still the 20th)
    await move({ type: 'issue', quantity: 2, to_location: kitchen })
    t.clock.set(new Date('2026-11-22T12:00:00+05:30'))
    await move({ type: 'wastage', quantity: 1 })
    const history = (query: string) => call('GET', `/inventory-transactions/history/GHEE?${query}`)
    const kinds = async (query: string) =>
      (await history(query)).body.result.map((row: { type: string; location: string }) => `${row.type}@${row.location}`)

    expect(await kinds('from=2026-11-21')).toEqual(['wastage@store', `issue@${kitchen}`, 'issue@store'])
    expect(await kinds('to=2026-11-20')).toEqual(['purchase@store'])
    expect(await kinds('from=2026-11-21&to=2026-11-21&location=store')).toEqual(['issue@store'])
    expect(await kinds(`location=${kitchen}`)).toEqual([`issue@${kitchen}`])
    const second = await history('page=2&limit=3')
    expect(second.body.result.map((row: { type: string }) => row.type)).toEqual(['purchase'])
    expect(second.body.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 })

    for (const [query, field] of [
      ['from=2026-11-22&to=2026-11-21', 'to'],
      ['from=21-11-2026', 'from'],
      ['location=kitchen', 'location'],
      ['page=0', 'page'],
      ['limit=500', 'limit'],
    ] as const) {
      const response = await history(query)
      expect({ query, status: response.status }).toEqual({ query, status: 400 })
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
  })
})
