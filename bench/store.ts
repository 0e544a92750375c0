// `npm run bench:store` (issue 22): (1) a product's history with 50,000 moves, a page of 20, p95 ≤ 30 ms
// over the whole HTTP handler, against /api/health in the same run; (2) the kitchen's tap that serves an
// item, over HTTP, for a dish with a recipe (its ingredients taken from the kitchen's stock, ADR 038)
// and for one without, interleaved in the same run: target p95 with ≤ 1.2× without. On PGlite, or on
// a real PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one.
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { demoIds } from '../tests/helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../tests/helpers/test-app.js'

const MOVES = Number(process.env.BENCH_MOVES ?? 50_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 300)
const TAPS = Number(process.env.BENCH_TAPS ?? 150)

const realPostgres = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (realPostgres) {
  process.env.TEST_DB = 'postgres'
  process.env.TEST_DATABASE_URL = realPostgres
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! }
}
const ms = (value: number) => `${value.toFixed(1)} ms`

async function time(call: () => Promise<{ status: number; text: string }>) {
  const started = performance.now()
  const response = await call()
  const took = performance.now() - started
  if (response.status !== 200) throw new Error(`answered ${response.status}: ${response.text}`)
  return took
}

async function historyBench(t: TestApp, admin: string) {
  const product = await t.db
    .selectFrom('inv_products')
    .select(['product_id', 'code'])
    .where('code', '=', 'PANEER')
    .executeTakeFirstOrThrow()
  const unit = await t.db
    .selectFrom('inv_products')
    .select('unit_id')
    .where('product_id', '=', product.product_id)
    .executeTakeFirstOrThrow()
  // 50,000 moves over a year at the store and the two kitchens, written in one statement.
  await sql`insert into inv_stock_moves (product_id, type, quantity, entered_quantity, entered_unit_id, location, unit_cost_paise,
      balance, average_cost_paise, created_by_name, created_at)
    select ${product.product_id}, case when n % 5 = 0 then 'purchase' else 'issue' end, case when n % 5 = 0 then 4 else -1 end, 1,
      ${unit.unit_id}, case n % 3 when 0 then 'store' when 1 then 'kitchen:1' else 'kitchen:2' end, 42000, n % 97, 42000, 'Bench',
      now() - (n || ' minutes')::interval * 10
    from generate_series(1, ${MOVES}) as n`.execute(t.db)
  await sql`analyze inv_stock_moves`.execute(t.db)
  const path = (index: number) =>
    index % 3 === 0
      ? `/api/inv/inventory-transactions/history/${product.code}?page=${(index % 10) + 1}`
      : index % 3 === 1
        ? `/api/inv/inventory-transactions/history/${product.code}?location=kitchen:1&page=${(index % 5) + 1}`
        : `/api/inv/inventory-transactions/history/${product.code}?from=2026-06-01&to=2026-11-01`
  for (let index = 0; index < 20; index++) await t.call('GET', path(index), { token: admin })
  const history: number[] = []
  const health: number[] = []
  for (let index = 0; index < RUNS; index++) {
    history.push(await time(() => t.call('GET', path(index), { token: admin })))
    health.push(await time(() => t.call('GET', '/api/health')))
  }
  const h = summary(history)
  const b = summary(health)
  console.log(`  history of a product with ${MOVES.toLocaleString('en-IN')} moves (page of 20)`)
  console.log(`    history          p50 ${ms(h.p50)}  p95 ${ms(h.p95)}  max ${ms(h.max)}   (target p95 ≤ 30 ms)`)
  console.log(`    baseline health  p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  max ${ms(b.max)}`)
}

async function tapBench(t: TestApp) {
  const ids = demoIds(t)
  const steward = await t.tokens.staff('steward@club.test')
  const kitchen = await t.tokens.kitchen('kitchen1')
  const withRecipe = await ids.dish('Zafraan', 'Butter Chicken')
  const withoutRecipe = await ids.dish('Zafraan', 'Jeera Rice')
  await t.db.deleteFrom('recipe_ingredients').where('menu_item_id', '=', withoutRecipe).execute()
  const restaurantId = await ids.restaurant('Zafraan')
  // Orders of one of each dish, each item made ready directly: the bench times only the serve.
  const orders: { orderId: number; withItem: number; withoutItem: number }[] = []
  for (let index = 0; index < TAPS + 10; index++) {
    const placed = await t.call('POST', '/api/kitchen/orders', {
      token: steward,
      body: {
        restaurant_id: restaurantId,
        items: [
          { menu_item_id: withRecipe, quantity: 2 },
          { menu_item_id: withoutRecipe, quantity: 1 },
        ],
      },
    })
    const order = placed.body.order as { order_id: number; items: { item_id: number; name: string }[] }
    orders.push({ orderId: order.order_id, withItem: order.items[0]!.item_id, withoutItem: order.items[1]!.item_id })
  }
  await sql`update order_items set status = 'ready', ready_at = now() where order_id in (${sql.join(orders.map((order) => order.orderId))})`.execute(
    t.db,
  )
  await sql`update orders set status = 'ready', ready_at = now() where order_id in (${sql.join(orders.map((order) => order.orderId))})`.execute(
    t.db,
  )
  const serve = (orderId: number, itemId: number) =>
    t.call('PATCH', `/api/kitchen/update-itemstatus/${orderId}/${itemId}`, { token: kitchen, body: { status: 'served' } })
  for (const order of orders.slice(0, 10)) {
    await serve(order.orderId, order.withItem)
    await serve(order.orderId, order.withoutItem)
  }
  const withTimes: number[] = []
  const withoutTimes: number[] = []
  for (const [index, order] of orders.slice(10).entries()) {
    // Interleaved, and the first of each pair alternating, so neither side gets the warmer moment.
    const first = index % 2 === 0
    if (first) withTimes.push(await time(() => serve(order.orderId, order.withItem)))
    withoutTimes.push(await time(() => serve(order.orderId, order.withoutItem)))
    if (!first) withTimes.push(await time(() => serve(order.orderId, order.withItem)))
  }
  const consumed = await t.db
    .selectFrom('inv_stock_moves')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('type', '=', 'consumption')
    .executeTakeFirstOrThrow()
  const w = summary(withTimes)
  const o = summary(withoutTimes)
  console.log(`  the kitchen's tap that serves an item, over HTTP (${TAPS} each, interleaved; ${consumed.count} consumption moves written)`)
  console.log(`    with a recipe    p50 ${ms(w.p50)}  p95 ${ms(w.p95)}  max ${ms(w.max)}`)
  console.log(`    without          p50 ${ms(o.p50)}  p95 ${ms(o.p95)}  max ${ms(o.max)}`)
  console.log(`    p95 with ÷ without ×${(w.p95 / o.p95).toFixed(2)}   (target ≤ 1.2)`)
}

const t = await createTestApp({ checkResponses: false })
try {
  console.log(`store benchmark on ${realPostgres ? 'PostgreSQL' : 'PGlite'}`)
  await historyBench(t, await t.tokens.staff())
  await tapBench(t)
} finally {
  await t.close()
}
