import type { CheckinType, TicketStatus } from '../../domain/check-in'

/** One check-in as the server keeps it (`deviceId`: the sync client id of the device that made it). */
export interface DoorCheckin {
  checkinId: string
  type: CheckinType
  at: string
  deviceId: string | null
  undoneAt?: string | null
}

/** A ticket of the `event:{id}` pull scope, the push's states and `door:changed` hints. */
export interface DoorTicket {
  ticketId: number
  eventId: number
  bookingId: number
  /**
   * What a person types when the QR will not scan (domain/tickets.ts, "Short ticket codes").
   * Absent only on copies stored before codes existed, until the next pull brings them again.
   */
  shortCode?: string
  holderName: string
  status: TicketStatus
  phone: string | null
  memberId: string | null
  checkins: DoorCheckin[]
  version: number
}

/**
 * The device's copy: the server's ticket plus the words it is found by. `searchKeys` are
 * `{eventId}|{word}` (lower-case name words, phone digits), so one multi-entry index serves a
 * prefix search within one event. `isProvisional`: made here for a ticket sold after the
 * download (genuine code, not in the list); any server copy replaces it.
 */
export interface StoredDoorTicket extends DoorTicket {
  searchKeys: string[]
  isProvisional?: boolean
}

/** The event of a downloaded list, with what the door screen shows of the download. */
export interface DoorEventRecord {
  eventId: number
  title: string
  startAt: string
  endAt: string
  venue: string | null
  capacity: number | null
  status: string
  ticketCount: number
  downloadedAt: string
}

/** The `event` field of the pull answer. */
export interface PulledEvent {
  event_id: number
  title: string
  start_at: string
  end_at: string
  venue: string | null
  capacity: number | null
  status: string
}

/** One of the club's other events, as the pull names them (`other_events`): a ticket for it is named at the door. */
export interface PulledEventName {
  event_id: number
  title: string
  start_at: string
  end_at: string
  venue: string | null
}

export function isDoorTicket(value: unknown): value is DoorTicket {
  return typeof value === 'object' && value !== null && 'ticketId' in value && 'checkins' in value && 'version' in value
}
