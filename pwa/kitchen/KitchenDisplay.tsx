import { useQuery } from '@tanstack/react-query'
import { CookingPot } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { useOnlineStatus } from '../app/use-online-status'
import { useSession } from '../auth/use-session'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { PageTitle } from '../ui/PageTitle'
import { Spinner } from '../ui/Spinner'
import { AllDayPanel } from './AllDayPanel'
import { recallOrder, setOrderStatus, tapItem } from './kitchen-actions'
import { DonePanel } from './DonePanel'
import { ALL_STATIONS, allDayTotals, DEFAULT_THRESHOLDS, doneOrders, kitchenBoard, stationScope } from './kitchen-board'
import { KitchenHeader, type ConnectionState } from './KitchenHeader'
import { NewOrderPill } from './NewOrderPill'
import { OrderCard } from './OrderCard'
import { userKitchenQuery } from './queries'
import { StationFilter, useStation } from './StationFilter'
import { SyncBanner } from './SyncBanner'
import { createTapGuard } from './tap-guard'
import { useFocusAfterLeaving } from './use-focus-after-leaving'
import { useKitchenSync } from './use-kitchen-sync'
import { useNow } from './use-now'
import './kitchen.css'

/**
 * /kitchen: the kitchen's wall display. Renders from the device's own copy (IndexedDB), so a reload
 * without network still shows the orders and the taps waiting to be sent.
 */
export function KitchenDisplay() {
  const cook = useSession('kitchen')
  if (!cook) return null
  return <KitchenBoard kitchenId={cook.kitchen_id} userId={cook.user_id} cookName={cook.name} fallbackName={cook.kitchen_name} />
}

interface KitchenBoardProps {
  kitchenId: number
  userId: number
  cookName: string
  fallbackName: string | null | undefined
}

