import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { toast } from 'sonner'
import { formatRupees } from '../../domain/money'
import { cancelMyBooking } from '../../domain/contract/event-bookings-member'
import { callApi } from '../api/client'
import { useOnlineStatus } from '../app/use-online-status'
import { useSession } from '../auth/use-session'
import { BookingDocuments } from '../office/events/BookingDocuments'
import { ConfirmButton } from '../office/events/ConfirmButton'
import { formatWhen, labelOf, StatusBadge } from '../office/events/event-format'
import type { Booking } from '../../domain/contract/event-bookings'
import { eventDefaults, eventSuccess } from '../office/events/failure'
import { failureMessage } from '../api/failure'
import { memberBookingQuery, memberEventKeys } from './member-events-api'
import { MemberFrame } from './MemberFrame'
import { TicketCard } from './TicketCard'
import { keepBooking } from './ticket-wallet'
import { SavedRead } from './saved/SavedRead'

/** /member/bookings/:bookingId: the tickets with their QR codes (offline too), and cancel until the event starts. */
export function MemberBookingPage() {
  const bookingId = Number(useParams().bookingId)
  const member = useSession('member')
  const memberId = member ? (member.memberId ?? member.member_id) : ''
  const booking = useQuery({ ...memberBookingQuery(memberId, bookingId), enabled: memberId !== '' })
  return (
    <MemberFrame title={booking.data?.booking.event_title ?? 'Booking'} back={{ to: '/member/bookings', label: 'My bookings' }}>
      <SavedRead
        query={booking}
        what="these tickets"
        loading="Loading your tickets…"
        savedAt={booking.data?.savedAt}
        failure={{ title: 'The booking could not be loaded', message: (error) => failureMessage(error, eventDefaults.fetchBookings) }}
      >
        {(answer) => <BookingTickets booking={answer.booking} memberId={memberId} isFromDevice={answer.savedAt !== undefined} />}
      </SavedRead>
    </MemberFrame>
  )
}

function BookingTickets({ booking, memberId, isFromDevice }: { booking: Booking; memberId: string; isFromDevice: boolean }) {
  const queryClient = useQueryClient()
  const dependents = useSession('member')?.dependents ?? []
  const isOnline = useOnlineStatus()
  const cancel = useMutation({
    mutationFn: () => callApi(cancelMyBooking, { params: { id: booking.booking_id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? eventSuccess.bookingCancelled)
      await queryClient.invalidateQueries({ queryKey: ['member-bookings', memberId] })
      await queryClient.invalidateQueries({ queryKey: memberEventKeys.available })
    },
    onError: (error) => toast.error(failureMessage(error, eventDefaults.cancelBooking)),
  })
  // The clock when the tickets were opened, not re-read on every render; the server refuses a cancel after the start anyway.
  const [openedAt] = useState(() => Date.now())
  const hasStarted = Date.parse(booking.event_start_at) <= openedAt
  const canCancel =
    booking.status === 'confirmed' &&
    !hasStarted &&
    !isFromDevice &&
    isOnline &&
    booking.tickets.every((ticket) => ticket.checked_in_at === null)

  return (
    <>
      {isFromDevice && <p className="record__meta">The QR codes below still open the door: they need no network.</p>}
      <p className="record__meta">
        Booking #{booking.booking_id} · <StatusBadge status={booking.status} /> · {formatRupees(booking.total_paise)} (
        {labelOf(booking.payment_status)}){booking.coupon_code ? ` · coupon ${booking.coupon_code}` : ''}
      </p>
      {booking.status === 'cancelled' && <p className="record__meta">Cancelled {formatWhen(booking.cancelled_at)}</p>}
      <ul className="ticket-list" aria-label="Tickets">
        {booking.tickets.map((ticket) => (
          <TicketCard
            key={ticket.ticketId}
            ticket={ticket}
            booking={booking}
            dependent={dependents.find((dependent) => dependent.dependent_id === ticket.dependent_id)}
          />
        ))}
      </ul>
      {!isFromDevice && isOnline && <BookingDocuments bookingId={booking.booking_id} />}
      {canCancel && (
        <ConfirmButton
          label="Cancel booking"
          question={`Cancel your booking for ${booking.event_title}? ${booking.ticket_count === 1 ? 'The ticket stops' : `All ${booking.ticket_count} tickets stop`} working and the charge is reversed.`}
          confirmLabel="Confirm cancel booking"
          isBusy={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: (answer) => {
                if (answer.booking) keepBooking(memberId, answer.booking)
              },
            })
          }
        />
      )}
    </>
  )
}
