import { deriveOrderStatus, type Decision, type ItemChange } from '../../domain/kitchen-orders.js'
import type { Executor } from '../db/database.js'
import type { SessionCheck } from '../auth/recent-sessions.js'
import type { BatchWork } from '../sync/batch.js'
import type { OrderCopies } from './order-copies.js'
import { toKitchenOrder, type KitchenOrder } from './kitchen-order.view.js'
import { consumeServedItems, type ServedItem } from '../store/consumption.repository.js'
import { lockOrdersWithItems, readOrderWithItems, writeOrderChanges, type OrderItemRow, type OrderWithItems } from './orders.repository.js'

/**
 * How a working set holds its orders (ADR 022, "The tap's path"):
 * - 'locked': a transaction (a sync batch's, or a change made again) locks every order it touches
 *   as it reads them; nobody else changes them until it commits.
 * - 'read': a single change over HTTP reads its order without a lock and writes it in one statement
 *   only if nobody changed it meanwhile; `flush` throws OrderChangedMeanwhile otherwise, and the
 *   caller makes the change again, locked.
 */
export type OrderHolding = 'locked' | 'read'

/**
 * Another request changed the order between this change's read and its write, or the kitchen account
 * behind a session check may no longer work it; nothing was written.
 */
export class OrderChangedMeanwhile extends Error {
  constructor(readonly orderIds: number[]) {
    super(`Order ${orderIds.join(', ')} changed meanwhile`)
  }
}

/**
 * The orders one change or one sync batch works on, held in memory: a REST change loads one, a sync
 * batch loads all its mutations touch at once (server/sync/batch.ts). Changes apply to the held
 * copies at once, so the next mutation of the batch sees them; `flush` writes every changed order and
 * item in one statement with one new version and reports each changed order, as committed readers
 * will see it, to `onWritten` (the realtime push, queued until commit).
 */
export class OrderWorkingSet implements BatchWork {
  /** null: looked for and not found. */
  private readonly held = new Map<number, OrderWithItems | null>()
  private readonly changed = new Set<number>()
  private readonly changedItems = new Set<number>()
  /** Items served by this set's changes, by kitchen: their recipes are taken from its stock at flush (ADR 038). */
  private readonly served = new Map<number, ServedItem[]>()

  constructor(
    /** The batch's transaction ('locked'), or the database itself ('read'). */
    readonly trx: Executor,
    /** The server's time: every written row's updated_at. */
    private readonly now: Date,
    private readonly onWritten: (order: KitchenOrder) => void,
    private readonly holding: OrderHolding = 'locked',
    /** A kitchen account's session for the write to check (recent-sessions.ts); not written without it. */
    private readonly session?: SessionCheck,
  ) {}

  /** Reads (and in a batch locks) the orders not held yet, in one go. */
  async load(orderIds: readonly number[]): Promise<void> {
    const missing = [...new Set(orderIds)].filter((orderId) => !this.held.has(orderId))
    if (missing.length === 0) return
    for (const orderId of missing) this.held.set(orderId, null)
    const orders =
      this.holding === 'locked'
        ? await lockOrdersWithItems(this.trx, missing)
        : (await Promise.all(missing.map((orderId) => readOrderWithItems(this.trx, orderId)))).filter((order) => order !== undefined)
    for (const order of orders) this.held.set(order.order_id, order)
  }

  /** Holds an order read for this set elsewhere (ahead of the request's sign-in check); undefined: none. */
  hold(orderId: number, order: OrderWithItems | undefined): void {
    this.held.set(orderId, order ?? null)
  }

  async get(orderId: number): Promise<OrderWithItems | undefined> {
    await this.load([orderId])
    return this.held.get(orderId) ?? undefined
  }

  /** The order as readers get it, with what this transaction changed so far. */
  view(orderId: number): KitchenOrder {
    const order = this.held.get(orderId)
    if (!order) throw new Error(`Order ${orderId} is not held`)
    return toKitchenOrder(order)
  }

