import type { CreateEventInput } from '../../../domain/contract/event-bookings-manage'
import type { ClubEvent } from '../../../domain/contract/events'
import type { EventType, EventVisibility } from '../../../domain/events'
import { CLUB_TIME_ZONE, CLUB_UTC_OFFSET } from '../../../domain/time'
import { numberFromText } from '../../forms/use-contract-form'
import { paiseToRupeesText, rupeesToPaise } from '../../../domain/money'

/**
 * The event form as typed: the request's field names, with times as `<input type="datetime-local">`
 * text on the club's clock and prices in rupees.
 */
export interface EventFormValues {
  title: string
  description: string
  event_type: EventType | ''
  venue: string
  start_at: string
  end_at: string
  capacity: string
  price_paise: string
  member_price_paise: string
  visibility: EventVisibility
  featured: boolean
  /** The card's picture: an upload's address, or '' for the placeholder. */
  image_url: string
  /** One highlight a line. */
  highlights: string
}

const clubParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant → '2026-12-12T19:00' on the club's clock, for a datetime-local field. */
export function toClubLocalInput(at: string | Date): string {
  const parts = Object.fromEntries(clubParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** '2026-12-12T19:00' typed in the club → '2026-12-12T19:00:00+05:30'; anything else → null. */
export function clubInstantOf(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(local.trim())
  if (!match) return null
  const text = `${match[1]}T${match[2]}:${match[3]}:00${CLUB_UTC_OFFSET}`
  return Number.isNaN(Date.parse(text)) ? null : text
}

/** An instant the contract read, sent back as the office typed it: on the club's clock, with its offset. */
export const clubInstant = (at: Date) => clubInstantOf(toClubLocalInput(at))!

/** Text the contract should read as a time: the club's instant, or left as typed for it to refuse. */
export const instantFromText = (text: string) => clubInstantOf(text) ?? (text.trim() === '' ? undefined : text)

/** Rupees typed → paise; text that is no amount is left for the contract to refuse. */
export const paiseFromText = (text: string) => rupeesToPaise(text) ?? (text.trim() === '' ? undefined : text)

export const eventFormValues = (event?: ClubEvent): EventFormValues => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  event_type: event?.event_type ?? '',
  venue: event?.venue ?? '',
  start_at: event ? toClubLocalInput(event.start_at) : '',
  end_at: event ? toClubLocalInput(event.end_at) : '',
  capacity: event ? String(event.capacity) : '',
  price_paise: event ? paiseToRupeesText(event.price_paise) : '',
  member_price_paise: event?.member_price_paise != null ? paiseToRupeesText(event.member_price_paise) : '',
  visibility: event?.visibility ?? 'public',
  featured: event?.featured ?? false,
  image_url: event?.image_url ?? '',
  highlights: (event?.highlights ?? []).join('\n'),
})

/** What the contract's event schema reads: times with the club's offset, numbers, money in paise. */
export const eventRequest = (values: EventFormValues) => ({
  ...values,
  event_type: values.event_type || undefined,
  start_at: instantFromText(values.start_at),
  end_at: instantFromText(values.end_at),
  capacity: numberFromText(values.capacity),
  price_paise: paiseFromText(values.price_paise),
  // Empty: members pay the same as guests.
  member_price_paise: values.member_price_paise.trim() === '' ? null : paiseFromText(values.member_price_paise),
  image_url: values.image_url || null,
  highlights: highlightsFromText(values.highlights),
})

/** One highlight a line; blank lines dropped. */
export const highlightsFromText = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** POST/PUT events: the fields this form edits, picture and highlights included; times go back on the club's clock. */
export const eventBody = (request: CreateEventInput) => ({
  title: request.title,
  description: request.description,
  event_type: request.event_type,
  venue: request.venue,
  start_at: clubInstant(request.start_at),
  end_at: clubInstant(request.end_at),
  capacity: request.capacity,
  price_paise: request.price_paise,
  member_price_paise: request.member_price_paise ?? null,
  visibility: request.visibility,
  featured: request.featured,
  image_url: request.image_url ?? null,
  highlights: request.highlights,
})
