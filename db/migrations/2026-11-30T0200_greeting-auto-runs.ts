import { type Kysely } from 'kysely'

// Automatic greetings (issue 21, ADR 035 amended): one row per club day on which the automatic
// greetings ran. Whichever server inserts the day's row (its primary key) queues the day's birthdays
// and anniversaries in the same transaction; every other server finds the row and does nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('greeting_auto_runs')
    .addColumn('club_day', 'date', (col) => col.primaryKey())
    .addColumn('ran_at', 'timestamptz', (col) => col.notNull())
    .addColumn('birthday_batch_id', 'integer', (col) => col.references('greeting_batches.batch_id'))
    .addColumn('anniversary_batch_id', 'integer', (col) => col.references('greeting_batches.batch_id'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('greeting_auto_runs').execute()
}
