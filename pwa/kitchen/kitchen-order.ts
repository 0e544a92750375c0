import type { KitchenOrder as OrderAnswer, KitchenOrderItem as ItemAnswer } from '../../domain/contract/kitchen-orders'
import type { LastBump } from '../../domain/kitchen-orders'

/**
 * What a device keeps of an order (ADR 022 "One order shape"): the contract's order, less what no
 * kitchen screen reads (an item's price and the time of each step). `last_bump` is also what the
 * device itself records when it bumps offline.
 */
export type KitchenOrderItem = Omit<ItemAnswer, 'price_paise' | 'started_at' | 'ready_at' | 'served_at' | 'cancelled_at'>

export type KitchenOrder = Omit<OrderAnswer, 'items' | 'placed_by' | 'placed_by_name' | 'last_bump'> &
  Partial<Pick<OrderAnswer, 'placed_by' | 'placed_by_name'>> & {
    last_bump: LastBump | null
    items: KitchenOrderItem[]
  }
