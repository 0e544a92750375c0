import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { apiPost } from '../api/client'
import { CouponField, isCouponBlocking } from '../office/events/CouponField'
import type { Booking, ClubEvent } from '../office/events/event-types'
import { eventDefaults, eventSuccess } from '../office/events/failure'
import { HolderFields, holderErrors } from '../office/events/HolderFields'
import { PriceSummary } from '../office/events/PriceSummary'
import { useCouponPreview } from '../office/events/use-coupon-preview'
import { failureMessage } from '../office/restaurants/failure'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { MEMBER_EVENTS_API, memberEventKeys } from './member-events-api'
import { keepBooking } from './ticket-wallet'

/**
 * POST member/bookings: one ticket per holder (the member first, guests by name), a coupon checked
 * with the server before booking, and the total the member's account will be charged.
 */
export function BookTicketsForm({ event, memberId, memberName }: { event: ClubEvent; memberId: string; memberName: string }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [holders, setHolders] = useState<string[]>([memberName])
  const [couponCode, setCouponCode] = useState('')
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [alert, setAlert] = useState<string>()
  const couponCheck = useCouponPreview(event.event_id, couponCode, holders.length)
  const unitPaise = event.member_price_paise ?? event.price_paise
  const discount = couponCode.trim() !== '' && couponCheck.preview.isSuccess ? couponCheck.preview.data.discount_paise : 0

  const book = useMutation({
    mutationFn: () =>
      apiPost<{ message?: string; booking: Booking }>(`${MEMBER_EVENTS_API}/bookings`, {
        event_id: event.event_id,
        tickets: holders.map((holder) => ({ holder_name: holder.trim() })),
        ...(couponCode.trim() ? { coupon_code: couponCheck.code } : {}),
      }),
    onSuccess: async (answer) => {
      keepBooking(memberId, answer.booking)
      toast.success(answer.message ?? eventSuccess.bookingCreated)
      await queryClient.invalidateQueries({ queryKey: memberEventKeys.bookings(memberId) })
      await queryClient.invalidateQueries({ queryKey: memberEventKeys.available })
      await navigate(`/member/bookings/${answer.booking.booking_id}`)
    },
    onError: (error) => setAlert(failureMessage(error, eventDefaults.createBooking)),
  })

  const submit = () => {
    if (book.isPending) return
    const found = holderErrors(holders)
    setErrors(found)
    if (Object.keys(found).length > 0) return setAlert('Please give a name for each ticket.')
    if (holders.length > event.seats_left) return setAlert(`Only ${event.seats_left} seats are left.`)
    if (isCouponBlocking(couponCode, couponCheck)) return setAlert('Check the coupon code, or clear it to book without one.')
    setAlert(undefined)
    book.mutate()
  }

  return (
    <form
      className="panel"
      noValidate
      aria-label="Book tickets"
      onSubmit={(submitted) => {
        submitted.preventDefault()
        submit()
      }}
    >
      <h2 className="panel__title">Book tickets</h2>
      <FormAlert message={alert} />
      <HolderFields holders={holders} onChange={setHolders} errors={errors} />
      <CouponField value={couponCode} onChange={setCouponCode} check={couponCheck} />
      <PriceSummary ticketCount={holders.length} unitPaise={unitPaise} discountPaise={discount} note="Charged to your member account." />
      <button type="submit" className="button button--primary button--block" disabled={book.isPending}>
        {book.isPending && <Spinner size="small" />}
        Book {holders.length === 1 ? '1 ticket' : `${holders.length} tickets`}
      </button>
    </form>
  )
}
