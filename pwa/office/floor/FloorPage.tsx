import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { formatRupees } from '../../../domain/money'
import { placeOrder } from '../../../domain/contract/kitchen-orders'
import { callApi } from '../../api/client'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import type { Restaurant } from '../../../domain/contract/restaurants'
import { MenuBrowser } from './MenuBrowser'
import { addDish, draftItemCount, draftProblem, draftTotalPaise, emptyDraft, toOrderBody, type OrderDraft } from './order-draft'
import { OrderTicket } from './OrderTicket'
import { RestaurantPicker } from './RestaurantPicker'
import { restaurantOrdersKey, SentOrders } from './SentOrders'
import { TargetPicker } from './TargetPicker'
import './floor.css'

/** /dashboard/restaurants/floor: a steward takes an order at a table and sends it to the kitchen. */
export function FloorPage() {
  const [restaurant, setRestaurant] = useState<Restaurant | null>(null)
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft)
  const [problem, setProblem] = useState<string>()
  // A second tap before React re-renders must not send the order twice.
  const isSendingRef = useRef(false)
  const queryClient = useQueryClient()

  const sendOrder = useMutation({
    mutationFn: (body: ReturnType<typeof toOrderBody>) => callApi(placeOrder, { body }),
    onSuccess: ({ order }) => {
      toast.success(`Order #${order.order_id} sent to the kitchen${order.table_label ? ` for table ${order.table_label}` : ''}`)
      setDraft(emptyDraft())
      setProblem(undefined)
      if (restaurant) void queryClient.invalidateQueries({ queryKey: restaurantOrdersKey(restaurant.restaurant_id) })
    },
    // The server's field messages without their field's name ('member_id: …' reads 'No member has …').
    onError: (error) =>
      setProblem(Object.values(fieldErrorsOf(error))[0] ?? failureMessage(error, 'The order could not be sent. Please try again.')),
    onSettled: () => {
      isSendingRef.current = false
    },
  })

  const changeDraft = (next: OrderDraft) => {
    setDraft(next)
    setProblem(undefined)
  }

  const send = () => {
    if (!restaurant || isSendingRef.current) return
    const reason = draftProblem(draft)
    if (reason) return setProblem(reason)
    isSendingRef.current = true
    sendOrder.mutate(toOrderBody(restaurant.restaurant_id, draft))
  }

  if (!restaurant) {
    return (
      <div className="floor">
        <PageTitle>Take an order</PageTitle>
        <h1 className="page-heading">Take an order</h1>
        <p className="floor__hint">Choose the restaurant you are serving.</p>
        <RestaurantPicker
          onPick={(picked) => {
            setRestaurant(picked)
            // On a phone the picker was scrolled to the chosen card: the order screen starts at its top.
            window.scrollTo({ top: 0 })
          }}
        />
      </div>
    )
  }

  const count = draftItemCount(draft)
  return (
    <div className="floor">
      <PageTitle>{`Order · ${restaurant.name}`}</PageTitle>
      <header className="floor__header">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setRestaurant(null)
            changeDraft(emptyDraft())
          }}
        >
          <ArrowLeft aria-hidden="true" size={18} /> Restaurants
        </button>
        <h1 className="page-heading">{restaurant.name}</h1>
      </header>
      <SentOrders restaurantId={restaurant.restaurant_id} />
      <div className="floor__layout">
        <div className="floor__choose">
          <TargetPicker
            restaurantId={restaurant.restaurant_id}
            target={draft.target}
            onChange={(target) => changeDraft({ ...draft, target })}
          />
          <MenuBrowser
            restaurantId={restaurant.restaurant_id}
            onAdd={(dish) => changeDraft(addDish(draft, dish))}
            quantityOf={(menuItemId) => draft.lines.find((line) => line.menuItemId === menuItemId)?.quantity ?? 0}
          />
        </div>
        <OrderTicket draft={draft} onChange={changeDraft} onSend={send} isSending={sendOrder.isPending} problem={problem} />
      </div>
      {count > 0 && (
        <a href="#ticket" className="floor__summary">
          <span>
            {count} {count === 1 ? 'item' : 'items'}
          </span>
          <strong>{formatRupees(draftTotalPaise(draft))}</strong>
          <span>Review order</span>
        </a>
      )}
    </div>
  )
}
