import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Principal } from '../../server/auth/principal.js'
import type { AppDeps } from '../../server/http/context.js'
import { registerKitchenSync } from '../../server/kitchens/kitchen.sync.js'
import { nextSyncVersion } from '../../server/sync/sync.repository.js'
import type { SentHint } from '../../server/realtime/notifier.js'
import { createBatch } from '../../server/sync/batch.js'
import { createSyncRegistry, type MutationOutcome } from '../../server/sync/sync.contract.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { clearOrders, demoIds, orderSnapshot } from '../helpers/kitchen-fixtures.js'

let t: TestApp
let ids: ReturnType<typeof demoIds>
let main: number
let garden: number
let steward: string
const registry = createSyncRegistry()
registerKitchenSync(registry)

const kitchenAccount = (kitchenId: number): Principal => ({ kind: 'kitchen', userId: 900, roleId: 13, name: 'Chef', kitchenId })
const admin: Principal = { kind: 'staff', userId: 2, roleId: 1, name: 'Rajiv Khanna', isSuperAdmin: false }
const stewardPrincipal: Principal = { kind: 'staff', userId: 6, roleId: 4, name: 'Mohan Lal', isSuperAdmin: false }
const memberPrincipal: Principal = { kind: 'member', memberId: 'M1001', roleId: 16, name: 'Vikram Malhotra' }

beforeAll(async () => {
  t = await createTestApp()
  ids = demoIds(t)
  main = await ids.kitchen('Main Kitchen')
  garden = await ids.kitchen('Garden Kitchen')
  steward = await t.tokens.staff('steward@club.test')
  await clearOrders(t)
})
afterAll(async () => {
  await t.close()
})
beforeEach(() => {
  t.realtime.sent.length = 0
})

/** What the sync engine does with one mutation: parse, ask, apply in a batch transaction, flush, collect the hints. */
async function run(name: string, args: unknown, principal: Principal, happenedAt = t.clock()) {
  const handler = registry.mutations.get(name)!
  const parsed = handler.args.parse(args)
  const hints: SentHint[] = []
  const deps = { db: t.db, clock: t.clock, realtime: t.realtime } as Partial<AppDeps> as AppDeps
  const outcome: MutationOutcome = await t.db.transaction().execute(async (trx) => {
    const batch = createBatch()
    const notify = (room: string, event: string, payload: Record<string, unknown>) => void hints.push({ room, event, payload })
    const applied = await handler.apply(
      { trx, deps, principal, clientId: 'tablet-1', happenedAt, nextVersion: () => nextSyncVersion(trx), notify, batch },
      parsed,
    )
    await batch.flush()
    return typeof applied.state === 'function' ? { ...applied, state: (applied.state as () => unknown)() } : applied
  })
  return { outcome, hints, isAllowed: handler.isAllowed(principal, parsed) }
}

async function placeJadeOrder() {
  const items = [
    { menu_item_id: await ids.dish('Jade Garden', 'Veg Spring Rolls'), quantity: 1 },
    { menu_item_id: await ids.dish('Jade Garden', 'Kung Pao Chicken'), quantity: 1 },
  ]
  const response = await t.call('POST', '/api/kitchen/orders', {
    token: steward,
    body: { restaurant_id: await ids.restaurant('Jade Garden'), items },
  })
  return response.body.order as { order_id: number; version: number; items: { item_id: number }[] }
}

const storedItem = (itemId: number) => t.db.selectFrom('order_items').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow()

