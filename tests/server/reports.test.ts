import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

// Reports (ADR 041): sales from the bills not voided, by club day, restaurant, dish and payment;
// food cost at the recipes' cost × quantity sold; the stock's value by location; each as CSV.

let t: TestApp
let admin: string
let steward: string
let keeper: string
let reception: string
let member: string
const ids = { zafraan: 0, jade: 0, dal: 0, naan: 0, chicken: 0, kitchen: 0 }

const at = (instant: string) => t.clock.set(new Date(instant))
const get = (path: string, token = admin) => t.call('GET', path, { token })

/** An order placed and billed at `instant` (club time), through the API as the floor does it. */
async function billAt(instant: string, restaurantId: number, items: [number, number][], payment: string, memberId?: string) {
  at(instant)
  const token = await t.tokens.staff()
  const order = await t.call('POST', '/api/kitchen/orders', {
    token,
    body: { restaurant_id: restaurantId, items: items.map(([menu_item_id, quantity]) => ({ menu_item_id, quantity })) },
  })
  expect(order.status).toBe(201)
  const bill = await t.call('POST', '/api/restaurant-bills', {
    token,
    body: { order_id: order.body.order.order_id, payment_method: payment, ...(memberId ? { member_id: memberId } : {}) },
  })
  expect(bill.status).toBe(201)
  return bill.body.bill.bill_id as number
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  const { kitchen_id } = await t.db.selectFrom('kitchens').select('kitchen_id').executeTakeFirstOrThrow()
  ids.kitchen = kitchen_id
  const restaurant = async (name: string) =>
    (await t.db.insertInto('restaurants').values({ name, kitchen_id }).returning('restaurant_id').executeTakeFirstOrThrow()).restaurant_id
  ids.zafraan = await restaurant('Zafraan')
  ids.jade = await restaurant('Jade Garden')
  const dish = async (restaurant_id: number, name: string, price_paise: number) =>
    (await t.db.insertInto('menu_items').values({ restaurant_id, name, price_paise }).returning('menu_item_id').executeTakeFirstOrThrow())
      .menu_item_id
  ids.dal = await dish(ids.zafraan, 'Dal Makhani', 42_000)
  ids.naan = await dish(ids.zafraan, 'Butter Naan', 9_000)
  ids.chicken = await dish(ids.jade, 'Chilli Chicken', 52_000)

  // The store: dal at ₹100/kg and flour at ₹40/kg bought on the 19th; 2 kg of dal sent to the kitchen.
  at('2026-11-19T10:00:00+05:30')
  admin = await t.tokens.staff()
  const inv = (path: string, body: unknown) => t.call('POST', `/api/inv${path}`, { token: admin, body })
  const kg = (await inv('/measurement-units', { name: 'Kilogram', symbol: 'kg', dimension: 'mass', factor: 1000 })).body.data._id
  const g = (await inv('/measurement-units', { name: 'Gram', symbol: 'g', dimension: 'mass', factor: 1 })).body.data._id
  const larder = (await inv('/createcategory', { name: 'Larder' })).body.category._id
  await inv('/products', { code: 'DAL', name: 'Black Urad Dal', category_id: larder, unit_id: kg })
  await inv('/products', { code: 'FLOUR', name: 'Maida', category_id: larder, unit_id: kg })
  await inv('/inventory-transactions', { product_code: 'DAL', type: 'purchase', quantity: 10, unit_id: kg, unit_cost_paise: 10_000 })
  await inv('/inventory-transactions', { product_code: 'FLOUR', type: 'purchase', quantity: 5, unit_id: kg, unit_cost_paise: 4_000 })
  await inv('/inventory-transactions', {
    product_code: 'DAL',
    type: 'transfer',
    quantity: 2,
    unit_id: kg,
    to_location: `kitchen:${kitchen_id}`,
  })
  // Dal Makhani: 400 g of dal for 2 portions (₹20 a portion); Butter Naan: 100 g of flour (₹4). Chilli Chicken has no recipe.
  const recipe = (dishId: number, body: unknown) => t.call('POST', `/api/menu/${dishId}/recipe`, { token: admin, body })
  expect((await recipe(ids.dal, { ingredients: [{ product_code: 'DAL', quantity: 400, unit_id: g }], portions: 2 })).status).toBe(200)
  expect((await recipe(ids.naan, { ingredients: [{ product_code: 'FLOUR', quantity: 100, unit_id: g }], portions: 1 })).status).toBe(200)

  // 20th: a cash bill (2 dal, 3 naan) and a UPI bill (1 dal) voided later.
  await billAt(
    '2026-11-20T13:00:00+05:30',
    ids.zafraan,
    [
      [ids.dal, 2],
      [ids.naan, 3],
    ],
    'cash',
  )
  const voided = await billAt('2026-11-20T14:00:00+05:30', ids.zafraan, [[ids.dal, 1]], 'upi')
  // 21st, late evening: one naan on a member's account.
  await billAt('2026-11-21T23:30:00+05:30', ids.zafraan, [[ids.naan, 1]], 'member_account', 'M1001')
  // Half past midnight in Delhi is still the 21st in UTC: it counts on the club's 22nd.
  await billAt('2026-11-22T00:30:00+05:30', ids.jade, [[ids.chicken, 2]], 'card')
  at('2026-11-23T10:00:00+05:30')
  admin = await t.tokens.staff()
  expect((await t.call('POST', `/api/restaurant-bills/${voided}/void`, { token: admin, body: { reason: 'Wrong table' } })).status).toBe(200)

  steward = await t.tokens.staff('steward@club.test')
  reception = await t.tokens.staff('reception@club.test')
  keeper = await staffWithRole(t, 6, 'stores-reports@club.test')
  member = await t.tokens.member()
})
afterAll(async () => {
  await t.close()
})

