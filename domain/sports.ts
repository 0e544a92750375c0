/**
 * Sports slot bookings (docs/decisions/015-sports-bookings.md): the one status machine the
 * desk, the member app and the server share, an activity's slots, the checks on a requested slot,
 * and its price. Pure: times of day are 'HH:MM' in club time, dates 'YYYY-MM-DD'.
 */
import { addDays, CLUB_UTC_OFFSET, clubDate } from './time.js'

export { addDays }

export const sportsBookingStatuses = ['confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'] as const
export type SportsBookingStatus = (typeof sportsBookingStatuses)[number]

export const sportsActivityStatuses = ['active', 'inactive', 'maintenance'] as const
export type SportsActivityStatus = (typeof sportsActivityStatuses)[number]

export const sportsItemKinds = ['court', 'lane', 'table', 'bay', 'locker', 'equipment', 'other'] as const
export type SportsItemKind = (typeof sportsItemKinds)[number]

export const sportsItemStatuses = ['available', 'maintenance', 'retired'] as const
export type SportsItemStatus = (typeof sportsItemStatuses)[number]

export type SportsUserType = 'member' | 'guest'

/** Spec 2 §9: the booking form's defaults. */
export const DEFAULT_PLAYER_COUNT = 1
export const DEFAULT_USER_TYPE: SportsUserType = 'member'

/**
 * The desk's and the member's moves: confirmed → checked_in → completed; confirmed → cancelled or
 * no_show. Staff with the sports edit permission may set any status through PATCH …/status
 * (spec 2 §4); that override is not a move of this machine and is kept in the history like one.
 */
const moves: Record<SportsBookingStatus, readonly SportsBookingStatus[]> = {
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
}

export function canMove(from: SportsBookingStatus, to: SportsBookingStatus): boolean {
  return moves[from].includes(to)
}

/** A booking that holds its item: it blocks overlapping bookings and shows as taken. */
export function holdsSlot(status: SportsBookingStatus): boolean {
  return status === 'confirmed' || status === 'checked_in'
}

export type DeskAction = 'check_in' | 'check_out'

/** Why the desk (or the server, deciding a synced tap) refuses a check-in or check-out. */
export type DeskRefusal = 'already_checked_in' | 'not_checked_in' | 'already_checked_out' | 'cancelled' | 'no_show' | 'not_today'

export interface DeskBooking {
  status: SportsBookingStatus
  bookingDate: string
  checkedInAt?: Date | string | null
  checkedInDevice?: string | null
}

export type DeskDecision =
  | { ok: true; to: SportsBookingStatus }
  | { ok: false; reason: DeskRefusal; checkedInAt?: Date | string | null; checkedInDevice?: string | null }

/**
 * One rule for a desk tap, on the device's copy and on the server's locked row. A check-in is only
 * for today's booking (club date of `at`); a check-out needs a check-in first.
 */
export function decideDeskAction(booking: DeskBooking, action: DeskAction, at: Date): DeskDecision {
  const { status } = booking
  if (status === 'cancelled') return { ok: false, reason: 'cancelled' }
  if (action === 'check_in') {
    if (status === 'checked_in' || status === 'completed') {
      return { ok: false, reason: 'already_checked_in', checkedInAt: booking.checkedInAt, checkedInDevice: booking.checkedInDevice }
    }
    if (status === 'no_show') return { ok: false, reason: 'no_show' }
    if (booking.bookingDate !== clubDate(at)) return { ok: false, reason: 'not_today' }
    return { ok: true, to: 'checked_in' }
  }
  if (status === 'completed') return { ok: false, reason: 'already_checked_out' }
  if (status !== 'checked_in') return { ok: false, reason: status === 'no_show' ? 'no_show' : 'not_checked_in' }
  return { ok: true, to: 'completed' }
}

/**
 * A booking as a desk device keeps it and the server sends it (ADR 015, "The desk over sync": pull
 * scope `sports:{date}`, hints, push states): what the offline decision reads (status, date, first
 * check-in), what the screen groups and searches by, and the version, which rises with every change.
 */
export interface SyncedDeskBooking {
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
  /** The sync client id of the device that checked them in; null when done over REST. */
  checkedInDevice: string | null
  checkedOutAt: string | null
  version: number
}

export const deskRefusalText: Record<DeskRefusal, string> = {
  already_checked_in: 'Already checked in',
  not_checked_in: 'Not checked in yet',
  already_checked_out: 'Already checked out',
  cancelled: 'Booking cancelled',
  no_show: 'Marked as no-show',
  not_today: 'Not booked for today',
}

// ---- Times of day ----

const timePattern = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && timePattern.test(value)
}

