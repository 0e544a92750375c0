import type { Executor } from '../db/database.js'

/** The event's check-in conflicts with both sides (the kept entry and the refused one), oldest first. */
export function listCheckinConflicts(db: Executor, eventId: number) {
  return db
    .selectFrom('checkin_conflicts as c')
    .innerJoin('event_tickets as t', 't.ticket_id', 'c.ticket_id')
    .innerJoin('ticket_checkins as a', 'a.checkin_id', 'c.accepted_checkin_id')
    .leftJoin('users as accepted_user', 'accepted_user.user_id', 'a.user_id')
    .leftJoin('users as rejected_user', 'rejected_user.user_id', 'c.rejected_user_id')
    .select([
      'c.conflict_id',
      'c.ticket_id',
      't.holder_name',
      't.booking_id',
      'c.type',
      'a.at as accepted_at',
      'a.device_client_id as accepted_device_id',
      'accepted_user.name as accepted_user_name',
      'c.rejected_at',
      'c.rejected_device_client_id',
      'rejected_user.name as rejected_user_name',
      'c.received_at',
      'c.resolved_at',
    ])
    .where('c.event_id', '=', eventId)
    .orderBy('c.conflict_id')
    .execute()
}
export type CheckinConflictRow = Awaited<ReturnType<typeof listCheckinConflicts>>[number]

/** Marks a conflict of the event resolved; undefined when there is none, or it was resolved before. */
export function resolveCheckinConflict(trx: Executor, eventId: number, conflictId: number, userId: number, now: Date) {
  return trx
    .updateTable('checkin_conflicts')
    .set({ resolved_at: now, resolved_by: userId })
    .where('event_id', '=', eventId)
    .where('conflict_id', '=', conflictId)
    .where('resolved_at', 'is', null)
    .returning('conflict_id')
    .executeTakeFirst()
}

export function findCheckinConflict(db: Executor, eventId: number, conflictId: number) {
  return db
    .selectFrom('checkin_conflicts')
    .select(['conflict_id', 'resolved_at'])
    .where('event_id', '=', eventId)
    .where('conflict_id', '=', conflictId)
    .executeTakeFirst()
}