describe('registerKitchenSync', () => {
  test('registers the three kitchen mutations and the kitchen scope, once', () => {
    expect([...registry.mutations.keys()]).toEqual(['kitchen.setItemStatus', 'kitchen.setOrderStatus', 'kitchen.recall'])
    expect([...registry.scopes.keys()]).toEqual(['kitchen'])
    expect(registry.scopes.get('kitchen')!.room('7')).toBe('kitchen:7')
    expect(() => registerKitchenSync(registry)).toThrow(/registered twice/)
  })

  test('a tap synced later is applied at the time it happened on the tablet, and its hint waits for the engine', async () => {
    const order = await placeJadeOrder()
    t.realtime.sent.length = 0
    const tappedAt = t.clock()
    t.clock.advance(5 * 60_000)
    const { outcome, hints } = await run(
      'kitchen.setItemStatus',
      { order_id: order.order_id, item_id: order.items[0]!.item_id, status: 'preparing' },
      kitchenAccount(main),
      tappedAt,
    )
    expect(outcome).toMatchObject({ status: 'applied', state: { order_id: order.order_id, status: 'preparing' } })
    expect(await storedItem(order.items[0]!.item_id)).toMatchObject({ status: 'preparing', started_at: tappedAt })
    expect(hints).toHaveLength(1)
    expect(hints[0]).toMatchObject({
      room: `kitchen:${main}`,
      event: 'kitchen:changed',
      payload: { kitchen_id: main, version: (outcome as { state: { version: number } }).state.version },
    })
    expect(t.realtime.sent).toEqual([])
  })

  test('a device clock ahead of the server is held to the server’s now; one behind the order to its creation', async () => {
    const order = await placeJadeOrder()
    const createdAt = t.clock()
    t.clock.advance(60_000)
    await run(
      'kitchen.setItemStatus',
      { order_id: order.order_id, item_id: order.items[0]!.item_id, status: 'preparing' },
      kitchenAccount(main),
      new Date(t.clock().getTime() + 3_600_000),
    )
    expect((await storedItem(order.items[0]!.item_id)).started_at).toEqual(t.clock())
    await run(
      'kitchen.setItemStatus',
      { order_id: order.order_id, item_id: order.items[1]!.item_id, status: 'preparing' },
      kitchenAccount(main),
      new Date('2020-01-01'),
    )
    expect((await storedItem(order.items[1]!.item_id)).started_at).toEqual(createdAt)
  })

  test('an impossible move is rejected as invalid_transition with the server’s order as state; nothing changes', async () => {
    const order = await placeJadeOrder()
    const before = await orderSnapshot(t)
    const { outcome, hints } = await run(
      'kitchen.setItemStatus',
      { order_id: order.order_id, item_id: order.items[1]!.item_id, status: 'served' },
      kitchenAccount(main),
    )
    expect(outcome).toMatchObject({
      status: 'rejected',
      reason: 'invalid_transition',
      message: 'Kung Pao Chicken is pending; it cannot become served.',
      state: { order_id: order.order_id, version: order.version },
    })
    expect(hints).toEqual([])
    expect(await orderSnapshot(t)).toBe(before)
  })

  test('another kitchen’s tablet and a steward are rejected as forbidden; members may not send kitchen mutations at all', async () => {
    const order = await placeJadeOrder()
    const before = await orderSnapshot(t)
    const args = { order_id: order.order_id, status: 'ready' }
    expect((await run('kitchen.setOrderStatus', args, kitchenAccount(garden))).outcome).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
    })
    expect((await run('kitchen.setOrderStatus', args, stewardPrincipal)).outcome).toMatchObject({ status: 'rejected', reason: 'forbidden' })
    expect(registry.mutations.get('kitchen.setOrderStatus')!.isAllowed(memberPrincipal, args)).toBe(false)
    expect(await orderSnapshot(t)).toBe(before)
    expect((await run('kitchen.setOrderStatus', { order_id: 99999, status: 'ready' }, admin)).outcome).toMatchObject({
      status: 'rejected',
      reason: 'not_found',
    })
  })

  test('setOrderStatus ready is a bump the REST recall can undo', async () => {
    const order = await placeJadeOrder()
    const { outcome } = await run('kitchen.setOrderStatus', { order_id: order.order_id, status: 'ready' }, kitchenAccount(main))
    expect(outcome).toMatchObject({
      status: 'applied',
      state: { status: 'ready', last_bump: { items: [{ from: 'pending' }, { from: 'pending' }] } },
    })
    const recall = await t.call('POST', `/api/kitchen/orders/${order.order_id}/recall`, { token: await t.tokens.kitchen('kitchen1') })
    expect(recall.body.order.status).toBe('pending')
  })

  test('arguments are checked by the mutation’s schema', () => {
    const handler = registry.mutations.get('kitchen.setItemStatus')!
    expect(handler.args.safeParse({ order_id: 1, item_id: 2, status: 'done' }).success).toBe(false)
    expect(handler.args.safeParse({ order_id: 1, status: 'ready' }).success).toBe(false)
    expect(registry.mutations.get('kitchen.setOrderStatus')!.args.safeParse({ order_id: 1, status: 'pending' }).success).toBe(false)
  })
})

