import { ArrowDown, ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { subscribeToOrderAlerts } from '../offline/order-store'
import { orderTitle } from './kitchen-board'
import type { KitchenOrder } from './kitchen-order'

/** Where a ticket's card is on the page: OrderCard marks its article with the order's id. */
const cardOf = (orderId: number) => document.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`)

/**
 * New orders that arrived out of sight (below the cards on screen, the page scrolled): a flash no
 * one can see is no alert. Each leaves the list once half its card has been on screen. Browsers
 * without IntersectionObserver (none the club uses) simply get no reminder.
 */
function useOffscreenNewOrders(cooking: readonly KitchenOrder[]): number[] {
  const [unseen, setUnseen] = useState<number[]>([])
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    return subscribeToOrderAlerts((alerts) => {
      const arrived = alerts.filter((alert) => alert.kind === 'new').map((alert) => alert.order_id)
      if (arrived.length > 0) setUnseen((current) => [...new Set([...current, ...arrived])])
    })
  }, [])
  useEffect(() => {
    if (unseen.length === 0) return
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = new Set(
          entries.filter((entry) => entry.isIntersecting).map((entry) => Number((entry.target as HTMLElement).dataset.orderId)),
        )
        if (seen.size > 0) setUnseen((current) => current.filter((orderId) => !seen.has(orderId)))
      },
      { threshold: 0.5 },
    )
    for (const orderId of unseen) {
      const card = cardOf(orderId)
      if (card) observer.observe(card)
    }
    return () => observer.disconnect()
  }, [unseen, cooking])
  const open = new Set(cooking.map((order) => order.order_id))
  return unseen.filter((orderId) => open.has(orderId))
}

/**
 * A big reminder in the open orders' heading row: 'New order: Table T5', a tap brings its card into
 * view. It has that row to itself, so it never covers a ticket's button.
 */
export function NewOrderPill({ cooking }: { cooking: readonly KitchenOrder[] }) {
  const unseen = useOffscreenNewOrders(cooking)
  const first = cooking.find((order) => order.order_id === unseen[0])
  if (!first) return null
  const card = cardOf(first.order_id)
  // The tickets scroll in their own column (kitchen.css): above is above that column's top.
  const top = card?.parentElement?.getBoundingClientRect().top ?? 0
  const isAbove = card !== null && card.getBoundingClientRect().bottom < Math.max(0, top)
  const Arrow = isAbove ? ArrowUp : ArrowDown
  const more = unseen.length - 1
  return (
    <button
      type="button"
      className="new-order-pill"
      onClick={() => {
        card?.scrollIntoView({ behavior: 'smooth', block: 'center' })
        card?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true })
      }}
    >
      <Arrow aria-hidden="true" size={24} />
      New order: {orderTitle(first)}
      {more > 0 && ` (+${more} more)`}
    </button>
  )
}
