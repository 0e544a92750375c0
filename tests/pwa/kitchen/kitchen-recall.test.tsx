import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { recallOrder, setOrderStatus } from '../../../pwa/kitchen/kitchen-actions'
import type { Kitchen } from '../../../domain/contract/kitchens'
import type { KitchenOrder } from '../../../pwa/kitchen/kitchen-order'
import { KitchenDisplay } from '../../../pwa/kitchen/KitchenDisplay'
import { db } from '../../../pwa/offline/db'
import { mergeServerOrders } from '../../../pwa/offline/order-store'
import { pendingOutboxCount } from '../../../pwa/offline/outbox'
import { subscribeToRejections } from '../../../pwa/offline/rejections'
import { SyncClient } from '../../../pwa/offline/sync-client'
import { stubApi } from '../helpers/fetch-stub'
import { kitchenRecord, storeRecord } from '../helpers/sessions'
import { jsonResponse, kitchenOrder, orderItem, resetDeviceDatabase } from '../offline/fixtures'

// The socket is the edge of the world: a fake that never connects.
vi.mock('socket.io-client', () => ({ io: () => ({ on: () => undefined, emit: () => undefined, disconnect: () => undefined }) }))

const minutes = (count: number) => count * 60_000
const iso = (ms: number) => new Date(ms).toISOString()

/** Order 2 as the server sends it after a bump at `bumpedAtMs`: Butter Naan was new, Dal Makhani cooking. */
function bumpedOrder(bumpedAtMs: number, overrides: Partial<KitchenOrder> = {}): KitchenOrder {
  return kitchenOrder({
    order_id: 2,
    table_label: 'T7',
    status: 'ready',
    version: 14,
    ready_at: iso(bumpedAtMs),
    last_bump: {
      at: iso(bumpedAtMs),
      items: [
        { item_id: 11, from: 'pending' },
        { item_id: 12, from: 'preparing' },
      ],
    },
    recall_until: iso(bumpedAtMs + minutes(30)),
    items: [
      orderItem({ order_id: 2, item_id: 11, status: 'ready' }),
      orderItem({ order_id: 2, item_id: 12, name: 'Dal Makhani', station: 'Curry', quantity: 1, status: 'ready' }),
    ],
    ...overrides,
  })
}

const statuses = (order: KitchenOrder | undefined) => order?.items.map((item) => item.status)

const mainKitchen = {
  kitchen_id: 1,
  kitchenId: 1,
  id: 1,
  name: 'Main Kitchen',
  description: null,
  location: null,
  is_active: true,
  amber_after_minutes: 5,
  red_after_minutes: 10,
  stations: [],
  created_at: '2026-11-01T06:30:00.000Z',
  updated_at: '2026-11-01T06:30:00.000Z',
} satisfies Kitchen

