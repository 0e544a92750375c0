import { sql, type Kysely } from 'kysely'

// Bulk uploads (issue 18, ADR 030):
// - one row per upload: what kind, who sent it, when, and what became of its rows (the report's counts);
// - money rows an upload posts name it as their source ('bulk_upload', upload id), and their reference
//   is unique among such rows: sending the same file twice, even at the same moment, posts each once;
// - the look-up of a reference over the whole ledger (a deposit entered by hand is recognised too).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_uploads')
    .addColumn('upload_id', 'serial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('members', 'dependents', 'wallet', 'transactions')`))
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('created_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error_row_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index member_ledger_upload_reference_key on member_ledger (upper(reference)) where source_type = 'bulk_upload'`.execute(
    db,
  )
  await sql`create index member_ledger_reference_idx on member_ledger (upper(reference)) where reference is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('member_ledger_reference_idx').ifExists().execute()
  await db.schema.dropIndex('member_ledger_upload_reference_key').ifExists().execute()
  await db.schema.dropTable('bulk_uploads').execute()
}
