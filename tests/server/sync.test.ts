import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  COUNTER_LIMIT,
  counterValue,
  increment,
  installCounterSync,
  kitchenOf,
  newClientId,
  pullAs,
  pushAs,
  type OutboxEntry,
} from '../helpers/counter-sync.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let kitchen1: string
let kitchen2: string
let member: string
let kitchenId: number
let otherKitchenId: number

beforeAll(async () => {
  t = await createTestApp()
  await installCounterSync(t)
  kitchen1 = await t.tokens.kitchen('kitchen1')
  kitchen2 = await t.tokens.kitchen('kitchen2')
  member = await t.tokens.member()
  kitchenId = await kitchenOf(t, 'kitchen1')
  otherKitchenId = await kitchenOf(t, 'kitchen2')
})
afterAll(async () => {
  await t.close()
})

const push = (clientId: string, mutations: OutboxEntry[], token = kitchen1) => pushAs(t, token, clientId, mutations)
const pull = (scope: string, since: number, options: { clientId?: string; token?: string } = {}) =>
  pullAs(t, options.token ?? kitchen1, scope, since, options.clientId)

/** What a device compares when a batch is answered again: everything but an applied mutation's state. */
const outcomes = (results: { id: number; status: string; reason?: string; message?: string; state?: unknown }[]) =>
  results.map(({ id, status, reason, message, state }) => (status === 'applied' ? { id, status } : { id, status, reason, message, state }))

