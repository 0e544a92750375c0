import { useEffect, useRef } from 'react'
import type { KitchenOrder } from './kitchen-order'

const cardOf = (orderId: number) => document.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`)
const firstControlOf = (card: HTMLElement | null) => card?.querySelector<HTMLElement>('button:not(:disabled)') ?? null

/**
 * A bumped or served ticket leaves its column, and the button that had the keyboard's focus goes
 * with it: focus would drop to the page. `willLeave(orderId, column)` (before the tap) remembers the
 * ticket after it in that column; once the ticket has left, focus moves there (or to the column's
 * heading when it was the last). Only when focus was on the leaving ticket: a tap elsewhere moves
 * nothing.
 */
export function useFocusAfterLeaving(columns: Record<'cooking' | 'ready', readonly KitchenOrder[]>) {
  // Set by the tap, read once the columns change: nothing to draw, so a ref, not state.
  const leavingRef = useRef<{ orderId: number; column: 'cooking' | 'ready'; nextId: number | undefined }>(undefined)
  const { cooking, ready } = columns
  useEffect(() => {
    const leaving = leavingRef.current
    if (!leaving) return
    const column = leaving.column === 'cooking' ? cooking : ready
    if (column.some((order) => order.order_id === leaving.orderId)) return
    leavingRef.current = undefined
    const target =
      (leaving.nextId !== undefined ? firstControlOf(cardOf(leaving.nextId)) : null) ?? document.getElementById(`${leaving.column}-title`)
    target?.focus()
  }, [cooking, ready])
  return (orderId: number, from: 'cooking' | 'ready') => {
    if (!cardOf(orderId)?.contains(document.activeElement)) return
    const orders = columns[from]
    const index = orders.findIndex((order) => order.order_id === orderId)
    leavingRef.current = { orderId, column: from, nextId: (orders[index + 1] ?? orders[index - 1])?.order_id }
  }
}
