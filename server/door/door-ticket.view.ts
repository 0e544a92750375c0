import type { CheckinType } from '../../domain/check-in.js'

/**
 * A ticket as a door device keeps it (ADR 014): what the offline decision reads (domain/check-in.ts
 * TicketRecord), what the search reads (holder, booking, phone, member), and the version the device
 * compares. The version rises whenever a check-in of the ticket is recorded or undone, or the
 * booking is cancelled.
 */
export interface DoorTicket {
  ticketId: number
  eventId: number
  bookingId: number
  /** What a person types when the QR will not scan (domain/tickets.ts, "Short ticket codes"). */
  shortCode: string
  holderName: string
  status: 'confirmed' | 'cancelled'
  /** The booking's contact phone. */
  phone: string | null
  memberId: string | null
  checkins: DoorCheckin[]
  version: number
}

export interface DoorCheckin {
  /** The device's id for it (client_checkin_id), or 'server-' + checkin_id for one made over REST. */
  checkinId: string
  type: CheckinType
  /** The scan time on the device (ISO). */
  at: string
  /** The sync client id of the device; null at the desk (REST). */
  deviceId: string | null
  undoneAt?: string
}

/** What the door reads of a ticket row joined with its booking. */
export interface DoorTicketRow {
  ticket_id: number
  event_id: number
  booking_id: number
  short_code: string
  holder_name: string
  status: 'valid' | 'checked_in' | 'cancelled'
  contact_phone: string | null
  member_id: string | null
  version: number
}

/** What the door reads of a check-in row. */
export interface DoorCheckinRow {
  checkin_id: number | null
  client_checkin_id: string | null
  type: CheckinType
  at: Date
  device_client_id: string | null
  undone_at: Date | null
}

export const doorCheckinId = (checkin: Pick<DoorCheckinRow, 'checkin_id' | 'client_checkin_id'>) =>
  checkin.client_checkin_id ?? `server-${checkin.checkin_id}`

export function toDoorCheckin(checkin: DoorCheckinRow): DoorCheckin {
  return {
    checkinId: doorCheckinId(checkin),
    type: checkin.type,
    at: checkin.at.toISOString(),
    deviceId: checkin.device_client_id,
    ...(checkin.undone_at ? { undoneAt: checkin.undone_at.toISOString() } : {}),
  }
}

/** `checkins` in the order they happened at the door. */
export function toDoorTicket(ticket: DoorTicketRow, checkins: readonly DoorCheckinRow[]): DoorTicket {
  return {
    ticketId: ticket.ticket_id,
    eventId: ticket.event_id,
    bookingId: ticket.booking_id,
    shortCode: ticket.short_code,
    holderName: ticket.holder_name,
    status: ticket.status === 'cancelled' ? 'cancelled' : 'confirmed',
    phone: ticket.contact_phone,
    memberId: ticket.member_id,
    checkins: checkins.map(toDoorCheckin),
    version: ticket.version,
  }
}
