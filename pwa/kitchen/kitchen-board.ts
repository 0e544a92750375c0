import { COMPLETED_VISIBLE_MS, isOpenItem } from '../../domain/kitchen-orders'
import type { KitchenOrder, KitchenOrderItem } from './kitchen-order'

export const ALL_STATIONS = 'All'
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

export const isItemAtStation = (item: KitchenOrderItem, station: string) => station === ALL_STATIONS || item.station === station

/**
 * What the display shows: orders still cooking, oldest first (arrival order), and orders ready to
 * go out. With a station chosen, only orders with an item of that station appear.
 */
export function kitchenBoard(orders: readonly KitchenOrder[], station: string) {
  const atStation = orders.filter((order) => order.items.some((item) => isItemAtStation(item, station)))
  return {
    cooking: atStation.filter((order) => order.status === 'pending' || order.status === 'preparing').sort(byArrival),
    ready: atStation.filter((order) => order.status === 'ready').sort(byArrival),
  }
}

/** When an order left the kitchen: served, or (cancelled) its last change. */
const doneAt = (order: KitchenOrder) => Date.parse(order.served_at ?? order.updated_at)

/**
 * Orders served or cancelled in the last COMPLETED_VISIBLE_MS, latest first: what the cook checks
 * after a mistaken 'Served' or a cancellation (the server sends them for as long).
 */
export function doneOrders(orders: readonly KitchenOrder[], station: string, nowMs: number): KitchenOrder[] {
  return orders
    .filter((order) => (order.status === 'served' || order.status === 'cancelled') && nowMs - doneAt(order) <= COMPLETED_VISIBLE_MS)
    .filter((order) => order.items.some((item) => isItemAtStation(item, station)))
    .sort((a, b) => doneAt(b) - doneAt(a) || b.order_id - a.order_id)
}

/** The all-day count: how many of each dish are still to be cooked across open orders. */
export function allDayTotals(orders: readonly KitchenOrder[], station: string): { name: string; quantity: number }[] {
  const totals = new Map<string, number>()
  for (const order of orders) {
    for (const item of order.items) {
      if (isOpenItem(item.status) && isItemAtStation(item, station)) totals.set(item.name, (totals.get(item.name) ?? 0) + item.quantity)
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
