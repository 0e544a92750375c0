import { sql, type Kysely } from 'kysely'

// Groundwork for the member register and the member account (issue 18), laid before either is built
// so both start from the same tables:
// - a member's credit limit (null: the category's default), and each category's default;
// - each dependent's own id under the member's, such as M1001-1, printed on their card and ticket.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('member_categories')
    .addColumn('default_credit_limit_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`default_credit_limit_paise >= 0`),
    )
    .execute()
  await db.schema
    .alterTable('members')
    .addColumn('credit_limit_paise', 'bigint', (col) => col.check(sql`credit_limit_paise >= 0`))
    .execute()

  await db.schema.alterTable('dependents').addColumn('dependent_code', 'text').execute()
  await sql`
    update dependents
       set dependent_code = numbered.member_id || '-' || numbered.position
      from (select dependent_id, member_id, row_number() over (partition by member_id order by dependent_id) as position
              from dependents) as numbered
     where numbered.dependent_id = dependents.dependent_id
  `.execute(db)
  await db.schema
    .alterTable('dependents')
    .alterColumn('dependent_code', (col) => col.setNotNull())
    .execute()
  await sql`create unique index dependents_code_ci_key on dependents (upper(dependent_code))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dependents').dropColumn('dependent_code').execute()
  await db.schema.alterTable('members').dropColumn('credit_limit_paise').execute()
  await db.schema.alterTable('member_categories').dropColumn('default_credit_limit_paise').execute()
}
