import type { SportsBookingStatus, SyncedDeskBooking } from '../../domain/sports.js'

export type DeskBooking = SyncedDeskBooking

/** What the desk reads of a booking row joined with its activity and item. */
export interface DeskBookingRow {
  booking_id: number
  booking_date: string
  activity_id: number
  activity_name: string
  item_id: number
  item_name: string
  member_id: string | null
  contact_name: string
  contact_phone: string | null
  start_time: string
  end_time: string
  player_count: number
  status: SportsBookingStatus
  checked_in_at: Date | null
  checked_in_device: string | null
  checked_out_at: Date | null
  version: number
}

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString())

export function toDeskBooking(row: DeskBookingRow): DeskBooking {
  return {
    bookingId: row.booking_id,
    date: row.booking_date,
    activityId: row.activity_id,
    activityName: row.activity_name,
    itemId: row.item_id,
    itemName: row.item_name,
    memberId: row.member_id,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    startTime: row.start_time,
    endTime: row.end_time,
    playerCount: row.player_count,
    status: row.status,
    checkedInAt: iso(row.checked_in_at),
    checkedInDevice: row.checked_in_device,
    checkedOutAt: iso(row.checked_out_at),
    version: Number(row.version),
  }
}
