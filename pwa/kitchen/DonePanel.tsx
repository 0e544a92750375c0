import { isAtStation } from '../../domain/kitchen-orders'
import { formatClubTime } from '../../domain/time'
import { orderTitle, statusAt } from './kitchen-board'
import type { KitchenOrder } from './kitchen-order'

/** The latest this many; a busy half hour's whole list would push the panel off any screen. */
const DONE_SHOWN = 8

interface DonePanelProps {
  orders: readonly KitchenOrder[]
  /** The view's station: its items only, and their status (kitchen-board.ts, doneOrders). */
  station: string | undefined
}

const itemSummary = (order: KitchenOrder, station: string | undefined) => {
  const isCancelled = statusAt(order, station) === 'cancelled'
  return order.items
    .filter((item) => isAtStation(item, station) && (item.status !== 'cancelled' || isCancelled))
    .map((item) => `${item.quantity}× ${item.name}`)
    .join(', ')
}

/**
 * "Done": the orders served or cancelled in the last half hour, latest first, so that a ticket that
 * vanished (a mistaken Served, a cancellation from the floor) can still be found and read.
 */
export function DonePanel({ orders, station }: DonePanelProps) {
  const shown = orders.slice(0, DONE_SHOWN)
  const earlier = orders.length - shown.length
  return (
    <section className="done" aria-labelledby="done-title">
      <h2 id="done-title" className="kitchen__section-title">
        Done, last 30 minutes ({orders.length})
      </h2>
      {orders.length === 0 ? (
        <p className="all-day__empty">Nothing served or cancelled yet.</p>
      ) : (
        <ul className="done__list">
          {shown.map((order) => {
            const status = statusAt(order, station)
            return (
              <li key={order.order_id} className={`done__order done__order--${status}`}>
                <p className="done__head">
                  <strong>{orderTitle(order)}</strong>
                  <span className="done__status">
                    {status === 'served' ? 'Served' : 'Cancelled'} {formatClubTime(new Date(order.served_at ?? order.updated_at))}
                  </span>
                </p>
                <p className="done__meta">
                  {order.restaurant_name} · #{order.order_id} · {itemSummary(order, station)}
                </p>
              </li>
            )
          })}
        </ul>
      )}
      {earlier > 0 && <p className="all-day__empty">and {earlier === 1 ? '1 earlier order' : `${earlier} earlier orders`}</p>}
    </section>
  )
}
