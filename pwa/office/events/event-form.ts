import { rupeesToPaise, paiseToRupeesText } from '../../../domain/money'
import type { ClubEvent, EventType, EventVisibility } from './event-types'

export interface EventFormValues {
  title: string
  description: string
  eventType: EventType | ''
  venue: string
  /** `<input type="datetime-local">` text, read as the club's clock (Asia/Kolkata). */
  startAt: string
  endAt: string
  capacity: string
  priceRupees: string
  memberPriceRupees: string
  visibility: EventVisibility
  featured: boolean
}

export type EventFieldErrors = Partial<Record<keyof EventFormValues, string>>

/** The club is in Delhi, which keeps +05:30 all year (no daylight saving). */
const CLUB_OFFSET = '+05:30'
const clubParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant → '2026-12-12T19:00' on the club's clock, for a datetime-local field. */
export function toClubLocalInput(iso: string): string {
  const parts = Object.fromEntries(clubParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** '2026-12-12T19:00' typed in the club → '2026-12-12T19:00:00+05:30'; anything else → null. */
export function clubInstantOf(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(local.trim())
  if (!match) return null
  const text = `${match[1]}T${match[2]}:${match[3]}:00${CLUB_OFFSET}`
  return Number.isNaN(Date.parse(text)) ? null : text
}

export const eventFormValues = (event?: ClubEvent): EventFormValues => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  eventType: event?.event_type ?? '',
  venue: event?.venue ?? '',
  startAt: event ? toClubLocalInput(event.start_at) : '',
  endAt: event ? toClubLocalInput(event.end_at) : '',
  capacity: event ? String(event.capacity) : '',
  priceRupees: event ? paiseToRupeesText(event.price_paise) : '',
  memberPriceRupees: event?.member_price_paise != null ? paiseToRupeesText(event.member_price_paise) : '',
  visibility: event?.visibility ?? 'public',
  featured: event?.featured ?? false,
})

/** The server's names (400 `errors[].path`) on the form's. */
export const eventServerFields: Record<string, keyof EventFormValues> = {
  title: 'title',
  description: 'description',
  event_type: 'eventType',
  venue: 'venue',
  start_at: 'startAt',
  end_at: 'endAt',
  capacity: 'capacity',
  price_paise: 'priceRupees',
  member_price_paise: 'memberPriceRupees',
  visibility: 'visibility',
  featured: 'featured',
}

const MAX_PAISE = 100_000_000
const MONEY_HINT = 'an amount in rupees, such as 1500 or 1500.50'

/** The checks of manage-events.schemas.ts, before anything is sent; each message names its field. */
export function validateEvent(values: EventFormValues): EventFieldErrors {
  const errors: EventFieldErrors = {}
  const required: [keyof EventFormValues, string, number][] = [
    ['title', 'Title', 200],
    ['description', 'Description', 5000],
    ['venue', 'Venue', 200],
  ]
  for (const [field, label, max] of required) {
    const text = String(values[field]).trim()
    if (text === '') errors[field] = `${label} is required`
    else if (text.length > max) errors[field] = `${label} must be at most ${max} characters`
  }
  if (values.eventType === '') errors.eventType = 'Type is required: choose the kind of event'
  const start = clubInstantOf(values.startAt)
  const end = clubInstantOf(values.endAt)
  if (!start) errors.startAt = 'Start is required: a date and time'
  if (!end) errors.endAt = 'End is required: a date and time'
  else if (start && Date.parse(end) <= Date.parse(start)) errors.endAt = 'End must be after the start'
  if (!/^\d+$/.test(values.capacity.trim()) || Number(values.capacity) < 1 || Number(values.capacity) > 100_000) {
    errors.capacity = 'Capacity must be a whole number from 1 to 100000'
  }
  const price = rupeesToPaise(values.priceRupees)
  if (values.priceRupees.trim() === '') errors.priceRupees = 'Price is required (0 for a free event)'
  else if (price === null || price > MAX_PAISE) errors.priceRupees = `Price must be ${MONEY_HINT}`
  if (values.memberPriceRupees.trim() !== '') {
    const memberPrice = rupeesToPaise(values.memberPriceRupees)
    if (memberPrice === null || memberPrice > MAX_PAISE) errors.memberPriceRupees = `Member price must be ${MONEY_HINT}`
    else if (price !== null && memberPrice > price) errors.memberPriceRupees = 'Member price must not be more than the price'
  }
  return errors
}

/** POST/PUT events: money in paise, times with the club's offset; an empty member price means "same as the price". */
export function toEventBody(values: EventFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    event_type: values.eventType as EventType,
    venue: values.venue.trim(),
    start_at: clubInstantOf(values.startAt)!,
    end_at: clubInstantOf(values.endAt)!,
    capacity: Number(values.capacity),
    price_paise: rupeesToPaise(values.priceRupees)!,
    member_price_paise: values.memberPriceRupees.trim() === '' ? null : rupeesToPaise(values.memberPriceRupees),
    visibility: values.visibility,
    featured: values.featured,
  }
}
