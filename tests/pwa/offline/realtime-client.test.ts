import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../pwa/offline/db'
import { subscribeToOrderAlerts } from '../../../pwa/offline/order-store'
import { connectRealtime, type RealtimeSocket } from '../../../pwa/offline/realtime-client'
import { kitchenOrder, resetDeviceDatabase } from './fixtures'

/** A socket.io stand-in: the test plays the server by firing events at it. */
function fakeSocket() {
  const handlers = new Map<string, (...args: unknown[]) => void>()
  const socket = {
    on: vi.fn((event: string, listener: (...args: unknown[]) => void) => handlers.set(event, listener)),
    emit: vi.fn((_event: string, _payload: unknown, ack?: (answer: unknown) => void) => ack?.({ ok: true, room: 'kitchen:1' })),
    disconnect: vi.fn(),
  }
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.(...args)
  return { socket: socket as unknown as RealtimeSocket & typeof socket, fire }
}

beforeEach(resetDeviceDatabase)

describe('the realtime client', () => {
  it('signs the handshake with the kitchen token, joins the kitchen’s room and syncs on every connect', () => {
    const { socket, fire } = fakeSocket()
    const connect = vi.fn(() => socket)
    const syncNow = vi.fn()
    const states: string[] = []
    connectRealtime({ token: 'kitchen-token', scopes: ['kitchen:1'], syncNow, connect, onStateChange: (state) => states.push(state) })
    fire('connect')
    fire('disconnect')
    fire('connect')
    expect(connect).toHaveBeenCalledWith('kitchen-token')
    expect(socket.emit).toHaveBeenCalledWith('join', { scope: 'kitchen:1' }, expect.any(Function))
    expect(syncNow).toHaveBeenCalledTimes(2)
    expect(states).toEqual(['connecting', 'live', 'disconnected', 'live'])
  })

  it('merges an order from a kitchen:changed hint only when its version is newer, and alerts for a new one', async () => {
    await db.orders.put(kitchenOrder({ order_id: 1, version: 10, table_label: 'T4' }))
    const { socket, fire } = fakeSocket()
    const alerts = vi.fn()
    const stop = subscribeToOrderAlerts(alerts)
    connectRealtime({ token: 't', scopes: ['kitchen:1'], syncNow: vi.fn(), connect: () => socket })
    fire('kitchen:changed', { kitchen_id: 1, version: 9, order: kitchenOrder({ order_id: 1, version: 9, table_label: 'old' }) })
    fire('kitchen:changed', { kitchen_id: 1, version: 14, order: kitchenOrder({ order_id: 2, version: 14 }) })
    await vi.waitFor(async () => expect(await db.orders.count()).toBe(2))
    stop()
    expect((await db.orders.get(1))?.table_label).toBe('T4')
    expect(alerts).toHaveBeenCalledWith([expect.objectContaining({ order_id: 2, kind: 'new' })])
  })

  it('reports a refused connection with the server’s message', () => {
    const { socket, fire } = fakeSocket()
    const onStateChange = vi.fn()
    connectRealtime({ token: 'expired', scopes: ['kitchen:1'], syncNow: vi.fn(), connect: () => socket, onStateChange })
    fire('connect_error', Object.assign(new Error('Your session has expired.'), { data: { code: 'unauthorized' } }))
    expect(onStateChange).toHaveBeenLastCalledWith('refused', 'Your session has expired.')
  })
})
