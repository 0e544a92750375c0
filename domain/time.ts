/** The club is in Delhi: every date and time a person reads is in this zone. */
export const CLUB_TIME_ZONE = 'Asia/Kolkata'

/** The club's offset from UTC: Delhi keeps no daylight saving, so it is always +05:30. */
export const CLUB_UTC_OFFSET = '+05:30'
const CLUB_OFFSET_MS = (5 * 60 + 30) * 60_000

/**
 * A formatter made on its first use, not when the module loads: the first `Intl.DateTimeFormat`
 * with a time zone loads the zone's data, and on a slow phone a page that imports this module for
 * one date should not pay for every formatter here (ADR 031).
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): (at: Date) => string {
  let format: Intl.DateTimeFormat | undefined
  return (at) => (format ??= new Intl.DateTimeFormat(locale, { timeZone: CLUB_TIME_ZONE, ...options })).format(at)
}

const timeFormat = lazyDateFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true })
const dateTimeFormat = lazyDateFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** '10:45 am' in club time. */
export function formatClubTime(at: Date): string {
  return timeFormat(at)
}

/** '22 November 2026 at 10:45 am' in club time. */
export function formatClubDateTime(at: Date): string {
  return dateTimeFormat(at)
}

/**
 * The calendar date in the club's zone, 'YYYY-MM-DD'. Arithmetic on the fixed offset, no formatter:
 * the door's rule calls this per scan, and a public page's dates need no zone data for it.
 */
export function clubDate(at: Date): string {
  return new Date(at.getTime() + CLUB_OFFSET_MS).toISOString().slice(0, 10)
}

/** Midnight that starts a club day ('YYYY-MM-DD'), as an instant. */
export function startOfClubDay(day: string): Date {
  return new Date(`${day}T00:00:00${CLUB_UTC_OFFSET}`)
}

/** The calendar day `count` days after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}
