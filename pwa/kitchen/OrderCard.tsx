import { AlertTriangle, MessageSquareText } from 'lucide-react'
import { applyRecall, deriveOrderStatus, isAtStation, isOpenItem, nextItemStatus } from '../../domain/kitchen-orders'
import { ageTone, formatAge, orderTitle, stationLabel, statusAt, type Thresholds } from './kitchen-board'
import type { KitchenOrder } from './kitchen-order'

interface OrderCardProps {
  order: KitchenOrder
  nowMs: number
  thresholds: Thresholds
  /** The view's station (kitchen-board.ts, stationScope); undefined: the All view. */
  station: string | undefined
  flash?: 'new' | 'changed' | 'cancelled' | undefined
  onTapItem: (orderId: number, itemId: number) => void
  onBump: (orderId: number) => void
  onServe: (orderId: number) => void
  onRecall: (orderId: number) => void
}

const statusWord = { pending: 'New', preparing: 'Cooking', ready: 'Ready', served: 'Served', cancelled: 'Cancelled' } as const

function AllergyNote({ text }: { text: string }) {
  return (
    <p className="ticket__allergy">
      <AlertTriangle aria-hidden="true" size={22} />
      <span>
        <strong>Allergy:</strong> {text}
      </span>
    </p>
  )
}

/** What the rest of the order is doing, for a station's cook: '+2 at other stations · Cooking'. */
function OtherStations({ order, station }: { order: KitchenOrder; station: string | undefined }) {
  const others = order.items.filter((item) => !isAtStation(item, station))
  if (others.length === 0) return null
  const status = deriveOrderStatus(others.map((item) => item.status))
  return (
    <p className="ticket__more">
      +{others.length} at other stations · {statusWord[status]}
    </p>
  )
}

/**
 * One ticket: tap an item to move it one step; bump the ticket; serve or recall a ready one. In a
 * station view the ticket lists that station's items, and its bump, Served and Recall act on them
 * only (domain/kitchen-orders.ts, StationScope).
 */
export function OrderCard({ order, nowMs, thresholds, station, flash, onTapItem, onBump, onServe, onRecall }: OrderCardProps) {
  const status = statusAt(order, station)
  const tone = status === 'ready' ? 'ready' : ageTone(order.created_at, nowMs, thresholds)
  const shown = order.items.filter((item) => isAtStation(item, station))
  const canBump = shown.some((item) => isOpenItem(item.status))
  // Offline too: the recall is queued like a tap (kitchen-actions.ts); the server judges it again.
  const canRecall = applyRecall(order.items, order.last_bump, new Date(nowMs), station).isAllowed
  const title = orderTitle(order)
  const where = station === undefined ? undefined : stationLabel(station)
  const age = formatAge(order.created_at, nowMs)
  return (
    <article
      className={`ticket ticket--${tone}${flash ? ` ticket--flash ticket--flash-${flash}` : ''}`}
      aria-label={`${title}, order ${order.order_id}`}
      data-order-id={order.order_id}
    >
      <header className="ticket__head">
        <div className="ticket__who">
          <h3 className="ticket__title">{title}</h3>
          <p className="ticket__meta">
            #{order.order_id} · {order.restaurant_name}
          </p>
        </div>
        <p className="ticket__age" aria-label={`Waiting ${age}`} data-tone={tone}>
          {age}
        </p>
      </header>
      {order.allergy_notes && <AllergyNote text={order.allergy_notes} />}
      {order.notes && (
        <p className="ticket__note">
          <MessageSquareText aria-hidden="true" size={18} /> {order.notes}
        </p>
      )}
      <ul className="ticket__items">
        {shown.map((item) => {
          const next = nextItemStatus(item.status)
          return (
            <li key={item.item_id}>
              <button
                type="button"
                className={`ticket-item ticket-item--${item.status}`}
                disabled={!next}
                onClick={() => onTapItem(order.order_id, item.item_id)}
              >
                {/* The name is what the button shows (WCAG "label in name"), with the tap's effect for screen readers. */}
                <span className="ticket-item__quantity">{item.quantity}×</span>{' '}
                <span className="ticket-item__body">
                  <span className="ticket-item__name">{item.name}</span>{' '}
                  {/* Not started is how every item begins: said to screen readers, not printed on each row. */}
                  <span className={item.status === 'pending' ? 'visually-hidden' : 'ticket-item__status'}>{statusWord[item.status]}</span>
                  {item.notes && <span className="ticket-item__note"> {item.notes}</span>}
                  {item.allergy_notes && (
                    <span className="ticket-item__allergy">
                      {' '}
                      <AlertTriangle aria-hidden="true" size={18} /> Allergy: {item.allergy_notes}
                    </span>
                  )}
                </span>
                {next && <span className="visually-hidden">. Tap for {statusWord[next]}</span>}
              </button>
            </li>
          )
        })}
      </ul>
      <OtherStations order={order} station={station} />
      <footer className="ticket__actions">
        {status === 'ready' ? (
          <>
            <button type="button" className="ticket__action ticket__action--serve" onClick={() => onServe(order.order_id)}>
              {where ? `Served — ${where}` : 'Served'}
            </button>
            {canRecall && (
              <button type="button" className="ticket__action ticket__action--recall" onClick={() => onRecall(order.order_id)}>
                Recall
              </button>
            )}
          </>
        ) : (
          <button type="button" className="ticket__action ticket__action--bump" disabled={!canBump} onClick={() => onBump(order.order_id)}>
            {where ? `Bump — ${where} ready` : 'Bump — all ready'}
          </button>
        )}
      </footer>
    </article>
  )
}
