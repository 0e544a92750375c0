import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { clearOrders, demoIds, orderSnapshot, placeJadeGardenOrder, type PlacedOrder } from '../helpers/kitchen-fixtures.js'

// A tablet's tap over HTTP, once this server has read its person and seen its order, is one
// statement: the order as last seen, the person checked by the write itself (ADR 022, "A tap in one
// trip"; ADR 018, "A kitchen tap's person"). These tests change the person or the order behind the
// server's back, between two taps, and expect what a fresh read would have given.

let t: TestApp
let steward: string
let kitchenPasswordHash: string | null

beforeAll(async () => {
  t = await createTestApp()
  steward = await t.tokens.staff('steward@club.test')
  await clearOrders(t)
  kitchenPasswordHash = (
    await t.db.selectFrom('users').select('password_hash').where('username', '=', 'kitchen1').executeTakeFirstOrThrow()
  ).password_hash
})
afterAll(async () => {
  await t.close()
})

let tablet: string
beforeEach(async () => {
  await t.db
    .updateTable('users')
    .set({ is_active: true, kitchen_id: await demoIds(t).kitchen('Main Kitchen'), password_hash: kitchenPasswordHash })
    .where('username', '=', 'kitchen1')
    .execute()
  tablet = await t.tokens.kitchen('kitchen1')
})

const setItem = (app: TestApp, order: PlacedOrder, index: number, status: string, token = tablet) =>
  app.call('PATCH', `/api/kitchen/update-itemstatus/${order.order_id}/${order.items[index]!.item_id}`, { token, body: { status } })
const storedStatuses = async (orderId: number) =>
  (await t.db.selectFrom('order_items').select('status').where('order_id', '=', orderId).orderBy('item_id').execute()).map(
    (item) => item.status,
  )

/** An order the tablet has already tapped once (soup to preparing): its person and order are known. */
async function tappedOrder() {
  const order = await placeJadeGardenOrder(t, steward)
  expect((await setItem(t, order, 0, 'preparing')).status).toBe(200)
  return order
}

/** Runs `refusedTap` with the push log cleared; expects it to change and push nothing. */
async function expectNothingChanged(refusedTap: () => Promise<unknown>) {
  const before = await orderSnapshot(t)
  t.realtime.sent.length = 0
  await refusedTap()
  expect(await orderSnapshot(t)).toBe(before)
  expect(t.realtime.sent).toEqual([])
}

const switchTablet = (isActive: boolean) =>
  t.db.updateTable('users').set({ is_active: isActive }).where('username', '=', 'kitchen1').execute()

// A refusal makes the server forget the tablet's session; each refused tap below comes from a tablet
// the server remembers again (switched on, one tap) so that it takes the one-statement path.
test('a tablet switched off between two taps is refused the second (401) and nothing is written', async () => {
  const order = await tappedOrder()
  await switchTablet(false)
  await expectNothingChanged(async () => {
    const response = await setItem(t, order, 1, 'preparing')
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Your session has expired. Please sign in again.')
  })
})

test('a switched-off tablet is refused even a tap that would change nothing, or one the order does not allow', async () => {
  const order = await tappedOrder()
  await switchTablet(false)
  await expectNothingChanged(async () => expect((await setItem(t, order, 0, 'preparing')).status).toBe(401)) // already preparing
  await switchTablet(true)
  expect((await setItem(t, order, 1, 'preparing')).status).toBe(200) // remembered again
  await switchTablet(false)
  await expectNothingChanged(async () => expect((await setItem(t, order, 0, 'served')).status).toBe(401)) // preparing → served is not a step
})

test('a switched-off tablet is refused on an order this server has never seen (placed through another)', async () => {
  const other = await createTestApp({ database: t.database })
  try {
    const here = await tappedOrder() // this server knows the tablet
    const elsewhere = await placeJadeGardenOrder(other, await other.tokens.staff('steward@club.test'))
    await switchTablet(false)
    await expectNothingChanged(async () => expect((await setItem(t, elsewhere, 0, 'pending')).status).toBe(401)) // already pending
    await switchTablet(true)
    expect((await setItem(t, here, 1, 'preparing')).status).toBe(200)
    await switchTablet(false)
    await expectNothingChanged(async () => expect((await setItem(t, elsewhere, 1, 'ready')).status).toBe(401)) // pending → ready is not a step
  } finally {
    await other.close()
  }
})

/** Another password for kitchen1, set as a reset would (the same instant as the token's sign-in: the test clock stands still). */
const changeKitchenPassword = async () =>
  t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('another password'), password_changed_at: t.clock() })
    .where('username', '=', 'kitchen1')
    .execute()

test('a tablet whose account’s password changed within the second its token was issued is refused its next tap (401)', async () => {
  const order = await tappedOrder()
  await changeKitchenPassword()
  await expectNothingChanged(async () => {
    const response = await setItem(t, order, 1, 'preparing')
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Your session has expired. Please sign in again.')
  })
})

test('a tablet signed out through another server is refused its next tap here (401) and nothing is written', async () => {
  const other = await createTestApp({ database: t.database })
  try {
    const order = await tappedOrder() // this server remembers the tablet's person
    expect((await other.call('POST', '/api/logout', { token: tablet })).status).toBe(200)
    await expectNothingChanged(async () => expect((await setItem(t, order, 1, 'preparing')).status).toBe(401))
  } finally {
    await other.close()
  }
})

