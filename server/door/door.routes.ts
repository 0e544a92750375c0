import { Hono } from 'hono'
import { checkinConflicts, resolveCheckinConflict as resolveCheckinConflictEndpoint, ticketKey } from '../../domain/contract/door.js'
import { staffPrincipal } from '../auth/principal.js'
import type { AppEnv } from '../http/context.js'
import { AppError, notFound } from '../http/errors.js'
import { contract } from '../http/contract.js'
import { deskMay } from '../event-bookings/event-access.js'
import { ticketSigner } from '../tickets/ticket-keys.js'
import { findCheckinConflict, listCheckinConflicts, resolveCheckinConflict, type CheckinConflictRow } from './conflicts.repository.js'
import { findDoorEvent } from './door.repository.js'

/**
 * The door's REST calls beside its sync (ADR 014): the public key devices verify ticket codes with,
 * and the supervisor's list of tickets let in on two devices. Mounted at /api/event-bookings.
 */
export const doorRoutes = new Hono<AppEnv>()

function toConflict(row: CheckinConflictRow) {
  return {
    conflict_id: row.conflict_id,
    ticket_id: row.ticket_id,
    holder_name: row.holder_name,
    booking_id: row.booking_id,
    type: row.type,
    accepted: { at: row.accepted_at, device_id: row.accepted_device_id, user_name: row.accepted_user_name },
    rejected: { at: row.rejected_at, device_id: row.rejected_device_client_id, user_name: row.rejected_user_name },
    received_at: row.received_at,
    resolved_at: row.resolved_at,
  }
}

doorRoutes.get('/door/ticket-key', deskMay('view'), contract(ticketKey), async (c) => {
  return c.json({ success: true, key: (await ticketSigner(c.var.deps)).publicKeyJwk })
})

doorRoutes.get('/events/:id/checkin-conflicts', deskMay('view'), contract(checkinConflicts), async (c) => {
  const { db } = c.var.deps
  const { id } = c.req.valid('param')
  if (!(await findDoorEvent(db, id))) throw notFound(`There is no event ${id}`)
  return c.json({ success: true, data: (await listCheckinConflicts(db, id)).map(toConflict) })
})

doorRoutes.patch(
  '/events/:id/checkin-conflicts/:conflictId/resolve',
  deskMay('edit'),
  contract(resolveCheckinConflictEndpoint),
  async (c) => {
    const { db, clock } = c.var.deps
    const { id, conflictId } = c.req.valid('param')
    const resolved = await resolveCheckinConflict(db, id, conflictId, staffPrincipal(c).userId, clock())
    if (!resolved) {
      if (!(await findCheckinConflict(db, id, conflictId))) throw notFound(`Event ${id} has no check-in conflict ${conflictId}`)
      throw new AppError(409, 'already_resolved', `Check-in conflict ${conflictId} is already resolved`)
    }
    const conflict = (await listCheckinConflicts(db, id)).find((row) => row.conflict_id === conflictId)!
    return c.json({ success: true, message: 'Conflict resolved', conflict: toConflict(conflict) })
  },
)
