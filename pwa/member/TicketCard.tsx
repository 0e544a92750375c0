import type { Booking, Ticket } from '../../domain/contract/event-bookings'
import { formatEventWindow, formatWhen, labelOf } from '../office/events/event-format'
import { formatShortCode } from '../../domain/tickets'
import type { Dependent } from '../auth/session-types'
import { QrImage } from './QrImage'

/** One ticket as shown at the door: the QR of its signed code, the holder (a dependent with their own id), the event. */
export function TicketCard({ ticket, booking, dependent }: { ticket: Ticket; booking: Booking; dependent?: Dependent | undefined }) {
  const isCancelled = ticket.status === 'cancelled' || booking.status === 'cancelled'
  return (
    <li className={`ticket-card${isCancelled ? ' ticket-card--cancelled' : ''}`} aria-label={`Ticket for ${ticket.holder_name}`}>
      <div className="ticket-card__facts">
        <p className="ticket-card__holder">{ticket.holder_name}</p>
        {dependent && <p className="member-list__meta">{[dependent.relation, dependent.dependent_code].filter(Boolean).join(' · ')}</p>}
        <p className="member-list__meta">{booking.event_title}</p>
        <p className="member-list__meta">{formatEventWindow(booking.event_start_at, booking.event_end_at)}</p>
        <p className="member-list__meta">{booking.event_venue}</p>
        <p className="member-list__meta">
          {isCancelled ? 'Cancelled' : ticket.checked_in_at ? `Checked in ${formatWhen(ticket.checked_in_at)}` : labelOf(ticket.status)}
        </p>
      </div>
      {isCancelled ? (
        <p className="ticket-card__void">This ticket was cancelled and will not open the door.</p>
      ) : (
        <div className="ticket-card__pass">
          <QrImage
            value={ticket.code}
            alt={`Ticket QR code for ${ticket.holder_name}`}
            pendingLabel={`Preparing the ticket for ${ticket.holder_name}`}
            failedText={`The QR code could not be drawn. Give booking number ${booking.booking_id} at the door.`}
            size={200}
          />
          {/* Tickets saved on the phone before codes existed have none until they are read again. */}
          {ticket.short_code && (
            <p className="ticket-card__code">
              Code at the door <strong>{formatShortCode(ticket.short_code)}</strong>
            </p>
          )}
        </div>
      )}
    </li>
  )
}
