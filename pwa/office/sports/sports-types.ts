import type { SportsActivityStatus, SportsBookingStatus, SportsItemKind, SportsItemStatus, SportsPricing, SportsUserType } from '../../../domain/sports'

/** The shapes of /api/sports-activity (docs/decisions/015-sports-bookings.md, "Shapes"). */
export interface SportsActivity {
  activity_id: number
  name: string
  category: string
  description: string
  is_public: boolean
  status: SportsActivityStatus
  slot_minutes: number
  open_time: string
  close_time: string
  price_paise: number
  guest_price_paise: number | null
  max_players: number
  max_slots_per_booking: number
  booking_window_days: number
  cancel_cutoff_minutes: number
  image_url: string | null
  item_ids: number[]
  created_at: string
  updated_at: string
}

export interface SportsItem {
  item_id: number
  name: string
  kind: SportsItemKind
  description: string
  status: SportsItemStatus
  activity_ids: number[]
}

/** items-enhanced: the day's use of each item. */
export interface SportsItemInUse extends SportsItem {
  bookings_today: number
  in_use_now: boolean
  next_booking: { booking_id?: number; start_time: string; end_time: string } | null
}

/** server/sports/activity.view.ts names its id `sub_category_id`. */
export interface SportsSubcategory {
  sub_category_id: number
  activity_id: number
  name: string
  description: string
  price_paise: number | null
  is_active: boolean
}

export interface ActivityDetails {
  activity: SportsActivity
  items: SportsItem[]
  subcategories: SportsSubcategory[]
}

export interface AvailabilitySlot {
  start_time: string
  end_time: string
  items: { item_id: number; available: boolean; booking_id?: number }[]
}

export interface Availability {
  activity_id: number
  date: string
  slots: AvailabilitySlot[]
}

export type SportsPaymentStatus = 'free' | 'charged' | 'paid' | 'due' | 'voided' | 'refund_due'
export type SportsPaymentMethod = 'member_account' | 'cash' | 'card' | 'upi'

export interface SportsBooking {
  booking_id: number
  activity_id: number
  activity_name: string
  item_id: number
  item_name: string
  subcategory_id: number | null
  member_id: string | null
  member_name: string | null
  user_type: SportsUserType
  contact_name: string
  contact_phone: string | null
  booking_date: string
  start_time: string
  end_time: string
  player_count: number
  special_requests: string
  channel: 'office' | 'reception' | 'member'
  status: SportsBookingStatus
  pricing_details: SportsPricing
  payment: { status: SportsPaymentStatus; method: SportsPaymentMethod | null; amount_paid_paise: number; balance_paise: number }
  invoice_number: string | null
  cancelled_at?: string | null
  cancel_reason?: string | null
  check_in_info: { checked_in_at: string | null; checked_in_device: string | null; checked_out_at: string | null; checked_out_device: string | null } | null
  created_at: string
  updated_at: string
  version: number
}

export interface SportsBookingHistoryEntry {
  from: SportsBookingStatus | null
  to: SportsBookingStatus
  at: string
  by: { kind: 'staff'; user_id: number; name: string | null } | { kind: 'member'; member_id: string; name: string | null } | null
  device: string | null
  note: string | null
}

export interface SportsPayment {
  payment_id: number
  amount_paise: number
  method: SportsPaymentMethod
  reference: string | null
  received_by: number | null
  received_at: string
}

export interface SportsBookingDetails extends SportsBooking {
  history: SportsBookingHistoryEntry[]
  payments: SportsPayment[]
}

export interface CalendarDay {
  date: string
  bookings: number
  booked_slots: number
  total_slots: number
  checked_in: number
  cancelled: number
}

export interface SportsCalendar {
  activity_id: number
  month: number
  year: number
  days: CalendarDay[]
}
