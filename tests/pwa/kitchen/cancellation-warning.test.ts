import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { cancellationWarning } from '../../../pwa/kitchen/use-kitchen-sync'
import { kitchenOrder, orderItem } from '../offline/fixtures'

describe('what the kitchen is told when the floor cancels', () => {
  const order = kitchenOrder({ order_id: 5, table_label: 'J2', restaurant_name: 'Jade Garden', status: 'cancelled' })

  it('a cancelled order is named as its card names it, with every dish to stop', () => {
    expect(cancellationWarning({ order_id: 5, kind: 'cancelled', order, cancelledItems: [] })).toBe(
      'Cancelled: Table J2, Jade Garden #5. Stop 2× Butter Naan, 1× Dal Makhani.',
    )
  })

  it('items cancelled from an open order are named; a change with none cancelled gets no warning', () => {
    const open = kitchenOrder({
      order_id: 5,
      member_name: 'Vikram Malhotra',
      table_label: null,
      items: [orderItem({ order_id: 5, status: 'cancelled' })],
    })
    expect(cancellationWarning({ order_id: 5, kind: 'changed', order: open, cancelledItems: ['Butter Naan'] })).toBe(
      'Vikram Malhotra, Zafraan #5: Butter Naan cancelled.',
    )
    expect(cancellationWarning({ order_id: 5, kind: 'changed', order: open, cancelledItems: [] })).toBeUndefined()
    expect(cancellationWarning({ order_id: 5, kind: 'new', order: open, cancelledItems: [] })).toBeUndefined()
  })
})
