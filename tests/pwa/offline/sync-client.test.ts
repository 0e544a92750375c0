import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { tapItem } from '../../../pwa/kitchen/kitchen-actions'
import { db } from '../../../pwa/offline/db'
import { currentClient, pendingOutboxCount, queueMutation } from '../../../pwa/offline/outbox'
import { subscribeToRejections } from '../../../pwa/offline/rejections'
import { backoffDelay, pullCursor, SyncClient } from '../../../pwa/offline/sync-client'
import type { MutationResult } from '../../../domain/contract/sync'
import { gapAnswered, kitchenOrder, pullAnswered, pushAnswered, resetDeviceDatabase } from './fixtures'

interface Pushed {
  client_id: string
  mutations: { id: number; name: string; args: Record<string, unknown>; at: string }[]
}

/** A server that keeps one cursor per client, as ADR 011 says: ids at or below it are not applied again. */
function fakeSyncServer() {
  const cursors = new Map<string, number>()
  const applied: { client_id: string; id: number; args: Record<string, unknown> }[] = []
  const push = (body: Pushed) => {
    const results: MutationResult[] = []
    for (const mutation of body.mutations) {
      const cursor = cursors.get(body.client_id) ?? 0
      if (mutation.id > cursor + 1) {
        return gapAnswered({ code: 'mutation_gap', message: 'gap', last_mutation_id: cursor, expected_id: cursor + 1, results })
      }
      if (mutation.id === cursor + 1) {
        applied.push({ client_id: body.client_id, id: mutation.id, args: mutation.args })
        cursors.set(body.client_id, mutation.id)
      }
      results.push({ id: mutation.id, status: 'applied' })
    }
    return pushAnswered({ results, last_mutation_id: cursors.get(body.client_id) ?? 0 })
  }
  return { cursors, applied, push }
}

const pushBodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Pushed

function syncClient(fetchStub: typeof fetch) {
  return new SyncClient({ getToken: () => 'kitchen-token', scopes: [], fetch: fetchStub, random: () => 0.5 })
}

beforeEach(resetDeviceDatabase)

/** A session token as the server makes them: only its payload (audience and subject) matters here. */
const tokenOf = (aud: string, sub: string) => `h.${btoa(JSON.stringify({ aud, sub })).replace(/=+$/, '')}.s`

describe('one device, two accounts', () => {
  it('each account pushes only its own actions, under its own client id; the other’s wait for it', async () => {
    const server = fakeSyncServer()
    const bodies: Pushed[] = []
    const fetchStub = vi.fn(async (_path: string, init?: RequestInit) => {
      bodies.push(pushBodyOf(init))
      return server.push(pushBodyOf(init))
    }) as unknown as typeof fetch
    const as = (token: string) => new SyncClient({ getToken: () => token, scopes: [], fetch: fetchStub, random: () => 0.5 })
    const anita = tokenOf('staff', '7')
    const ravi = tokenOf('staff', '9')

    await as(anita).push()
    await queueMutation('checkin.redeem', { event_id: 1, ticket_id: 11, type: 'entry', checkin_id: 'anita-1' })
    await as(ravi).push() // Ravi takes the phone before Anita's check-in was sent
    await queueMutation('checkin.redeem', { event_id: 1, ticket_id: 12, type: 'entry', checkin_id: 'ravi-1' })
    await as(ravi).push()
    expect(bodies.map((body) => body.mutations.map((mutation) => mutation.args['checkin_id']))).toEqual([['ravi-1']])
    expect(await pendingOutboxCount()).toBe(1)

    await as(anita).push()
    expect(bodies.map((body) => body.mutations.map((mutation) => mutation.args['checkin_id']))).toEqual([['ravi-1'], ['anita-1']])
    expect(bodies[0]!.client_id).not.toBe(bodies[1]!.client_id)
    expect(bodies.every((body) => body.mutations[0]!.id === 1)).toBe(true)
    expect(await pendingOutboxCount()).toBe(0)
  })
})