/** 'HH:MM' → minutes after midnight ('24:00' → 1440). */
export function minutesOf(time: string): number {
  if (time === '24:00') return 1440
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

/** Minutes after midnight → 'HH:MM'. */
export function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** '18:30' → '6:30 pm', as the club writes times. */
export function formatTimeOfDay(time: string): string {
  const minutes = minutesOf(time) % 1440
  const hours = Math.floor(minutes / 60)
  const suffix = hours < 12 ? 'am' : 'pm'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`
}

export interface SlotRules {
  slotMinutes: number
  openTime: string
  closeTime: string
  maxSlotsPerBooking: number
}

export interface Slot {
  startTime: string
  endTime: string
}

/** The day's slots: from opening, every slot_minutes, the last one ending at or before closing. */
export function slotsOf(rules: SlotRules): Slot[] {
  const slots: Slot[] = []
  const close = minutesOf(rules.closeTime)
  for (let start = minutesOf(rules.openTime); start + rules.slotMinutes <= close; start += rules.slotMinutes) {
    slots.push({ startTime: timeOf(start), endTime: timeOf(start + rules.slotMinutes) })
  }
  return slots
}

export function overlaps(a: Slot, b: Slot): boolean {
  return a.startTime < b.endTime && b.startTime < a.endTime
}

export type SlotProblem =
  'invalid_time' | 'end_before_start' | 'outside_hours' | 'off_boundary' | 'too_long' | 'in_the_past' | 'beyond_window'

export const slotProblemText: Record<SlotProblem, string> = {
  invalid_time: 'Times must be given as HH:MM',
  end_before_start: 'The end time must be after the start time',
  outside_hours: 'The slot is outside the activity\u2019s opening hours',
  off_boundary: 'Bookings start and end on the activity\u2019s slot boundaries',
  too_long: 'The booking is longer than the activity allows',
  in_the_past: 'That slot has already started',
  beyond_window: 'That date is beyond the booking window',
}

export interface SlotRequest {
  bookingDate: string
  startTime: string
  endTime: string
}

/**
 * What is wrong with a requested slot, or null. `now` decides "in the past" (a slot that has
 * started cannot be booked); `windowDays` limits how far ahead (members only: pass undefined for
 * staff).
 */
export function slotProblem(rules: SlotRules, request: SlotRequest, now: Date, windowDays?: number): SlotProblem | null {
  if (!isTimeOfDay(request.startTime) || !isTimeOfDay(request.endTime)) return 'invalid_time'
  const start = minutesOf(request.startTime)
  const end = minutesOf(request.endTime)
  if (end <= start) return 'end_before_start'
  const open = minutesOf(rules.openTime)
  if (start < open || end > minutesOf(rules.closeTime)) return 'outside_hours'
  if ((start - open) % rules.slotMinutes !== 0 || (end - start) % rules.slotMinutes !== 0) return 'off_boundary'
  if ((end - start) / rules.slotMinutes > rules.maxSlotsPerBooking) return 'too_long'
  const today = clubDate(now)
  if (request.bookingDate < today) return 'in_the_past'
  if (request.bookingDate === today && start < clubMinutesOf(now)) return 'in_the_past'
  if (windowDays !== undefined && request.bookingDate > addDays(today, windowDays)) return 'beyond_window'
  return null
}

export function slotCount(rules: Pick<SlotRules, 'slotMinutes'>, request: Pick<SlotRequest, 'startTime' | 'endTime'>): number {
  return (minutesOf(request.endTime) - minutesOf(request.startTime)) / rules.slotMinutes
}

const clubClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** Minutes after midnight of `at`, in club time. */
export function clubMinutesOf(at: Date): number {
  const clock = clubClock.format(at)
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
}

/** The instant a club-time date and time of day stand for. */
export function clubInstant(date: string, time: string): Date {
  return new Date(`${date}T${time === '24:00' ? '23:59' : time}:00${CLUB_UTC_OFFSET}`)
}

/** A member may cancel until the cut-off before the start; staff at any time. */
export function memberMayCancel(request: SlotRequest, cutoffMinutes: number, now: Date): boolean {
  return clubInstant(request.bookingDate, request.startTime).getTime() - now.getTime() >= cutoffMinutes * 60_000
}

// ---- Price ----

export interface SportsPriceRules {
  pricePaise: number
  guestPricePaise: number | null
  /** A subcategory's own price per slot, when it has one. */
  subcategoryPricePaise?: number | null
}

export interface SportsPricing {
  unit_price_paise: number
  slot_count: number
  player_count: number
  user_type: SportsUserType
  total_paise: number
}

/** Per item per slot: the subcategory's price, else the guest price for guests, else the price. */
export function priceSportsBooking(
  rules: SportsPriceRules,
  booking: { slotCount: number; playerCount: number; userType: SportsUserType },
): SportsPricing {
  const unit =
    rules.subcategoryPricePaise ?? (booking.userType === 'guest' ? (rules.guestPricePaise ?? rules.pricePaise) : rules.pricePaise)
  return {
    unit_price_paise: unit,
    slot_count: booking.slotCount,
    player_count: booking.playerCount,
    user_type: booking.userType,
    total_paise: unit * booking.slotCount,
  }
}
