import { z } from 'zod'
import { COMPLETED_VISIBLE_MS, kitchenStatuses, orderTargets } from '../../domain/kitchen-orders.js'
import { isAdmin, type Principal } from '../auth/principal.js'
import { registerMutation, registerScope, type MutationContext, type MutationOutcome, type SyncRegistry } from '../sync/sync.contract.js'
import { toKitchenOrder } from './kitchen-order.view.js'
import { listDisplayOrders, listOrdersChangedSince } from './orders.repository.js'
import { kitchenRoom, setItemStatus, setOrderStatus, type OrderChangeContext, type OrderChangeResult } from './orders.service.js'

/**
 * The kitchen's part of the sync engine (ADR 010): the two taps a kitchen tablet queues offline, and
 * the 'kitchen:{id}' scope it pulls. The mutations run the same service functions as the REST routes.
 */
const id = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive')
const setItemStatusArgs = z.object({ order_id: id, item_id: id, status: z.enum(kitchenStatuses) })
const setOrderStatusArgs = z.object({ order_id: id, status: z.enum(orderTargets) })

/** Kitchen accounts and staff may send them; whose kitchen the order is in is checked when applied. */
const mayWorkKitchens = (principal: Principal) => principal.kind === 'kitchen' || principal.kind === 'staff'

/**
 * The service's context from the engine's: its transaction and versions, the server's clock, and the
 * time of the tap on the device (the service keeps it between the order's creation and now).
 */
function changeContext(context: MutationContext): OrderChangeContext {
  return { trx: context.trx, principal: context.principal, now: context.deps.clock(), at: context.happenedAt, nextVersion: context.nextVersion }
}

/** The engine's outcome; a refusal carries the order as the server has it, for the device to take. */
function toOutcome(context: MutationContext, result: OrderChangeResult): MutationOutcome {
  if (result.status === 'rejected') {
    return { status: 'rejected', reason: result.reason, message: result.message, ...(result.order ? { state: result.order } : {}) }
  }
  if (result.notification) context.notify(result.notification.room, result.notification.event, result.notification.payload)
  return { status: 'applied', state: result.order }
}

const kitchenKey = (key: string) => (/^[1-9]\d{0,9}$/.test(key) ? Number(key) : undefined)

export function registerKitchenSync(registry: SyncRegistry) {
  registerMutation(registry, {
    name: 'kitchen.setItemStatus',
    args: setItemStatusArgs,
    isAllowed: mayWorkKitchens,
    apply: async (context, args) => toOutcome(context, await setItemStatus(changeContext(context), args.order_id, args.item_id, args.status)),
  })

  registerMutation(registry, {
    name: 'kitchen.setOrderStatus',
    args: setOrderStatusArgs,
    isAllowed: mayWorkKitchens,
    apply: async (context, args) => toOutcome(context, await setOrderStatus(changeContext(context), args.order_id, args.status)),
  })

  registerScope(registry, {
    prefix: 'kitchen',
    // A kitchen account pulls its own kitchen; admins any (a grant check would need the database here).
    isAllowed: (principal, key) => {
      const kitchenId = kitchenKey(key)
      if (kitchenId === undefined) return false
      return principal.kind === 'kitchen' ? principal.kitchenId === kitchenId : isAdmin(principal)
    },
    // since = 0: what the display shows (open, and completed in the last 30 minutes); otherwise every
    // order of the kitchen changed after `since`, so a screen also learns of orders that left it.
    pull: async ({ db, deps }, key, since) => {
      const kitchenId = kitchenKey(key)!
      const rows =
        since === 0
          ? await listDisplayOrders(db, kitchenId, new Date(deps.clock().getTime() - COMPLETED_VISIBLE_MS))
          : await listOrdersChangedSince(db, kitchenId, since)
      return { orders: rows.map(toKitchenOrder) }
    },
    room: (key) => kitchenRoom(Number(key)),
  })
}
