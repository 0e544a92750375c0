import type { Generated } from 'kysely'
import type { BookingStatus, BookingType, PaymentMethod, PaymentStatus } from '../../domain/events.js'
import type { CreatedAt, Timestamp, UpdatedAt } from './column-types.js'

// Event bookings, tickets, door check-ins, coupons and what members owe (migrations
// 2026-11-22T1200_event-bookings and T1210_door-checkins, ADR 012 and ADR 014).

export type { BookingType }
export type BookingChannel = 'office' | 'reception' | 'member' | 'public'
export type TicketStatus = 'valid' | 'checked_in' | 'cancelled'
export type CheckInType = 'entry' | 'exit'
export type DiscountType = 'percent' | 'flat'

export interface EventCouponsTable {
  coupon_id: Generated<number>
  event_id: number
  code: string
  discount_type: DiscountType
  /** Percent (1-100) or paise off. */
  value: number
  max_uses: number
  uses_count: Generated<number>
  valid_from: Timestamp
  valid_to: Timestamp
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface EventBookingsTable {
  booking_id: Generated<number>
  event_id: number
  booking_type: BookingType
  member_id: string | null
  contact_name: string
  contact_phone: string | null
  contact_email: string | null
  channel: BookingChannel
  status: Generated<BookingStatus>
  ticket_count: number
  unit_price_paise: number
  subtotal_paise: number
  discount_paise: Generated<number>
  total_paise: number
  coupon_id: number | null
  coupon_code: string | null
  payment_method: PaymentMethod | null
  payment_status: PaymentStatus
  amount_paid_paise: Generated<number>
  paid_at: Timestamp | null
  created_by: number | null
  cancelled_at: Timestamp | null
  cancelled_by: number | null
  cancel_reason: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  version: Generated<number>
}

export interface EventTicketsTable {
  ticket_id: number
  booking_id: number
  event_id: number
  holder_name: string
  /** The member's dependent who holds the ticket (member app); null for the member or a guest. */
  dependent_id: number | null
  /** The signed QR content (server/tickets/ticket-keys.ts). */
  code: string
  /** What a person types at the door (domain/tickets.ts, "Short ticket codes"); drawn by the database. */
  short_code: Generated<string>
  status: Generated<TicketStatus>
  is_inside: Generated<boolean>
  first_checked_in_at: Timestamp | null
  first_checked_in_by: number | null
  first_checked_in_device: string | null
  last_entry_at: Timestamp | null
  last_exit_at: Timestamp | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  version: Generated<number>
}

export interface TicketCheckinsTable {
  checkin_id: Generated<number>
  ticket_id: number
  event_id: number
  type: CheckInType
  /** The scan time at the door; created_at is when the server heard of it. */
  at: Timestamp
  device_client_id: string | null
  user_id: number | null
  undone_at: Timestamp | null
  created_at: CreatedAt
  version: Generated<number>
  /** The door device's own id for a check-in it queued (sync); null for REST check-ins. */
  client_checkin_id: string | null
}

/** A ticket let in on two door devices: the entry the server kept and the one it refused (ADR 014). */
export interface CheckinConflictsTable {
  conflict_id: Generated<number>
  event_id: number
  ticket_id: number
  accepted_checkin_id: number
  rejected_device_client_id: string
  rejected_user_id: number | null
  /** The scan time on the refused device. */
  rejected_at: Timestamp
  received_at: Timestamp
  type: CheckInType
  resolved_at: Timestamp | null
  resolved_by: number | null
}

export interface EventCouponRedemptionsTable {
  redemption_id: Generated<number>
  coupon_id: number
  booking_id: number
  discount_paise: number
  redeemed_at: Timestamp
  released_at: Timestamp | null
}

export interface EventBookingTables {
  event_coupons: EventCouponsTable
  event_bookings: EventBookingsTable
  event_tickets: EventTicketsTable
  ticket_checkins: TicketCheckinsTable
  checkin_conflicts: CheckinConflictsTable
  event_coupon_redemptions: EventCouponRedemptionsTable
}
