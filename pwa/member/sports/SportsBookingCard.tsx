import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trophy } from 'lucide-react'
import { toast } from 'sonner'
import { formatClubDateTime } from '../../../domain/time'
import { memberCancelBooking } from '../../../domain/contract/sports-member'
import type { SportsBooking } from '../../../domain/contract/sports-bookings'
import { callApi } from '../../api/client'
import { useOnlineStatus } from '../../app/use-online-status'
import { ConfirmButton } from '../../office/events/ConfirmButton'
import { StatusBadge } from '../../office/events/event-format'
import { sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import { formatDay, formatMinutes, formatPrice, formatSlot } from '../../office/sports/sports-format'
import { countOf } from '../../ui/count-of'
import { formatDeadline } from '../bookings/deadline-text'
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
  const isOnline = useOnlineStatus()
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
    <li className="member-list__item booking-card" aria-label={`${booking.activity_name}, ${formatDay(booking.booking_date)}, ${slot}`}>
      <span className="booking-card__icon" aria-hidden="true">
        <Trophy size={30} />
      </span>
      <div className="booking-card__body">
        <p className="member-list__title">{booking.activity_name}</p>
        <p className="member-list__meta">
          {booking.item_name} · {formatDay(booking.booking_date)}, {slot}
        </p>
        <p className="member-list__meta">
          {countOf(booking.player_count, 'player')} · {playerOf(booking)} · {formatPrice(booking.pricing_details.total_paise)} ·{' '}
          <StatusBadge status={booking.status} />
        </p>
      </div>
      {isConfirmed && !hasStarted && now < deadline && !isOnline && (
        <p className="sports-booking__deadline booking-card__actions">
          You can cancel until {formatDeadline(deadline, now)}, once you are back online.
        </p>
      )}
      {isConfirmed && !hasStarted && now < deadline && isOnline && (
        <div className="booking-card__actions">
          <p className="sports-booking__deadline">Cancel until {formatDeadline(deadline, now)}</p>
          <ConfirmButton
            label="Cancel"
            accessibleName={`Cancel booking, possible until ${formatClubDateTime(deadline)}`}
            question={`Cancel ${booking.activity_name} on ${formatDay(booking.booking_date)}, ${slot}? The charge to your account is reversed.`}
            confirmLabel="Confirm cancel booking"
            isBusy={cancel.isPending}
            onConfirm={() => cancel.mutate()}
          />
        </div>
      )}
      {isConfirmed && !hasStarted && now >= deadline && (
        <p className="sports-booking__deadline booking-card__actions">
          Cancelling closed at {formatDeadline(deadline, now)}, {formatMinutes(cutoffMinutes)} before the start. Please call the sports desk
          if you cannot come.
        </p>
      )}
    </li>
  )
}

/** Who plays: the member, one of their dependents (by name), or a guest they host. */
function playerOf(booking: SportsBooking): string {
  if (booking.dependent_id !== null) return `for ${booking.contact_name}`
  return booking.user_type === 'guest' ? 'for a guest' : 'for you'
}
