import { sql, type Kysely } from 'kysely'

// Approval requests (issue 20, ADR 033):
// - one row per request: what is asked, how the answers decide it, its overall status;
// - one row per approver: the committee member, their role title, their answer with its signature,
//   time and address. The answer is written once (the service refuses a second one, and the row's
//   check keeps an answer whole: status, time and signature together);
// - the request's own trail (created, sent, resent, viewed, answered, decided), never changed or
//   removed: a trigger refuses UPDATE, DELETE and TRUNCATE, as on the audit log.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('approval_requests')
    .addColumn('approval_id', 'serial', (col) => col.primaryKey())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('file_url', 'text')
    .addColumn('file_name', 'text')
    .addColumn('rule', 'text', (col) =>
      col
        .notNull()
        .defaultTo('all')
        .check(sql`rule in ('all', 'majority', 'any')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Pending')
        .check(sql`status in ('Pending', 'Approved', 'Rejected')`),
    )
    .addColumn('due_at', 'timestamptz')
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('created_by_name', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('approval_requests_created_idx').on('approval_requests').columns(['created_at', 'approval_id']).execute()
  await db.schema.createIndex('approval_requests_status_idx').on('approval_requests').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('approval_approvers')
    .addColumn('approval_id', 'integer', (col) => col.notNull().references('approval_requests.approval_id').onDelete('cascade'))
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.member_id').onUpdate('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('role_title', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Pending')
        .check(sql`status in ('Pending', 'Approved', 'Rejected')`),
    )
    .addColumn('signed_at', 'timestamptz')
    .addColumn('signature_data', 'text')
    .addColumn('answered_ip', 'text')
    .addColumn('answered_user_agent', 'text')
    .addColumn('answered_via', 'text', (col) => col.check(sql`answered_via in ('link', 'member-app')`))
    .addPrimaryKeyConstraint('approval_approvers_pkey', ['approval_id', 'member_id'])
    .addCheckConstraint(
      'approval_approvers_answer_whole',
      sql`(status = 'Pending') = (signed_at is null) and (status = 'Pending') = (signature_data is null)`,
    )
    .execute()
  await db.schema.createIndex('approval_approvers_member_idx').on('approval_approvers').columns(['member_id', 'status']).execute()

  await db.schema
    .createTable('approval_events')
    .addColumn('event_id', 'serial', (col) => col.primaryKey())
    .addColumn('approval_id', 'integer', (col) => col.notNull().references('approval_requests.approval_id'))
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('created', 'updated', 'sent', 'resent', 'viewed', 'answered', 'decided', 'notified')`),
    )
    .addColumn('member_id', 'text')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .execute()
  await db.schema.createIndex('approval_events_request_idx').on('approval_events').columns(['approval_id', 'event_id']).execute()
  await sql`
    create function approval_events_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'approval_events rows are never changed or removed (% refused)', lower(tg_op)
        using errcode = 'P0001';
    end $$`.execute(db)
  await sql`create trigger approval_events_no_update before update or delete on approval_events
    for each row execute function approval_events_refuse_change()`.execute(db)
  await sql`create trigger approval_events_no_truncate before truncate on approval_events
    for each statement execute function approval_events_refuse_change()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('approval_events').execute()
  await sql`drop function approval_events_refuse_change()`.execute(db)
  await db.schema.dropTable('approval_approvers').execute()
  await db.schema.dropTable('approval_requests').execute()
}
