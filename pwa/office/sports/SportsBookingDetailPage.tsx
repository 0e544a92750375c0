import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { sportsBookingStatuses, type SportsBookingStatus } from '../../../domain/sports'
import { changeBookingStatus, type SportsBookingDetails } from '../../../domain/contract/sports-bookings'
import { callApi } from '../../api/client'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { formatWhen, labelOf, StatusBadge } from '../events/event-format'
import { optionsOf, SelectField } from '../../ui/SelectField'
import { useAreaAccess } from '../restaurants/use-area-access'
import { BookingHistory } from './BookingHistory'
import { BookingInvoice } from './BookingInvoice'
import { BookingPayments } from './BookingPayments'
import { PaymentForm } from './PaymentForm'
import { sportsBookingQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { formatDay, formatPrice, formatSlot } from './sports-format'
import { useSportsAction } from './use-sports-action'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import '../events/events.css'
import { HistorySection } from '../audit/HistorySection'

/** /dashboard/sports/bookings/:bookingId: the booking, its history and payments, invoice and status. */
export function SportsBookingDetailPage() {
  const bookingId = Number(useParams().bookingId)
  const booking = useQuery(sportsBookingQuery(bookingId))
  if (booking.isPending) {
    return <LoadingState>Loading the booking…</LoadingState>
  }
  if (booking.isError) {
    return (
      <ErrorState
        title="The booking could not be loaded"
        message={sportsFailureMessage(booking.error, sportsMessages.fetchBooking, 'Booking not found.')}
        onRetry={() => void booking.refetch()}
      />
    )
  }
  return <BookingDetail booking={booking.data} />
}

const channelText = { member: 'in the member app', office: 'at the office', reception: 'at the desk' } as const

function BookingDetail({ booking }: { booking: SportsBookingDetails }) {
  const access = useAreaAccess('sports')
  const [status, setStatus] = useState<SportsBookingStatus>(booking.status)
  const [reason, setReason] = useState('')
  const setBookingStatus = useSportsAction(
    (next: SportsBookingStatus) =>
      callApi(changeBookingStatus, { params: { id: booking.booking_id }, body: { status: next, reason: reason.trim() || null } }),
    { success: 'Booking status updated successfully', failure: sportsMessages.updateStatus },
    { onSuccess: () => setReason('') },
  )
  const { pricing_details: pricing, payment } = booking
  const who = [
    booking.member_name,
    booking.member_id,
    booking.contact_name !== booking.member_name ? booking.contact_name : null,
    booking.contact_phone,
  ]
    .filter(Boolean)
    .join(' · ')
  const facts: [string, string][] = [
    ['Activity', `${booking.activity_name}, ${booking.item_name}`],
    ['When', `${formatDay(booking.booking_date)}, ${formatSlot(booking.start_time, booking.end_time)}`],
    ['Booked by', `${who}${booking.user_type === 'guest' ? ' (guest booking)' : ''}`],
    ['Made', `${channelText[booking.channel]} on ${formatWhen(booking.created_at)}`],
    ['Players', String(booking.player_count)],
    ['Price', `${pricing.slot_count} × ${formatPrice(Number(pricing.unit_price_paise))} = ${formatPrice(Number(pricing.total_paise))}`],
    [
      'Payment',
      [
        labelOf(payment.status),
        payment.method && (payment.method === 'upi' ? 'UPI' : labelOf(payment.method)),
        `paid ${formatPrice(Number(payment.amount_paid_paise))}`,
        Number(payment.balance_paise) > 0 ? `balance ${formatPrice(Number(payment.balance_paise))}` : null,
      ]
        .filter(Boolean)
        .join(', '),
    ],
  ]
  if (booking.special_requests) facts.push(['Requests', booking.special_requests])
  if (booking.check_in_info?.checked_in_at)
    facts.push([
      'Checked in',
      `${formatWhen(booking.check_in_info.checked_in_at)}${booking.check_in_info.checked_in_device ? ` on ${booking.check_in_info.checked_in_device}` : ''}`,
    ])
  if (booking.check_in_info?.checked_out_at) facts.push(['Checked out', formatWhen(booking.check_in_info.checked_out_at)])
  if (booking.cancelled_at) facts.push(['Cancelled', [formatWhen(booking.cancelled_at), booking.cancel_reason].filter(Boolean).join(' · ')])

  return (
    <div>
      <PageTitle>{`Sports booking #${booking.booking_id}`}</PageTitle>
      <Link to="/dashboard/sports/bookings" className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> All bookings
      </Link>
      <div className="page-toolbar">
        <h1 className="page-heading">
          Booking #{booking.booking_id} <StatusBadge status={booking.status} />
        </h1>
        <BookingInvoice
          bookingId={booking.booking_id}
          invoiceNumber={booking.invoice_number}
          canIssue={access.edit && booking.status !== 'cancelled'}
        />
      </div>
      <dl className="facts panel">
        {facts.map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {access.edit && (
        <form
          className="panel"
          aria-label="Booking status"
          onSubmit={(event) => {
            event.preventDefault()
            if (status !== booking.status) setBookingStatus.mutate(status)
          }}
        >
          <h2 className="panel__title">Set the status</h2>
          <p className="record__meta">Staff may set any status; the change is kept in the history below.</p>
          <div className="form-grid">
            <SelectField
              label="Status"
              value={status}
              onChange={(value) => setStatus(value as SportsBookingStatus)}
              options={optionsOf(sportsBookingStatuses)}
            />
            <TextField label="Reason (optional)" value={reason} onChange={setReason} maxLength={500} />
          </div>
          <button type="submit" className="button button--secondary" disabled={status === booking.status || setBookingStatus.isPending}>
            {setBookingStatus.isPending && <Spinner size="small" />}
            Update status
          </button>
        </form>
      )}
      {access.edit && payment.status === 'due' && Number(payment.balance_paise) > 0 && (
        <PaymentForm bookingId={booking.booking_id} balancePaise={Number(payment.balance_paise)} />
      )}
      <section className="panel" aria-labelledby="payments-title">
        <h2 id="payments-title" className="panel__title">
          Payments
        </h2>
        <BookingPayments payments={booking.payments} />
      </section>
      <section className="panel" aria-labelledby="history-title">
        <h2 id="history-title" className="panel__title">
          History
        </h2>
        <BookingHistory history={booking.history} />
      </section>
      <HistorySection recordType="sports_booking" recordId={booking.booking_id} noun="booking" />
    </div>
  )
}