describe('kitchen.recall', () => {
  const minutes = (count: number) => count * 60_000
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms)
  const stateOf = (outcome: MutationOutcome) =>
    (outcome as { state: { version: number; status: string; last_bump: unknown; recall_until: unknown; items: { status: string }[] } })
      .state

  /** A Jade Garden order bumped by a synced tap at `bumpedAt`; the clock then stands at the bump. */
  async function bumpedOrder() {
    const order = await placeJadeOrder()
    await run(
      'kitchen.setItemStatus',
      { order_id: order.order_id, item_id: order.items[1]!.item_id, status: 'preparing' },
      kitchenAccount(main),
    )
    const bumpedAt = t.clock()
    const { outcome } = await run('kitchen.setOrderStatus', { order_id: order.order_id, status: 'ready' }, kitchenAccount(main), bumpedAt)
    expect(outcome).toMatchObject({ status: 'applied', state: { status: 'ready', last_bump: { at: bumpedAt.toISOString() } } })
    return { order, bumpedAt }
  }

  test('a recall synced 40 minutes after the bump is applied when it was tapped within 30 of it, as the REST recall decides', async () => {
    const { order, bumpedAt } = await bumpedOrder()
    t.clock.advance(minutes(40))
    const { outcome, hints } = await run('kitchen.recall', { order_id: order.order_id }, kitchenAccount(main), later(bumpedAt, minutes(10)))
    expect(outcome).toMatchObject({
      status: 'applied',
      state: { status: 'preparing', last_bump: null, recall_until: null, ready_at: null },
    })
    expect(stateOf(outcome).items.map((item) => item.status)).toEqual(['pending', 'preparing'])
    expect(await storedItem(order.items[0]!.item_id)).toMatchObject({ status: 'pending', ready_at: null })
    expect(hints).toHaveLength(1)
    expect(hints[0]).toMatchObject({ room: `kitchen:${main}`, payload: { version: stateOf(outcome).version } })
  })

  test('a recall tapped more than 30 minutes after the bump is rejected as too late with the server’s order; nothing changes', async () => {
    const { order, bumpedAt } = await bumpedOrder()
    t.clock.advance(minutes(45))
    const before = await orderSnapshot(t)
    const { outcome, hints } = await run('kitchen.recall', { order_id: order.order_id }, kitchenAccount(main), later(bumpedAt, minutes(31)))
    expect(outcome).toMatchObject({
      status: 'rejected',
      reason: 'invalid_transition',
      message: 'Too late to recall: a bump can be undone within 30 minutes.',
      state: {
        order_id: order.order_id,
        status: 'ready',
        last_bump: { at: bumpedAt.toISOString() },
        recall_until: later(bumpedAt, minutes(30)),
      },
    })
    expect(hints).toEqual([])
    expect(await orderSnapshot(t)).toBe(before)
  })

  test('the tap’s time is held between the order’s creation and the server’s now, as for the other kitchen taps', async () => {
    const { order } = await bumpedOrder()
    t.clock.advance(minutes(1))
    // A clock two hours ahead: held to the server's now, a minute after the bump.
    const ahead = await run('kitchen.recall', { order_id: order.order_id }, kitchenAccount(main), later(t.clock(), minutes(120)))
    expect(ahead.outcome).toMatchObject({ status: 'applied', state: { last_bump: null } })

    const second = await bumpedOrder()
    t.clock.advance(minutes(31))
    // A clock an hour behind: held to the order's creation, before the bump, so within the window.
    const behind = await run('kitchen.recall', { order_id: second.order.order_id }, kitchenAccount(main), later(t.clock(), -minutes(60)))
    expect(behind.outcome).toMatchObject({ status: 'applied', state: { last_bump: null } })
  })

  test('an order never bumped, or already recalled, or served since, has nothing to recall: rejected with the reason and the order', async () => {
    const order = await placeJadeOrder()
    const never = await run('kitchen.recall', { order_id: order.order_id }, kitchenAccount(main))
    expect(never.outcome).toMatchObject({
      status: 'rejected',
      reason: 'invalid_transition',
      message: 'Nothing to recall: this order has not been bumped.',
      state: { order_id: order.order_id, status: 'pending', last_bump: null },
    })

    const { order: bumped } = await bumpedOrder()
    expect((await run('kitchen.recall', { order_id: bumped.order_id }, kitchenAccount(main))).outcome).toMatchObject({ status: 'applied' })
    const again = await run('kitchen.recall', { order_id: bumped.order_id }, kitchenAccount(main))
    expect(again.outcome).toMatchObject({
      status: 'rejected',
      message: 'Nothing to recall: this order has not been bumped.',
      state: { status: 'preparing', last_bump: null },
    })

    const { order: served } = await bumpedOrder()
    await run('kitchen.setOrderStatus', { order_id: served.order_id, status: 'served' }, kitchenAccount(main))
    const after = await run('kitchen.recall', { order_id: served.order_id }, kitchenAccount(main))
    expect(after.outcome).toMatchObject({
      status: 'rejected',
      message: 'Nothing to recall: every bumped item has been served or cancelled since.',
      state: { status: 'served' },
    })
    expect(after.hints).toEqual([])
  })

  test('another kitchen’s tablet and a steward are rejected as forbidden, an unknown order as not found; members may not send it', async () => {
    const { order } = await bumpedOrder()
    const before = await orderSnapshot(t)
    expect((await run('kitchen.recall', { order_id: order.order_id }, kitchenAccount(garden))).outcome).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
      message: 'This order belongs to another kitchen.',
    })
    expect((await run('kitchen.recall', { order_id: order.order_id }, stewardPrincipal)).outcome).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
    })
    expect(registry.mutations.get('kitchen.recall')!.isAllowed(memberPrincipal, { order_id: order.order_id })).toBe(false)
    expect(await orderSnapshot(t)).toBe(before)
    expect((await run('kitchen.recall', { order_id: 99999 }, admin)).outcome).toMatchObject({
      status: 'rejected',
      reason: 'not_found',
      message: 'Order not found',
    })
  })

  describe('through POST /api/sync/push', () => {
    let kitchen1: string
    beforeAll(async () => {
      kitchen1 = await t.tokens.kitchen('kitchen1')
    })
    const push = (clientId: string, mutations: { id: number; name: string; args: unknown; at: string }[], token = kitchen1) =>
      t.call('POST', '/api/sync/push', { token, body: { client_id: clientId, mutations } })
    const storedOrder = (orderId: number) =>
      t.db.selectFrom('orders').select(['status', 'version', 'last_bump_at']).where('order_id', '=', orderId).executeTakeFirstOrThrow()

    test('a bump and its recall queued offline are applied once; the same batch pushed again is skipped and answered the same', async () => {
      const order = await placeJadeOrder()
      const tappedAt = t.clock().toISOString()
      const batch = [
        { id: 1, name: 'kitchen.setOrderStatus', args: { order_id: order.order_id, status: 'ready' }, at: tappedAt },
        { id: 2, name: 'kitchen.recall', args: { order_id: order.order_id }, at: tappedAt },
      ]
      const first = await push('recall-tablet-1', batch)
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({
        results: [
          { id: 1, status: 'applied' },
          { id: 2, status: 'applied', state: { status: 'pending', last_bump: null } },
        ],
        last_mutation_id: 2,
      })
      const afterFirst = await storedOrder(order.order_id)
      expect(afterFirst).toMatchObject({ status: 'pending', last_bump_at: null })
      const hints = t.realtime.sent.length

      const second = await push('recall-tablet-1', batch)
      expect(second.body).toEqual({
        results: [
          { id: 1, status: 'applied' },
          { id: 2, status: 'applied' },
        ],
        last_mutation_id: 2,
      })
      expect(await storedOrder(order.order_id)).toEqual(afterFirst)
      expect(t.realtime.sent.length).toBe(hints)

      // A new recall of the same order (a second tap) is refused: the bump was already undone.
      const third = await push('recall-tablet-1', [{ id: 3, name: 'kitchen.recall', args: { order_id: order.order_id }, at: tappedAt }])
      expect(third.body.results).toEqual([
        {
          id: 3,
          status: 'rejected',
          reason: 'invalid_transition',
          message: 'Nothing to recall: this order has not been bumped.',
          state: expect.objectContaining({ order_id: order.order_id, version: Number(afterFirst.version) }),
        },
      ])
    })

    test('a refusal is stored and answered again the same on a retry', async () => {
      const order = await placeJadeOrder()
      const batch = [{ id: 1, name: 'kitchen.recall', args: { order_id: order.order_id }, at: t.clock().toISOString() }]
      const first = await push('recall-tablet-2', batch)
      expect(first.body.results[0]).toMatchObject({
        status: 'rejected',
        reason: 'invalid_transition',
        message: 'Nothing to recall: this order has not been bumped.',
        state: { order_id: order.order_id },
      })
      expect((await push('recall-tablet-2', batch)).body).toEqual(first.body)
    })

    test('bad arguments are rejected as invalid_args with a message naming the field; the cursor moves on', async () => {
      const at = t.clock().toISOString()
      const response = await push('recall-tablet-3', [
        { id: 1, name: 'kitchen.recall', args: { order_id: 'seven' }, at },
        { id: 2, name: 'kitchen.recall', args: {}, at },
        { id: 3, name: 'kitchen.recall', args: { order_id: -4 }, at },
      ])
      expect(response.status).toBe(200)
      expect(response.body.last_mutation_id).toBe(3)
      for (const result of response.body.results as { status: string; reason: string; message: string }[]) {
        expect(result).toMatchObject({ status: 'rejected', reason: 'invalid_args', message: expect.stringMatching(/^order_id: /) })
      }
    })
  })
})

