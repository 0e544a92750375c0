import { deskRefusalText, formatTimeOfDay, type DeskRefusal } from '../../domain/sports'
import { formatClubTime } from '../../domain/time'
import type { DeskBooking } from './desk-types'

/** '10:00 am – 11:00 am' */
export const slotLabel = (booking: Pick<DeskBooking, 'startTime' | 'endTime'>) =>
  `${formatTimeOfDay(booking.startTime)} – ${formatTimeOfDay(booking.endTime)}`

export const clockOf = (at: string | null | undefined) => (at ? formatClubTime(new Date(at)) : undefined)

/** Where a check-in happened, from this device's point of view. */
export function deviceLabel(device: string | null | undefined, thisDevice: string | undefined): string {
  if (!device) return 'at the office'
  return device === thisDevice ? 'on this device' : `on another device (${device.slice(0, 6)})`
}

/** A refusal as the receptionist reads it: the rule's words, and for a second check-in when and where the first was. */
export function refusalLine(
  reason: DeskRefusal | string,
  first: { at: string | null | undefined; device: string | null | undefined } | undefined,
  thisDevice: string | undefined,
): string {
  const text = reason in deskRefusalText ? deskRefusalText[reason as DeskRefusal] : 'Refused by the server'
  if (reason !== 'already_checked_in' || !first) return text
  const at = clockOf(first.at)
  return `${text}${at ? ` at ${at}` : ''} ${deviceLabel(first.device, thisDevice)}`
}

export const statusLabel: Record<DeskBooking['status'], string> = {
  confirmed: 'Booked',
  checked_in: 'On court',
  completed: 'Checked out',
  cancelled: 'Cancelled',
  no_show: 'No-show',
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })

/** '2026-11-22' → 'Sunday 22 November' (a calendar date: no time zone involved). */
export const formatDeskDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`)).replace(',', '')
