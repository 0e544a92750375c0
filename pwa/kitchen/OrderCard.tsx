import { AlertTriangle, MessageSquareText } from 'lucide-react'
import { applyRecall, isOpenItem, nextItemStatus } from '../../domain/kitchen-orders'
import { ageTone, formatAge, isItemAtStation, orderTitle, type Thresholds } from './kitchen-board'
import type { KitchenOrder } from './kitchen-order'

interface OrderCardProps {
  order: KitchenOrder
  nowMs: number
  thresholds: Thresholds
  station: string
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
      <AlertTriangle aria-hidden="true" size={26} />
      <span>
        <strong>Allergy:</strong> {text}
      </span>
    </p>
  )
}

/** One ticket: tap an item to move it one step; bump the whole ticket; serve or recall a ready one. */
export function OrderCard({ order, nowMs, thresholds, station, flash, onTapItem, onBump, onServe, onRecall }: OrderCardProps) {
  const tone = order.status === 'ready' ? 'fresh' : ageTone(order.created_at, nowMs, thresholds)
  const shown = order.items.filter((item) => isItemAtStation(item, station))
  const hiddenCount = order.items.length - shown.length
  const canBump = order.items.some((item) => isOpenItem(item.status))
  // Offline too: the recall is queued like a tap (kitchen-actions.ts); the server judges it again.
  const canRecall = applyRecall(order.items, order.last_bump, new Date(nowMs)).isAllowed
  const title = orderTitle(order)
  return (
    <article
      className={`ticket ticket--${tone}${flash ? ` ticket--flash ticket--flash-${flash}` : ''}`}
      aria-label={`${title}, order ${order.order_id}`}
      data-order-id={order.order_id}
    >
      <header className="ticket__head">
        <div>
          <h3 className="ticket__title">{title}</h3>
          <p className="ticket__meta">
            {order.restaurant_name} · #{order.order_id}
          </p>
        </div>
        <p className="ticket__age" aria-label={`Waiting ${formatAge(order.created_at, nowMs)}`} data-tone={tone}>
          {formatAge(order.created_at, nowMs)}
        </p>
      </header>
      {order.allergy_notes && <AllergyNote text={order.allergy_notes} />}
      {order.notes && (
        <p className="ticket__note">
          <MessageSquareText aria-hidden="true" size={22} /> {order.notes}
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
                  {item.notes && <span className="ticket-item__note">{item.notes} </span>}
                  {item.allergy_notes && (
                    <span className="ticket-item__allergy">
                      <AlertTriangle aria-hidden="true" size={20} /> Allergy: {item.allergy_notes}{' '}
                    </span>
                  )}
                </span>{' '}
                <span className="ticket-item__status">{statusWord[item.status]}</span>
                {next && <span className="visually-hidden">. Tap for {statusWord[next]}</span>}
              </button>
            </li>
          )
        })}
      </ul>
      {hiddenCount > 0 && <p className="ticket__more">+{hiddenCount} at other stations</p>}
      <footer className="ticket__actions">
        {order.status === 'ready' ? (
          <>
            <button type="button" className="ticket__action ticket__action--serve" onClick={() => onServe(order.order_id)}>
              Served
            </button>
            {canRecall && (
              <button type="button" className="ticket__action" onClick={() => onRecall(order.order_id)}>
                Recall
              </button>
            )}
          </>
        ) : (
          <button type="button" className="ticket__action ticket__action--bump" disabled={!canBump} onClick={() => onBump(order.order_id)}>
            Bump — all ready
          </button>
        )}
      </footer>
    </article>
  )
}
