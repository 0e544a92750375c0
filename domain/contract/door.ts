import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { id, timestamp } from './fields.js'

/**
 * The door's REST calls beside its sync (ADR 014): the public key devices verify ticket codes with,
 * and the supervisor's list of tickets let in on two devices.
 */
const tag = 'Door'
const base = '/api/event-bookings'
const ok = z.literal(true)

export const doorEventParam = z.object({ id })
export const conflictParams = doorEventParam.extend({ conflictId: id })

const checkInSide = z.object({ at: timestamp, device_id: z.string().nullable(), user_name: z.string().nullable() })

/** A ticket let in on two devices: the entry the server kept and the one it refused. */
export const checkinConflict = z.object({
  conflict_id: z.number(),
  ticket_id: z.number(),
  holder_name: z.string(),
  booking_id: z.number(),
  type: z.enum(['entry', 'exit']),
  accepted: checkInSide,
  rejected: checkInSide,
  received_at: timestamp,
  resolved_at: timestamp.nullable(),
})
export type CheckinConflict = z.infer<typeof checkinConflict>

export const ticketKey = endpoint({
  method: 'get',
  path: `${base}/door/ticket-key`,
  tag,
  summary: 'The public key (JWK) the door devices verify ticket codes with, offline',
  audience: 'staff',
  responses: { 200: z.object({ success: ok, key: z.object({ kty: z.string() }).loose() }) },
})

export const checkinConflicts = endpoint({
  method: 'get',
  path: `${base}/events/:id/checkin-conflicts`,
  tag,
  summary: 'An event’s tickets let in on two door devices, oldest first',
  audience: 'staff',
  params: doorEventParam,
  responses: { 200: z.object({ success: ok, data: z.array(checkinConflict) }) },
})

export const resolveCheckinConflict = endpoint({
  method: 'patch',
  path: `${base}/events/:id/checkin-conflicts/:conflictId/resolve`,
  tag,
  summary: 'The door supervisor marks a check-in conflict as seen to',
  description: 'A conflict resolved before is a 409.',
  audience: 'staff',
  params: conflictParams,
  responses: { 200: z.object({ success: ok, message: z.string(), conflict: checkinConflict }) },
})