const RANGE = 'from=2026-11-20&to=2026-11-22'

describe('sales', () => {
  test('by day: every club day of the range, a voided bill left out, a bill after midnight on the club’s day', async () => {
    const response = await get(`/api/reports/sales?${RANGE}&by=day`, steward)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ from: '2026-11-20', to: '2026-11-22', by: 'day', restaurant_id: null })
    expect(response.body.result).toEqual([
      {
        key: '2026-11-20',
        label: '20 Nov 2026',
        restaurant_name: null,
        bills: 1,
        quantity: 5,
        net_paise: 111_000,
        tax_paise: 5_550,
        total_paise: 116_550,
      },
      {
        key: '2026-11-21',
        label: '21 Nov 2026',
        restaurant_name: null,
        bills: 1,
        quantity: 1,
        net_paise: 9_000,
        tax_paise: 450,
        total_paise: 9_450,
      },
      {
        key: '2026-11-22',
        label: '22 Nov 2026',
        restaurant_name: null,
        bills: 1,
        quantity: 2,
        net_paise: 104_000,
        tax_paise: 5_200,
        total_paise: 109_200,
      },
    ])
    expect(response.body.totals).toEqual({ bills: 3, quantity: 8, net_paise: 224_000, tax_paise: 11_200, total_paise: 235_200 })
    const twoDays = await get('/api/reports/sales?from=2026-11-20&to=2026-11-21', steward)
    expect(twoDays.body.result.map((row: { key: string }) => row.key)).toEqual(['2026-11-20', '2026-11-21'])
    expect(twoDays.body.totals.total_paise).toBe(126_000)
    const quiet = await get('/api/reports/sales?from=2026-11-24&to=2026-11-25', steward)
    expect(quiet.body.result.map((row: { bills: number }) => row.bills)).toEqual([0, 0])
  })

  test('by restaurant, by payment method and by dish; a restaurant filter', async () => {
    const byRestaurant = await get(`/api/reports/sales?${RANGE}&by=restaurant`)
    expect(
      byRestaurant.body.result.map((row: { label: string; bills: number; total_paise: number }) => [row.label, row.bills, row.total_paise]),
    ).toEqual([
      ['Zafraan', 2, 126_000],
      ['Jade Garden', 1, 109_200],
    ])
    const byPayment = await get(`/api/reports/sales?${RANGE}&by=payment_method`)
    expect(
      byPayment.body.result.map((row: { key: string; label: string; total_paise: number }) => [row.key, row.label, row.total_paise]),
    ).toEqual([
      ['cash', 'Cash', 116_550],
      ['card', 'Card', 109_200],
      ['member_account', 'Member account', 9_450],
    ])
    const byDish = await get(`/api/reports/sales?${RANGE}&by=dish`)
    expect(byDish.body.result).toEqual([
      {
        key: String(ids.chicken),
        label: 'Chilli Chicken',
        restaurant_name: 'Jade Garden',
        bills: 1,
        quantity: 2,
        net_paise: 104_000,
        tax_paise: null,
        total_paise: null,
      },
      {
        key: String(ids.dal),
        label: 'Dal Makhani',
        restaurant_name: 'Zafraan',
        bills: 1,
        quantity: 2,
        net_paise: 84_000,
        tax_paise: null,
        total_paise: null,
      },
      {
        key: String(ids.naan),
        label: 'Butter Naan',
        restaurant_name: 'Zafraan',
        bills: 2,
        quantity: 4,
        net_paise: 36_000,
        tax_paise: null,
        total_paise: null,
      },
    ])
    const jade = await get(`/api/reports/sales?${RANGE}&by=dish&restaurant_id=${ids.jade}`)
    expect(jade.body.restaurant_id).toBe(ids.jade)
    expect(jade.body.result.map((row: { label: string }) => row.label)).toEqual(['Chilli Chicken'])
    expect(jade.body.totals).toMatchObject({ bills: 1, total_paise: 109_200 })
  })

  test('without a range: the 30 club days up to today', async () => {
    const response = await get('/api/reports/sales', steward)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ from: '2026-10-25', to: '2026-11-23', by: 'day' })
    expect(response.body.result).toHaveLength(30)
    expect(response.body.totals.total_paise).toBe(235_200)
  })

  test('as CSV: a header, one line per row, money in rupees, named by the range', async () => {
    const response = await get(`/api/reports/sales/csv?${RANGE}&by=day`, steward)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sales-by-day_2026-11-20_2026-11-22.csv"')
    expect(response.text).toBe(
      'Date,Bills,Dishes sold,Sales before tax (INR),Tax (INR),Total (INR)\r\n' +
        '2026-11-20,1,5,1110.00,55.50,1165.50\r\n' +
        '2026-11-21,1,1,90.00,4.50,94.50\r\n' +
        '2026-11-22,1,2,1040.00,52.00,1092.00\r\n',
    )
    // Excel reads the file as UTF-8 by its byte order mark (fetch's text() drops it).
    const raw = await t.app.request(`/api/reports/sales/csv?${RANGE}`, { headers: { 'x-auth-token': steward } })
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const dishes = await get(`/api/reports/sales/csv?${RANGE}&by=dish`)
    expect(dishes.text.split('\r\n')).toEqual([
      'Dish,Restaurant,Bills,Quantity,Sales before tax (INR)',
      'Chilli Chicken,Jade Garden,1,2,1040.00',
      'Dal Makhani,Zafraan,1,2,840.00',
      'Butter Naan,Zafraan,2,4,360.00',
      '',
    ])
    const payments = await get(`/api/reports/sales/csv?${RANGE}&by=payment_method`)
    expect(payments.headers.get('content-disposition')).toContain('sales-by-payment-method_2026-11-20_2026-11-22.csv')
    expect(payments.text.split('\r\n')[1]).toBe('Cash,1,5,1110.00,55.50,1165.50')
  })
})

