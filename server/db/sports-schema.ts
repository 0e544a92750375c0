import type { Generated } from 'kysely'
import type { CalendarDate, CreatedAt, Timestamp, UpdatedAt } from './column-types.js'
import type { SportsActivityStatus, SportsBookingStatus, SportsItemKind, SportsItemStatus, SportsUserType } from '../../domain/sports.js'

// Sports tables (migration 2026-11-22T1300_sports, ADR 015). Times of day are 'HH:MM' text.

export interface SportsActivitiesTable {
  activity_id: Generated<number>
  name: string
  category: string
  description: Generated<string>
  is_public: Generated<boolean>
  status: Generated<SportsActivityStatus>
  slot_minutes: number
  open_time: string
  close_time: string
  price_paise: number
  guest_price_paise: number | null
  max_players: Generated<number>
  max_slots_per_booking: Generated<number>
  booking_window_days: Generated<number>
  cancel_cutoff_minutes: Generated<number>
  image_url: string | null
  deleted_at: Timestamp | null
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface SportsItemsTable {
  item_id: Generated<number>
  name: string
  kind: Generated<SportsItemKind>
  description: Generated<string>
  status: Generated<SportsItemStatus>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface SportsActivityItemsTable {
  activity_id: number
  item_id: number
  position: Generated<number>
}

export interface SportsSubcategoriesTable {
  subcategory_id: Generated<number>
  activity_id: number
  name: string
  description: Generated<string>
  price_paise: number | null
  is_active: Generated<boolean>
  deleted_at: Timestamp | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export type SportsPaymentMethod = 'member_account' | 'cash' | 'card' | 'upi'
export type SportsPaymentStatus = 'free' | 'charged' | 'paid' | 'due' | 'voided' | 'refund_due'

export interface SportsBookingsTable {
  booking_id: Generated<number>
  activity_id: number
  item_id: number
  subcategory_id: number | null
  user_type: Generated<SportsUserType>
  member_id: string | null
  /** The member's dependent who plays (member app); the member is still the one charged. */
  dependent_id: number | null
  contact_name: string
  contact_phone: string | null
  booking_date: CalendarDate
  start_time: string
  end_time: string
  player_count: Generated<number>
  special_requests: Generated<string>
  channel: 'office' | 'reception' | 'member'
  status: Generated<SportsBookingStatus>
  slot_count: number
  unit_price_paise: number
  total_paise: number
  payment_method: SportsPaymentMethod | null
  payment_status: SportsPaymentStatus
  amount_paid_paise: Generated<number>
  invoice_number: string | null
  invoiced_at: Timestamp | null
  checked_in_at: Timestamp | null
  checked_in_by: number | null
  checked_in_device: string | null
  checked_out_at: Timestamp | null
  checked_out_by: number | null
  checked_out_device: string | null
  created_by: number | null
  cancelled_at: Timestamp | null
  cancel_reason: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  version: Generated<number>
}

export interface SportsBookingHistoryTable {
  history_id: Generated<number>
  booking_id: number
  from_status: SportsBookingStatus | null
  to_status: SportsBookingStatus
  changed_by_user: number | null
  changed_by_member: string | null
  device_client_id: string | null
  client_tap_id: string | null
  at: Timestamp
  note: string | null
  created_at: CreatedAt
}

export interface SportsPaymentsTable {
  payment_id: Generated<number>
  booking_id: number
  amount_paise: number
  method: SportsPaymentMethod
  reference: string | null
  received_by: number | null
  received_at: Generated<Date>
}

export interface SportsTables {
  sports_activities: SportsActivitiesTable
  sports_items: SportsItemsTable
  sports_activity_items: SportsActivityItemsTable
  sports_subcategories: SportsSubcategoriesTable
  sports_bookings: SportsBookingsTable
  sports_booking_history: SportsBookingHistoryTable
  sports_payments: SportsPaymentsTable
}
