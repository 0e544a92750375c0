import { activeCheckins, decideCheckin, type CheckinOutcome, type CheckinType, type DoorEvent } from '../../domain/check-in'
import { formatShortCode } from '../../domain/tickets'
import { formatClubTime } from '../../domain/time'
import { toTicketRecord } from './door-checkin'
import { eventNameText, type DoorEventName } from './door-event-names'
import type { StoredDoorTicket } from './door-ticket'

/** Who made a check-in, as the receptionist reads it. */
export function deviceLabel(deviceId: string | null | undefined, ownDeviceId: string): string {
  if (!deviceId) return 'at the desk'
  return deviceId === ownDeviceId ? 'on this device' : `on device ${deviceId.slice(0, 6)}`
}

/** What the device knows beside the outcome: the other event a ticket is for, a short code nothing matched. */
export interface OutcomeContext {
  otherEvent?: DoorEventName
  unknownShortCode?: string
}

/** The big result's lines: the headline, the person, and the reason or the first check-in. */
export function describeOutcome(
  outcome: CheckinOutcome,
  ownDeviceId: string,
  context: OutcomeContext = {},
): { title: string; name?: string; detail?: string } {
  switch (outcome.result) {
    case 'valid':
      return outcome.isListed
        ? { title: 'Valid', name: outcome.holderName }
        : { title: 'Valid', name: `Ticket #${outcome.ticketId}`, detail: 'Genuine ticket sold after this list was downloaded.' }
    case 're_entry':
      return { title: 'Valid — re-entry', name: outcome.holderName, detail: 'Left earlier; entering again.' }
    case 'exit':
      return { title: 'Exit', name: outcome.holderName ?? `Ticket #${outcome.ticketId}` }
    case 'already_checked_in':
      return {
        title: 'Already checked in',
        name: outcome.holderName,
        detail: `First check-in ${formatClubTime(new Date(outcome.firstCheckin.at))} ${deviceLabel(outcome.firstCheckin.deviceId, ownDeviceId)}.`,
      }
    case 'not_inside':
      return { title: 'Not checked in', name: outcome.holderName, detail: 'This ticket is not inside: nothing to check out.' }
    case 'cancelled':
      return { title: 'Cancelled', name: outcome.holderName, detail: 'This ticket was cancelled. Do not let in.' }
    case 'wrong_event':
      return {
        title: 'Wrong event',
        name: outcome.holderName,
        detail: `This ticket is for ${eventNameText(context.otherEvent)}. Do not let in here.`,
      }
    case 'not_today':
      return { title: 'Not today', detail: 'This event does not take entries today.' }
    case 'unknown':
      return context.unknownShortCode
        ? {
            title: 'Unknown code',
            detail: `No ticket on this device has the code ${formatShortCode(context.unknownShortCode)}. A ticket bought minutes ago comes with the next refresh; or search by name.`,
          }
        : { title: 'Unknown code', detail: 'This code is not a ticket of the club.' }
    case 'forged':
      return { title: 'Forged ticket', detail: 'The code’s signature is not the club’s. Do not let in.' }
  }
}

const clockOf = (at: Date | string) => formatClubTime(new Date(at))

/**
 * A search result's state and what a tap on it will do, decided by the same rule a tap runs
 * ("Checked in · tap for details", "Cancelled · not valid"), so the words never promise what the
 * tap refuses.
 */
export function searchResultLabel(
  ticket: StoredDoorTicket,
  event: DoorEvent,
  mode: CheckinType,
  now: Date,
  otherEvent?: DoorEventName,
): string {
  const record = toTicketRecord(ticket)
  const outcome = decideCheckin({ ticket: record, event, type: mode, at: now, deviceId: '' })
  const lastExit = activeCheckins(record.checkins).at(-1)
  switch (outcome.result) {
    case 'valid':
      return 'Not checked in · tap to check in'
    case 're_entry':
      return `Left ${lastExit ? clockOf(lastExit.at) : 'earlier'} · tap to check in again`
    case 'exit':
      return 'Inside · tap to check out'
    case 'already_checked_in':
      return 'Checked in · tap for details'
    case 'not_inside':
      return lastExit ? `Left ${clockOf(lastExit.at)} · nothing to check out` : 'Not checked in · nothing to check out'
    case 'cancelled':
      return 'Cancelled · not valid'
    case 'wrong_event':
      return `For ${eventNameText(otherEvent)} · not valid here`
    case 'not_today':
      return 'Not valid today'
    case 'unknown':
    case 'forged':
      return 'Tap for details'
  }
}
