import { sql, type Kysely } from 'kysely'

// A member books for their dependents from the member app (issue 17): an event ticket can be held by
// a dependent, and a sports booking can be played by one, the member still the one charged. The
// ticket and the booking keep the holder's name as it was when booked; if the office later removes
// the dependent, the link goes (set null) and the name stays. A dependent belongs to the booking's
// member: the server checks that (a row link across two foreign keys is not a constraint here).
// Frozen as of 2026-11-27: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('event_tickets')
    .addColumn('dependent_id', 'integer', (col) => col.references('dependents.dependent_id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('sports_bookings')
    .addColumn('dependent_id', 'integer', (col) => col.references('dependents.dependent_id').onDelete('set null'))
    .execute()
  // A dependent's bookings and tickets are read through their member; these keep a removal quick.
  await sql`create index event_tickets_dependent_idx on event_tickets (dependent_id) where dependent_id is not null`.execute(db)
  await sql`create index sports_bookings_dependent_idx on sports_bookings (dependent_id) where dependent_id is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sports_bookings').dropColumn('dependent_id').execute()
  await db.schema.alterTable('event_tickets').dropColumn('dependent_id').execute()
}