describe('food cost', () => {
  test('by dish: the recipe’s cost per portion at the current average cost × quantity sold, and its share of sales', async () => {
    const response = await get(`/api/reports/food-cost?${RANGE}`, keeper)
    expect(response.status).toBe(200)
    expect(response.body.by).toBe('dish')
    expect(response.body.result).toEqual([
      {
        key: String(ids.chicken),
        label: 'Chilli Chicken',
        restaurant_name: 'Jade Garden',
        quantity: 2,
        sales_paise: 104_000,
        food_cost_paise: 0,
        cost_percent: null,
        quantity_without_recipe: 2,
      },
      {
        key: String(ids.dal),
        label: 'Dal Makhani',
        restaurant_name: 'Zafraan',
        quantity: 2,
        sales_paise: 84_000,
        food_cost_paise: 4_000,
        cost_percent: 4.8,
        quantity_without_recipe: 0,
      },
      {
        key: String(ids.naan),
        label: 'Butter Naan',
        restaurant_name: 'Zafraan',
        quantity: 4,
        sales_paise: 36_000,
        food_cost_paise: 1_600,
        cost_percent: 4.4,
        quantity_without_recipe: 0,
      },
    ])
    expect(response.body.totals).toEqual({
      quantity: 8,
      sales_paise: 224_000,
      food_cost_paise: 5_600,
      cost_percent: 2.5,
      quantity_without_recipe: 2,
    })
    // The screen's restaurant filter: the store keeper cannot read the restaurants' own list.
    expect(response.body.restaurants).toEqual([
      { restaurant_id: ids.jade, name: 'Jade Garden' },
      { restaurant_id: ids.zafraan, name: 'Zafraan' },
    ])
  })

  test('by restaurant, and as CSV', async () => {
    const response = await get(`/api/reports/food-cost?${RANGE}&by=restaurant`, keeper)
    expect(response.body.result).toEqual([
      {
        key: String(ids.zafraan),
        label: 'Zafraan',
        restaurant_name: null,
        quantity: 6,
        sales_paise: 120_000,
        food_cost_paise: 5_600,
        cost_percent: 4.7,
        quantity_without_recipe: 0,
      },
      {
        key: String(ids.jade),
        label: 'Jade Garden',
        restaurant_name: null,
        quantity: 2,
        sales_paise: 104_000,
        food_cost_paise: 0,
        cost_percent: 0,
        quantity_without_recipe: 2,
      },
    ])
    const csv = await get(`/api/reports/food-cost/csv?${RANGE}&by=restaurant`, keeper)
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="food-cost-by-restaurant_2026-11-20_2026-11-22.csv"')
    expect(csv.text.split('\r\n')).toEqual([
      'Restaurant,Quantity sold,Sales before tax (INR),Food cost (INR),Food cost share (%),Sold without a recipe',
      'Zafraan,6,1200.00,56.00,4.7,0',
      'Jade Garden,2,1040.00,0.00,0,2',
      '',
    ])
    const dishes = await get(`/api/reports/food-cost/csv?${RANGE}`, keeper)
    expect(dishes.text.split('\r\n')[2]).toBe('Dal Makhani,Zafraan,2,840.00,40.00,4.8,0')
  })
})