const cursorOf = async (clientId: string) =>
  (await t.db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', clientId).executeTakeFirst())?.last_mutation_id

describe('push', () => {
  test('a batch is applied in order and each mutation gets its own result, a refused one included', async () => {
    const client = newClientId()
    const response = await push(client, [
      increment(1, kitchenId, 'soup', 40),
      increment(2, kitchenId, 'soup', 50),
      increment(3, kitchenId, 'soup', 30),
    ])
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      results: [
        { id: 1, status: 'applied', state: { value: 40 } },
        { id: 2, status: 'applied', state: { value: 90 } },
        { id: 3, status: 'rejected', reason: 'over_limit', message: `Counter soup may not pass ${COUNTER_LIMIT}.`, state: { value: 90 } },
      ],
      last_mutation_id: 3,
    })
    expect(await counterValue(t, 'soup')).toBe(90)
  })

  test('a refused mutation still moves the cursor, and the next one applies', async () => {
    const client = newClientId()
    await push(client, [increment(1, kitchenId, 'rice', 50), increment(2, kitchenId, 'rice', 50), increment(3, kitchenId, 'rice', 50)])
    const next = await push(client, [increment(4, kitchenId, 'dal', 5)])
    expect(next.body).toEqual({ results: [{ id: 4, status: 'applied', state: { value: 5 } }], last_mutation_id: 4 })
    expect(await cursorOf(client)).toBe(4)
  })

  test('the same batch pushed twice is applied once and answered the same', async () => {
    const client = newClientId()
    const batch = [increment(1, kitchenId, 'naan', 45), increment(2, kitchenId, 'naan', 45), increment(3, kitchenId, 'naan', 45)]
    const hintsBefore = t.realtime.sent.length
    const first = await push(client, batch)
    const second = await push(client, batch)
    expect(second.status).toBe(200)
    expect(outcomes(second.body.results)).toEqual(outcomes(first.body.results))
    expect(second.body.results[2]).toMatchObject({ status: 'rejected', reason: 'over_limit' })
    expect(second.body.last_mutation_id).toBe(3)
    expect(await counterValue(t, 'naan')).toBe(90)
    expect(t.realtime.sent.length - hintsBefore).toBe(2)
  })

  test('a gap in mutation ids is refused with what the server has, after applying what came before it', async () => {
    const client = newClientId()
    await push(client, [increment(1, kitchenId, 'tea')])
    const skipped = await push(client, [increment(3, kitchenId, 'tea'), increment(4, kitchenId, 'tea')])
    expect(skipped.status).toBe(409)
    expect(skipped.body).toMatchObject({ code: 'mutation_gap', last_mutation_id: 1, expected_id: 2, results: [] })
    expect(skipped.body.message).toMatch(/applied up to 1/)

    const partly = await push(client, [increment(2, kitchenId, 'tea'), increment(4, kitchenId, 'tea')])
    expect(partly.status).toBe(409)
    expect(partly.body).toMatchObject({ last_mutation_id: 2, results: [{ id: 2, status: 'applied' }] })
    expect(await counterValue(t, 'tea')).toBe(2)
  })

  test('a new device must start at mutation 1', async () => {
    const response = await push(newClientId(), [increment(5, kitchenId, 'coffee')])
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ last_mutation_id: 0, expected_id: 1 })
  })

  test('an unknown mutation or arguments its schema refuses are rejected and the cursor moves on', async () => {
    const client = newClientId()
    const response = await push(client, [
      { id: 1, name: 'test.explode', args: {}, at: '2026-11-22T04:31:00Z' },
      { id: 2, name: 'test.increment', args: { kitchen_id: kitchenId, counter: 'jalebi', by: 'many' }, at: '2026-11-22T04:31:00Z' },
      increment(3, kitchenId, 'jalebi', 2),
    ])
    expect(response.status).toBe(200)
    expect(response.body.results[0]).toMatchObject({ id: 1, status: 'rejected', reason: 'unknown_mutation' })
    expect(response.body.results[1]).toMatchObject({ id: 2, status: 'rejected', reason: 'invalid_args' })
    expect(response.body.results[1].message).toMatch(/^by: /)
    expect(response.body.results[2]).toMatchObject({ id: 3, status: 'applied' })
    expect(response.body.last_mutation_id).toBe(3)
  })

  test('a mutation its sender may not make is rejected as forbidden and changes nothing', async () => {
    const fromMember = await push(newClientId(), [increment(1, kitchenId, 'kulfi')], member)
    const fromOtherKitchen = await push(newClientId(), [increment(1, kitchenId, 'kulfi')], kitchen2)
    for (const response of [fromMember, fromOtherKitchen]) {
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ results: [{ id: 1, status: 'rejected', reason: 'forbidden' }], last_mutation_id: 1 })
    }
    expect(await counterValue(t, 'kulfi')).toBe(0)
  })

  test('a handler that refuses by throwing leaves none of its writes and sends no push', async () => {
    const client = newClientId()
    const hintsBefore = t.realtime.sent.length
    const response = await push(client, [increment(1, kitchenId, 'locked', 3), increment(2, kitchenId, 'paneer', 1)])
    expect(response.body.results[0]).toEqual({
      id: 1,
      status: 'rejected',
      reason: 'conflict',
      message: 'This counter is locked.',
      state: { value: 0 },
    })
    expect(response.body.results[1]).toMatchObject({ id: 2, status: 'applied' })
    expect(await counterValue(t, 'locked')).toBe(0)
    expect(t.realtime.sent.slice(hintsBefore).map((hint) => hint.payload['counter'])).toEqual(['paneer'])
  })

  test('a throw in the middle of a batch: what came before applies once, the thrower is rejected, the rest applies', async () => {
    const client = newClientId()
    const hintsBefore = t.realtime.sent.length
    const response = await push(client, [
      increment(1, kitchenId, 'thandai', 1),
      increment(2, kitchenId, 'locked', 3),
      increment(3, kitchenId, 'thandai', 2),
    ])
    expect(outcomes(response.body.results)).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'rejected', reason: 'conflict', message: 'This counter is locked.', state: { value: 0 } },
      { id: 3, status: 'applied' },
    ])
    expect(await counterValue(t, 'thandai')).toBe(3)
    expect(await cursorOf(client)).toBe(3)
    expect(t.realtime.sent.slice(hintsBefore).map((hint) => hint.payload['value'])).toEqual([1, 3])
  })

  test('a handler bug in the middle of a batch answers 500, keeps what came before it, and the retry resumes there', async () => {
    const client = newClientId()
    const response = await push(client, [
      increment(1, kitchenId, 'rabri', 1),
      increment(2, kitchenId, 'broken', 1),
      increment(3, kitchenId, 'rabri', 1),
    ])
    expect(response.status).toBe(500)
    expect(await counterValue(t, 'rabri')).toBe(1)
    expect(await counterValue(t, 'broken')).toBe(0)
    expect(await cursorOf(client)).toBe(1)
    const retry = await push(client, [increment(1, kitchenId, 'rabri', 1), increment(2, kitchenId, 'rabri', 5)])
    expect(outcomes(retry.body.results)).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'applied' },
    ])
    expect(await counterValue(t, 'rabri')).toBe(6)
  })

  test('pushes of an applied mutation reach its kitchen room with the new version', async () => {
    const hintsBefore = t.realtime.sent.length
    await push(newClientId(), [increment(1, kitchenId, 'chai', 4)])
    const [hint] = t.realtime.sent.slice(hintsBefore)
    expect(hint).toMatchObject({ room: `counter:${kitchenId}`, event: 'counter:changed', payload: { counter: 'chai', value: 4 } })
    expect(hint!.payload['version']).toBeGreaterThan(0)
  })

  test('two devices push interleaved batches and each keeps its own cursor', async () => {
    const [a, b] = [newClientId('a'), newClientId('b')]
    for (let round = 0; round < 3; round++) {
      const fromA = await push(a, [increment(round * 2 + 1, kitchenId, 'biryani'), increment(round * 2 + 2, kitchenId, 'biryani')])
      const fromB = await push(b, [increment(round + 1, kitchenId, 'biryani')])
      expect([fromA.body.last_mutation_id, fromB.body.last_mutation_id]).toEqual([round * 2 + 2, round + 1])
    }
    expect(await counterValue(t, 'biryani')).toBe(9)
  })

  test('the same batch pushed five times at once is applied once', async () => {
    const client = newClientId()
    const batch = Array.from({ length: 20 }, (_, index) => increment(index + 1, kitchenId, 'samosa', 2))
    const responses = await Promise.all(Array.from({ length: 5 }, () => push(client, batch)))
    for (const response of responses) {
      expect(response.status).toBe(200)
      expect(response.body.last_mutation_id).toBe(20)
      expect(outcomes(response.body.results)).toEqual(batch.map(({ id }) => ({ id, status: 'applied' })))
    }
    expect(await counterValue(t, 'samosa')).toBe(40)
  })

  test('a device belongs to the account that first pushed from it', async () => {
    const client = newClientId()
    expect((await push(client, [increment(1, kitchenId, 'jalebi')])).status).toBe(200)
    const response = await push(client, [increment(2, otherKitchenId, 'jalebi')], kitchen2)
    expect(response.status).toBe(403)
    expect(response.body.message).toMatch(/registered to another account/)
    expect((await pull(`counter:${otherKitchenId}`, 0, { clientId: client, token: kitchen2 })).status).toBe(403)
    expect(await cursorOf(client)).toBe(1)
  })

  test('a push without a session is refused with 401', async () => {
    const response = await t.call('POST', '/api/sync/push', { body: { client_id: newClientId(), mutations: [] } })
    expect(response.status).toBe(401)
  })

  test('a malformed push is refused with 400 naming the field, and registers nothing', async () => {
    const client = newClientId()
    const many = Array.from({ length: 501 }, (_, index) => increment(index + 1, kitchenId, 'x'))
    const cases: [unknown, RegExp][] = [
      [{ mutations: [] }, /^client_id: /],
      [{ client_id: 'short', mutations: [] }, /^client_id: must be 8 to 100/],
      [{ client_id: client, mutations: 'all' }, /^mutations: must be a list/],
      [{ client_id: client, mutations: many }, /^mutations: at most 500/],
      [{ client_id: client, mutations: [{ ...increment(1, kitchenId, 'x'), id: 0 }] }, /^mutations\.0\.id: /],
      [{ client_id: client, mutations: [{ ...increment(1, kitchenId, 'x'), id: 1.5 }] }, /^mutations\.0\.id: /],
      [{ client_id: client, mutations: [{ ...increment(1, kitchenId, 'x'), at: 'yesterday' }] }, /^mutations\.0\.at: /],
      [{ client_id: client, mutations: [{ ...increment(1, kitchenId, 'x'), name: '' }] }, /^mutations\.0\.name: /],
      [
        { client_id: client, mutations: [{ ...increment(1, kitchenId, 'x'), name: 'counter.\u0000add' }] },
        /^mutations\.0\.name: must not contain a NUL/,
      ],
      [{ client_id: `${client}\u0000`, mutations: [] }, /^client_id: /],
      [{ client_id: client, mutations: [{ ...increment(1, kitchenId, 'x'), id: 2 ** 60 }] }, /^mutations\.0\.id: /],
      ['not json', /not valid JSON/],
    ]
    for (const [body, message] of cases) {
      const response = await t.call('POST', '/api/sync/push', { token: kitchen1, body })
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message: expect.stringMatching(message) })
    }
    expect(await cursorOf(client)).toBeUndefined()
  })

  test('a mutation id far past the device cursor, beyond the integer range, is a gap, not a failure', async () => {
    const client = newClientId()
    const response = await push(client, [{ ...increment(1, kitchenId, 'far'), id: 99999999999 }])
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ code: 'mutation_gap', last_mutation_id: 0, expected_id: 1, results: [] })
  })

  test('a full batch of 500 is accepted', async () => {
    const batch = Array.from({ length: 500 }, (_, index) => ({
      ...increment(index + 1, kitchenId, `batch-${index % 10}`),
      args: { kitchen_id: kitchenId, counter: `batch-${index % 10}`, by: 1 },
    }))
    const response = await push(newClientId(), batch)
    expect(response.status).toBe(200)
    expect(response.body.last_mutation_id).toBe(500)
    expect(await counterValue(t, 'batch-3')).toBe(50)
  })
})
