import { decideDeskAction, type DeskAction } from '../../domain/sports'
import { db, withOpenDb, type OutboxEntry } from '../offline/db'
import type { DeskActivity, DeskBooking, StoredDeskBooking } from './desk-types'

export const SPORTS_CHECK_IN = 'sports.checkIn'
export const SPORTS_CHECK_OUT = 'sports.checkOut'
export const DESK_MUTATION_PREFIX = 'sports.'

/** At least this many characters before a search runs (member name, member id or booking id). */
export const SEARCH_MIN_CHARS = 2
const SEARCH_LIMIT = 50

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')

/** `{date}|{word}` for every word of the contact name, the member id and the booking id. */
export function searchKeysOf(booking: Pick<DeskBooking, 'date' | 'contactName' | 'memberId' | 'bookingId'>): string[] {
  const words = [...wordsOf(booking.contactName), String(booking.bookingId)]
  if (booking.memberId) words.push(booking.memberId.toLowerCase())
  return [...new Set(words)].map((word) => `${booking.date}|${word}`)
}

export const actionOfEntry = (entry: Pick<OutboxEntry, 'name'>): DeskAction => (entry.name === SPORTS_CHECK_OUT ? 'check_out' : 'check_in')
export const bookingIdOfEntry = (entry: Pick<OutboxEntry, 'args'>) => (entry.args as { booking_id?: number }).booking_id

/**
 * The server's copy with this device's unsent taps laid on top (in the order they were taken, by the
 * same rule), so that a pull never hides what the receptionist just did.
 */
export function withPendingTaps(booking: DeskBooking, pending: readonly OutboxEntry[]): StoredDeskBooking {
  let shown: DeskBooking = { ...booking }
  for (const entry of pending) {
    const at = new Date(entry.at)
    const decision = decideDeskAction(
      { status: shown.status, bookingDate: shown.date, checkedInAt: shown.checkedInAt, checkedInDevice: shown.checkedInDevice },
      actionOfEntry(entry),
      at,
    )
    if (!decision.ok) continue
    shown = applyTap(shown, actionOfEntry(entry), entry.at, entry.client_id)
  }
  const { searchKeys: _dropped, ...server } = shown as StoredDeskBooking
  return { ...server, searchKeys: searchKeysOf(booking) }
}

/** The booking after an allowed tap, as the device shows it until the server answers. */
export function applyTap<T extends DeskBooking>(booking: T, action: DeskAction, at: string, deviceId: string): T {
  return action === 'check_in'
    ? { ...booking, status: 'checked_in', checkedInAt: at, checkedInDevice: deviceId }
    : { ...booking, status: 'completed', checkedOutAt: at }
}

/** This device's unsent desk taps, by booking, oldest first. */
async function pendingTapsByBooking(): Promise<Map<number, OutboxEntry[]>> {
  const entries = (await db.outbox.orderBy('seq').toArray()).filter((entry) => entry.name.startsWith(DESK_MUTATION_PREFIX))
  const byBooking = new Map<number, OutboxEntry[]>()
  for (const entry of entries) {
    const bookingId = bookingIdOfEntry(entry)
    if (bookingId !== undefined) byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), entry])
  }
  return byBooking
}

/**
 * A first pull (since 0): the day's whole list and its activities, in one transaction. Bookings the
 * list no longer has are dropped, unless a tap of this device still waits for them.
 */
export function replaceDayBookings(date: string, activities: readonly DeskActivity[], bookings: readonly DeskBooking[]): Promise<void> {
  return withOpenDb(() =>
    db.transaction('rw', db.deskBookings, db.deskDays, db.outbox, async () => {
      const pending = await pendingTapsByBooking()
      const listed = new Set(bookings.map((booking) => booking.bookingId))
      const stale = (await db.deskBookings.where('date').equals(date).primaryKeys()).filter((id) => !listed.has(id) && !pending.has(id))
      await db.deskBookings.bulkDelete(stale)
      await db.deskBookings.bulkPut(bookings.map((booking) => withPendingTaps(booking, pending.get(booking.bookingId) ?? [])))
      await db.deskDays.put({ date, activities: [...activities], downloadedAt: new Date().toISOString() })
    }),
  )
}

/**
 * Takes server copies of bookings (a pull since N, a hint, a push's states): each replaces the local
 * copy when its version is newer (`orIfEqual`: also equal, for a rejection's authoritative state).
 */
export function mergeDeskBookings(
  bookings: readonly DeskBooking[],
  options: { orIfEqual?: boolean; activities?: readonly DeskActivity[]; date?: string } = {},
): Promise<number> {
  if (bookings.length === 0 && !options.activities) return Promise.resolve(0)
  return withOpenDb(() =>
    db.transaction('rw', db.deskBookings, db.deskDays, db.outbox, async () => {
      const pending = await pendingTapsByBooking()
      const current = await db.deskBookings.bulkGet(bookings.map((booking) => booking.bookingId))
      const newer = bookings.filter((booking, index) => {
        const local = current[index]
        return !local || booking.version > local.version || (options.orIfEqual === true && booking.version === local.version)
      })
      await db.deskBookings.bulkPut(newer.map((booking) => withPendingTaps(booking, pending.get(booking.bookingId) ?? [])))
      if (options.activities && options.date) {
        const day = await db.deskDays.get(options.date)
        await db.deskDays.put({
          date: options.date,
          activities: [...options.activities],
          downloadedAt: day?.downloadedAt ?? new Date().toISOString(),
        })
      }
      return newer.length
    }),
  )
}

const byTime = (a: StoredDeskBooking, b: StoredDeskBooking) =>
  a.startTime.localeCompare(b.startTime) || a.activityName.localeCompare(b.activityName) || a.bookingId - b.bookingId

/** The day's bookings on this device, by start time. */
export const bookingsOfDay = (date: string) =>
  withOpenDb(async () => (await db.deskBookings.where('date').equals(date).toArray()).sort(byTime))

/** Searched from 2 characters; a booking number from its first digit (booking 7 is a 1-character search). */
export const isSearchable = (text: string) => text.trim().length >= SEARCH_MIN_CHARS || /^\d$/.test(text.trim())

/** Contact name (word prefixes, every word must match), member id or booking id. */
export function searchDeskBookings(date: string, text: string): Promise<StoredDeskBooking[]> {
  const words = wordsOf(text.trim())
  if (!isSearchable(text) || words.length === 0) return Promise.resolve([])
  return withOpenDb(async () => {
    let matching: Set<number> | undefined
    for (const word of words) {
      const keys = await db.deskBookings.where('searchKeys').startsWith(`${date}|${word}`).primaryKeys()
      matching = new Set(matching ? keys.filter((key) => matching!.has(key)) : keys)
      if (matching.size === 0) break
    }
    const found = await db.deskBookings.bulkGet([...(matching ?? [])].slice(0, SEARCH_LIMIT))
    return found.filter((booking) => booking !== undefined).sort(byTime)
  })
}