function renderDisplay() {
  storeRecord('kitchen', kitchenRecord())
  stubApi({
    'GET /api/kitchen/user-kitchen': { json: { success: true, data: mainKitchen } },
    'GET /api/sync/pull': { json: { scope: 'kitchen:1', version: 14, last_mutation_id: 0, orders: [] } },
    'POST /api/sync/push': { json: { results: [], last_mutation_id: 0 } },
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/kitchen']}>
        <KitchenDisplay />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The tablet is offline and already holds `orders` (a reload without network). */
async function offlineWith(orders: KitchenOrder[]) {
  await db.orders.bulkPut(orders)
  await db.meta.put({ key: 'cursor:kitchen:1', value: 14 })
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
}

beforeEach(resetDeviceDatabase)

describe('recall on the kitchen display, offline', () => {
  it('puts a bumped ticket back in the open column at once and queues one kitchen.recall', async () => {
    await offlineWith([bumpedOrder(Date.now() - minutes(5))])
    renderDisplay()
    const user = userEvent.setup()
    const ready = within(await screen.findByRole('region', { name: 'Ready (1)' }))
    await user.click(ready.getByRole('button', { name: 'Recall' }))

    const open = within(await screen.findByRole('region', { name: 'Open orders (1)' }))
    expect(open.getByRole('button', { name: /^2× Butter Naan New/ })).not.toBeNull()
    expect(open.getByRole('button', { name: /^1× Dal Makhani Cooking/ })).not.toBeNull()
    expect(open.getByRole('button', { name: 'Bump — all ready' })).toHaveProperty('disabled', false)
    const entries = await db.outbox.toArray()
    expect(entries.map((entry) => [entry.name, entry.args])).toEqual([['kitchen.recall', { order_id: 2 }]])
    expect(await screen.findByText('Offline — 1 tap waiting to sync')).not.toBeNull()
  })

  it('offers Recall right after an offline bump, and the recall undoes it before either is sent', async () => {
    await offlineWith([
      kitchenOrder({
        order_id: 2,
        table_label: 'T7',
        items: [orderItem({ order_id: 2, item_id: 11 }), orderItem({ order_id: 2, item_id: 12, name: 'Dal Makhani', status: 'preparing' })],
      }),
    ])
    renderDisplay()
    const user = userEvent.setup()
    await user.click(within(await screen.findByRole('article', { name: /Table T7/ })).getByRole('button', { name: 'Bump — all ready' }))
    await user.click(within(await screen.findByRole('region', { name: 'Ready (1)' })).getByRole('button', { name: 'Recall' }))

    expect(await screen.findByRole('region', { name: 'Open orders (1)' })).not.toBeNull()
    expect(statuses(await db.orders.get(2))).toEqual(['pending', 'preparing'])
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual(['kitchen.setOrderStatus', 'kitchen.recall'])
  })

  it('offers no Recall once 30 minutes have passed since the bump', async () => {
    await offlineWith([bumpedOrder(Date.now() - minutes(31))])
    renderDisplay()
    const ready = within(await screen.findByRole('region', { name: 'Ready (1)' }))
    expect(ready.getByRole('button', { name: 'Served' })).not.toBeNull()
    expect(ready.queryByRole('button', { name: 'Recall' })).toBeNull()
  })
})

describe('recall offline, then the network comes back', () => {
  /**
   * The display over a sync that cannot reach the server until `backOnline()` (the kitchen's details
   * were cached before); the server applies whatever it is sent, and `received` is what reached it.
   */
  function renderOnFlakyNetwork(stations: string[] = []) {
    const network = { isUp: false }
    const received: { id: number; name: string; args: unknown }[][] = []
    const down = () => Promise.reject(new TypeError('Failed to fetch'))
    storeRecord('kitchen', kitchenRecord())
    const api = stubApi({
      'GET /api/kitchen/user-kitchen': { json: { success: true, data: { ...mainKitchen, stations } } },
      'GET /api/sync/pull': () => (network.isUp ? { json: { scope: 'kitchen:1', version: 14, last_mutation_id: 1, orders: [] } } : down()),
      'POST /api/sync/push': (call) => {
        if (!network.isUp) return down()
        const { mutations } = call.body as { mutations: { id: number; name: string; args: unknown }[] }
        received.push(mutations)
        return {
          json: { results: mutations.map(({ id }) => ({ id, status: 'applied' })), last_mutation_id: mutations.at(-1)?.id ?? 0 },
        }
      },
    })
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/kitchen']}>
          <KitchenDisplay />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const backOnline = () => {
      network.isUp = true
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
    }
    const pulls = () => api.calls.filter((call) => call.path.startsWith('/api/sync/pull'))
    return { backOnline, received, pulls }
  }

  it('a recall tapped offline is queued, sent exactly once when the network is back, and never again', async () => {
    await offlineWith([bumpedOrder(Date.now() - minutes(5))])
    const { backOnline, received, pulls } = renderOnFlakyNetwork()
    const user = userEvent.setup()
    await user.click(within(await screen.findByRole('region', { name: 'Ready (1)' })).getByRole('button', { name: 'Recall' }))
    expect(await screen.findByText('Offline — 1 tap waiting to sync')).not.toBeNull()
    expect((await db.outbox.toArray()).map((entry) => [entry.id, entry.name, entry.args])).toEqual([[1, 'kitchen.recall', { order_id: 2 }]])

    backOnline()
    await vi.waitFor(async () => expect(await pendingOutboxCount()).toBe(0))
    expect(received).toEqual([[expect.objectContaining({ id: 1, name: 'kitchen.recall', args: { order_id: 2 } })]])

    // Later syncs (another 'online', a pull) find nothing to send: the recall is not sent again.
    const pullsBefore = pulls().length
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(pulls().length).toBeGreaterThan(pullsBefore))
    expect(received).toHaveLength(1)
    expect(await screen.findByRole('region', { name: 'Open orders (1)' })).not.toBeNull()
  })

  it('a recall tapped in a station view carries the station, and puts back that station’s items only', async () => {
    await offlineWith([bumpedOrder(Date.now() - minutes(5))])
    const { backOnline, received } = renderOnFlakyNetwork(['Tandoor', 'Curry'])
    const user = userEvent.setup()
    await user.click(within(await screen.findByRole('group', { name: 'Station' })).getByRole('button', { name: 'Tandoor' }))
    await user.click(within(await screen.findByRole('region', { name: 'Ready (1)' })).getByRole('button', { name: 'Recall' }))
    expect(statuses(await db.orders.get(2))).toEqual(['pending', 'ready'])

    backOnline()
    await vi.waitFor(async () => expect(await pendingOutboxCount()).toBe(0))
    expect(received.flat()).toEqual([expect.objectContaining({ name: 'kitchen.recall', args: { order_id: 2, station: 'Tandoor' } })])
  })
})

describe('recallOrder on the device', () => {
  const bumpedAt = Date.parse('2026-11-22T10:20:00.000Z')

  it('changes the local copy with the shared state machine, judged at the tap’s time, and queues it in the same write', async () => {
    await db.orders.put(bumpedOrder(bumpedAt))
    const tappedAt = new Date(bumpedAt + minutes(29))
    const recalled = await recallOrder(2, tappedAt)
    expect(recalled).toMatchObject({ status: 'preparing', last_bump: null, recall_until: null })
    expect(await db.orders.get(2)).toEqual(recalled)
    expect(statuses(recalled)).toEqual(['pending', 'preparing'])
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ id: 1, name: 'kitchen.recall', args: { order_id: 2 }, at: tappedAt.toISOString() }),
    ])
  })

  it('queues nothing and leaves the card alone when the window has closed or nothing was bumped', async () => {
    await db.orders.bulkPut([bumpedOrder(bumpedAt), kitchenOrder({ order_id: 3 })])
    expect(await recallOrder(2, new Date(bumpedAt + minutes(31)))).toBeUndefined()
    expect(await recallOrder(3, new Date(bumpedAt))).toBeUndefined()
    expect(await recallOrder(404, new Date(bumpedAt))).toBeUndefined()
    expect(statuses(await db.orders.get(2))).toEqual(['ready', 'ready'])
    expect(await pendingOutboxCount()).toBe(0)
  })

  it('an offline bump records its own recall window on the local copy', async () => {
    await db.orders.put(kitchenOrder({ order_id: 2 }))
    const at = new Date(bumpedAt)
    const bumped = await setOrderStatus(2, 'ready', at)
    expect(bumped).toMatchObject({ status: 'ready', last_bump: { at: at.toISOString() }, recall_until: iso(bumpedAt + minutes(30)) })
  })

  it('keeps a pending recall on screen when a pull brings a newer copy of the still-bumped order', async () => {
    await db.orders.put(bumpedOrder(bumpedAt))
    await recallOrder(2, new Date(bumpedAt + minutes(2)))
    await mergeServerOrders([bumpedOrder(bumpedAt, { version: 15, notes: 'No onions' })])
    expect(await db.orders.get(2)).toMatchObject({ version: 15, notes: 'No onions', status: 'preparing', last_bump: null })
  })

  it('takes the server’s order when the server refuses the recall, and reports why', async () => {
    await db.orders.put(bumpedOrder(bumpedAt))
    await recallOrder(2, new Date(bumpedAt + minutes(10)))
    // Another tablet served the Butter Naan meanwhile: the server's copy, as its refusal's state.
    const serverState = bumpedOrder(bumpedAt, {
      version: 15,
      items: [
        orderItem({ order_id: 2, item_id: 11, status: 'served' }),
        orderItem({ order_id: 2, item_id: 12, name: 'Dal Makhani', status: 'served' }),
      ],
      status: 'served',
    })
    const message = 'Nothing to recall: every bumped item has been served or cancelled since.'
    const fetchStub = vi.fn(async () =>
      jsonResponse(200, {
        results: [{ id: 1, status: 'rejected', reason: 'invalid_transition', message, state: serverState }],
        last_mutation_id: 1,
      }),
    )
    const reported = vi.fn()
    const stop = subscribeToRejections(reported)
    await new SyncClient({
      getToken: () => 'kitchen-token',
      scopes: [],
      fetch: fetchStub as unknown as typeof fetch,
      random: () => 0.5,
    }).push()
    stop()
    expect(await db.orders.get(2)).toEqual(serverState)
    expect(await pendingOutboxCount()).toBe(0)
    expect(reported).toHaveBeenCalledWith([expect.objectContaining({ name: 'kitchen.recall', reason: 'invalid_transition', message })])
  })
})
