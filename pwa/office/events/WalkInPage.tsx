import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { toast } from 'sonner'
import { deskPaymentMethods, type DeskPaymentMethod } from '../../../domain/contract/event-bookings'
import { createBooking } from '../../../domain/contract/event-bookings-office'
import type { ClubEvent } from '../../../domain/contract/events'
import { callApi } from '../../api/client'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { failureMessage } from '../../api/failure'
import { CouponField, isCouponBlocking } from './CouponField'
import { formatEventWindow } from './event-format'
import { eventDefaults, eventSuccess } from './failure'
import { HolderFields, holderErrors } from './HolderFields'
import { PriceSummary } from './PriceSummary'
import { eventKeys, eventQuery } from './queries'
import { optionsOf, SelectField } from '../../ui/SelectField'
import { useCouponPreview } from './use-coupon-preview'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'

/** /dashboard/events/:eventId/walk-in: a booking made at the desk, for a member or a paying guest. */
export function WalkInPage() {
  const eventId = Number(useParams().eventId)
  const event = useQuery(eventQuery(eventId))
  if (event.isPending) {
    return <LoadingState>Loading the event…</LoadingState>
  }
  if (event.isError)
    return (
      <ErrorState
        title="The event could not be loaded"
        message={failureMessage(event.error, eventDefaults.fetchEvents)}
        onRetry={() => void event.refetch()}
      />
    )
  return <WalkInForm event={event.data.event} />
}

function WalkInForm({ event }: { event: ClubEvent }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [bookingType, setBookingType] = useState<'member' | 'guest'>('guest')
  const [memberId, setMemberId] = useState('')
  const [phone, setPhone] = useState('')
  const [holders, setHolders] = useState<string[]>([''])
  const [couponCode, setCouponCode] = useState('')
  const [payment, setPayment] = useState<DeskPaymentMethod | ''>('')
  const [errors, setErrors] = useState<{ holders?: Record<number, string>; memberId?: string; phone?: string }>({})
  const [alert, setAlert] = useState<string>()
  const couponCheck = useCouponPreview(event.event_id, couponCode, holders.length, bookingType)
  const unitPaise = bookingType === 'member' ? (event.member_price_paise ?? event.price_paise) : event.price_paise
  const discount = couponCode.trim() !== '' && couponCheck.preview.isSuccess ? couponCheck.preview.data.discount_paise : 0

  const book = useMutation({
    mutationFn: () =>
      callApi(createBooking, {
        body: {
          event_id: event.event_id,
          booking_type: bookingType,
          ...(bookingType === 'member'
            ? { member_id: memberId.trim().toUpperCase() }
            : { payment_method: payment || null, contact_phone: phone.trim() || null }),
          tickets: holders.map((holder) => ({ holder_name: holder.trim() })),
          ...(couponCode.trim() ? { coupon_code: couponCheck.code } : {}),
        },
      }),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? eventSuccess.bookingCreated)
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.event_id) })
      await navigate(`/dashboard/events/bookings/${answer.booking.booking_id}`)
    },
    onError: (error) => setAlert(failureMessage(error, eventDefaults.createBooking)),
  })

  const submit = () => {
    if (book.isPending) return
    const found: typeof errors = { holders: holderErrors(holders) }
    if (bookingType === 'member' && !/^[A-Za-z0-9-]{2,20}$/.test(memberId.trim())) found.memberId = 'Member ID is required, such as M1001'
    if (bookingType === 'guest' && phone.trim() !== '' && !/^(\+91|0)?\d{10}$/.test(phone.replace(/[\s-]/g, '')))
      found.phone = 'Mobile must be a 10-digit number'
    setErrors(found)
    if (Object.keys(found.holders ?? {}).length > 0 || found.memberId || found.phone)
      return setAlert('Please correct the fields marked below.')
    if (isCouponBlocking(couponCode, couponCheck)) return setAlert('Check the coupon code, or clear it to book without one.')
    setAlert(undefined)
    book.mutate()
  }

  return (
    <div>
      <PageTitle>{`Walk-in booking · ${event.title}`}</PageTitle>
      <Link to={`/dashboard/events/${event.event_id}`} className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> {event.title}
      </Link>
      <h1 className="page-heading">Walk-in booking</h1>
      <p className="record__meta">
        {event.title} · {formatEventWindow(event.start_at, event.end_at)} · {event.seats_left} seats left
      </p>
      <form
        className="panel"
        noValidate
        aria-label="Walk-in booking"
        onSubmit={(submitted) => {
          submitted.preventDefault()
          submit()
        }}
      >
        <FormAlert message={alert} />
        <div className="form-grid">
          <SelectField
            label="Booking for"
            value={bookingType}
            onChange={(value) => setBookingType(value as 'member' | 'guest')}
            options={[
              { value: 'guest', label: 'A guest (pays at the desk)' },
              { value: 'member', label: "A member (charged to the member's account)" },
            ]}
          />
          {bookingType === 'member' ? (
            <TextField
              label="Member ID"
              value={memberId}
              onChange={setMemberId}
              error={errors.memberId}
              autoCapitalize="characters"
              placeholder="M1001"
            />
          ) : (
            <>
              <TextField label="Guest mobile (optional)" inputMode="tel" value={phone} onChange={setPhone} error={errors.phone} />
              <SelectField
                label="Payment at the desk"
                value={payment}
                onChange={(value) => setPayment(value as DeskPaymentMethod | '')}
                options={optionsOf(deskPaymentMethods).map((option) => ({
                  ...option,
                  label: option.value === 'upi' ? 'UPI' : option.label,
                }))}
                emptyLabel="Not paid yet (due on arrival)"
              />
            </>
          )}
        </div>
        <HolderFields holders={holders} onChange={setHolders} errors={errors.holders} />
        <CouponField value={couponCode} onChange={setCouponCode} check={couponCheck} />
        <PriceSummary
          ticketCount={holders.length}
          unitPaise={unitPaise}
          discountPaise={discount}
          note={
            bookingType === 'member'
              ? "Charged to the member's account."
              : payment
                ? `Paid by ${payment === 'upi' ? 'UPI' : payment}.`
                : 'To pay at the desk on arrival.'
          }
        />
        <div className="form__row form__row--end">
          <button type="button" className="button button--secondary" onClick={() => void navigate(-1)}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={book.isPending}>
            {book.isPending && <Spinner size="small" />}
            Book {holders.length === 1 ? '1 ticket' : `${holders.length} tickets`}
          </button>
        </div>
      </form>
    </div>
  )
}
