import { sql, type Kysely } from 'kysely'

// The back office's audit trail (issue 19, ADR 029): one row per change an office user or the
// super-administrator makes, written in the same transaction as the change. Rows are never changed or
// removed, whoever connects: a trigger refuses UPDATE, DELETE and TRUNCATE.

const actions = ['create', 'update', 'delete', 'status', 'permission', 'password', 'money']
const actorKinds = ['staff', 'kitchen', 'super-admin']
const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)))

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('actor_kind', 'text', (col) => col.notNull().check(sql`actor_kind in (${inList(actorKinds)})`))
    // No foreign key: the row outlives whatever happens to the account, and names the person as they were.
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('area', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in (${inList(actions)})`))
    .addColumn('record_type', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('summary', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute()

  // The screen's filters: newest first overall, and newest first for one person, one area, one record.
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'audit_id']).execute()
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute()
  await db.schema.createIndex('audit_log_area_idx').on('audit_log').columns(['area', 'at']).execute()
  await db.schema.createIndex('audit_log_record_idx').on('audit_log').columns(['record_type', 'record_id', 'at']).execute()

  await sql`
    create function audit_log_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log rows are never changed or removed (% refused)', lower(tg_op)
        using errcode = 'P0001';
    end $$`.execute(db)
  await sql`create trigger audit_log_no_update before update or delete on audit_log
    for each row execute function audit_log_refuse_change()`.execute(db)
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_refuse_change()`.execute(db)

  // The office menu's entry; the trail itself is read by administrators only, whatever a role is granted.
  await db
    .insertInto('menus')
    .values({ key: 'audit', title: 'Audit', path: '/dashboard/audit', icon: 'history', sort_order: 165 })
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_access').where('menu_key', '=', 'audit').execute()
  await db.deleteFrom('menus').where('key', '=', 'audit').execute()
  await db.schema.dropTable('audit_log').execute()
  await sql`drop function audit_log_refuse_change()`.execute(db)
}
