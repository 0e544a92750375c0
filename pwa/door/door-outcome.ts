import type { CheckinOutcome } from '../../domain/check-in'
import { formatClubTime } from '../../domain/time'

/** Who made a check-in, as the receptionist reads it. */
export function deviceLabel(deviceId: string | null | undefined, ownDeviceId: string): string {
  if (!deviceId) return 'at the desk'
  return deviceId === ownDeviceId ? 'on this device' : `on device ${deviceId.slice(0, 6)}`
}

/** The big result's lines: the headline, the person, and the reason or the first check-in. */
export function describeOutcome(outcome: CheckinOutcome, ownDeviceId: string): { title: string; name?: string; detail?: string } {
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
      return { title: 'Wrong event', name: outcome.holderName, detail: `This ticket is for another event (#${outcome.ticketEventId}).` }
    case 'not_today':
      return { title: 'Not today', detail: 'This event does not take entries today.' }
    case 'unknown':
      return { title: 'Unknown code', detail: 'This code is not a ticket of the club.' }
    case 'forged':
      return { title: 'Forged ticket', detail: 'The code’s signature is not the club’s. Do not let in.' }
  }
}