test('a tablet’s tap on an order this server has seen is made from what it remembers: the person and the order', async () => {
  const order = await tappedOrder()
  const { recentSessions, orderCopies } = t.deps
  const remembered = { sessions: 0, orders: 0 }
  const recall = recentSessions.recall
  const take = orderCopies.take
  recentSessions.recall = (...args) => {
    const session = recall(...args)
    if (session) remembered.sessions++
    return session
  }
  orderCopies.take = (orderId) => {
    const copy = take(orderId)
    if (copy) remembered.orders++
    return copy
  }
  try {
    const response = await setItem(t, order, 1, 'preparing')
    expect(response.status).toBe(200)
    expect(response.body.order.items.map((item: { status: string }) => item.status)).toEqual(['preparing', 'preparing', 'pending'])
    expect(remembered).toEqual({ sessions: 1, orders: 1 })
  } finally {
    recentSessions.recall = recall
    orderCopies.take = take
  }
})

test('a station’s bump keeps the one trip: made from the person and the order this server remembers', async () => {
  const order = await tappedOrder()
  const { recentSessions, orderCopies } = t.deps
  const remembered = { sessions: 0, orders: 0 }
  const recall = recentSessions.recall
  const take = orderCopies.take
  recentSessions.recall = (...args) => {
    const session = recall(...args)
    if (session) remembered.sessions++
    return session
  }
  orderCopies.take = (orderId) => {
    const copy = take(orderId)
    if (copy) remembered.orders++
    return copy
  }
  try {
    const response = await t.call('POST', `/api/kitchen/orders/${order.order_id}/bump`, { token: tablet, body: { station: 'wok' } })
    expect(response.status).toBe(200)
    expect(await storedStatuses(order.order_id)).toEqual(['ready', 'ready', 'ready'])
    expect(remembered).toEqual({ sessions: 1, orders: 1 })
  } finally {
    recentSessions.recall = recall
    orderCopies.take = take
  }
})

test('a switched-off tablet naming a station its order does not have is refused as signed out (401), not as bad input', async () => {
  const order = await tappedOrder()
  await switchTablet(false)
  await expectNothingChanged(async () => {
    const response = await t.call('POST', `/api/kitchen/orders/${order.order_id}/bump`, { token: tablet, body: { station: 'tandoor' } })
    expect(response.status).toBe(401)
  })
})

test('a tablet whose account moved to another kitchen is refused the old kitchen’s orders (403)', async () => {
  const order = await tappedOrder()
  await t.db
    .updateTable('users')
    .set({ kitchen_id: await demoIds(t).kitchen('Garden Kitchen') })
    .where('username', '=', 'kitchen1')
    .execute()
  await expectNothingChanged(async () => {
    const response = await setItem(t, order, 1, 'preparing')
    expect(response.status).toBe(403)
    expect(response.body.message).toBe('This order belongs to another kitchen.')
  })
})

test('an order changed through another server since this one saw it: taps apply on top, never refused on the old state', async () => {
  const other = await createTestApp({ database: t.database })
  try {
    const order = await tappedOrder() // this server: soup preparing
    const otherTablet = await other.tokens.kitchen('kitchen1')
    expect((await setItem(other, order, 0, 'ready', otherTablet)).status).toBe(200)
    expect((await setItem(other, order, 1, 'preparing', otherTablet)).status).toBe(200)

    // Here the soup was last seen preparing and the chicken pending.
    const chickenReady = await setItem(t, order, 1, 'ready')
    expect(chickenReady.status).toBe(200)
    const soupReady = await setItem(t, order, 0, 'ready')
    expect(soupReady.status).toBe(200)
    expect(soupReady.body.order.version).toBe(chickenReady.body.order.version)
    expect(soupReady.body.order.items.map((item: { status: string }) => item.status)).toEqual(['ready', 'ready', 'pending'])
    expect(await storedStatuses(order.order_id)).toEqual(['ready', 'ready', 'pending'])

    // The other server's copy is now behind: a step it would refuse on it (chicken preparing → served)
    // is judged on the order as it is, for a person read as always (an office manager) too.
    const manager = await other.tokens.staff()
    expect((await setItem(other, order, 1, 'served', manager)).status).toBe(200)
    expect(await storedStatuses(order.order_id)).toEqual(['ready', 'served', 'pending'])
  } finally {
    await other.close()
  }
})

test('a table renamed while its order is open: the next change reaches the screens with the new name', async () => {
  const order = await tappedOrder()
  const tableId = await demoIds(t).table('Jade Garden', 'J3')
  await t.db.updateTable('restaurant_tables').set({ label: 'J3 (window)' }).where('table_id', '=', tableId).execute()
  try {
    t.realtime.sent.length = 0
    const response = await setItem(t, order, 1, 'preparing')
    expect(response.body.order.table_label).toBe('J3 (window)')
    expect(t.realtime.sent.map((hint) => (hint.payload.order as { table_label: string }).table_label)).toEqual(['J3 (window)'])
  } finally {
    await t.db.updateTable('restaurant_tables').set({ label: 'J3' }).where('table_id', '=', tableId).execute()
  }
})
