import {
  applyItemStatus,
  applyOrderStatus,
  applyRecall,
  COMPLETED_VISIBLE_MS,
  deriveOrderStatus,
  RECALL_WINDOW_MS,
  withChanges,
  type Decision,
  type ItemStatus,
  type LastBump,
  type OrderTarget,
} from '../../domain/kitchen-orders'
import type { KitchenOrder } from '../kitchen/kitchen-order'
import { db, withOpenDb, type OutboxEntry } from './db'

export const SET_ITEM_STATUS = 'kitchen.setItemStatus'
export const SET_ORDER_STATUS = 'kitchen.setOrderStatus'
export const RECALL_ORDER = 'kitchen.recall'

interface SetItemStatusArgs {
  order_id: number
  item_id: number
  status: ItemStatus
}
interface SetOrderStatusArgs {
  order_id: number
  status: OrderTarget
  /** The station view it was tapped in; absent: the All view (and entries queued before stations). */
  station?: string
}
interface RecallArgs {
  order_id: number
  station?: string
}

/**
 * One queued kitchen mutation applied to a copy of its order with the shared state machine: how a
 * tap changes the local copy, and how pending taps are laid again over a newer server copy.
 * Returns undefined when the machine refuses (the server would too; its answer will say why).
 */
export function applyKitchenMutation(order: KitchenOrder, entry: Pick<OutboxEntry, 'name' | 'args' | 'at'>): KitchenOrder | undefined {
  const decision = decide(order, entry)
  if (!decision?.isAllowed) return undefined
  const items = withChanges(order.items, decision.changes)
  const status = deriveOrderStatus(items.map((item) => item.status))
  if (decision.lastBump === undefined) return { ...order, items, status }
  return { ...order, items, status, last_bump: decision.lastBump, recall_until: recallUntil(decision.lastBump) }
}

/** What the server does with the mutation (server/kitchens/orders.service.ts), at the tap's time. */
function decide(order: KitchenOrder, entry: Pick<OutboxEntry, 'name' | 'args' | 'at'>): Decision | undefined {
  switch (entry.name) {
    case SET_ITEM_STATUS: {
      const args = entry.args as unknown as SetItemStatusArgs
      return applyItemStatus(order.items, args.item_id, args.status)
    }
    case SET_ORDER_STATUS: {
      const args = entry.args as unknown as SetOrderStatusArgs
      return applyOrderStatus(order.items, args.status, entry.at, { station: args.station, lastBump: order.last_bump })
    }
    case RECALL_ORDER:
      return applyRecall(order.items, order.last_bump, new Date(entry.at), (entry.args as unknown as RecallArgs).station)
    default:
      return undefined
  }
}

/** As the server sends it (kitchen-order.view.ts): the bump's time plus the recall window. */
const recallUntil = (lastBump: LastBump | null) =>
  lastBump ? new Date(new Date(lastBump.at).getTime() + RECALL_WINDOW_MS).toISOString() : null

const orderIdOf = (entry: OutboxEntry) => (entry.args as { order_id?: unknown }).order_id

/** The server's copy with this device's unsent taps on top: what the cook must see. */
function withPendingTaps(order: KitchenOrder, pending: readonly OutboxEntry[]): KitchenOrder {
  let shown = order
  for (const entry of pending) {
    if (orderIdOf(entry) === order.order_id) shown = applyKitchenMutation(shown, entry) ?? shown
  }
  return shown
}

/**
 * What a cook should notice: a new ticket, one the floor changed (items, quantities, notes, or an
 * item cancelled), a cancelled one. Not the kitchen's own progress: another screen's taps move
 * items along without a sound, or every tap in a busy kitchen would beep on every wall.
 */
export interface OrderAlert {
  order_id: number
  kind: 'new' | 'changed' | 'cancelled'
  /** The order as now shown, to name it ('Table J2') where the alert is told. */
  order: KitchenOrder
  /** Names of items cancelled by this change (the order itself still open). */
  cancelledItems: string[]
}
type OrderAlertListener = (alerts: readonly OrderAlert[]) => void
const alertListeners = new Set<OrderAlertListener>()

export function subscribeToOrderAlerts(listener: OrderAlertListener): () => void {
  alertListeners.add(listener)
  return () => alertListeners.delete(listener)
}

