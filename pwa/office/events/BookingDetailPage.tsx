import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { failureMessage } from '../../api/failure'
import { useAreaAccess } from '../restaurants/use-area-access'
import { BookingDocuments } from './BookingDocuments'
import { ConfirmButton } from './ConfirmButton'
import { formatEventWindow, formatWhen, labelOf, StatusBadge } from './event-format'
import type { Booking } from '../../../domain/contract/event-bookings'
import { bookingStatuses, type BookingStatus } from '../../../domain/events'
import { eventDefaults } from './failure'
import { bookingQuery } from './queries'
import { optionsOf, SelectField } from '../../ui/SelectField'
import { TicketsTable } from './TicketsTable'
import { useBookingActions, type DeskPaymentMethod } from './use-booking-actions'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'
import { HistorySection } from '../audit/HistorySection'

/** /dashboard/events/bookings/:bookingId: one booking with its tickets, documents and changes. */
export function BookingDetailPage() {
  const bookingId = Number(useParams().bookingId)
  const booking = useQuery(bookingQuery(bookingId))
  if (booking.isPending) {
    return <LoadingState>Loading the booking…</LoadingState>
  }
  if (booking.isError) {
    return (
      <ErrorState
        title="The booking could not be loaded"
        message={failureMessage(booking.error, eventDefaults.fetchBookings)}
        onRetry={() => void booking.refetch()}
      />
    )
  }
  return <BookingDetail booking={booking.data} />
}

function BookingDetail({ booking }: { booking: Booking }) {
  const access = useAreaAccess('events')
  const canCheckIn = useAreaAccess('door').edit && booking.status !== 'cancelled'
  const actions = useBookingActions(booking)
  const [reason, setReason] = useState('')
  const [status, setStatus] = useState<BookingStatus>(booking.status)
  const [paymentMethod, setPaymentMethod] = useState<DeskPaymentMethod>('cash')
  const canTakePayment = (access.edit || canCheckIn) && booking.payment_status === 'due'
  const isCancelled = booking.status === 'cancelled'

  const facts: [string, string][] = [
    ['Event', `${booking.event_title}, ${formatEventWindow(booking.event_start_at, booking.event_end_at)}, ${booking.event_venue}`],
    ['Booked by', [booking.contact_name, booking.member_id, booking.contact_phone, booking.contact_email].filter(Boolean).join(' · ')],
    [
      'Kind',
      `${labelOf(booking.booking_type)} booking, made ${booking.channel === 'member' ? 'in the member app' : booking.channel === 'public' ? 'online' : `at the ${booking.channel}`} on ${formatWhen(booking.created_at)}`,
    ],
    ['Tickets', `${booking.ticket_count} × ${formatRupees(booking.unit_price_paise)} = ${formatRupees(booking.subtotal_paise)}`],
  ]
  if (booking.discount_paise > 0) facts.push(['Coupon', `${booking.coupon_code ?? ''} −${formatRupees(booking.discount_paise)}`])
  facts.push(
    ['Total', formatRupees(booking.total_paise)],
    ['Payment', [labelOf(booking.payment_status), booking.payment_method && labelOf(booking.payment_method)].filter(Boolean).join(', ')],
  )
  if (isCancelled) facts.push(['Cancelled', [formatWhen(booking.cancelled_at), booking.cancel_reason].filter(Boolean).join(' · ')])

  return (
    <div>
      <PageTitle>{`Booking #${booking.booking_id}`}</PageTitle>
      <Link to={`/dashboard/events/${booking.event_id}`} className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> {booking.event_title}
      </Link>
      <div className="page-toolbar">
        <h1 className="page-heading">
          Booking #{booking.booking_id} <StatusBadge status={booking.status} />
        </h1>
        <BookingDocuments bookingId={booking.booking_id} />
      </div>
      <dl className="facts panel">
        {facts.map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="panel" aria-labelledby="tickets-title">
        <h2 id="tickets-title" className="panel__title">
          Tickets
        </h2>
        <TicketsTable
          tickets={booking.tickets}
          canCheckIn={canCheckIn}
          busyTicketId={actions.checkIn.isPending ? actions.checkIn.variables.ticketId : undefined}
          isBulkBusy={actions.bulkCheckIn.isPending}
          onCheck={(ticketId, type) => actions.checkIn.mutate({ ticketId, type })}
          onBulkCheckIn={(ticketIds) => actions.bulkCheckIn.mutate(ticketIds)}
        />
      </section>
      {canTakePayment && (
        <section className="panel" aria-labelledby="payment-title">
          <h2 id="payment-title" className="panel__title">
            Payment at the desk
          </h2>
          <form
            className="form__row"
            aria-label="Record payment"
            onSubmit={(event) => {
              event.preventDefault()
              if (!actions.recordPayment.isPending) actions.recordPayment.mutate(paymentMethod)
            }}
          >
            <SelectField
              label={`Paid ${formatRupees(booking.total_paise)} by`}
              value={paymentMethod}
              onChange={(value) => setPaymentMethod(value as DeskPaymentMethod)}
              options={[
                { value: 'cash', label: 'Cash' },
                { value: 'card', label: 'Card' },
                { value: 'upi', label: 'UPI' },
              ]}
            />
            <button type="submit" className="button button--primary" disabled={actions.recordPayment.isPending}>
              {actions.recordPayment.isPending && <Spinner size="small" />}
              Record payment
            </button>
          </form>
        </section>
      )}
      {access.edit && !isCancelled && (
        <section className="panel" aria-labelledby="changes-title">
          <h2 id="changes-title" className="panel__title">
            Change this booking
          </h2>
          <form
            className="form__row"
            aria-label="Booking status"
            onSubmit={(event) => {
              event.preventDefault()
              if (status !== booking.status) actions.setStatus.mutate(status)
            }}
          >
            <SelectField
              label="Status"
              value={status}
              onChange={(value) => setStatus(value as BookingStatus)}
              options={optionsOf(bookingStatuses.filter((value) => value !== 'cancelled'))}
            />
            <button type="submit" className="button button--secondary" disabled={status === booking.status || actions.setStatus.isPending}>
              {actions.setStatus.isPending && <Spinner size="small" />}
              Update status
            </button>
          </form>
          <TextField label="Reason for cancelling (optional)" value={reason} onChange={setReason} maxLength={500} />
          <ConfirmButton
            label="Cancel booking"
            question={`Cancel booking #${booking.booking_id}? Its ${booking.ticket_count} ticket(s) stop working and the seats go back on sale.`}
            confirmLabel="Confirm cancel booking"
            isBusy={actions.cancel.isPending}
            onConfirm={() => actions.cancel.mutate(reason)}
          />
        </section>
      )}
      <HistorySection recordType="event_booking" recordId={booking.booking_id} noun="booking" />
    </div>
  )
}
