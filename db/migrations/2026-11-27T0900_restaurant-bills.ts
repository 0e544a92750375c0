import { sql, type Kysely } from 'kysely'

// Restaurant bills (issue 18, ADR 028): each restaurant's tax rate (basis points: 500 = 5%), the bills
// closed on orders with their lines at the prices of the time, and the voids. A bill and its lines
// are never changed: a void is a row of its own (and, for a bill charged to a member's account, a
// reversing row in the member's ledger).

const methods = ['member_account', 'cash', 'card', 'upi']
const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)))

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('restaurants')
    .addColumn('tax_rate_bp', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(500)
        .check(sql`tax_rate_bp between 0 and 10000`),
    )
    .execute()

  await db.schema
    .createTable('restaurant_bills')
    .addColumn('bill_id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.order_id'))
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('restaurants.restaurant_id'))
    .addColumn('table_id', 'integer', (col) => col.references('restaurant_tables.table_id'))
    .addColumn('member_id', 'text', (col) => col.references('members.member_id'))
    .addColumn('subtotal_paise', 'bigint', (col) => col.notNull().check(sql`subtotal_paise >= 0`))
    .addColumn('tax_rate_bp', 'integer', (col) => col.notNull().check(sql`tax_rate_bp between 0 and 10000`))
    .addColumn('tax_paise', 'bigint', (col) => col.notNull().check(sql`tax_paise >= 0`))
    .addColumn('total_paise', 'bigint', (col) => col.notNull().check(sql`total_paise >= 0`))
    .addColumn('payment_method', 'text', (col) => col.notNull().check(sql`payment_method in (${inList(methods)})`))
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('closed_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('closed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('restaurant_bills_total_check', sql`total_paise = subtotal_paise + tax_paise`)
    .addCheckConstraint('restaurant_bills_member_check', sql`payment_method <> 'member_account' or member_id is not null`)
    .execute()
  await db.schema.createIndex('restaurant_bills_order_idx').on('restaurant_bills').column('order_id').execute()
  await db.schema.createIndex('restaurant_bills_closed_idx').on('restaurant_bills').column('closed_at').execute()
  await db.schema.createIndex('restaurant_bills_member_idx').on('restaurant_bills').column('member_id').execute()

  await db.schema
    .createTable('restaurant_bill_lines')
    .addColumn('line_id', 'serial', (col) => col.primaryKey())
    .addColumn('bill_id', 'integer', (col) => col.notNull().references('restaurant_bills.bill_id'))
    .addColumn('order_item_id', 'integer', (col) => col.references('order_items.item_id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_paise', 'bigint', (col) => col.notNull().check(sql`unit_price_paise >= 0`))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise = quantity * unit_price_paise`))
    .execute()
  await db.schema.createIndex('restaurant_bill_lines_bill_idx').on('restaurant_bill_lines').column('bill_id').execute()

  await db.schema
    .createTable('restaurant_bill_voids')
    .addColumn('bill_id', 'integer', (col) => col.primaryKey().references('restaurant_bills.bill_id'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reversal_entry_id', 'integer', (col) => col.unique().references('member_ledger.entry_id'))
    .addColumn('voided_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('voided_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  // Bills, their lines and voids are never changed or removed, whoever connects.
  for (const table of ['restaurant_bills', 'restaurant_bill_lines', 'restaurant_bill_voids']) {
    await sql`create trigger ${sql.id(`${table}_no_update`)} before update or delete on ${sql.table(table)}
      for each row execute function member_ledger_refuse_change()`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('restaurant_bill_voids').execute()
  await db.schema.dropTable('restaurant_bill_lines').execute()
  await db.schema.dropTable('restaurant_bills').execute()
  await db.schema.alterTable('restaurants').dropColumn('tax_rate_bp').execute()
}
