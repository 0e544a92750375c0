import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { principalForToken } from '../../server/auth/principal.js'
import { pullQuery } from '../../domain/contract/sync.js'
import { pullScope } from '../../server/sync/sync.service.js'
import { increment, installCounterSync, kitchenOf, newClientId, pullAs, pushAs, type OutboxEntry } from '../helpers/counter-sync.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

// GET /api/sync/pull: cursors, the version it hands out, who may read a scope; and the kitchen's
// scope and mutations through the engine. (Push: sync.test.ts.)
let t: TestApp
let kitchen1: string
let kitchen2: string
let member: string
let kitchenId: number

beforeAll(async () => {
  t = await createTestApp()
  await installCounterSync(t)
  kitchen1 = await t.tokens.kitchen('kitchen1')
  kitchen2 = await t.tokens.kitchen('kitchen2')
  member = await t.tokens.member()
  kitchenId = await kitchenOf(t, 'kitchen1')
  // Something in the counter scope to pull.
  await pushAs(t, kitchen1, newClientId(), [increment(1, kitchenId, 'soup', 5)])
})
afterAll(async () => {
  await t.close()
})

const push = (clientId: string, mutations: OutboxEntry[], token = kitchen1) => pushAs(t, token, clientId, mutations)
const pull = (scope: string, since: number, options: { clientId?: string; token?: string } = {}) =>
  pullAs(t, options.token ?? kitchen1, scope, since, options.clientId)

describe('pull', () => {
  test('since=0 gives the whole scope, its version gives nothing new, and a later change comes after it', async () => {
    const all = await pull(`counter:${kitchenId}`, 0)
    expect(all.status).toBe(200)
    expect(all.body.scope).toBe(`counter:${kitchenId}`)
    expect(all.body.counters.map((row: { counter: string }) => row.counter)).toContain('soup')
    expect(all.body.counters.every((row: { kitchen_id: number }) => row.kitchen_id === kitchenId)).toBe(true)
    const version = all.body.version as number
    expect(version).toBeGreaterThanOrEqual(Math.max(...all.body.counters.map((row: { version: number }) => row.version)))

    expect((await pull(`counter:${kitchenId}`, version)).body).toMatchObject({ counters: [], version })

    await push(newClientId(), [increment(1, kitchenId, 'raita', 2)])
    const after = await pull(`counter:${kitchenId}`, version)
    expect(after.body.counters).toEqual([expect.objectContaining({ counter: 'raita', value: 2 })])
    expect(after.body.version).toBeGreaterThan(version)
  })

  test("a pull reports the device's last applied mutation id, 0 for a device never seen", async () => {
    const client = newClientId()
    await push(client, [increment(1, kitchenId, 'pakora'), increment(2, kitchenId, 'pakora')])
    expect((await pull(`counter:${kitchenId}`, 0, { clientId: client })).body.last_mutation_id).toBe(2)
    expect((await pull(`counter:${kitchenId}`, 0, { clientId: newClientId() })).body.last_mutation_id).toBe(0)
    expect((await pull(`counter:${kitchenId}`, 0)).body.last_mutation_id).toBe(0)
  })

  test('a pull does not move the cursor past a change that is still being written', async () => {
    const before = (await pull(`counter:${kitchenId}`, 0)).body.version as number
    const writing = await t.db.startTransaction().execute()
    const [{ version }] = (await sql<{ version: number }>`select nextval('sync_version_seq')::int as version`.execute(writing)).rows as [
      { version: number },
    ]
    await sql`insert into test_counters values ('halwa', ${kitchenId}, 1, ${version})`.execute(writing)
    const pulling = pull(`counter:${kitchenId}`, before)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await writing.commit().execute()
    const response = await pulling
    const isDelivered = response.body.counters.some((row: { counter: string }) => row.counter === 'halwa')
    expect(isDelivered || response.body.version < version).toBe(true)
  })

  test.skipIf(process.env.TEST_DB !== 'postgres')(
    'a pull that cannot wait for an open transaction keeps the cursor where it was',
    async () => {
      const open = await t.db.startTransaction().execute()
      await sql`select nextval('sync_version_seq')`.execute(open)
      try {
        const principal = (await principalForToken(t.deps, kitchen1))!
        const query = pullQuery.parse({ scope: `counter:${kitchenId}`, since: '1' })
        const response = await pullScope(t.deps, principal, query, { settleWaitMs: 50 })
        expect(response.version).toBe(1)
        expect((response['counters'] as unknown[]).length).toBeGreaterThan(0)
      } finally {
        await open.rollback().execute()
      }
    },
  )

  test('a cursor ahead of the server (a restored database) gets the whole scope again', async () => {
    const response = await pull(`counter:${kitchenId}`, 9_000_000_000)
    expect(response.status).toBe(200)
    expect(response.body.counters.length).toBeGreaterThan(0)
    expect(response.body.version).toBeLessThan(9_000_000_000)
  })

  test("a kitchen may not pull another kitchen's scope, nor a member, nor anyone without a session", async () => {
    expect((await pull(`counter:${kitchenId}`, 0, { token: kitchen2 })).status).toBe(403)
    expect((await pull(`counter:${kitchenId}`, 0, { token: member })).status).toBe(403)
    expect((await t.call('GET', `/api/sync/pull?scope=counter:${kitchenId}&since=0`)).status).toBe(401)
  })

  test('a malformed pull is refused with 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['since=0', /^scope: /],
      ['scope=kitchen&since=0', /^scope: must look like 'kitchen:3'/],
      [`scope=counter:${kitchenId}&since=-1`, /^since: must be 0 or more/],
      [`scope=counter:${kitchenId}&since=soon`, /^since: must be a number/],
      [`scope=counter:${kitchenId}&since=1e30`, /^since: /],
      [`scope=counter:${kitchenId}%00&since=0`, /^scope: must look like 'kitchen:3'/],
      [`scope=counter:${kitchenId}&since=0&client_id=x`, /^client_id: /],
      ['scope=nothing:1&since=0', /^scope: there is no scope "nothing"/],
    ]
    for (const [queryString, message] of cases) {
      const response = await t.call('GET', `/api/sync/pull?${queryString}`, { token: kitchen1 })
      expect({ queryString, status: response.status, message: response.body.message }).toEqual({
        queryString,
        status: 400,
        message: expect.stringMatching(message),
      })
    }
  })
})