  /** Applies an allowed decision, taken at `at`, to the held order; written at flush. */
  apply(orderId: number, decision: Extract<Decision, { isAllowed: true }>, at: Date): void {
    const order = this.held.get(orderId)
    if (!order) throw new Error(`Order ${orderId} is not held`)
    if (decision.changes.length === 0 && decision.lastBump === undefined) return
    for (const change of decision.changes) {
      const item = order.items.find((candidate) => candidate.item_id === change.item_id)!
      Object.assign(item, { status: change.to, ...itemStamps(change, at) })
      this.changedItems.add(item.item_id)
      if (change.to === 'served') {
        const { item_id, menu_item_id, quantity } = item
        this.served.set(order.kitchen_id, [
          ...(this.served.get(order.kitchen_id) ?? []),
          { item_id, order_id: orderId, menu_item_id, quantity },
        ])
      }
    }
    order.status = deriveOrderStatus(order.items.map((item) => item.status))
    const isReady = order.status === 'ready' || order.status === 'served'
    order.ready_at = isReady ? (order.ready_at ?? at) : null
    order.served_at = order.status === 'served' ? (order.served_at ?? at) : null
    if (decision.lastBump !== undefined) {
      order.last_bump_at = decision.lastBump ? at : null
      order.last_bump_items = decision.lastBump ? decision.lastBump.items : null
    }
    this.changed.add(orderId)
  }

  async flush(): Promise<void> {
    if (this.changed.size === 0) return
    const orders = [...this.changed].map((orderId) => this.held.get(orderId)!)
    const writes = orders.map((order) => ({ order, items: order.items.filter((item) => this.changedItems.has(item.item_id)) }))
    // Unlocked, one statement writes one order whole or not at all (a second order could be written
    // without the first); a change over HTTP changes one.
    if (this.holding === 'read' && writes.length > 1) throw new Error('A read working set writes one order at a time')
    const served = [...this.served]
    this.changed.clear()
    this.changedItems.clear()
    this.served.clear()
    // Only once the items are written served: a tap that lost the race (or was a repeat) takes nothing.
    const writeThenTake = async (executor: Executor) => {
      const outcome = await writeOrderChanges(executor, writes, this.now, this.session)
      if (outcome.written.size === writes.length) {
        for (const [kitchenId, items] of served) await consumeServedItems(executor, kitchenId, items, this.now)
      }
      return outcome
    }
    // A serve and its stock moves commit together. Locked, the batch's transaction holds both; over
    // HTTP a serving tap gets a transaction of its own, and every other tap keeps its one statement.
    const { version, written } =
      served.length > 0 && !this.trx.isTransaction ? await this.trx.transaction().execute(writeThenTake) : await writeThenTake(this.trx)
    if (written.size !== writes.length) {
      const unwritten = writes.map(({ order }) => order.order_id).filter((orderId) => !written.has(orderId))
      // Locked, nobody can have changed them: a bug, and the batch's transaction rolls back.
      if (this.holding === 'locked') throw new Error(`Wrote ${written.size} of ${writes.length} orders`)
      throw new OrderChangedMeanwhile(unwritten)
    }
    for (const { order, items } of writes) {
      for (const row of [order, ...items]) Object.assign(row, { version, updated_at: this.now })
      Object.assign(order, written.get(order.order_id))
      this.onWritten(toKitchenOrder(order))
    }
  }

  /** Keeps every order held as a copy for later changes; only once what was written is committed. */
  keepCopies(copies: OrderCopies): void {
    for (const order of this.held.values()) if (order) copies.keep(order)
  }
}

/** The time an item reached its new status; an item recalled from ready is no longer ready. */
function itemStamps(change: ItemChange, at: Date): Partial<OrderItemRow> {
  switch (change.to) {
    case 'pending':
      return { ready_at: null, started_at: null }
    case 'preparing':
      return change.from === 'ready' ? { ready_at: null } : { started_at: at }
    case 'ready':
      return { ready_at: at }
    case 'served':
      return { served_at: at }
    case 'cancelled':
      return { cancelled_at: at }
  }
}
