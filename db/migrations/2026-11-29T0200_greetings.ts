import { sql, type Kysely } from 'kysely'

// Greetings by WhatsApp (issue 21, ADRs 035 and 036):
// - the club's greeting settings, one row: festival dates per year, the WhatsApp template names and
//   language, the send rate, automatic greetings (off by default);
// - one row per send (single, bulk, schedule): what, when, its pg-boss job and its state;
// - one row per member greeted: the formatted text, the occasion and year it counts for, and its
//   state, which a worker moves pending → sending → sent (or back to pending with a later attempt,
//   or failed). A row is claimed once (pending → sending), so nobody is sent the same greeting twice;
// - members who asked not to receive greetings.
const greetingTypes = sql`'birthday', 'anniversary', 'festival'`

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('greeting_settings')
    .addColumn('settings_id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`settings_id`),
    )
    .addColumn('festival_dates', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('whatsapp_templates', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('whatsapp_language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('send_rate_per_second', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(50)
        .check(sql`send_rate_per_second between 1 and 1000`),
    )
    .addColumn('is_auto_greeting', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('auto_greeting_time', 'text', (col) => col.notNull().defaultTo('09:00'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  const festivalDates = {
    diwali: { 2025: '2025-10-20', 2026: '2026-11-08', 2027: '2027-10-29', 2028: '2028-10-17' },
    holi: { 2025: '2025-03-14', 2026: '2026-03-04', 2027: '2027-03-22', 2028: '2028-03-11' },
    newyear: { 2025: '2025-01-01', 2026: '2026-01-01', 2027: '2027-01-01', 2028: '2028-01-01' },
  }
  await db
    .insertInto('greeting_settings')
    .values({ settings_id: true, festival_dates: JSON.stringify(festivalDates) })
    .execute()

  await db.schema
    .createTable('greeting_batches')
    .addColumn('batch_id', 'serial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('single', 'bulk', 'schedule', 'auto')`))
    .addColumn('greeting_type', 'text', (col) => col.notNull().check(sql`greeting_type in (${greetingTypes})`))
    .addColumn('template_key', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('scheduled', 'queued', 'running', 'done', 'cancelled')`))
    .addColumn('scheduled_for', 'timestamptz')
    .addColumn('job_id', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .execute()
  await sql`create index greeting_batches_status_idx on greeting_batches (status, scheduled_for)`.execute(db)

  await db.schema
    .createTable('greetings')
    .addColumn('greeting_id', 'serial', (col) => col.primaryKey())
    .addColumn('batch_id', 'integer', (col) => col.references('greeting_batches.batch_id'))
    .addColumn('member_id', 'text', (col) => col.notNull())
    .addColumn('greeting_type', 'text', (col) => col.notNull().check(sql`greeting_type in (${greetingTypes})`))
    .addColumn('occasion', 'text', (col) => col.notNull())
    .addColumn('occasion_year', 'integer', (col) => col.notNull())
    .addColumn('recipient', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('template_parameters', 'jsonb')
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('whatsapp', 'other')`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'recorded', 'cancelled')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('message_id', 'integer')
    .addColumn('provider_message_id', 'text')
    .addColumn('error', 'text')
    .addColumn('is_resend', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sent_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('status_at', 'timestamptz')
    .execute()
  await sql`create index greetings_batch_idx on greetings (batch_id, status, next_attempt_at)`.execute(db)
  await sql`create index greetings_member_idx on greetings (member_id, occasion, occasion_year)`.execute(db)
  await sql`create index greetings_provider_idx on greetings (provider_message_id) where provider_message_id is not null`.execute(db)
  await sql`create index greetings_sent_at_idx on greetings (sent_at) where sent_at is not null`.execute(db)

  await db.schema
    .createTable('greeting_opt_outs')
    .addColumn('member_id', 'text', (col) => col.primaryKey().references('members.member_id'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('greeting_opt_outs').execute()
  await db.schema.dropTable('greetings').execute()
  await db.schema.dropTable('greeting_batches').execute()
  await db.schema.dropTable('greeting_settings').execute()
}