function KitchenBoard({ kitchenId, userId, cookName, fallbackName }: KitchenBoardProps) {
  const kitchen = useQuery(userKitchenQuery(userId))
  const isOnline = useOnlineStatus()
  const sync = useKitchenSync(kitchenId)
  const nowMs = useNow()
  const [chosenStation, setStation] = useStation(kitchenId)
  const [isRepeatTap] = useState(() => createTapGuard())

  const kitchenName = kitchen.data?.name ?? fallbackName ?? 'Your kitchen'
  const thresholds = {
    amberAfterMinutes: kitchen.data?.amber_after_minutes ?? DEFAULT_THRESHOLDS.amberAfterMinutes,
    redAfterMinutes: kitchen.data?.red_after_minutes ?? DEFAULT_THRESHOLDS.redAfterMinutes,
  }
  const stations = kitchen.data?.stations ?? []
  const view = stations.includes(chosenStation) ? chosenStation : ALL_STATIONS
  // What the view's order-level taps act on: the chosen station's items, or (All) every item.
  const station = stationScope(view)
  const orders = sync.orders.data ?? []
  const board = kitchenBoard(orders, station)
  const willLeave = useFocusAfterLeaving(board)
  // 'Live' only while the pushes arrive and the last sync worked: a server answering 500 is not live.
  const connection: ConnectionState =
    !isOnline || sync.status.phase === 'offline'
      ? 'offline'
      : sync.status.phase === 'error' || sync.status.phase === 'signed-out'
        ? 'trouble'
        : sync.pendingCount > 0
          ? 'syncing'
          : sync.realtime === 'live'
            ? 'live'
            : 'connecting'
  const hasNeverSynced = sync.status.lastSyncedAt === undefined
  // The local read takes milliseconds, and never answers where IndexedDB is missing (a locked-down
  // browser): the board renders at once; 'Loading' is only for a first pull into an empty copy.
  const isLoading = sync.orders.data !== undefined && orders.length === 0 && hasNeverSynced && sync.status.phase === 'syncing'
  const hasFailed = orders.length === 0 && hasNeverSynced && (sync.status.phase === 'error' || sync.orders.error !== undefined)

  const afterTap = (work: Promise<unknown>) => {
    void work.then(sync.syncNow, (error: unknown) => toast.error(`This tap could not be saved on the tablet: ${String(error)}`))
  }
  const cardProps = {
    nowMs,
    thresholds,
    station,
    onTapItem: (orderId: number, itemId: number) => {
      if (!isRepeatTap(`item:${orderId}:${itemId}`)) afterTap(tapItem(orderId, itemId))
    },
    onBump: (orderId: number) => {
      if (isRepeatTap(`order:${orderId}`)) return
      willLeave(orderId, 'cooking')
      afterTap(setOrderStatus(orderId, 'ready', new Date(), station))
    },
    onServe: (orderId: number) => {
      if (isRepeatTap(`order:${orderId}`)) return
      willLeave(orderId, 'ready')
      afterTap(setOrderStatus(orderId, 'served', new Date(), station))
    },
    // The button shows only while the local copy allows a recall; the window may close before the tap.
    onRecall: (orderId: number) =>
      afterTap(
        recallOrder(orderId, new Date(), station).then((recalled) => {
          if (!recalled)
            toast.error(`Order #${orderId} can no longer be recalled: its bump is over 30 minutes old, or undone or served since.`)
        }),
      ),
  }

  return (
    <div className="kitchen">
      <PageTitle>{kitchenName}</PageTitle>
      <KitchenHeader kitchenName={kitchenName} location={kitchen.data?.location} cookName={cookName} connection={connection}>
        <StationFilter stations={stations} selected={view} onSelect={setStation} />
      </KitchenHeader>
      {kitchen.isError && (
        <p className="kitchen__notice" role="alert">
          Could not refresh the kitchen’s details: {kitchen.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void kitchen.refetch()}>
            Try again
          </button>
        </p>
      )}
      {sync.orders.error !== undefined && (
        <p className="kitchen__notice" role="alert">
          This tablet cannot store orders (its browser storage is unavailable): taps need the network.
        </p>
      )}
      <SyncBanner isOnline={isOnline} phase={sync.status.phase} pendingCount={sync.pendingCount} />
      <main id="main" className="kitchen__main">
        {isLoading ? (
          <div className="kitchen__loading">
            <Spinner /> Loading orders…
          </div>
        ) : hasFailed ? (
          <ErrorState
            title="Could not load the orders"
            message={sync.status.lastError ?? 'The server did not answer.'}
            onRetry={sync.syncNow}
          />
        ) : (
          <div className="kitchen__board">
            <section className="kitchen__column kitchen__column--cooking" aria-labelledby="cooking-title">
              <div className="kitchen__column-head">
                <h2 id="cooking-title" className="kitchen__section-title" tabIndex={-1}>
                  Open orders ({board.cooking.length})
                </h2>
                {/* In a row of its own above the tickets: it never covers one of their buttons. */}
                <NewOrderPill cooking={board.cooking} />
              </div>
              {board.cooking.length === 0 ? (
                <EmptyState title="No open orders" icon={<CookingPot size={56} aria-hidden="true" />}>
                  New orders for {kitchenName} will appear here as soon as they are placed.
                </EmptyState>
              ) : (
                <div className="kitchen__tickets">
                  {board.cooking.map((order) => (
                    <OrderCard key={order.order_id} order={order} flash={sync.flashing.get(order.order_id)} {...cardProps} />
                  ))}
                </div>
              )}
            </section>
            <div className="kitchen__side">
              <section className="kitchen__column kitchen__column--ready" aria-labelledby="ready-title">
                <div className="kitchen__column-head">
                  <h2 id="ready-title" className="kitchen__section-title" tabIndex={-1}>
                    Ready ({board.ready.length})
                  </h2>
                </div>
                {board.ready.map((order) => (
                  <OrderCard key={order.order_id} order={order} flash={sync.flashing.get(order.order_id)} {...cardProps} />
                ))}
              </section>
              <AllDayPanel totals={allDayTotals(orders, station)} />
              <DonePanel orders={doneOrders(orders, station, nowMs)} station={station} />
            </div>
          </div>
        )}
      </main>
    </div>
  )
}
