import { useEffect, useState } from 'react'
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
  const [leaving, setLeaving] = useState<{ orderId: number; column: 'cooking' | 'ready'; nextId: number | undefined }>()
  const column = leaving ? columns[leaving.column] : undefined
  useEffect(() => {
    if (!leaving || !column || column.some((order) => order.order_id === leaving.orderId)) return
    setLeaving(undefined)
    const target = (leaving.nextId !== undefined ? firstControlOf(cardOf(leaving.nextId)) : null) ?? document.getElementById(`${leaving.column}-title`)
    target?.focus()
  }, [leaving, column])
  return (orderId: number, from: 'cooking' | 'ready') => {
    if (!cardOf(orderId)?.contains(document.activeElement)) return
    const orders = columns[from]
    const index = orders.findIndex((order) => order.order_id === orderId)
    setLeaving({ orderId, column: from, nextId: (orders[index + 1] ?? orders[index - 1])?.order_id })
  }
}
