import { LogIn, LogOut } from 'lucide-react'
import { formatTimeOfDay, minutesOf, type DeskAction } from '../../domain/sports'
import { clockOf, slotLabel, statusLabel } from './desk-format'
import type { StoredDeskBooking } from './desk-types'

interface DeskBookingCardProps {
  booking: StoredDeskBooking
  onTap: (booking: StoredDeskBooking, action: DeskAction) => void
  /** Show the activity (search results mix activities). */
  showsActivity?: boolean
  /** The club's time of day: a booking under way and not checked in yet says it is late. */
  nowMinutes?: number
  /** Another day than today: shown, never tapped. */
  isReadOnly?: boolean
}

/** One booking with the one button the desk needs for it now: check in, check out, or nothing. */
export function DeskBookingCard({ booking, onTap, showsActivity = false, nowMinutes, isReadOnly = false }: DeskBookingCardProps) {
  const who = booking.memberId ? `Member ${booking.memberId}` : 'Guest'
  const players = booking.playerCount === 1 ? '1 player' : `${booking.playerCount} players`
  const since =
    booking.status === 'checked_in'
      ? `in since ${clockOf(booking.checkedInAt) ?? '–'}`
      : booking.status === 'completed'
        ? `out at ${clockOf(booking.checkedOutAt) ?? '–'}`
        : booking.status === 'confirmed' && nowMinutes !== undefined && minutesOf(booking.startTime) <= nowMinutes
          ? `late: started ${formatTimeOfDay(booking.startTime)}`
          : undefined
  return (
    <li className={`desk-card desk-card--${booking.status}`}>
      <div className="desk-card__body">
        <p className="desk-card__name">{booking.contactName}</p>
        <p className="desk-card__meta">
          {showsActivity ? `${booking.activityName} · ${slotLabel(booking)} · ` : ''}
          {booking.itemName} · {who} · {players} · #{booking.bookingId}
        </p>
        <p className="desk-card__status">
          <span className={`desk-pill desk-pill--${booking.status}`}>{statusLabel[booking.status]}</span>
          {since && <span className="desk-card__since">{since}</span>}
        </p>
      </div>
      {!isReadOnly && booking.status === 'confirmed' && (
        <button
          type="button"
          className="desk-card__action desk-card__action--in"
          onClick={() => onTap(booking, 'check_in')}
          aria-label={`Check in ${booking.contactName}, booking ${booking.bookingId}`}
        >
          <LogIn aria-hidden="true" size={24} /> Check in
        </button>
      )}
      {!isReadOnly && booking.status === 'checked_in' && (
        <button
          type="button"
          className="desk-card__action desk-card__action--out"
          onClick={() => onTap(booking, 'check_out')}
          aria-label={`Check out ${booking.contactName}, booking ${booking.bookingId}`}
        >
          <LogOut aria-hidden="true" size={24} /> Check out
        </button>
      )}
    </li>
  )
}
