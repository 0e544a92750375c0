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
