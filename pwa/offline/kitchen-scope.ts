import type { KitchenOrder } from '../kitchen/kitchen-order'
import { forgetCompletedOrders, mergeServerOrders, replaceKitchenOrders } from './order-store'
import type { AnsweredMutation, ScopeHandler } from './scope-handler'

function isOrder(value: unknown): value is KitchenOrder {
  return typeof value === 'object' && value !== null && 'order_id' in value && 'items' in value && 'version' in value
}

const statesOf = (answered: readonly AnsweredMutation[]) => answered.map(({ result }) => result.state).filter(isOrder)

/** `kitchen:{id}`: the kitchen's open orders (ADR 022); a first pull replaces the display. */
export const kitchenScopeHandler: ScopeHandler = {
  scopePrefix: 'kitchen',
  mutationPrefix: 'kitchen.',
  async takePull(scope, answer, since) {
    const orders = (answer.orders ?? []) as KitchenOrder[]
    const kitchenId = Number(scope.split(':')[1])
    if (since === 0) await replaceKitchenOrders(kitchenId, orders)
    else await mergeServerOrders(orders, { shouldAlert: true })
    await forgetCompletedOrders(kitchenId)
  },
  async takeResults(answered) {
    await mergeServerOrders(statesOf(answered.filter(({ result }) => result.status === 'applied')))
    // A rejection's state is the truth even at an equal version: it must undo the refused tap.
    await mergeServerOrders(statesOf(answered.filter(({ result }) => result.status === 'rejected')), { orIfEqual: true })
  },
}
