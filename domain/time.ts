/** The club is in Delhi: every date and time a person reads is in this zone. */
export const CLUB_TIME_ZONE = 'Asia/Kolkata'

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: CLUB_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: CLUB_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** '10:45 am' in club time. */
export function formatClubTime(at: Date): string {
  return timeFormat.format(at)
}

/** '22 November 2026 at 10:45 am' in club time. */
export function formatClubDateTime(at: Date): string {
  return dateTimeFormat.format(at)
}

const isoDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar date in the club's zone, 'YYYY-MM-DD'. (One formatter: the door's rule calls this per scan.) */
export function clubDate(at: Date): string {
  return isoDateFormat.format(at)
}

/** The club's offset from UTC: Delhi keeps no daylight saving, so it is always +05:30. */
export const CLUB_UTC_OFFSET = '+05:30'

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
