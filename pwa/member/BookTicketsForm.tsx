import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { bookForMember } from '../../domain/contract/event-bookings-member'
import type { MemberEvent } from '../../domain/contract/events'
import { callApi } from '../api/client'
import { CouponField, isCouponBlocking } from '../office/events/CouponField'
import { eventDefaults, eventSuccess } from '../office/events/failure'
import { HolderFields, holderErrors, MAX_TICKETS } from '../office/events/HolderFields'
import { PriceSummary } from '../office/events/PriceSummary'
import { useCouponPreview } from '../office/events/use-coupon-preview'
import { failureMessage } from '../api/failure'
import { countOf } from '../ui/count-of'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { holderErrorsAfterEdit } from './holder-errors'
import { memberEventKeys } from './member-events-api'
import type { MemberSession } from '../auth/session-types'
import { FamilyTickets } from './FamilyTickets'
import { keepBooking } from './ticket-wallet'

/** What stops a booking, in the order submit checks it. */
const BLOCKERS = ['names', 'seats', 'coupon'] as const
type Blocker = (typeof BLOCKERS)[number]

/**
 * POST member/bookings: one ticket per holder (the member first, guests by name, and any of the
 * member's dependents, each with their own id), a coupon checked with the server before booking,
 * and the total the member's account will be charged.
 */
export function BookTicketsForm({ event, member }: { event: MemberEvent; member: MemberSession }) {
  const memberId = member.memberId ?? member.member_id
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [holders, setHolders] = useState<string[]>([member.name])
  const [familyIds, setFamilyIds] = useState<number[]>([])
  const family = member.dependents.filter((dependent) => familyIds.includes(dependent.dependent_id))
  const ticketCount = holders.length + family.length
  const [couponCode, setCouponCode] = useState('')
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [blocker, setBlocker] = useState<Blocker>()
  const [serverAlert, setServerAlert] = useState<string>()
  const couponCheck = useCouponPreview(event.event_id, couponCode, ticketCount)
  const unitPaise = event.member_price_paise ?? event.price_paise
  const discount = couponCode.trim() !== '' && couponCheck.preview.isSuccess ? couponCheck.preview.data.discount_paise : 0

  const book = useMutation({
    mutationFn: () =>
      callApi(bookForMember, {
        body: {
          event_id: event.event_id,
          tickets: [
            ...holders.map((holder) => ({ holder_name: holder.trim() })),
            ...family.map((dependent) => ({ holder_name: dependent.name, dependent_id: dependent.dependent_id })),
          ],
          ...(couponCode.trim() ? { coupon_code: couponCheck.code } : {}),
        },
      }),
    onSuccess: async (answer) => {
      keepBooking(memberId, answer.booking)
      toast.success(answer.message ?? eventSuccess.bookingCreated)
      await queryClient.invalidateQueries({ queryKey: memberEventKeys.bookings(memberId) })
      await queryClient.invalidateQueries({ queryKey: memberEventKeys.available })
      await navigate(`/member/bookings/${answer.booking.booking_id}`)
    },
    onError: (error) => setServerAlert(failureMessage(error, eventDefaults.createBooking)),
  })

  // The banner names what stopped the last submit, and goes as soon as the member has put that right.
  const isBlocking: Record<Blocker, boolean> = {
    names: Object.keys(errors).length > 0,
    seats: ticketCount > event.seats_left,
    coupon: isCouponBlocking(couponCode, couponCheck),
  }
  const blockerMessages: Record<Blocker, string> = {
    names: 'Please give a name for each ticket.',
    seats: `Only ${event.seats_left === 1 ? '1 seat is' : `${event.seats_left} seats are`} left.`,
    coupon: 'Check the coupon code, or clear it to book without one.',
  }
  const alert = serverAlert ?? (blocker && isBlocking[blocker] ? blockerMessages[blocker] : undefined)

  const changeHolders = (next: string[]) => {
    setErrors(holderErrorsAfterEdit(holders, next, errors))
    setHolders(next)
  }
  // A booking always holds a ticket: with no family chosen, the named tickets start again from the member.
  const changeFamily = (next: number[]) => {
    setFamilyIds(next)
    if (next.length === 0 && holders.length === 0) setHolders([member.name])
  }

  const submit = () => {
    if (book.isPending) return
    const found = holderErrors(holders)
    const isNowBlocking = { ...isBlocking, names: Object.keys(found).length > 0 }
    const firstBlocker = BLOCKERS.find((reason) => isNowBlocking[reason])
    setErrors(found)
    setBlocker(firstBlocker)
    setServerAlert(undefined)
    if (!firstBlocker) book.mutate()
  }

  return (
    <form
      className="panel member-form"
      noValidate
      aria-label="Book tickets"
      onSubmit={(submitted) => {
        submitted.preventDefault()
        submit()
      }}
    >
      <h2 className="panel__title">Book tickets</h2>
      <FormAlert message={alert} />
      <FamilyTickets dependents={member.dependents} chosen={familyIds} onChange={changeFamily} isFull={ticketCount >= MAX_TICKETS} />
      <HolderFields
        holders={holders}
        onChange={changeHolders}
        errors={errors}
        legend={member.dependents.length > 0 ? 'You and your guests' : 'Ticket holders'}
        minRows={family.length > 0 ? 0 : 1}
        maxRows={MAX_TICKETS - family.length}
      />
      <CouponField value={couponCode} onChange={setCouponCode} check={couponCheck} />
      <PriceSummary ticketCount={ticketCount} unitPaise={unitPaise} discountPaise={discount} note="Charged to your member account." />
      <button type="submit" className="button button--primary button--block" disabled={book.isPending}>
        {book.isPending && <Spinner size="small" />}
        Book {countOf(ticketCount, 'ticket')}
      </button>
    </form>
  )
}
