import type { CheckInType, TicketStatus } from '../db/schema.js'

export interface TicketAtDoor {
  status: TicketStatus
  is_inside: boolean
}

export type ScanDecision = { ok: true } | { ok: false; reason: 'cancelled' | 'already_checked_in' | 'not_inside' }

/**
 * The door's rule for a staff check-in: a cancelled ticket never passes; an entry needs the holder
 * outside (a re-entry after an exit is fine, a second entry is not); an exit needs them inside.
 */
export function decideScan(ticket: TicketAtDoor, type: CheckInType): ScanDecision {
  if (ticket.status === 'cancelled') return { ok: false, reason: 'cancelled' }
  if (type === 'entry') return ticket.is_inside ? { ok: false, reason: 'already_checked_in' } : { ok: true }
  return ticket.is_inside ? { ok: true } : { ok: false, reason: 'not_inside' }
}