describe('the kitchen through the sync engine', () => {
  test('a kitchen tablet starts an item through push, its screens are told, and a pull shows it', async () => {
    const item = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.order_id', 'order_items.order_id')
      .select(['order_items.order_id', 'order_items.item_id'])
      .where('orders.kitchen_id', '=', kitchenId)
      .where('order_items.status', '=', 'pending')
      .orderBy('order_items.item_id')
      .executeTakeFirstOrThrow()
    const before = (await pull(`kitchen:${kitchenId}`, 0)).body.version as number
    const hintsBefore = t.realtime.sent.length
    const tap = { id: 1, name: 'kitchen.setItemStatus', args: { ...item, status: 'preparing' }, at: '2026-11-22T04:29:00.000Z' }

    const fromOtherKitchen = await push(newClientId(), [tap], kitchen2)
    expect(fromOtherKitchen.body.results[0]).toMatchObject({ status: 'rejected', reason: 'forbidden' })

    const response = await push(newClientId('tablet'), [tap])
    expect(response.body.results[0]).toMatchObject({ id: 1, status: 'applied', state: { order_id: item.order_id } })
    expect(t.realtime.sent.slice(hintsBefore)).toEqual([
      expect.objectContaining({
        room: `kitchen:${kitchenId}`,
        event: 'kitchen:changed',
        payload: expect.objectContaining({ kitchen_id: kitchenId }),
      }),
    ])

    const changed = await pull(`kitchen:${kitchenId}`, before)
    expect(changed.status).toBe(200)
    const order = changed.body.orders.find((row: { order_id: number }) => row.order_id === item.order_id)
    expect(order.items.find((row: { item_id: number }) => row.item_id === item.item_id).status).toBe('preparing')
    expect((await pull(`kitchen:${kitchenId}`, 0, { token: kitchen2 })).status).toBe(403)
  })
})
