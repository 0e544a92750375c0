import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Kitchen } from '../../../domain/contract/kitchens'
import { KitchenDisplay } from '../../../pwa/kitchen/KitchenDisplay'
import { REPEAT_TAP_MS } from '../../../pwa/kitchen/tap-guard'
import { db } from '../../../pwa/offline/db'
import { stubApi } from '../helpers/fetch-stub'
import { kitchenRecord, storeRecord } from '../helpers/sessions'
import { kitchenOrder, orderItem, resetDeviceDatabase } from '../offline/fixtures'

// The socket is the edge of the world: a fake that never connects.
vi.mock('socket.io-client', () => ({ io: () => ({ on: () => undefined, emit: () => undefined, disconnect: () => undefined }) }))

const kitchen = {
  kitchen_id: 1,
  kitchenId: 1,
  id: 1,
  name: 'Main Kitchen',
  description: null,
  location: 'Ground floor',
  is_active: true,
  amber_after_minutes: 5,
  red_after_minutes: 10,
  stations: ['Tandoor', 'Curry'],
  created_at: '2026-11-01T06:30:00.000Z',
  updated_at: '2026-11-01T06:30:00.000Z',
} satisfies Kitchen

const orders = [
  kitchenOrder({ order_id: 2, table_label: 'T7', created_at: '2026-11-22T10:04:00.000Z', version: 12 }),
  kitchenOrder({
    order_id: 1,
    table_label: null,
    member_name: 'Vikram Malhotra',
    created_at: '2026-11-22T10:00:00.000Z',
    version: 11,
    allergy_notes: 'Peanuts',
    items: [orderItem({ order_id: 1, item_id: 21, name: 'Butter Naan', quantity: 3 })],
  }),
]

