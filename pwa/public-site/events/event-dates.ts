import { clubDate, lazyDateFormat } from '../../../domain/time'

// Every date a visitor reads is the club's own (Delhi) date, whatever the device's zone.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
// The Upcoming Events cards read 'February 15, 2024' and '7:00 PM' (spec 1 §2).
const cardDate = lazyDateFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
const cardTime = lazyDateFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true })

/** Newer ICU puts a narrow no-break space before AM/PM; the page (and a search for '7:00 PM') wants a space. */
const withPlainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

function parse(iso: string): Date | undefined {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? undefined : at
}

/** '2 November 2025' (a past function on the Events page). */
export function formatFunctionDate(iso: string): string {
  const at = parse(iso)
  if (!at) return ''
  // From the club date, without a formatter: the Events page shows dozens and loads no zone data.
  const [year, month, day] = clubDate(at).split('-').map(Number)
  return `${day} ${MONTHS[month! - 1]} ${year}`
}

/** 'February 15, 2024', or both days of an event that runs past midnight into another date. */
export function formatEventDates(startIso: string, endIso: string): string {
  const start = parse(startIso)
  const end = parse(endIso)
  if (!start) return ''
  const first = cardDate(start)
  const last = end ? cardDate(end) : first
  return last === first ? first : `${first} - ${last}`
}

/** '7:00 PM - 11:00 PM'. */
export function formatTimeRange(startIso: string, endIso: string): string {
  const start = parse(startIso)
  const end = parse(endIso)
  if (!start) return ''
  const from = withPlainSpaces(cardTime(start))
  return end ? `${from} - ${withPlainSpaces(cardTime(end))}` : from
}

/** The club date as YYYY-MM-DD, for a <time dateTime> attribute. */
export function dateAttribute(iso: string): string | undefined {
  const at = parse(iso)
  return at ? clubDate(at) : undefined
}
