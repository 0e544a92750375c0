import { sql, type Kysely } from 'kysely'

// Sessions (docs/decisions/018-sign-in-limits-and-sessions.md): one row per sign-in, named by the
// token's `sid` claim. A session is live while it has not ended (signed out), its account is active,
// and the account's password is still the one it was started with (password_fingerprint, md5 of the
// password hash then). Rows of long-expired sessions are removed when the account signs in again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_sessions')
    .addColumn('session_id', 'text', (col) => col.primaryKey().check(sql`length(session_id) between 16 and 64`))
    .addColumn('audience', 'text', (col) => col.notNull().check(sql`audience in ('staff', 'kitchen', 'member', 'super-admin')`))
    .addColumn('user_id', 'integer', (col) => col.references('users.user_id').onDelete('cascade'))
    .addColumn('member_id', 'text', (col) => col.references('members.member_id').onDelete('cascade').onUpdate('cascade'))
    .addColumn('password_fingerprint', 'text', (col) => col.notNull())
    .addColumn('client_address', 'text')
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('auth_sessions_one_account', sql`(user_id is null) <> (member_id is null)`)
    .execute()
  await db.schema
    .createIndex('auth_sessions_user_idx')
    .on('auth_sessions')
    .columns(['user_id', 'issued_at'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute()
  await db.schema
    .createIndex('auth_sessions_member_idx')
    .on('auth_sessions')
    .columns(['member_id', 'issued_at'])
    .where(sql.ref('member_id'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_sessions').ifExists().execute()
}
