import { sql, type Kysely } from 'kysely'

// Door check-in over sync (docs/decisions/014-door-check-in-sync.md). A check-in queued on a door
// device carries the device's own id for it, so the device can undo it and a re-push of it under a
// renumbered client id is recognised. A ticket let in on two devices is kept as a conflict for the
// door supervisor. Frozen as of 2026-11-22: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ticket_checkins')
    .addColumn('client_checkin_id', 'text', (col) => col.unique().check(sql`client_checkin_id ~ '^[A-Za-z0-9_-]{8,64}$'`))
    .execute()

  await db.schema
    .createTable('checkin_conflicts')
    .addColumn('conflict_id', 'serial', (col) => col.primaryKey())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.event_id'))
    .addColumn('ticket_id', 'integer', (col) => col.notNull().references('event_tickets.ticket_id'))
    // The entry the server kept; the refused one is described by the columns below.
    .addColumn('accepted_checkin_id', 'bigint', (col) => col.notNull().references('ticket_checkins.checkin_id'))
    .addColumn('rejected_device_client_id', 'text', (col) => col.notNull())
    .addColumn('rejected_user_id', 'integer', (col) => col.references('users.user_id'))
    // The scan time on the refused device; received_at is when the server heard of it.
    .addColumn('rejected_at', 'timestamptz', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('entry', 'exit')`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'integer', (col) => col.references('users.user_id'))
    .execute()
  await db.schema.createIndex('checkin_conflicts_event_idx').on('checkin_conflicts').columns(['event_id', 'conflict_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checkin_conflicts').execute()
  await db.schema.alterTable('ticket_checkins').dropColumn('client_checkin_id').execute()
}
