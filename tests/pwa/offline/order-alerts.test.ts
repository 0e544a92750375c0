import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../pwa/offline/db'
import { mergeServerOrders } from '../../../pwa/offline/order-store'
import { kitchenOrder, type orderItem, resetDeviceDatabase } from './fixtures'

beforeEach(resetDeviceDatabase)

const onDevice = kitchenOrder({ order_id: 1, version: 10 })
const [naan, dal] = onDevice.items as [ReturnType<typeof orderItem>, ReturnType<typeof orderItem>]

/** The alerts a server copy of order 1 raises on a device that shows `onDevice`. */
async function alertsFor(server: Parameters<typeof kitchenOrder>[0]) {
  await db.orders.put(onDevice)
  return mergeServerOrders([kitchenOrder({ order_id: 1, version: 11, ...server })], { shouldAlert: true })
}

describe('what a kitchen screen is alerted to when another device changes an order', () => {
  it('another screen’s taps (items moving along, the order bumped or served) raise no alert', async () => {
    expect(await alertsFor({ status: 'preparing', items: [{ ...naan, status: 'preparing' }, dal] })).toEqual([])
    expect(
      await alertsFor({
        status: 'ready',
        items: [
          { ...naan, status: 'ready' },
          { ...dal, status: 'ready' },
        ],
      }),
    ).toEqual([])
    expect(
      await alertsFor({
        status: 'served',
        items: [
          { ...naan, status: 'served' },
          { ...dal, status: 'served' },
        ],
      }),
    ).toEqual([])
  })

  it('a new order, a cancelled one, and one the floor changed are alerted, naming the order and any item cancelled', async () => {
    expect(await mergeServerOrders([kitchenOrder({ order_id: 2 })], { shouldAlert: true })).toEqual([
      expect.objectContaining({ order_id: 2, kind: 'new', order: expect.objectContaining({ table_label: 'T4' }) }),
    ])
    const cancelled = await alertsFor({
      status: 'cancelled',
      items: [
        { ...naan, status: 'cancelled' },
        { ...dal, status: 'cancelled' },
      ],
    })
    expect(cancelled).toEqual([expect.objectContaining({ order_id: 1, kind: 'cancelled' })])
    expect(await alertsFor({ items: [naan, { ...dal, status: 'cancelled' }] })).toEqual([
      expect.objectContaining({ order_id: 1, kind: 'changed', cancelledItems: ['Dal Makhani'] }),
    ])
    expect(await alertsFor({ items: [{ ...naan, quantity: 4 }, dal] })).toEqual([
      expect.objectContaining({ kind: 'changed', cancelledItems: [] }),
    ])
    expect(await alertsFor({ allergy_notes: 'Peanuts' })).toEqual([expect.objectContaining({ kind: 'changed' })])
  })
})
