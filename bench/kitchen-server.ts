// The server side of `npm run bench:kitchen`, in a process of its own (bench/kitchen-sync.ts forks
// it): the real app on a real HTTP server with socket.io, on a fresh database with the demo club, as
// a kitchen's tablets meet it: the screens and the taps come from another process, not from the
// server's own event loop. Answers the parent's set-up and baseline requests over IPC.
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { clearOrders } from '../tests/helpers/kitchen-fixtures.js'
import { createTestApp } from '../tests/helpers/test-app.js'
import {
  HTTP_BROADCAST_PATH,
  RELAY_EVENT,
  type ItemStep,
  type KitchenServerReady,
  type KitchenServerRequest,
} from './kitchen-bench-protocol.js'

const send = (message: unknown) => process.send!(message)

const t = await createTestApp()
// The third baseline, on this benchmark's server only: an HTTP request that does nothing but a bare
// broadcast of the canned payload to the kitchen's room, through the app's own middleware (no token,
// no database), answered with that payload as a change is answered with its order. Routes go in
// before the app's first request.
let cannedPayload: unknown
t.app.patch(HTTP_BROADCAST_PATH, (c) => {
  server.realtime.io.to(room).emit('kitchen:changed', cannedPayload)
  return c.json({ success: true, order: (cannedPayload as { order: unknown }).order })
})
const server = await t.listen()
const kitchenToken = await t.tokens.kitchen('kitchen1')
const steward = await t.tokens.staff('steward@club.test')
const kitchenId = (await t.db.selectFrom('users').select('kitchen_id').where('username', '=', 'kitchen1').executeTakeFirstOrThrow())
  .kitchen_id!
await clearOrders(t)
t.realtime.isRecording = false
const room = `kitchen:${kitchenId}`
// The baseline's relay, on this benchmark's server only: what a socket sends as RELAY_EVENT is
// broadcast to the kitchen's room as it is (no token check beyond the handshake's, no database).
server.realtime.io.on('connection', (socket) =>
  socket.on(RELAY_EVENT, (payload: unknown) => server.realtime.io.to(room).emit('kitchen:changed', payload)),
)

/** Places `count` orders of `itemsPerOrder` items in kitchen1's kitchen; returns their item steps. */
async function placeOrders(count: number, itemsPerOrder: number): Promise<ItemStep[]> {
  const restaurant = await t.db
    .selectFrom('restaurants')
    .select('restaurant_id')
    .where('kitchen_id', '=', kitchenId)
    .where('is_open', '=', true)
    .orderBy('restaurant_id')
    .executeTakeFirstOrThrow()
  const dishes = await t.db
    .selectFrom('menu_items')
    .select('menu_item_id')
    .where('restaurant_id', '=', restaurant.restaurant_id)
    .where('is_available', '=', true)
    .orderBy('menu_item_id')
    .execute()
  const items: Omit<ItemStep, 'status'>[] = []
  for (let index = 0; index < count; index++) {
    const body = {
      restaurant_id: restaurant.restaurant_id,
      items: Array.from({ length: itemsPerOrder }, (_, item) => ({
        menu_item_id: dishes[(index + item) % dishes.length]!.menu_item_id,
        quantity: 1,
      })),
    }
    const placed = await t.call('POST', '/api/kitchen/orders', { token: steward, body })
    if (placed.status !== 201) throw new Error(`order refused: ${placed.text}`)
    for (const item of placed.body.order.items as { item_id: number }[])
      items.push({ order_id: placed.body.order.order_id, item_id: item.item_id })
  }
  // Step-major: every item to preparing, then every item to ready, then served.
  return (['preparing', 'ready', 'served'] as const).flatMap((status) => items.map((item) => ({ ...item, status })))
}

/** What one small insert + durable commit costs on this database, in ms. */
async function commitProbe(commits: number) {
  await sql`create table bench_commit_probe (x int)`.execute(t.db)
  const started = performance.now()
  for (let index = 0; index < commits; index++)
    await t.db.transaction().execute((trx) => sql`insert into bench_commit_probe values (${index})`.execute(trx))
  const perCommit = (performance.now() - started) / commits
  await sql`drop table bench_commit_probe`.execute(t.db)
  return perCommit
}

async function answer(request: KitchenServerRequest): Promise<unknown> {
  switch (request.name) {
    case 'placeOrders':
      return placeOrders(request.count, request.itemsPerOrder)
    case 'payload': {
      const order = (await t.call('GET', `/api/sync/pull?scope=${room}&since=0`, { token: kitchenToken })).body.orders[0]
      cannedPayload = { kitchen_id: kitchenId, version: order.version, order }
      return cannedPayload
    }
    case 'commitProbe':
      return commitProbe(request.commits)
    case 'close':
      await t.close()
      return null
    case 'broadcast':
      server.realtime.io.to(room).emit('kitchen:changed', request.payload)
      return undefined
  }
}

process.on('message', (request: KitchenServerRequest) => {
  answer(request).then(
    (result) => {
      if (request.name === 'broadcast') return
      send({ id: request.id, result })
      if (request.name === 'close') process.exit(0)
    },
    (error: unknown) => send({ id: request.id, error: String(error instanceof Error ? error.stack : error) }),
  )
})
const ready: KitchenServerReady = {
  url: server.url,
  kitchenToken,
  kitchenId,
  database: process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite',
}
send({ ready })