/** What the floor decides about an order; its items' progress is the kitchen's and not in it. */
const floorSignature = (order: KitchenOrder) =>
  JSON.stringify([
    order.notes,
    order.allergy_notes,
    order.items.map((item) => [item.item_id, item.quantity, item.notes, item.allergy_notes, item.status === 'cancelled']),
  ])

/** An echo of this device's own tap, or another screen's, changes the version but calls for no alert. */
function alertFor(local: KitchenOrder | undefined, shown: KitchenOrder): OrderAlert | undefined {
  if (!local) return { order_id: shown.order_id, kind: 'new', order: shown, cancelledItems: [] }
  if (shown.status === 'cancelled' && local.status !== 'cancelled')
    return { order_id: shown.order_id, kind: 'cancelled', order: shown, cancelledItems: [] }
  if (floorSignature(local) === floorSignature(shown)) return undefined
  const wasCancelled = new Set(local.items.filter((item) => item.status === 'cancelled').map((item) => item.item_id))
  const cancelledItems = shown.items
    .filter((item) => item.status === 'cancelled' && !wasCancelled.has(item.item_id))
    .map((item) => item.name)
  return { order_id: shown.order_id, kind: 'changed', order: shown, cancelledItems }
}

/**
 * Takes server copies of orders: each one replaces the local copy only if its version is newer
 * (`orIfEqual`: also an equal one, for a rejection's authoritative state, which must undo the
 * refused tap). Pending taps are laid on top again, so a pull never hides an unsent tap.
 * Must be called inside a 'rw' transaction over orders and outbox, or it opens its own.
 */
export async function mergeServerOrders(
  orders: readonly KitchenOrder[],
  options: { orIfEqual?: boolean; shouldAlert?: boolean } = {},
): Promise<OrderAlert[]> {
  if (orders.length === 0) return []
  const alerts = await withOpenDb(() =>
    db.transaction('rw', db.orders, db.outbox, async () => {
      const pending = await db.outbox.orderBy('seq').toArray()
      const current = await db.orders.bulkGet(orders.map((order) => order.order_id))
      const newer = orders.filter((order, index) => {
        const local = current[index]
        return !local || order.version > local.version || (options.orIfEqual === true && order.version === local.version)
      })
      const shown = newer.map((order) => withPendingTaps(order, pending))
      await db.orders.bulkPut(shown)
      const locals = new Map(current.filter((order) => order !== undefined).map((order) => [order.order_id, order]))
      return shown.map((order) => alertFor(locals.get(order.order_id), order)).filter((alert) => alert !== undefined)
    }),
  )
  // Told after the transaction, so a listener reading the database sees the change.
  if (options.shouldAlert && alerts.length > 0) for (const listener of alertListeners) listener(alerts)
  return alerts
}

/** A first pull (since 0) is the whole display: orders of the kitchen it does not list are gone. */
export async function replaceKitchenOrders(kitchenId: number, orders: readonly KitchenOrder[]): Promise<void> {
  await withOpenDb(() =>
    db.transaction('rw', db.orders, db.outbox, async () => {
      const keep = new Set(orders.map((order) => order.order_id))
      await db.orders
        .where('kitchen_id')
        .equals(kitchenId)
        .filter((order) => !keep.has(order.order_id))
        .delete()
      await mergeServerOrders(orders)
    }),
  )
}

/**
 * Served and cancelled orders leave the display after COMPLETED_VISIBLE_MS (ADR 022); the device
 * forgets them then too, unless a tap on them is still waiting to be sent.
 */
export async function forgetCompletedOrders(kitchenId: number, nowMs = Date.now()): Promise<number> {
  return withOpenDb(() =>
    db.transaction('rw', db.orders, db.outbox, async () => {
      const pendingOrderIds = new Set((await db.outbox.toArray()).map(orderIdOf))
      return db.orders
        .where('kitchen_id')
        .equals(kitchenId)
        .filter(
          (order) =>
            (order.status === 'served' || order.status === 'cancelled') &&
            nowMs - Date.parse(order.served_at ?? order.updated_at) > COMPLETED_VISIBLE_MS &&
            !pendingOrderIds.has(order.order_id),
        )
        .delete()
    }),
  )
}
