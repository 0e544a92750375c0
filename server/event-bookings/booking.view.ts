import type { BookingWithTickets, TicketRow } from './bookings.repository.js'

/** A ticket as the clients read it (spec 2 §3: each ticket with `ticketId`). */
export function toTicket(ticket: TicketRow) {
  return {
    ticketId: ticket.ticket_id,
    code: ticket.code,
    short_code: ticket.short_code,
    holder_name: ticket.holder_name,
    dependent_id: ticket.dependent_id,
    status: ticket.status,
    is_inside: ticket.is_inside,
    checked_in_at: ticket.first_checked_in_at,
    last_entry_at: ticket.last_entry_at,
    last_exit_at: ticket.last_exit_at,
    version: ticket.version,
  }
}

/** A booking as the audit trail keeps it (ADR 029): its money and status, never the tickets' signed codes. */
export function auditedBooking(booking: ReturnType<typeof toBooking>) {
  const { tickets, event_image_url: _image, event_end_at: _end, event_venue: _venue, version: _version, ...fields } = booking
  return { ...fields, holders: tickets.map((ticket) => ticket.holder_name).join(', ') }
}

export function toBooking(booking: BookingWithTickets) {
  return {
    booking_id: booking.booking_id,
    event_id: booking.event_id,
    event_title: booking.event_title,
    event_start_at: booking.event_start_at,
    event_end_at: booking.event_end_at,
    event_venue: booking.event_venue,
    event_image_url: booking.event_image_url,
    booking_type: booking.booking_type,
    member_id: booking.member_id,
    contact_name: booking.contact_name,
    contact_phone: booking.contact_phone,
    contact_email: booking.contact_email,
    channel: booking.channel,
    status: booking.status,
    ticket_count: booking.ticket_count,
    unit_price_paise: booking.unit_price_paise,
    subtotal_paise: booking.subtotal_paise,
    discount_paise: booking.discount_paise,
    total_paise: booking.total_paise,
    coupon_code: booking.coupon_code,
    payment_method: booking.payment_method,
    payment_status: booking.payment_status,
    amount_paid_paise: booking.amount_paid_paise,
    paid_at: booking.paid_at,
    created_at: booking.created_at,
    cancelled_at: booking.cancelled_at,
    cancel_reason: booking.cancel_reason,
    version: booking.version,
    tickets: booking.tickets.map(toTicket),
  }
}