describe('the kitchen scope', () => {
  const scope = () => registry.scopes.get('kitchen')!
  const pull = async (principal: Principal, key: string, since: number) =>
    (await scope().pull({ db: t.db, deps: { clock: t.clock } as Partial<AppDeps> as AppDeps, principal }, key, since)) as {
      orders: { order_id: number; version: number; status: string }[]
    }

  test('a kitchen tablet may pull its own kitchen, staff whose role may view kitchens any; others and malformed keys may not', async () => {
    const allowed = (principal: Principal, key: string) => scope().isAllowed(principal, key, t.db)
    const storeKeeper: Principal = { kind: 'staff', userId: 9, roleId: 6, name: 'Store Keeper', isSuperAdmin: false }
    expect(await allowed(kitchenAccount(main), String(main))).toBe(true)
    expect(await allowed(kitchenAccount(main), String(garden))).toBe(false)
    expect(await allowed(admin, String(garden))).toBe(true)
    expect(await allowed(storeKeeper, String(garden))).toBe(true)
    expect(await allowed(stewardPrincipal, String(main))).toBe(false)
    expect(await allowed(memberPrincipal, String(main))).toBe(false)
    expect(await allowed(admin, '1; drop table orders')).toBe(false)
    expect(await allowed(admin, '0')).toBe(false)
  })

  test('since 0 gives the display’s orders; since N only the orders changed after N, served ones included', async () => {
    await clearOrders(t)
    const first = await placeJadeOrder()
    const second = await placeJadeOrder()
    const all = await pull(kitchenAccount(main), String(main), 0)
    expect(all.orders.map((order) => order.order_id)).toEqual([first.order_id, second.order_id])
    expect(await pull(kitchenAccount(main), String(main), second.version)).toEqual({ orders: [] })

    await run('kitchen.setOrderStatus', { order_id: first.order_id, status: 'ready' }, kitchenAccount(main))
    const { outcome } = await run('kitchen.setOrderStatus', { order_id: first.order_id, status: 'served' }, kitchenAccount(main))
    const served = (outcome as { state: { version: number } }).state
    const changed = await pull(kitchenAccount(main), String(main), second.version)
    expect(changed.orders.map((order) => [order.order_id, order.version])).toEqual([[first.order_id, served.version]])
    expect(changed.orders[0]).toMatchObject({ status: 'served', items: [{ status: 'served' }, { status: 'served' }] })
    expect(await pull(kitchenAccount(garden), String(garden), 0)).toEqual({ orders: [] })
  })
})
