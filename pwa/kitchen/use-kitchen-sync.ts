import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { db } from '../offline/db'
import { kitchenScopeHandler } from '../offline/kitchen-scope'
import { subscribeToOrderAlerts, type OrderAlert } from '../offline/order-store'
import { subscribeToRejections } from '../offline/rejections'
import { useLiveQuery } from '../offline/use-live-query'
import { useScopeSync, type AreaSync } from '../offline/use-scope-sync'
import { orderTitle } from './kitchen-board'
import { beep } from './kitchen-sound'

const FLASH_MS = 4_000
/** A cancellation stays up long enough to be read across the kitchen, and closes with a tap. */
const CANCELLED_TOAST_MS = 20_000
/** Toasts on the wall tablet: kitchen-sized type and close button (kitchen.css). */
const KITCHEN_TOAST = { className: 'kitchen-toast' }

/** The tablet syncs as its kitchen account even if staff signed in too; `kitchen:changed` hints are always merged. */
const kitchenSync: AreaSync = { session: 'kitchen', handler: kitchenScopeHandler }

const itemList = (items: readonly { quantity: number; name: string }[]) => items.map((item) => `${item.quantity}× ${item.name}`).join(', ')

/**
 * What a cook must stop making, named as the card names it ('Table J2, Jade Garden #5'): the whole
 * order's items when it was cancelled, or the items the floor cancelled from an open order.
 */
export function cancellationWarning(alert: OrderAlert): string | undefined {
  const { order } = alert
  const which = `${orderTitle(order)}, ${order.restaurant_name} #${order.order_id}`
  if (alert.kind === 'cancelled') return `Cancelled: ${which}. Stop ${itemList(order.items)}.`
  if (alert.cancelledItems.length > 0) return `${which}: ${alert.cancelledItems.join(', ')} cancelled.`
  return undefined
}

/**
 * Runs the kitchen's sync while the display is on screen (`kitchen:{id}`, useScopeSync), with the
 * sound and flash of new, changed and cancelled orders, and a toast for every refused tap.
 */
export function useKitchenSync(kitchenId: number) {
  const sync = useScopeSync(`kitchen:${kitchenId}`, kitchenSync)
  const [flashing, setFlashing] = useState<ReadonlyMap<number, OrderAlert['kind']>>(new Map())

  useEffect(() => {
    const flashTimers = new Set<ReturnType<typeof setTimeout>>()
    const stops = [
      subscribeToRejections((rejections) => {
        for (const rejection of rejections) toast.error(`A tap was refused: ${rejection.message}`, KITCHEN_TOAST)
      }),
      subscribeToOrderAlerts((alerts) => {
        beep(
          alerts.some((alert) => alert.kind === 'cancelled')
            ? 'cancelled'
            : alerts.some((alert) => alert.kind === 'new')
              ? 'new'
              : 'changed',
        )
        setFlashing((current) => new Map([...current, ...alerts.map((alert) => [alert.order_id, alert.kind] as const)]))
        const timer = setTimeout(() => {
          flashTimers.delete(timer)
          setFlashing((current) => new Map([...current].filter(([id]) => !alerts.some((alert) => alert.order_id === id))))
        }, FLASH_MS)
        flashTimers.add(timer)
        for (const alert of alerts) {
          const warning = cancellationWarning(alert)
          if (warning) toast.warning(warning, { ...KITCHEN_TOAST, duration: CANCELLED_TOAST_MS })
        }
      }),
    ]
    return () => {
      for (const stop of stops) stop()
      // A flash that outlives the display must not set state on a screen that is gone.
      for (const timer of flashTimers) clearTimeout(timer)
    }
  }, [kitchenId])

  const orders = useLiveQuery(() => db.orders.where('kitchen_id').equals(kitchenId).toArray(), [kitchenId])
  return { ...sync, orders, flashing }
}