describe('stock value', () => {
  test('by location today from the books, and on an earlier day from the moves', async () => {
    const today = await get('/api/reports/stock-value', keeper)
    expect(today.status).toBe(200)
    // Store: 8 kg of dal at ₹100 and 5 kg of flour at ₹40; the kitchen: 2 kg of dal.
    expect(today.body).toEqual({
      date: '2026-11-23',
      result: [
        { location: 'store', label: 'Main store', products: 2, value_paise: 100_000 },
        { location: `kitchen:${ids.kitchen}`, label: 'Main Kitchen', products: 1, value_paise: 20_000 },
      ],
      total_paise: 120_000,
    })
    const onThe19th = await get('/api/reports/stock-value?date=2026-11-19', keeper)
    expect(onThe19th.body).toEqual({ ...today.body, date: '2026-11-19' })
    const before = await get('/api/reports/stock-value?date=2026-11-18', keeper)
    expect(before.body).toEqual({ date: '2026-11-18', result: [], total_paise: 0 })
    const csv = await get('/api/reports/stock-value/csv?date=2026-11-19', keeper)
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="stock-value_2026-11-19.csv"')
    expect(csv.text).toBe('Location,Products in stock,Value (INR)\r\nMain store,2,1000.00\r\nMain Kitchen,1,200.00\r\n')
  })
})

