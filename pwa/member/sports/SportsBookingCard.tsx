import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { formatClubDateTime } from '../../../domain/time'
import { memberCancelBooking } from '../../../domain/contract/sports-member'
import type { SportsBooking } from '../../../domain/contract/sports-bookings'
import { callApi } from '../../api/client'
import { ConfirmButton } from '../../office/events/ConfirmButton'
import { StatusBadge } from '../../office/events/event-format'
import { sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import { formatDay, formatMinutes, formatPrice, formatSlot } from '../../office/sports/sports-format'
import { countOf } from '../../ui/count-of'
import { cancelDeadline } from './booking-window'
import { memberSportsKeys } from './member-sports-api'

interface SportsBookingCardProps {
  booking: SportsBooking
  /** The activity's cancel_cutoff_minutes. */
  cutoffMinutes: number
  now: Date
}

/** One booking: what, when, for whom and the price, its status, and cancel while the cut-off allows. */
export function SportsBookingCard({ booking, cutoffMinutes, now }: SportsBookingCardProps) {
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: () => callApi(memberCancelBooking, { params: { id: booking.booking_id }, body: {} }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: memberSportsKeys.all })
    },
    onError: (error) => toast.error(sportsFailureMessage(error, sportsMessages.cancelBooking)),
  })
  const deadline = cancelDeadline(booking, cutoffMinutes)
  const isConfirmed = booking.status === 'confirmed'
  const hasStarted = deadline.getTime() + cutoffMinutes * 60_000 <= now.getTime()
  const slot = formatSlot(booking.start_time, booking.end_time)

  return (
    <li
      className="member-list__item panel sports-booking"
      aria-label={`${booking.activity_name}, ${formatDay(booking.booking_date)}, ${slot}`}
    >
      <p className="member-list__title">
        {booking.activity_name} · {booking.item_name} <StatusBadge status={booking.status} />
      </p>
      <p className="member-list__meta">
        {formatDay(booking.booking_date)}, {slot}
      </p>
      <p className="member-list__meta">
        {countOf(booking.player_count, 'player')} · {booking.user_type === 'guest' ? 'for a guest' : 'for you'} ·{' '}
        {formatPrice(booking.pricing_details.total_paise)}
      </p>
      {isConfirmed && !hasStarted && now < deadline && (
        <>
          <p className="sports-booking__deadline">You can cancel until {formatClubDateTime(deadline)}.</p>
          <ConfirmButton
            label="Cancel booking"
            accessibleName={`Cancel booking, possible until ${formatClubDateTime(deadline)}`}
            question={`Cancel ${booking.activity_name} on ${formatDay(booking.booking_date)}, ${slot}? The charge to your account is reversed.`}
            confirmLabel="Confirm cancel booking"
            isBusy={cancel.isPending}
            onConfirm={() => cancel.mutate()}
          />
        </>
      )}
      {isConfirmed && !hasStarted && now >= deadline && (
        <p className="sports-booking__deadline">
          Cancelling closed at {formatClubDateTime(deadline)}, {formatMinutes(cutoffMinutes)} before the start. Please call the sports desk
          if you cannot come.
        </p>
      )}
    </li>
  )
}
