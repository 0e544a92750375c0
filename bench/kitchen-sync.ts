// `npm run bench:kitchen`: the kitchen's live push and the sync outbox drain (issue 4, "Speed"),
// each beside a baseline measured in the same run on the same machine (never asserted in tests).
// Runs on the embedded PGlite; on a real PostgreSQL with DATABASE_URL or TEST_DATABASE_URL (a fresh
// database is made on that server and dropped afterwards).
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { io as connectTo, type Socket } from 'socket.io-client'
import { MUTATIONS_PER_TRANSACTION } from '../server/sync/sync.service.js'
import { clearOrders } from '../tests/helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../tests/helpers/test-app.js'

const SCREENS = Number(process.env.BENCH_SCREENS ?? 50)
const CHANGES = Number(process.env.BENCH_CHANGES ?? 500)
const DRAIN = Number(process.env.BENCH_DRAIN ?? 1000)
const BATCH = 500

const realPostgres = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (realPostgres) {
  process.env.TEST_DB = 'postgres'
  process.env.TEST_DATABASE_URL = realPostgres
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1)! }
}
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`

/** Places `count` orders of `itemsPerOrder` items in kitchen1's kitchen; returns their item steps. */
async function placeOrders(t: TestApp, steward: string, kitchenId: number, count: number, itemsPerOrder: number) {
  const restaurant = await t.db.selectFrom('restaurants').select('restaurant_id').where('kitchen_id', '=', kitchenId).where('is_open', '=', true).orderBy('restaurant_id').executeTakeFirstOrThrow()
  const dishes = await t.db.selectFrom('menu_items').select('menu_item_id').where('restaurant_id', '=', restaurant.restaurant_id).where('is_available', '=', true).orderBy('menu_item_id').execute()
  const items: { order_id: number; item_id: number }[] = []
  for (let index = 0; index < count; index++) {
    const body = { restaurant_id: restaurant.restaurant_id, items: Array.from({ length: itemsPerOrder }, (_, item) => ({ menu_item_id: dishes[(index + item) % dishes.length]!.menu_item_id, quantity: 1 })) }
    const placed = await t.call('POST', '/api/kitchen/orders', { token: steward, body })
    if (placed.status !== 201) throw new Error(`order refused: ${placed.text}`)
    for (const item of placed.body.order.items as { item_id: number }[]) items.push({ order_id: placed.body.order.order_id, item_id: item.item_id })
  }
  // Step-major: every item to preparing, then every item to ready, then served.
  return (['preparing', 'ready', 'served'] as const).flatMap((status) => items.map((item) => ({ ...item, status })))
}

const t = await createTestApp()
const sockets: Socket[] = []
try {
  const server = await t.listen()
  const kitchenToken = await t.tokens.kitchen('kitchen1')
  const steward = await t.tokens.staff('steward@club.test')
  const kitchenId = (await t.db.selectFrom('users').select('kitchen_id').where('username', '=', 'kitchen1').executeTakeFirstOrThrow()).kitchen_id!
  await clearOrders(t)
  t.realtime.isRecording = false

  // ---- (a) push latency: 50 screens in the kitchen's room ----
  for (let index = 0; index < SCREENS; index++) {
    const socket = connectTo(server.url, { auth: { token: kitchenToken }, transports: ['websocket'], reconnection: false, forceNew: true })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    const joined = await socket.timeout(5000).emitWithAck('join', { scope: `kitchen:${kitchenId}` })
    if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined)}`)
  }
  /** Resolves when every screen has heard one more kitchen:changed. */
  let waiting: { remaining: number; done: () => void } | undefined
  for (const socket of sockets) {
    socket.on('kitchen:changed', () => {
      if (waiting && --waiting.remaining === 0) waiting.done()
    })
  }
  const allScreensHear = () => new Promise<void>((resolve) => (waiting = { remaining: SCREENS, done: resolve }))

  const WARM_UP = 10
  const steps = (await placeOrders(t, steward, kitchenId, Math.ceil((CHANGES + WARM_UP) / 12) + 1, 4)).slice(0, CHANGES + WARM_UP)
  if (steps.length < CHANGES + WARM_UP) throw new Error('not enough item steps')
  // The orders' own pushes have been heard; start from quiet.
  await new Promise((resolve) => setTimeout(resolve, 200))
  waiting = undefined

  const change = async (step: (typeof steps)[number]) => {
    const heard = allScreensHear()
    const started = performance.now()
    const response = await fetch(`${server.url}/api/kitchen/update-itemstatus/${step.order_id}/${step.item_id}`, {
      method: 'PATCH',
      headers: { 'x-auth-token': kitchenToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: step.status }),
    })
    const responded = performance.now() - started
    if (response.status !== 200) throw new Error(`status change answered ${response.status}: ${await response.text()}`)
    await response.arrayBuffer()
    await heard
    return { total: performance.now() - started, responded }
  }
  for (const step of steps.slice(0, WARM_UP)) await change(step) // warm up (not counted)
  const pushLatency: number[] = []
  const httpOnly: number[] = []
  for (const step of steps.slice(WARM_UP)) {
    const { total, responded } = await change(step)
    pushLatency.push(total)
    httpOnly.push(responded)
  }
  // Baseline: the same 50 sockets, a bare socket.io broadcast of a payload of the same size.
  const order = (await t.call('GET', `/api/sync/pull?scope=kitchen:${kitchenId}&since=0`, { token: kitchenToken })).body.orders[0]
  const payload = { kitchen_id: kitchenId, version: order.version, order }
  const broadcast: number[] = []
  for (let index = 0; index < CHANGES + WARM_UP; index++) {
    const heard = allScreensHear()
    const started = performance.now()
    server.realtime.io.to(`kitchen:${kitchenId}`).emit('kitchen:changed', payload)
    await heard
    if (index >= WARM_UP) broadcast.push(performance.now() - started)
  }

  // ---- (b) outbox drain: one device's queued mutations, in batches vs one request each ----
  // The screens leave first: 50 socket.io clients in this process would take CPU from the server.
  for (const socket of sockets.splice(0)) socket.disconnect()
  const drainSteps = await placeOrders(t, steward, kitchenId, Math.ceil((2 * DRAIN) / 12) + 2, 4)
  const mutationsFor = (list: typeof drainSteps) =>
    list.map((step, index) => ({ id: index + 1, name: 'kitchen.setItemStatus', args: step, at: new Date().toISOString() }))
  // Two devices' worth of different items, so both runs do the same kind of work.
  const byOrder = [...new Set(drainSteps.map((step) => step.order_id))]
  const half = new Set(byOrder.slice(0, byOrder.length / 2))
  const firstSteps = drainSteps.filter((step) => half.has(step.order_id)).slice(0, DRAIN)
  const secondSteps = drainSteps.filter((step) => !half.has(step.order_id)).slice(0, DRAIN)
  if (firstSteps.length < DRAIN || secondSteps.length < DRAIN) throw new Error('not enough steps for the drain')
  const push = async (clientId: string, mutations: ReturnType<typeof mutationsFor>) => {
    const response = await fetch(`${server.url}/api/sync/push`, {
      method: 'POST',
      headers: { 'x-auth-token': kitchenToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, mutations }),
    })
    const body = (await response.json()) as { results: { status: string }[]; last_mutation_id: number }
    if (response.status !== 200 || body.results.some((result) => result.status !== 'applied')) throw new Error(`push answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
    return body.last_mutation_id
  }
  const batched = mutationsFor(firstSteps)
  let started = performance.now()
  for (let from = 0; from < batched.length; from += BATCH) await push('bench-drain-batched', batched.slice(from, from + BATCH))
  const batchedMs = performance.now() - started
  const single = mutationsFor(secondSteps)
  started = performance.now()
  for (const mutation of single) await push('bench-drain-single', [mutation])
  const singleMs = performance.now() - started

  // What one durable commit costs here: the one-per-request baseline pays it per mutation, a batch
  // once per MUTATIONS_PER_TRANSACTION (ADR 011, "Batches").
  await sql`create table bench_commit_probe (x int)`.execute(t.db)
  const COMMITS = 200
  started = performance.now()
  for (let index = 0; index < COMMITS; index++) await t.db.transaction().execute((trx) => sql`insert into bench_commit_probe values (${index})`.execute(trx))
  const commitMs = (performance.now() - started) / COMMITS
  await sql`drop table bench_commit_probe`.execute(t.db)

  const db = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'
  console.log(`Kitchen sync benchmarks on ${db} (Node ${process.version}, ${os.cpus().length} CPUs, ${os.loadavg()[0]!.toFixed(1)} load)`)
  const a = summary(pushLatency)
  const b = summary(broadcast)
  const h = summary(httpOnly)
  console.log(`(a) push latency, ${SCREENS} screens, ${pushLatency.length} item status changes (request start → last screen heard kitchen:changed)`)
  console.log(`    item change over HTTP      p50 ${ms(a.p50)}  p95 ${ms(a.p95)}  p99 ${ms(a.p99)}  max ${ms(a.max)}`)
  console.log(`      of which HTTP answer     p50 ${ms(h.p50)}  p95 ${ms(h.p95)}  p99 ${ms(h.p99)}`)
  console.log(`    baseline: bare broadcast   p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  p99 ${ms(b.p99)}  max ${ms(b.max)}`)
  console.log(`    p95 ×${(a.p95 / b.p95).toFixed(1)} baseline (target on PostgreSQL: p95 ≤ 50 ms and ≤ 3× baseline)`)
  console.log(`(b) outbox drain, ${DRAIN} kitchen.setItemStatus from one device to confirmation`)
  console.log(`    batches of ${BATCH}            ${ms(batchedMs)}  (${((batchedMs / DRAIN) * 1000).toFixed(0)} µs per mutation)`)
  console.log(`    baseline: one per request ${ms(singleMs)}  (${((singleMs / DRAIN) * 1000).toFixed(0)} µs per mutation)`)
  console.log(`    batched ${(singleMs / batchedMs).toFixed(1)}× faster (target on PostgreSQL: ≤ 2 s and ≥ 5×)`)
  const transactions = Math.ceil(DRAIN / MUTATIONS_PER_TRANSACTION)
  console.log(`    one insert + commit ${ms(commitMs)}  (batched: ${transactions} commits; one per request: ${DRAIN})`)
} finally {
  for (const socket of sockets) socket.disconnect()
  await t.close()
}
