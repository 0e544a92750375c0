import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let reception: string
let kitchenToken: string
let member: string
let kitchen: string
const ids = { kg: 0, g: 0, l: 0, dozen: 0, piece: 0, dairy: 0, veg: 0, vendor: 0 }

const INV = '/api/inv'
const post = (path: string, body: unknown, token = admin) => t.call('POST', `${INV}${path}`, { token, body })
const get = (path: string, token = admin) => t.call('GET', `${INV}${path}`, { token })
const move = (body: Record<string, unknown>) => post('/inventory-transactions', { unit_id: ids.kg, location: 'store', ...body })
const snapshot = async () =>
  JSON.stringify(
    await Promise.all(
      (['inv_units', 'inv_categories', 'inv_vendors', 'inv_products', 'inv_stock_levels', 'inv_stock_moves'] as const).map((table) =>
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
  const unit = async (name: string, symbol: string, dimension: string, factor: number) =>
    (await post('/measurement-units', { name, symbol, dimension, factor })).body.data._id as number
  ids.kg = await unit('Kilogram', 'kg', 'mass', 1000)
  ids.g = await unit('Gram', 'g', 'mass', 1)
  ids.l = await unit('Litre', 'l', 'volume', 1000)
  ids.piece = await unit('Piece', 'pc', 'count', 1)
  ids.dozen = await unit('Dozen', 'dz', 'count', 12)
  ids.dairy = (await post('/createcategory', { name: 'Dairy' })).body.category._id
  ids.veg = (await post('/createcategory', { name: 'Vegetables' })).body.category._id
  ids.vendor = (
    await post('/vendors', { name: 'Mother Dairy Depot', contact_person: 'Ramesh', phone: '9810011111', gstin: '07AAACM1234K1Z5' })
  ).body.data._id
})
afterAll(async () => {
  await t.close()
})

describe('the store catalogue', () => {
  test('units, categories and vendors are listed as the client reads them', async () => {
    const units = await get('/measurement-units')
    expect(units.status).toBe(200)
    expect(units.body.result.map((unit: { symbol: string }) => unit.symbol)).toEqual(['pc', 'dz', 'g', 'kg', 'l'])
    expect(units.body.result[0]).toEqual({ _id: ids.piece, name: 'Piece', symbol: 'pc', dimension: 'count', factor: 1 })
    const categories = await get('/getcategory')
    expect(categories.body.categories.map((category: { name: string }) => category.name)).toEqual(['Dairy', 'Vegetables'])
    const vendors = await get('/vendors')
    expect(vendors.body.result[0]).toMatchObject({ _id: ids.vendor, name: 'Mother Dairy Depot', gstin: '07AAACM1234K1Z5' })
  })

  test('a product code is unique in any case; a product is edited and switched off by PUT products/{id}', async () => {
    const created = await post('/products', { code: 'dal-01', name: 'Toor Dal', category_id: ids.veg, unit_id: ids.kg, reorder_level: 5 })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ code: 'DAL-01', unit: 'kg', total_quantity: 0, is_low: true, stock: [] })
    const again = await post('/products', { code: 'DAL-01', name: 'Arhar Dal', category_id: ids.veg, unit_id: ids.kg })
    expect(again.status).toBe(409)
    expect(again.body.errors[0].path).toBe('code')
    const id = created.body.data._id
    const edited = await t.call('PUT', `${INV}/products/${id}`, { token: admin, body: { name: 'Toor Dal (Arhar)', reorder_level: 2 } })
    expect(edited.body.data).toMatchObject({ name: 'Toor Dal (Arhar)', reorder_level: 2 })
    const off = await t.call('PUT', `${INV}/products/${id}`, { token: admin, body: { is_active: false } })
    expect(off.body.data.is_active).toBe(false)
    expect((await move({ product_code: 'DAL-01', type: 'purchase', quantity: 1, unit_cost_paise: 100 })).status).toBe(400)
    expect((await get('/products?isActive=false')).body.result.map((product: { code: string }) => product.code)).toEqual(['DAL-01'])
  })

  test('a category that holds products, and a unit in use, cannot be deleted', async () => {
    await post('/products', { code: 'CURD', name: 'Curd', category_id: ids.dairy, unit_id: ids.kg })
    const refused = await t.call('DELETE', `${INV}/deletecategory/${ids.dairy}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('Curd')
    expect((await t.call('DELETE', `${INV}/measurement-units/${ids.kg}`, { token: admin })).status).toBe(409)
    expect((await t.call('PUT', `${INV}/measurement-units/${ids.kg}`, { token: admin, body: { factor: 500 } })).status).toBe(409)
    const spare = (await post('/createcategory', { name: 'Spare' })).body.category._id
    expect((await t.call('DELETE', `${INV}/deletecategory/${spare}`, { token: admin })).status).toBe(200)
  })
})

describe('stock moves', () => {
  test('two purchases at two prices give the weighted average; 500 g issued to a kitchen comes off the store', async () => {
    await post('/products', {
      code: 'PANEER',
      name: 'Paneer',
      category_id: ids.dairy,
      unit_id: ids.kg,
      reorder_level: 5,
      vendor_id: ids.vendor,
    })
    const first = await move({
      product_code: 'paneer',
      type: 'purchase',
      quantity: 10,
      unit_cost_paise: 30_000,
      vendor_id: ids.vendor,
      reference: 'INV-101',
    })
    expect(first.status).toBe(201)
    expect(first.body.result[0]).toMatchObject({
      type: 'purchase',
      quantity: 10,
      unit: 'kg',
      balance: 10,
      unit_cost_paise: 30_000,
      average_cost_paise: 30_000,
    })
    const second = await move({ product_code: 'PANEER', type: 'purchase', quantity: 10_000, unit_id: ids.g, unit_cost_paise: 34 })
    // 10 kg at ₹300/kg and 10 kg at ₹0.34/g (₹340/kg): ₹320/kg on average.
    expect(second.body.result[0]).toMatchObject({ quantity: 10, balance: 20, unit_cost_paise: 34_000, average_cost_paise: 32_000 })

    const issued = await move({ product_code: 'PANEER', type: 'issue', quantity: 500, unit_id: ids.g, to_location: kitchen })
    expect(issued.status).toBe(201)
    expect(
      issued.body.result.map((row: { location: string; quantity: number; balance: number }) => [row.location, row.quantity, row.balance]),
    ).toEqual([
      ['store', -0.5, 19.5],
      [kitchen, 0.5, 0.5],
    ])
    const product = (await get('/products?search=paneer')).body.result[0]
    expect(product.stock).toEqual([
      { location: kitchen, quantity: 0.5, unit: 'kg' },
      { location: 'store', quantity: 19.5, unit: 'kg' },
    ])
    expect(product).toMatchObject({ total_quantity: 20, average_cost_paise: 32_000, value_paise: 640_000, is_low: false })
  })

  test('a quantity in another dimension is refused, and nothing changes', async () => {
    await post('/products', { code: 'MILK', name: 'Milk', category_id: ids.dairy, unit_id: ids.l })
    const before = await snapshot()
    const refused = await move({ product_code: 'MILK', type: 'purchase', quantity: 2, unit_id: ids.kg, unit_cost_paise: 6000 })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]).toEqual({ path: 'unit_id', msg: expect.stringContaining('only within its dimension') })
    expect(await snapshot()).toBe(before)
    // Eggs bought by the dozen are kept by the piece.
    await post('/products', { code: 'EGG', name: 'Eggs', category_id: ids.dairy, unit_id: ids.piece })
    const eggs = await move({ product_code: 'EGG', type: 'purchase', quantity: 2, unit_id: ids.dozen, unit_cost_paise: 8400 })
    expect(eggs.body.result[0]).toMatchObject({ quantity: 24, unit: 'pc', unit_cost_paise: 700 })
  })

  test('stock may go below zero; the move says it did', async () => {
    await post('/products', { code: 'BUTTER', name: 'Butter', category_id: ids.dairy, unit_id: ids.kg })
    await move({ product_code: 'BUTTER', type: 'purchase', quantity: 2, unit_cost_paise: 50_000 })
    const wasted = await move({ product_code: 'BUTTER', type: 'wastage', quantity: 3, note: 'Fridge failed overnight' })
    expect(wasted.status).toBe(201)
    expect(wasted.body.below_zero).toBe(true)
    expect(wasted.body.message).toBe('Stock move recorded; the stock is now below zero')
    expect(wasted.body.result[0]).toMatchObject({ quantity: -3, balance: -1, went_below_zero: true })
    // A purchase onto stock below zero takes its own price as the average.
    const bought = await move({ product_code: 'BUTTER', type: 'purchase', quantity: 5, unit_cost_paise: 60_000 })
    expect(bought.body.result[0]).toMatchObject({ balance: 4, average_cost_paise: 60_000, went_below_zero: false })
  })

  test('a count records the difference from the books', async () => {
    await post('/products', { code: 'GHEE', name: 'Ghee', category_id: ids.dairy, unit_id: ids.kg })
    await move({ product_code: 'GHEE', type: 'purchase', quantity: 10, unit_cost_paise: 60_000 })
    const counted = await move({ product_code: 'GHEE', type: 'adjustment', quantity: 8.25 })
    expect(counted.body.result[0]).toMatchObject({ type: 'adjustment', quantity: -1.75, balance: 8.25 })
    const transfer = await move({ product_code: 'GHEE', type: 'transfer', quantity: 250, unit_id: ids.g, to_location: kitchen })
    expect(transfer.body.result[1]).toMatchObject({ type: 'transfer', location: kitchen, other_location: 'store', quantity: 0.25 })
  })

  test('the history of any product by its code: newest first, with balance, stock and average cost', async () => {
    await post('/products', { code: 'RICE-B', name: 'Basmati Rice', category_id: ids.veg, unit_id: ids.kg })
    await move({ product_code: 'RICE-B', type: 'purchase', quantity: 25, unit_cost_paise: 9_000 })
    t.clock.advance(60_000)
    await move({ product_code: 'RICE-B', type: 'issue', quantity: 5, to_location: kitchen })
    t.clock.advance(60_000)
    await move({ product_code: 'RICE-B', type: 'wastage', quantity: 1 })
    const history = await get('/inventory-transactions/history/rice-b')
    expect(history.status).toBe(200)
    expect(
      history.body.result.map((row: { type: string; location: string; balance: number }) => [row.type, row.location, row.balance]),
    ).toEqual([
      ['wastage', 'store', 19],
      ['issue', kitchen, 5],
      ['issue', 'store', 20],
      ['purchase', 'store', 25],
    ])
    expect(history.body.result[0]).toMatchObject({
      unit: 'kg',
      unit_cost_paise: 9_000,
      created_by: expect.any(String),
      created_at: expect.any(String),
    })
    expect(history.body.stock).toEqual([
      { location: kitchen, quantity: 5, unit: 'kg' },
      { location: 'store', quantity: 19, unit: 'kg' },
    ])
    expect(history.body.average_cost_paise).toBe(9_000)
    expect(history.body.pagination).toEqual({ page: 1, limit: 20, total: 4, pages: 1 })
    const atKitchen = await get(`/inventory-transactions/history/RICE-B?location=${kitchen}&page=1&limit=1`)
    expect(atKitchen.body.result).toHaveLength(1)
    expect(atKitchen.body.pagination).toEqual({ page: 1, limit: 1, total: 1, pages: 1 })
    const later = await get('/inventory-transactions/history/RICE-B?from=2026-11-23')
    expect(later.body.result).toEqual([])
    expect((await get('/inventory-transactions/history/NOPE')).status).toBe(404)
  })

  test('moves are never changed or deleted', async () => {
    await expect(t.db.updateTable('inv_stock_moves').set({ note: 'x' }).execute()).rejects.toThrow(/never changed/)
    await expect(t.db.deleteFrom('inv_stock_moves').execute()).rejects.toThrow(/never changed/)
  })

  test('low stock, stock levels and value', async () => {
    const low = (await get('/low-stock')).body.result.map((product: { code: string }) => product.code)
    expect(low).toContain('CURD')
    expect(low).not.toContain('PANEER')
    const levels = await get(`/stock-levels?location=${kitchen}`)
    expect(levels.body.result.every((row: { location: string }) => row.location === kitchen)).toBe(true)
    const value = await get('/stock-value')
    expect(value.body.total_paise).toBe(value.body.result.reduce((sum: number, row: { value_paise: number }) => sum + row.value_paise, 0))
    expect(value.body.result.map((row: { location: string }) => row.location)).toEqual([kitchen, 'store'])
  })
})

describe('refusals', () => {
  test('bad input is a 400 naming the field, and nothing changes', async () => {
    const before = await snapshot()
    const cases: [string, unknown, string][] = [
      ['/measurement-units', { name: 'Ounce', symbol: 'oz', dimension: 'weight', factor: 28 }, 'dimension'],
      ['/measurement-units', { name: 'Ounce', symbol: 'oz', dimension: 'mass', factor: 0 }, 'factor'],
      ['/measurement-units', { name: 'Kilo', symbol: 'KG', dimension: 'mass', factor: 1000 }, 'symbol'],
      ['/createcategory', { name: '' }, 'name'],
      ['/updatecategory', { name: 'X' }, '_id'],
      ['/vendors', { name: 'Bad GST', gstin: '12345' }, 'gstin'],
      ['/products', { code: 'has space', name: 'X', category_id: ids.dairy, unit_id: ids.kg }, 'code'],
      ['/products', { code: 'NEWP', name: 'X', category_id: 99_999, unit_id: ids.kg }, 'category_id'],
      ['/products', { code: 'NEWP', name: 'X', category_id: ids.dairy, unit_id: 99_999 }, 'unit_id'],
      ['/inventory-transactions', { product_code: 'PANEER', type: 'theft', quantity: 1, unit_id: ids.kg }, 'type'],
      ['/inventory-transactions', { product_code: 'PANEER', type: 'purchase', quantity: 1, unit_id: ids.kg }, 'unit_cost_paise'],
      ['/inventory-transactions', { product_code: 'PANEER', type: 'issue', quantity: -1, unit_id: ids.kg }, 'quantity'],
      ['/inventory-transactions', { product_code: 'PANEER', type: 'issue', quantity: 0.0001, unit_id: ids.kg }, 'quantity'],
      ['/inventory-transactions', { product_code: 'PANEER', type: 'transfer', quantity: 1, unit_id: ids.kg }, 'to_location'],
      ['/inventory-transactions', { product_code: 'PANEER', type: 'issue', quantity: 1, unit_id: ids.kg, location: 'bar' }, 'location'],
      [
        '/inventory-transactions',
        { product_code: 'PANEER', type: 'issue', quantity: 1, unit_id: ids.kg, location: 'kitchen:9999' },
        'location',
      ],
      ['/inventory-transactions', { product_code: 'NOSUCH', type: 'issue', quantity: 1, unit_id: ids.kg }, 'product_code'],
    ]
    for (const [path, body, field] of cases) {
      const response = await post(path, body)
      const expected = field === 'symbol' ? 409 : 400
      expect({ path, body, status: response.status }).toEqual({ path, body, status: expected })
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field)
    }
    expect((await get('/inventory-transactions/history/PANEER?from=yesterday')).status).toBe(400)
    expect((await get('/products?isActive=perhaps')).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  test('members, kitchens and staff without the inventory area are refused; no token is 401', async () => {
    const before = await snapshot()
    const calls: [string, string, unknown?][] = [
      ['GET', '/getcategory'],
      ['POST', '/createcategory', { name: 'Bakery' }],
      ['GET', '/measurement-units'],
      ['PUT', `/measurement-units/${ids.g}`, { name: 'Gramme' }],
      ['DELETE', `/measurement-units/${ids.g}`],
      ['POST', '/vendors', { name: 'New Vendor' }],
      ['GET', '/products'],
      ['POST', '/inventory-transactions', { product_code: 'PANEER', type: 'wastage', quantity: 1, unit_id: ids.kg }],
      ['GET', '/inventory-transactions/history/PANEER'],
      ['GET', '/low-stock'],
      ['GET', '/stock-value'],
    ]
    for (const [method, path, body] of calls) {
      for (const [who, token, status] of [
        ['member', member, 403],
        ['kitchen', kitchenToken, 403],
        ['reception', reception, 403],
        ['nobody', undefined, 401],
      ] as const) {
        const response = await t.call(method, `${INV}${path}`, { ...(token ? { token } : {}), ...(body ? { body } : {}) })
        expect({ who, method, path, status: response.status }).toEqual({ who, method, path, status })
      }
    }
    expect(await snapshot()).toBe(before)
  })
})