describe('the outbox', () => {
  it('numbers mutations one by one per client, and the numbering survives a reopen', async () => {
    const first = await queueMutation('kitchen.setItemStatus', { order_id: 1, item_id: 11, status: 'preparing' })
    const second = await queueMutation('kitchen.setItemStatus', { order_id: 1, item_id: 11, status: 'ready' })
    db.close()
    await db.open()
    const third = await queueMutation('kitchen.setItemStatus', { order_id: 1, item_id: 11, status: 'served' })
    expect([first.id, second.id, third.id]).toEqual([1, 2, 3])
    expect(new Set([first.client_id, second.client_id, third.client_id]).size).toBe(1)
    expect((await currentClient()).next_id).toBe(4)
  })

  it('reopens the database when the browser closed it behind the app', async () => {
    db.close()
    await expect(pendingOutboxCount()).resolves.toBe(0)
  })

  it('changes the local copy at once when an item is tapped and queues exactly one entry', async () => {
    await db.orders.put(kitchenOrder())
    await tapItem(1, 11)
    const local = await db.orders.get(1)
    expect(local?.items.find((item) => item.item_id === 11)?.status).toBe('preparing')
    expect(local?.status).toBe('preparing')
    expect(local?.version).toBe(10)
    const entries = await db.outbox.toArray()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ id: 1, name: 'kitchen.setItemStatus', args: { order_id: 1, item_id: 11, status: 'preparing' } })
  })

  it('queues nothing when a tap would do nothing (a served item)', async () => {
    await db.orders.put(kitchenOrder({ items: [kitchenOrder().items[0]!] }))
    for (let tap = 0; tap < 4; tap++) await tapItem(1, 11)
    expect((await db.orders.get(1))?.items[0]?.status).toBe('served')
    expect(await pendingOutboxCount()).toBe(3)
  })
})

describe('pushing the outbox', () => {
  it('sends pending entries in order and removes them once applied', async () => {
    const server = fakeSyncServer()
    const fetchStub = vi.fn(async (_path: RequestInfo | URL, init?: RequestInit) => server.push(pushBodyOf(init)))
    await db.orders.put(kitchenOrder())
    await tapItem(1, 11)
    await tapItem(1, 12)
    await tapItem(1, 11)
    await syncClient(fetchStub).push()
    expect(fetchStub).toHaveBeenCalledTimes(1)
    expect(String(fetchStub.mock.calls[0]![0])).toBe('/api/sync/push')
    expect(
      pushBodyOf(fetchStub.mock.calls[0]![1]).mutations.map((mutation) => [mutation.id, mutation.args.item_id, mutation.args.status]),
    ).toEqual([
      [1, 11, 'preparing'],
      [2, 12, 'preparing'],
      [3, 11, 'ready'],
    ])
    expect(await pendingOutboxCount()).toBe(0)
  })

  it('does not apply a tap twice when the response to a push was lost and the push is retried', async () => {
    const server = fakeSyncServer()
    let isFirst = true
    const fetchStub = vi.fn(async (_path: RequestInfo | URL, init?: RequestInit) => {
      const answer = server.push(pushBodyOf(init))
      if (isFirst) {
        isFirst = false
        throw new TypeError('Failed to fetch')
      }
      return answer
    })
    await db.orders.put(kitchenOrder())
    await tapItem(1, 11)
    await tapItem(1, 12)
    const client = syncClient(fetchStub)
    await expect(client.push()).rejects.toThrow('Failed to fetch')
    expect(await pendingOutboxCount()).toBe(2)
    await client.push()
    expect(server.applied.map((mutation) => mutation.id)).toEqual([1, 2])
    expect(await pendingOutboxCount()).toBe(0)
  })

  it('takes the server’s state for a rejected tap and reports the reason', async () => {
    await db.orders.put(kitchenOrder())
    await tapItem(1, 11)
    const serverState = kitchenOrder({
      status: 'cancelled',
      version: 12,
      items: kitchenOrder().items.map((item) => ({ ...item, status: 'cancelled' as const })),
    })
    const fetchStub = vi.fn(async () =>
      pushAnswered({
        results: [
          {
            id: 1,
            status: 'rejected',
            reason: 'invalid_transition',
            message: 'Butter Naan is cancelled; it cannot become preparing.',
            state: serverState,
          },
        ],
        last_mutation_id: 1,
      }),
    )
    const reported = vi.fn()
    const stop = subscribeToRejections(reported)
    await syncClient(fetchStub).push()
    stop()
    expect((await db.orders.get(1))?.status).toBe('cancelled')
    expect(await pendingOutboxCount()).toBe(0)
    expect(reported).toHaveBeenCalledWith([
      expect.objectContaining({ id: 1, reason: 'invalid_transition', message: 'Butter Naan is cancelled; it cannot become preparing.' }),
    ])
  })

  it('undoes a refused tap even when the server’s copy has the same version as the local one', async () => {
    await db.orders.put(kitchenOrder())
    await tapItem(1, 11)
    const fetchStub = vi.fn(async () =>
      pushAnswered({
        results: [{ id: 1, status: 'rejected', reason: 'forbidden', message: 'Not your kitchen.', state: kitchenOrder() }],
        last_mutation_id: 1,
      }),
    )
    await syncClient(fetchStub).push()
    expect((await db.orders.get(1))?.items[0]?.status).toBe('pending')
  })

  it('recovers from a 409 gap by keeping the pending taps, taking a new client id and numbering them from 1', async () => {
    const server = fakeSyncServer()
    await db.orders.put(kitchenOrder())
    await tapItem(1, 11)
    await tapItem(1, 12)
    // The server already knows this client at id 0 but the device starts at 2: as if id 1 was cleared by hand.
    await db.outbox.filter((entry) => entry.id === 1).delete()
    const oldClient = (await db.outbox.toArray())[0]!.client_id
    const fetchStub = vi.fn(async (_path: RequestInfo | URL, init?: RequestInit) => server.push(pushBodyOf(init)))
    await syncClient(fetchStub).push()
    expect(fetchStub).toHaveBeenCalledTimes(2)
    const retried = pushBodyOf(fetchStub.mock.calls[1]![1])
    expect(retried.client_id).not.toBe(oldClient)
    expect(retried.mutations.map((mutation) => [mutation.id, mutation.args.item_id])).toEqual([[1, 12]])
    expect(server.applied).toEqual([{ client_id: retried.client_id, id: 1, args: { order_id: 1, item_id: 12, status: 'preparing' } }])
    expect(await pendingOutboxCount()).toBe(0)
    expect((await currentClient()).next_id).toBe(2)
  })
})

