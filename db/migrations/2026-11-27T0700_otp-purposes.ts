import { sql, type Kysely } from 'kysely'

// One-time codes for more than the password reset (ADR 025): a new staff member's registration code
// is an OTP too, with the same rules, so each code now says what it is for. A reset's code can then
// never complete a registration, nor the other way round. Codes sent before this are resets.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('otp_codes')
    .addColumn('purpose', 'text', (col) =>
      col
        .notNull()
        .defaultTo('password-reset')
        .check(sql`purpose in ('password-reset', 'registration')`),
    )
    .execute()
  await db.schema.dropIndex('otp_codes_account_idx').execute()
  await db.schema
    .createIndex('otp_codes_account_idx')
    .on('otp_codes')
    .columns(['account_type', 'account_id', 'purpose', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('otp_codes_account_idx').execute()
  await db.schema.alterTable('otp_codes').dropColumn('purpose').execute()
  await db.schema.createIndex('otp_codes_account_idx').on('otp_codes').columns(['account_type', 'account_id', 'created_at']).execute()
}
