import type { SyncedDeskBooking } from '../../domain/sports'

export type DeskBooking = SyncedDeskBooking

/** A booking of the day as the sports desk keeps it on the device: the server's copy with this device's unsent taps laid on top. */
export interface StoredDeskBooking extends DeskBooking {
  /** `{date}|{word}` for the member name, member id and booking id search (multi-entry index). */
  searchKeys: string[]
}

/** An activity of the pull answer: what the desk groups by. */
export interface DeskActivity {
  activity_id: number
  name: string
  category: string
}

/** One day the desk has downloaded: its activities and the pull cursor. */
export interface DeskDayRecord {
  date: string
  activities: DeskActivity[]
  downloadedAt: string
}

/** A desk mutation's `state` (server/sports-desk/desk.sync.ts): the booking, and for a second check-in the first one. */
export interface DeskMutationState {
  booking: DeskBooking
  first_check_in?: { at: string | null; device: string | null }
}

/** The socket's `sports:changed` hint: the day's changed bookings. */
export interface DeskChanged {
  date: string
  version: number
  bookings?: DeskBooking[]
}

export function isDeskBooking(value: unknown): value is DeskBooking {
  return typeof value === 'object' && value !== null && 'bookingId' in value && 'status' in value && 'version' in value
}

export function isDeskMutationState(value: unknown): value is DeskMutationState {
  return typeof value === 'object' && value !== null && 'booking' in value && isDeskBooking((value as { booking: unknown }).booking)
}
