/** The event-bookings API's answers, as the office reads them (server/event-bookings/*.view.ts). */

import { deskPaymentMethods, type BookingStatus, type EventStatus, type EventType, type EventVisibility } from '../../../domain/events'

export { bookingStatuses, eventStatuses, eventTypes, eventVisibilities } from '../../../domain/events'
export { deskPaymentMethods }
export type { BookingStatus, EventStatus, EventType, EventVisibility }
export type DeskPaymentMethod = (typeof deskPaymentMethods)[number]

export interface ClubEvent {
  event_id: number
  title: string
  slug: string
  description: string
  event_type: EventType
  start_at: string
  end_at: string
  venue: string
  capacity: number
  price_paise: number
  member_price_paise: number | null
  image_url: string | null
  highlights: string[]
  visibility: EventVisibility
  status: EventStatus
  featured: boolean
  tickets_sold: number
  seats_left: number
  upcoming: boolean
}

export interface Pagination {
  page: number
  limit: number
  total: number
  pages: number
}

export interface Page<Item> {
  data: Item[]
  pagination: Pagination
}

export interface BookingStats {
  total_bookings: number
  confirmed_bookings: number
  attended_bookings: number
  no_show_bookings: number
  cancelled_bookings: number
  tickets_sold: number
  checked_in: number
  inside_now: number
  cancelled_tickets: number
  seats_left: number
  revenue_paise: number
}

export interface Ticket {
  ticketId: number
  code: string
  holder_name: string
  status: 'valid' | 'checked_in' | 'cancelled'
  is_inside: boolean
  checked_in_at: string | null
  last_entry_at: string | null
  last_exit_at: string | null
}

export interface Booking {
  booking_id: number
  event_id: number
  event_title: string
  event_start_at: string
  event_end_at: string
  event_venue: string
  booking_type: 'member' | 'guest'
  member_id: string | null
  contact_name: string
  contact_phone: string | null
  contact_email: string | null
  channel: 'office' | 'reception' | 'member' | 'public'
  status: BookingStatus
  ticket_count: number
  unit_price_paise: number
  subtotal_paise: number
  discount_paise: number
  total_paise: number
  coupon_code: string | null
  payment_method: string | null
  payment_status: string
  amount_paid_paise: number
  created_at: string
  cancelled_at: string | null
  cancel_reason: string | null
  tickets: Ticket[]
}

export interface Coupon {
  coupon_id: number
  event_id: number
  code: string
  discount_type: 'percent' | 'flat'
  value: number
  max_uses: number
  uses_count: number
  uses_left: number
  valid_from: string
  valid_to: string
  /** GET events/{id}/coupons only: where the coupon stands now. */
  state?: CouponState
}

export type CouponState = 'scheduled' | 'active' | 'expired' | 'used_up'

/** POST events/{id}/coupons/validate: what the code takes off the tickets asked about. */
export interface CouponPreview {
  message?: string
  coupon: Coupon
  subtotal_paise: number
  discount_paise: number
  total_paise: number
}

export interface EventStats {
  event_id: number
  title: string
  status: EventStatus
  start_at: string
  end_at: string
  capacity: number
  booked: number
  checked_in: number
  inside_now: number
  seats_left: number
  cancelled_tickets: number
  bookings: { total: number; confirmed: number; attended: number; no_show: number; cancelled: number }
  revenue_paise: number
  check_ins_by_hour: { hour: string; entries: number; exits: number }[]
  as_of: string
}

export interface BookingsDashboard {
  events: { total: number; upcoming: number; by_status: Record<string, number>; by_type: Record<string, number> }
  bookings: { total: number; active: number; cancelled: number; tickets_sold: number; revenue_paise: number; due_at_desk_paise: number }
  bookings_per_day: { date: string; bookings: number; tickets: number; revenue_paise: number }[]
  top_upcoming_events: { event_id: number; title: string; start_at: string; capacity: number; tickets_sold: number; seats_left: number }[]
  as_of: string
}
