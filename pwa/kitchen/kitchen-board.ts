import { COMPLETED_VISIBLE_MS, isAtStation, isOpenItem, stationStatus } from '../../domain/kitchen-orders'
import type { KitchenOrder } from './kitchen-order'

/** The view that shows every station's items; the station filter's first button. */
export const ALL_STATIONS = 'All'

/**
 * The station a view's order-level taps act on (domain/kitchen-orders.ts, StationScope): the chosen
 * station's, or undefined (every item) in the All view.
 */
export const stationScope = (view: string): string | undefined => (view === ALL_STATIONS ? undefined : view)
export const DEFAULT_THRESHOLDS = { amberAfterMinutes: 5, redAfterMinutes: 10 }
export type Thresholds = typeof DEFAULT_THRESHOLDS
export type AgeTone = 'fresh' | 'amber' | 'red'

const byArrival = (a: KitchenOrder, b: KitchenOrder) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.order_id - b.order_id

/**
 * A station as people read it: the office stores one lowercase word ('tandoor', 'cold-starters');
 * the display shows 'Tandoor', 'Cold starters'. The stored value stays what items are filtered by.
 */
export function stationLabel(station: string): string {
  const words = station.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const hasItemAt = (order: KitchenOrder, station: string | undefined) => order.items.some((item) => isAtStation(item, station))

/** The order's status as the view sees it: its own, or (station view) that of the station's items. */
export const statusAt = (order: KitchenOrder, station: string | undefined) =>
  station === undefined ? order.status : stationStatus(order.items, station)

/**
 * What the display shows: orders still cooking, oldest first (arrival order), and orders ready to
 * go out. With a station (`stationScope`), only orders with an item of that station appear, in the
 * column their station's items put them: the tandoor's share ready is on its Ready column while
 * the hot station still cooks.
 */
export function kitchenBoard(orders: readonly KitchenOrder[], station: string | undefined) {
  const atStation = orders.filter((order) => hasItemAt(order, station))
  const inStatus = (...statuses: string[]) => atStation.filter((order) => statuses.includes(statusAt(order, station))).sort(byArrival)
  return { cooking: inStatus('pending', 'preparing'), ready: inStatus('ready') }
}

/**
 * When an order left the kitchen: served, or (cancelled) its last change; for a station, when the
 * last of its items changed (a device keeps no item's step times).
 */
function doneAt(order: KitchenOrder, station: string | undefined): number {
  if (station === undefined) return Date.parse(order.served_at ?? order.updated_at)
  return Math.max(...order.items.filter((item) => isAtStation(item, station)).map((item) => Date.parse(item.updated_at)))
}

/**
 * Orders served or cancelled in the last COMPLETED_VISIBLE_MS, latest first: what the cook checks
 * after a mistaken 'Served' or a cancellation (the server sends them for as long). In a station
 * view, orders whose items of that station are all served or cancelled.
 */
export function doneOrders(orders: readonly KitchenOrder[], station: string | undefined, nowMs: number): KitchenOrder[] {
  const done = orders.filter((order) => {
    const status = hasItemAt(order, station) ? statusAt(order, station) : undefined
    return (status === 'served' || status === 'cancelled') && nowMs - doneAt(order, station) <= COMPLETED_VISIBLE_MS
  })
  return done.sort((a, b) => doneAt(b, station) - doneAt(a, station) || b.order_id - a.order_id)
}

/** The all-day count: how many of each dish are still to be cooked across open orders. */
export function allDayTotals(orders: readonly KitchenOrder[], station: string | undefined): { name: string; quantity: number }[] {
  const totals = new Map<string, number>()
  for (const order of orders) {
    for (const item of order.items) {
      if (isOpenItem(item.status) && isAtStation(item, station)) totals.set(item.name, (totals.get(item.name) ?? 0) + item.quantity)
    }
  }
  return [...totals].map(([name, quantity]) => ({ name, quantity })).sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
}

export function ageTone(createdAt: string, nowMs: number, thresholds: Thresholds): AgeTone {
  const minutes = (nowMs - Date.parse(createdAt)) / 60_000
  if (minutes >= thresholds.redAfterMinutes) return 'red'
  if (minutes >= thresholds.amberAfterMinutes) return 'amber'
  return 'fresh'
}

/** '4:05' (minutes:seconds) under an hour, '1h 12m' after. */
export function formatAge(createdAt: string, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - Date.parse(createdAt)) / 1000))
  const minutes = Math.floor(seconds / 60)
  if (minutes >= 60) return `${Math.floor(minutes / 60)}h ${minutes % 60}m`
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}

export const orderTitle = (order: KitchenOrder) =>
  order.table_label ? `Table ${order.table_label}` : order.member_name ? order.member_name : 'Counter order'
