import { expect, test } from 'vitest'
import { createOrderCopies } from '../../server/kitchens/order-copies.js'
import type { OrderWithItems } from '../../server/kitchens/orders.repository.js'

// What a server remembers of the orders it has seen (ADR 022, "A tap in one trip"). An old copy costs
// a tap a locked retry, never a wrong write; these keep the retries rare and the copies private.

const order = (orderId: number, version: number, status = 'pending') =>
  ({
    order_id: orderId,
    version,
    status,
    created_at: new Date('2026-11-25T12:00:00Z'),
    items: [{ item_id: orderId * 10, status }],
  }) as unknown as OrderWithItems

test('a copy handed out is the caller’s to change: what is kept stays as it was', () => {
  const copies = createOrderCopies()
  copies.keep(order(1, 5))
  const taken = copies.take(1)!
  taken.status = 'ready'
  taken.items[0]!.status = 'ready'
  expect(copies.take(1)).toMatchObject({ status: 'pending', items: [{ status: 'pending' }], created_at: new Date('2026-11-25T12:00:00Z') })
})

test('of two requests on one order finishing out of order, the later version is kept', () => {
  const copies = createOrderCopies()
  copies.keep(order(1, 7, 'preparing'))
  copies.keep(order(1, 5, 'pending'))
  expect(copies.take(1)).toMatchObject({ version: 7, status: 'preparing' })
  copies.keep(order(1, 9, 'ready'))
  expect(copies.take(1)).toMatchObject({ version: 9, status: 'ready' })
})

test('past its limit the copy kept longest ago goes first; one kept again counts as new', () => {
  const copies = createOrderCopies(2)
  copies.keep(order(1, 1))
  copies.keep(order(2, 2))
  copies.keep(order(1, 3))
  copies.keep(order(3, 4))
  expect([1, 2, 3].map((orderId) => copies.take(orderId)?.version)).toEqual([3, undefined, 4])
})