function renderDisplay(pullOrders = orders, stations: string[] = kitchen.stations) {
  storeRecord('kitchen', kitchenRecord())
  const api = stubApi({
    'GET /api/kitchen/user-kitchen': { json: { success: true, data: { ...kitchen, stations } } },
    'GET /api/sync/pull': { json: { scope: 'kitchen:1', version: 12, last_mutation_id: 0, orders: pullOrders } },
    'POST /api/sync/push': { json: { results: [], last_mutation_id: 0 } },
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/kitchen']}>
        <KitchenDisplay />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return api
}

/** The display on a tablet that has pulled before (its copy and cursor stored) and is offline now. */
async function renderOffline() {
  await db.orders.bulkPut(orders)
  await db.meta.put({ key: 'cursor:kitchen:1', value: 12 })
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  renderDisplay()
}

/** A second tap on the same ticket counts only after the bounce guard's window (tap-guard.ts). */
const tapGuardPause = () => new Promise((resolve) => setTimeout(resolve, REPEAT_TAP_MS))

const ticketTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

beforeEach(resetDeviceDatabase)

describe('the kitchen display', () => {
  it('pulls the kitchen’s orders and shows them in arrival order, with the allergy highlighted', async () => {
    const api = renderDisplay()
    expect(await screen.findByRole('heading', { name: 'Table T7' })).not.toBeNull()
    expect(ticketTitles()).toEqual(['Vikram Malhotra', 'Table T7'])
    expect(screen.getByText('Allergy:')).not.toBeNull()
    expect(api.calls.some((call) => call.path.startsWith('/api/sync/pull?scope=kitchen%3A1&since=0'))).toBe(true)
  })

  it('counts every open dish across orders in the all-day panel', async () => {
    renderDisplay()
    await screen.findByRole('heading', { name: 'Table T7' })
    const allDay = within(screen.getByRole('complementary'))
    expect(allDay.getByText('Butter Naan').textContent).toBe('5 Butter Naan')
    expect(allDay.getByText('Dal Makhani').textContent).toBe('1 Dal Makhani')
  })

  it('turns a ticket’s age amber and then red at the kitchen’s thresholds', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(new Date('2026-11-22T10:00:30.000Z'))
    renderDisplay([orders[1]!])
    const age = await screen.findByLabelText(/^Waiting/)
    expect(age.dataset.tone).toBe('fresh')
    await act(async () => vi.advanceTimersByTime(5 * 60_000))
    expect(screen.getByLabelText(/^Waiting/).dataset.tone).toBe('amber')
    await act(async () => vi.advanceTimersByTime(5 * 60_000))
    expect(screen.getByLabelText(/^Waiting/).dataset.tone).toBe('red')
  })

  it('says how many taps wait to sync when the tablet is offline, and keeps them on screen', async () => {
    await renderOffline()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^3× Butter Naan New/ }))
    await user.click(await screen.findByRole('button', { name: /^1× Dal Makhani New/ }))
    expect(await screen.findByText('Offline — 2 taps waiting to sync')).not.toBeNull()
    expect(await db.outbox.count()).toBe(2)
  })

  it('takes a double tap on an item as one tap: the item goes to Cooking, not on to Ready', async () => {
    await renderOffline()
    const user = userEvent.setup()
    const naan = await screen.findByRole('button', { name: /^3× Butter Naan New/ })
    await user.dblClick(naan)
    expect(await screen.findByRole('button', { name: /^3× Butter Naan Cooking/ })).not.toBeNull()
    expect((await db.outbox.toArray()).map((entry) => entry.args)).toEqual([{ order_id: 1, item_id: 21, status: 'preparing' }])
  })

  it('remembers the station chosen on this tablet through a reload, and shows All while the kitchen’s stations are unknown', async () => {
    renderDisplay()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Curry' }))
    cleanup()
    renderDisplay()
    await screen.findByRole('heading', { name: 'Table T7' })
    expect((await screen.findByRole('button', { name: 'Curry' })).getAttribute('aria-pressed')).toBe('true')
    expect(ticketTitles()).toEqual(['Table T7'])
    cleanup()
    renderDisplay(orders, [])
    await screen.findByRole('heading', { name: 'Table T7' })
    expect(ticketTitles()).toEqual(['Vikram Malhotra', 'Table T7'])
  })

  it('lists what was served or cancelled in the last half hour under Done', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T10:40:00.000Z'))
    const served = kitchenOrder({
      order_id: 5,
      table_label: 'T2',
      status: 'served',
      served_at: '2026-11-22T10:30:00.000Z',
      items: [orderItem({ order_id: 5, item_id: 51, status: 'served' })],
    })
    const cancelled = kitchenOrder({
      order_id: 6,
      table_label: 'T3',
      status: 'cancelled',
      updated_at: '2026-11-22T10:35:00.000Z',
      items: [orderItem({ order_id: 6, item_id: 61, name: 'Rogan Josh', quantity: 1, status: 'cancelled' })],
    })
    const long = kitchenOrder({
      order_id: 7,
      table_label: 'T9',
      status: 'served',
      served_at: '2026-11-22T10:05:00.000Z',
      items: [orderItem({ order_id: 7, item_id: 71, status: 'served' })],
    })
    renderDisplay([...orders, served, cancelled, long])
    const done = within(await screen.findByRole('region', { name: 'Done, last 30 minutes (2)' }))
    expect(done.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Table T3Cancelled 4:05 pmZafraan · #6 · 1× Rogan Josh',
      'Table T2Served 4:00 pmZafraan · #5 · 2× Butter Naan',
    ])
    vi.useRealTimers()
  })

  it('shows only the chosen station’s dishes when a station is picked', async () => {
    renderDisplay()
    await screen.findByRole('heading', { name: 'Table T7' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Curry' }))
    expect(ticketTitles()).toEqual(['Table T7'])
    expect(screen.queryByRole('button', { name: /Butter Naan/ })).toBeNull()
    expect(screen.getByRole('button', { name: /Dal Makhani/ })).not.toBeNull()
  })

  it('names the stations as words people read, and filters by the station as stored', async () => {
    const items = [
      orderItem({ order_id: 3, item_id: 31, name: 'Tandoori Roti', station: 'tandoor' }),
      orderItem({ order_id: 3, item_id: 32, name: 'Gulab Jamun', station: 'cold-desserts' }),
    ]
    renderDisplay([kitchenOrder({ order_id: 3, table_label: 'T9', items })], ['tandoor', 'cold-desserts'])
    await screen.findByRole('heading', { name: 'Table T9' })
    const stations = within(await screen.findByRole('group', { name: 'Station' }))
    expect(stations.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Tandoor', 'Cold desserts'])
    await userEvent.setup().click(stations.getByRole('button', { name: 'Cold desserts' }))
    expect(stations.getByRole('button', { name: 'Cold desserts' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByRole('button', { name: /Tandoori Roti/ })).toBeNull()
    expect(screen.getByRole('button', { name: /Gulab Jamun/ })).not.toBeNull()
  })

  it('moves a bumped ticket to the Ready column at once and queues one order-level mutation', async () => {
    await renderOffline()
    const user = userEvent.setup()
    const card = await screen.findByRole('article', { name: /Table T7/ })
    await user.click(within(card).getByRole('button', { name: 'Bump — all ready' }))
    const ready = within(await screen.findByRole('region', { name: 'Ready (1)' }))
    expect(ready.getByRole('heading', { name: 'Table T7' })).not.toBeNull()
    // Offline too: a recall is queued like any tap (tests/pwa/kitchen/kitchen-recall.test.tsx).
    expect(ready.getByRole('button', { name: 'Recall' })).toHaveProperty('disabled', false)
    const entries = await db.outbox.toArray()
    expect(entries.map((entry) => [entry.name, entry.args])).toEqual([['kitchen.setOrderStatus', { order_id: 2, status: 'ready' }]])
  })

  it('in a station view, bump and Served act on that station’s items only; the order is ready once every station’s are', async () => {
    await renderOffline()
    const user = userEvent.setup()
    const stations = within(await screen.findByRole('group', { name: 'Station' }))
    const region = (name: string) => screen.getByRole('region', { name })
    const card = (where: HTMLElement) => within(within(where).getByRole('article', { name: /Table T7/ }))
    const statusesOfT7 = async () => (await db.orders.get(2))?.items.map((item) => [item.name, item.status])

    // The tandoor's cook bumps Table T7: the naan is ready, the Dal Makhani (curry) is not touched.
    await user.click(stations.getByRole('button', { name: 'Tandoor' }))
    await user.click(card(region('Open orders (2)')).getByRole('button', { name: 'Bump — Tandoor ready' }))
    const tandoorReady = card(await screen.findByRole('region', { name: 'Ready (1)' }))
    expect(tandoorReady.getByRole('button', { name: 'Served — Tandoor' })).not.toBeNull()
    expect(tandoorReady.getByText('+1 at other stations · New')).not.toBeNull()
    expect(await statusesOfT7()).toEqual([
      ['Butter Naan', 'ready'],
      ['Dal Makhani', 'pending'],
    ])
    expect((await db.orders.get(2))?.status).toBe('preparing')

    // In the All view the order is still cooking; the curry station bumps its share: now it is ready.
    await user.click(stations.getByRole('button', { name: 'All' }))
    const allOpen = card(region('Open orders (2)'))
    expect(allOpen.getByRole('button', { name: /^1× Dal Makhani New/ })).not.toBeNull()
    expect(allOpen.getByRole('button', { name: /^2× Butter Naan Ready/ })).not.toBeNull()
    await user.click(stations.getByRole('button', { name: 'Curry' }))
    await tapGuardPause()
    await user.click(card(region('Open orders (1)')).getByRole('button', { name: 'Bump — Curry ready' }))
    await user.click(stations.getByRole('button', { name: 'All' }))
    expect(card(await screen.findByRole('region', { name: 'Ready (1)' })).getByRole('button', { name: 'Served' })).not.toBeNull()

    // The tandoor serves its naan; the dal waits at the pass.
    await user.click(stations.getByRole('button', { name: 'Tandoor' }))
    await tapGuardPause()
    await user.click(card(region('Ready (1)')).getByRole('button', { name: 'Served — Tandoor' }))
    await vi.waitFor(async () =>
      expect(await statusesOfT7()).toEqual([
        ['Butter Naan', 'served'],
        ['Dal Makhani', 'ready'],
      ]),
    )
    expect((await db.outbox.toArray()).map((entry) => entry.args)).toEqual([
      { order_id: 2, status: 'ready', station: 'Tandoor' },
      { order_id: 2, status: 'ready', station: 'Curry' },
      { order_id: 2, status: 'served', station: 'Tandoor' },
    ])
  })

  it('after a bump from the keyboard, focus goes to the next ticket instead of dropping to the page', async () => {
    await renderOffline()
    const user = userEvent.setup()
    const first = await screen.findByRole('article', { name: /Vikram Malhotra/ })
    within(first).getByRole('button', { name: 'Bump — all ready' }).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('region', { name: 'Ready (1)' })
    const next = screen.getByRole('article', { name: /Table T7/ })
    await vi.waitFor(() => expect(next.contains(document.activeElement)).toBe(true))
    expect(document.activeElement?.textContent).toMatch(/Butter Naan\s+New/)
  })

  it('says there are no open orders when the kitchen has none', async () => {
    renderDisplay([])
    expect(await screen.findByText('No open orders')).not.toBeNull()
  })
})