describe('pulling', () => {
  it('merges only orders whose version is newer than the local copy, and moves the cursor', async () => {
    await db.orders.bulkPut([kitchenOrder({ order_id: 1, version: 10 }), kitchenOrder({ order_id: 2, version: 20, table_label: 'T9' })])
    await db.meta.put({ key: 'cursor:kitchen:1', value: 20 })
    const fetchStub = vi.fn(async (_path: RequestInfo | URL) =>
      pullAnswered({
        scope: 'kitchen:1',
        version: 31,
        last_mutation_id: 0,
        orders: [
          kitchenOrder({ order_id: 1, version: 30, table_label: 'T5' }),
          kitchenOrder({ order_id: 2, version: 19, table_label: 'stale' }),
        ],
      }),
    )
    await new SyncClient({ getToken: () => 'kitchen-token', scopes: ['kitchen:1'], fetch: fetchStub }).pull('kitchen:1')
    expect(String(fetchStub.mock.calls[0]![0])).toContain('scope=kitchen%3A1&since=20')
    expect((await db.orders.get(1))?.table_label).toBe('T5')
    expect((await db.orders.get(2))?.table_label).toBe('T9')
    expect(await pullCursor('kitchen:1')).toBe(31)
  })

  it('keeps a pending tap on screen when a pull brings a newer copy of its order', async () => {
    await db.orders.put(kitchenOrder())
    await db.meta.put({ key: 'cursor:kitchen:1', value: 10 })
    await tapItem(1, 11)
    const newer = kitchenOrder({ version: 15, notes: 'No onion' })
    const fetchStub = vi.fn(async () => pullAnswered({ scope: 'kitchen:1', version: 15, last_mutation_id: 0, orders: [newer] }))
    await new SyncClient({ getToken: () => 'kitchen-token', scopes: ['kitchen:1'], fetch: fetchStub }).pull('kitchen:1')
    const local = await db.orders.get(1)
    expect(local?.notes).toBe('No onion')
    expect(local?.items[0]?.status).toBe('preparing')
  })
})

describe('backoff', () => {
  it('doubles the wait after each failure and stops growing at the cap', () => {
    const waits = [0, 1, 2, 3, 10, 20].map((attempt) => backoffDelay(attempt, { baseMs: 1000, capMs: 30_000, random: () => 1 }))
    expect(waits).toEqual([1000, 2000, 4000, 8000, 30_000, 30_000])
  })

  it('spreads the wait over the upper half of the window (jitter)', () => {
    expect(backoffDelay(3, { baseMs: 1000, random: () => 0 })).toBe(4000)
    expect(backoffDelay(3, { baseMs: 1000, random: () => 0.5 })).toBe(6000)
  })

  it('retries a failed sync on its own after the backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const fetchStub = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(pushAnswered({ results: [{ id: 1, status: 'applied' }], last_mutation_id: 1 }))
    await queueMutation('kitchen.setItemStatus', { order_id: 1, item_id: 11, status: 'preparing' })
    const client = syncClient(fetchStub)
    await client.syncNow()
    expect(client.getStatus().phase).toBe('offline')
    expect(client.failedAttempts).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(async () => expect(await pendingOutboxCount()).toBe(0))
    expect(client.getStatus().phase).toBe('idle')
  })
})
