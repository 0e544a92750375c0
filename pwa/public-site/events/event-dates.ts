import { CLUB_TIME_ZONE, clubDate } from '../../../domain/time'

// Every date a visitor reads is the club's own (Delhi) date, whatever the device's zone.
const functionDate = new Intl.DateTimeFormat('en-IN', { timeZone: CLUB_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' })
// The Upcoming Events cards read 'February 15, 2024' and '7:00 PM' (spec 1 §2).
const cardDate = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' })
const cardTime = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true })

/** Newer ICU puts a narrow no-break space before AM/PM; the page (and a search for '7:00 PM') wants a space. */
const withPlainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

function parse(iso: string): Date | undefined {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? undefined : at
}

/** '2 November 2025' (a past function on the Events page). */
export function formatFunctionDate(iso: string): string {
  const at = parse(iso)
  return at ? functionDate.format(at) : ''
}

/** 'February 15, 2024', or both days of an event that runs past midnight into another date. */
export function formatEventDates(startIso: string, endIso: string): string {
  const start = parse(startIso)
  const end = parse(endIso)
  if (!start) return ''
  const first = cardDate.format(start)
  const last = end ? cardDate.format(end) : first
  return last === first ? first : `${first} - ${last}`
}

/** '7:00 PM - 11:00 PM'. */
export function formatTimeRange(startIso: string, endIso: string): string {
  const start = parse(startIso)
  const end = parse(endIso)
  if (!start) return ''
  const from = withPlainSpaces(cardTime.format(start))
  return end ? `${from} - ${withPlainSpaces(cardTime.format(end))}` : from
}

/** The club date as YYYY-MM-DD, for a <time dateTime> attribute. */
export function dateAttribute(iso: string): string | undefined {
  const at = parse(iso)
  return at ? clubDate(at) : undefined
}