describe('refusals', () => {
  test('a bad date, a range backwards or too long, an unknown grouping or restaurant: 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['/api/reports/sales?from=20-11-2026', 'from', 'must be a date such as 2026-12-12'],
      ['/api/reports/sales?from=2026-13-01', 'from', 'is not a real date'],
      ['/api/reports/sales?from=2026-02-30', 'from', 'is not a real date'],
      ['/api/reports/sales?from=2026-11-22&to=2026-11-20', 'to', 'must be on or after from'],
      ['/api/reports/sales/csv?from=2026-11-22&to=2026-11-20', 'to', 'must be on or after from'],
      ['/api/reports/food-cost?from=2025-01-01&to=2026-11-20', 'to', 'must be at most 366 days after from'],
      ['/api/reports/sales?by=week', 'by', 'must be one of'],
      ['/api/reports/food-cost?by=day', 'by', 'must be one of'],
      ['/api/reports/sales?restaurant_id=abc', 'restaurant_id', 'must be a number'],
      ['/api/reports/sales?restaurant_id=9999', 'restaurant_id', 'no restaurant has id 9999'],
      ['/api/reports/stock-value?date=yesterday', 'date', 'must be a date such as 2026-12-12'],
    ]
    for (const [path, field, message] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect(response.body.errors[0], path).toEqual({ path: field, msg: expect.stringContaining(message) })
      expect(response.body.message, path).toEqual(expect.any(String))
    }
  })

  test('days at the ends of the calendar are refused by name; the century’s ends answer a report', async () => {
    for (const [path, field] of [
      ['/api/reports/sales?from=0001-01-01&to=0001-12-31', 'from'],
      ['/api/reports/sales?from=2099-01-01&to=9999-12-31&by=dish', 'to'],
      ['/api/reports/food-cost?from=0000-01-01&to=0000-01-02', 'from'],
      ['/api/reports/stock-value?date=9999-12-31', 'date'],
    ]) {
      const response = await get(path!)
      expect(response.status, path).toBe(400)
      expect(response.body.errors[0], path).toEqual({
        path: field,
        msg: expect.stringContaining('must be a day from 2000-01-01 to 2099-12-31'),
      })
    }
    for (const path of [
      '/api/reports/sales?from=2000-01-01&to=2000-12-31',
      '/api/reports/sales?from=2099-01-01&to=2099-12-31&by=dish',
      '/api/reports/stock-value/csv?date=2000-01-01',
      '/api/reports/stock-value?date=2099-12-31',
    ]) {
      const response = await get(path)
      expect(response.status, `${path} ${response.text}`).toBe(200)
    }
  })

  test('sales need restaurants view; food cost and stock value need inventory view; members and strangers get none', async () => {
    const paths = {
      sales: ['/api/reports/sales', '/api/reports/sales/csv'],
      inventory: ['/api/reports/food-cost', '/api/reports/food-cost/csv', '/api/reports/stock-value', '/api/reports/stock-value/csv'],
    }
    for (const path of paths.sales) {
      expect((await get(path, keeper)).status, path).toBe(403)
      expect((await get(path, steward)).status, path).toBe(200)
    }
    for (const path of paths.inventory) {
      expect((await get(path, steward)).status, path).toBe(403)
      expect((await get(path, keeper)).status, path).toBe(200)
    }
    for (const path of [...paths.sales, ...paths.inventory]) {
      expect((await get(path, reception)).status, path).toBe(403)
      expect((await t.call('GET', path, { token: member })).status, path).toBe(403)
      expect((await t.call('GET', path)).status, path).toBe(401)
    }
  })
})
