import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { vi } from 'vitest'
import type { KitchenOrder } from '../../pwa/kitchen/kitchen-order'
import { seededRandom } from './random.js'

/**
 * One kitchen tablet: the real device code (pwa/offline: Dexie database, outbox, order store,
 * SyncClient; pwa/kitchen/kitchen-actions: the tap) on its own fake IndexedDB, in Node.
 * The modules keep their Dexie database in a module-level singleton, so each device imports a fresh
 * copy of them (vi.resetModules) after pointing Dexie at a new, empty IndexedDB factory.
 */
export async function createDevice(options: { name: string; baseUrl: () => string; token: string; kitchenId: number; seed: number }) {
  Dexie.dependencies.indexedDB = new IDBFactory()
  Dexie.dependencies.IDBKeyRange = IDBKeyRange
  vi.resetModules()
  const { db } = await import('../../pwa/offline/db')
  const { SyncClient } = await import('../../pwa/offline/sync-client')
  const { currentClient, pendingOutboxCount } = await import('../../pwa/offline/outbox')
  const { subscribeToRejections } = await import('../../pwa/offline/rejections')
  const { recallOrder, setOrderStatus, tapItem } = await import('../../pwa/kitchen/kitchen-actions')
  const { nextItemStatus } = await import('../../domain/kitchen-orders')

  const random = seededRandom(options.seed)
  const scope = `kitchen:${options.kitchenId}`
  const client = new SyncClient({
    getToken: () => options.token,
    scopes: [scope],
    random: seededRandom(options.seed + 1),
    fetch: ((path: string, init?: RequestInit) => fetch(`${options.baseUrl()}${path}`, init)) as typeof fetch,
  })
  let rejectionsHeard = 0
  subscribeToRejections((rejections) => {
    rejectionsHeard += rejections.length
  })
  let taps = 0
  /** What each tap asked for, by mutation id (ids run from 1 without holes: entry i-1 is id i). */
  const log: DeviceTap[] = []

  return {
    name: options.name,
    client,
    db,
    get taps() {
      return taps
    },
    log,
    get rejectionsHeard() {
      return rejectionsHeard
    },
    clientId: async () => (await currentClient()).client_id,
    pending: () => pendingOutboxCount(),
    /** A cook taps a random item that can still move on (as this tablet sees it). */
    async tapRandomItem(): Promise<boolean> {
      const orders = await db.orders.where('kitchen_id').equals(options.kitchenId).sortBy('order_id')
      const open = orders.flatMap((order) => order.items.filter((item) => nextItemStatus(item.status)).map((item) => ({ order, item })))
      if (open.length === 0) return false
      const { order, item } = open[Math.floor(random() * open.length)]!
      const changed = await tapItem(order.order_id, item.item_id)
      if (!changed) return false
      taps++
      log.push({ id: taps, item_id: item.item_id, status: nextItemStatus(item.status)! })
      return true
    },
    /**
     * A cook works a whole order instead, as this tablet sees it: recalls its last bump (now and
     * then), serves it when every item is ready, or bumps it. False when the order allows none.
     */
    async tapRandomOrder(): Promise<boolean> {
      const orders = await db.orders.where('kitchen_id').equals(options.kitchenId).sortBy('order_id')
      if (orders.length === 0) return false
      const order = orders[Math.floor(random() * orders.length)]!
      const isRecall = order.last_bump !== null && random() < 0.3
      const status = order.status === 'ready' ? 'served' : 'ready'
      const changed = isRecall ? await recallOrder(order.order_id) : await setOrderStatus(order.order_id, status)
      if (!changed) return false
      taps++
      log.push({ id: taps, order_id: order.order_id, action: isRecall ? 'recall' : status })
      return true
    },
    /** Whether this device may sync now, from its PRNG (so tablets push at different moments). */
    wantsToSync: (chance: number) => random() < chance,
    /** Whether the next tap works a whole order, from its PRNG. */
    wantsOrderTap: (chance: number) => random() < chance,
    async orders(): Promise<KitchenOrder[]> {
      return db.orders.orderBy('order_id').toArray()
    },
    close() {
      db.close()
    },
  }
}

/** One tap as the tablet queued it: an item one step on, or a whole order bumped, served or recalled. */
export type DeviceTap =
  { id: number; item_id: number; status: string } | { id: number; order_id: number; action: 'ready' | 'served' | 'recall' }

export type Device = Awaited<ReturnType<typeof createDevice>>
