import type { SportsBookingStatus } from '../../domain/sports'

/** A booking of the day as the sports desk keeps it on the device (ADR 015, pull scope `sports:{date}`). */
export interface StoredDeskBooking {
  bookingId: number
  /** The booking's date, 'YYYY-MM-DD' (the pull scope's date). */
  date: string
  activityId: number
  activityName: string
  itemId: number
  itemName: string
  memberId: string | null
  contactName: string
  contactPhone: string | null
  startTime: string
  endTime: string
  playerCount: number
  status: SportsBookingStatus
  checkedInAt: string | null
  checkedInDevice: string | null
  checkedOutAt: string | null
  version: number
  /** `{date}|{word}` for the member name, member id and booking id search (multi-entry index). */
  searchKeys: string[]
}

/** One day the desk has downloaded: its activities and the pull cursor. */
export interface DeskDayRecord {
  date: string
  activities: { activity_id: number; name: string; category: string }[]
  downloadedAt: string
}
