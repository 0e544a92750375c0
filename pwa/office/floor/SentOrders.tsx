import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BellRing } from 'lucide-react'
import { formatClubTime } from '../../../domain/time'
import { useState } from 'react'
import { toast } from 'sonner'
import { restaurantOrders, withdrawOrder, type KitchenOrder } from '../../../domain/contract/kitchen-orders'
import { callApi } from '../../api/client'
import { useSession } from '../../auth/use-session'
import { orderTitle } from '../../kitchen/kitchen-board'
import { failureMessage } from '../../api/failure'
import { BillAction } from '../bills/BillAction'
import '../bills/bills.css'

/** How often the floor asks the kitchen's progress: food waiting at the pass should not wait long. */
const REFRESH_MS = 10_000

export const restaurantOrdersKey = (restaurantId: number) => ['restaurants', restaurantId, 'orders'] as const

export const restaurantOrdersQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: restaurantOrdersKey(restaurantId),
    queryFn: async ({ signal }) => (await callApi(restaurantOrders, { params: { restaurantId } }, { signal })).orders,
    refetchInterval: REFRESH_MS,
  })

const itemWord = { pending: 'new', preparing: 'cooking', ready: 'ready', served: 'served', cancelled: 'cancelled' } as const
const at = (iso: string | null) => (iso ? formatClubTime(new Date(iso)) : '')

/** Where an order stands, as a steward needs it: what to do, not the kitchen's word for it. */
function standing(order: KitchenOrder): string {
  const active = order.items.filter((item) => item.status !== 'cancelled')
  switch (order.status) {
    case 'ready':
      return `Ready since ${at(order.ready_at)}: ${order.table_label ? 'take it to the table' : 'serve it'}`
    case 'preparing':
      return `Cooking: ${active.filter((item) => item.status === 'ready' || item.status === 'served').length} of ${active.length} ready`
    case 'pending':
      return `Sent at ${at(order.created_at)}, not started yet`
    case 'served':
      return `Served at ${at(order.served_at ?? order.updated_at)}`
    case 'cancelled':
      return `Cancelled at ${at(order.updated_at)}`
  }
}

const rank = { ready: 0, preparing: 1, pending: 1, served: 2, cancelled: 2 } as const
const arrival = (order: KitchenOrder) => Date.parse(order.created_at)
/** Ready first (waiting longest first), then the rest still cooking by arrival, then the latest done. */
function byWhatToDoFirst(a: KitchenOrder, b: KitchenOrder) {
  return rank[a.status] - rank[b.status] || (rank[a.status] === 2 ? arrival(b) - arrival(a) : arrival(a) - arrival(b))
}

/**
 * Taking back an order the kitchen has not started (the steward who sent it): asked once more,
 * since the kitchen is told to stop at once.
 */
function WithdrawButton({ order }: { order: KitchenOrder }) {
  const queryClient = useQueryClient()
  const [isConfirming, setConfirming] = useState(false)
  const withdraw = useMutation({
    mutationFn: () => callApi(withdrawOrder, { params: { orderId: order.order_id } }),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(failureMessage(error, 'The order could not be withdrawn. Please try again.')),
    onSettled: () => {
      setConfirming(false)
      void queryClient.invalidateQueries({ queryKey: restaurantOrdersKey(order.restaurant_id) })
    },
  })
  if (!isConfirming) {
    return (
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Withdraw order ${order.order_id}`}
        onClick={() => setConfirming(true)}
      >
        Withdraw
      </button>
    )
  }
  return (
    <span className="record__confirm" onKeyDown={(event) => event.key === 'Escape' && setConfirming(false)}>
      <button
        type="button"
        className="button button--primary button--danger"
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate()}
        autoFocus
      >
        Withdraw, tell the kitchen
      </button>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
        Keep
      </button>
    </span>
  )
}

function SentOrder({ order, userId }: { order: KitchenOrder; userId: number | undefined }) {
  const canWithdraw = order.status === 'pending' && userId !== undefined && order.placed_by === userId
  return (
    <li className={`sent-order sent-order--${order.status}`}>
      <p className="sent-order__head">
        <strong>{orderTitle(order)}</strong> <span className="sent-order__id">#{order.order_id}</span>
      </p>
      <p className="sent-order__standing">{standing(order)}</p>
      <p className="sent-order__items">
        {order.items.map((item) => `${item.quantity}× ${item.name} (${itemWord[item.status]})`).join(', ')}
      </p>
      {canWithdraw && <WithdrawButton order={order} />}
      {order.status !== 'cancelled' && <BillAction order={order} />}
    </li>
  )
}

/**
 * The floor's view of its restaurant's orders in the kitchen (refreshed every 10 s and after each
 * send): what is ready to be taken to a table stands first and apart, the rest under a fold.
 */
export function SentOrders({ restaurantId }: { restaurantId: number }) {
  const orders = useQuery(restaurantOrdersQuery(restaurantId))
  const userId = useSession('user')?.user_id
  if (orders.isPending) return <p className="floor__hint">Loading the orders sent to the kitchen…</p>
  if (orders.isError && orders.data === undefined) {
    return (
      <p className="floor__hint" role="alert">
        {failureMessage(orders.error, 'Could not load the orders sent to the kitchen.')}{' '}
        <button type="button" className="link-button" onClick={() => void orders.refetch()}>
          Try again
        </button>
      </p>
    )
  }
  const sorted = [...orders.data].sort(byWhatToDoFirst)
  const ready = sorted.filter((order) => order.status === 'ready')
  const rest = sorted.filter((order) => order.status !== 'ready')
  return (
    <section className="sent-orders" aria-labelledby="sent-orders-title">
      <h2 id="sent-orders-title" className="floor__heading">
        {ready.length > 0 ? (
          <>
            <BellRing aria-hidden="true" size={20} /> Ready to serve ({ready.length})
          </>
        ) : (
          'Nothing is waiting at the pass'
        )}
      </h2>
      {ready.length > 0 && (
        <ul className="sent-orders__list" aria-label="Ready to serve">
          {ready.map((order) => (
            <SentOrder key={order.order_id} order={order} userId={userId} />
          ))}
        </ul>
      )}
      <details className="sent-orders__more">
        <summary>
          {rest.length === 0
            ? 'No other orders in the last half hour'
            : `Other orders in the kitchen and the last half hour (${rest.length})`}
        </summary>
        <ul className="sent-orders__list" aria-label="Other orders">
          {rest.map((order) => (
            <SentOrder key={order.order_id} order={order} userId={userId} />
          ))}
        </ul>
      </details>
    </section>
  )
}
