import { sql, type Kysely } from 'kysely'

// The club's restaurants, their menus and tables, the kitchens' display settings, and the orders
// stewards send to a kitchen with their items. Orders and items are synced to the kitchen tablets,
// so both carry a `version` from sync_version_seq (ADR 006, ADR 022). Nothing here is hard-deleted
// once an order refers to it: orders and items change status, tables and menu items are switched
// off. Frozen as of 2026-11-22: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('kitchens')
    // The display's age timer turns amber, then red, after these many minutes.
    .addColumn('amber_after_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(5)
        .check(sql`amber_after_minutes between 1 and 240`),
    )
    .addColumn('red_after_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(10)
        .check(sql`red_after_minutes between 1 and 240`),
    )
    // The stations inside the kitchen (hot, tandoor, wok, ...): the display filters by them.
    .addColumn('stations', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute()
  await db.schema
    .alterTable('kitchens')
    .addCheckConstraint('kitchens_red_after_amber', sql`red_after_minutes > amber_after_minutes`)
    .execute()

  await db.schema
    .createTable('restaurants')
    .addColumn('restaurant_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('cuisine', 'text')
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('kitchen_id', 'integer', (col) => col.notNull().references('kitchens.kitchen_id'))
    .addColumn('is_open', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('opening_hours', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index restaurants_name_key on restaurants (lower(name))`.execute(db)

  await db.schema
    .createTable('menu_items')
    .addColumn('menu_item_id', 'serial', (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('restaurants.restaurant_id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text')
    .addColumn('price_paise', 'bigint', (col) => col.notNull().check(sql`price_paise >= 0`))
    .addColumn('is_veg', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('spice_level', 'smallint', (col) => col.check(sql`spice_level between 0 and 3`))
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    // Where in the kitchen it is cooked; null means the whole kitchen.
    .addColumn('station', 'text')
    .addColumn('is_available', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('recipe', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  // One dish of a name per menu; the index also serves "the menu of restaurant N".
  await sql`create unique index menu_items_restaurant_name_key on menu_items (restaurant_id, lower(name))`.execute(db)

  await db.schema
    .createTable('restaurant_tables')
    .addColumn('table_id', 'serial', (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('restaurants.restaurant_id'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('seats', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(4)
        .check(sql`seats between 1 and 100`),
    )
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index restaurant_tables_label_key on restaurant_tables (restaurant_id, lower(label))`.execute(db)

  const orderStatus = sql`status in ('pending', 'preparing', 'ready', 'served', 'cancelled')`

  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'serial', (col) => col.primaryKey())
    .addColumn('kitchen_id', 'integer', (col) => col.notNull().references('kitchens.kitchen_id'))
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('restaurants.restaurant_id'))
    .addColumn('table_id', 'integer', (col) => col.references('restaurant_tables.table_id'))
    .addColumn('member_id', 'text', (col) => col.references('members.member_id'))
    .addColumn('placed_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('notes', 'text')
    .addColumn('allergy_notes', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(orderStatus))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(sql`nextval('sync_version_seq')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .addColumn('served_at', 'timestamptz')
    // The last bump, so that recall can put each item back where it was: [{item_id, from}].
    .addColumn('last_bump_at', 'timestamptz')
    .addColumn('last_bump_items', 'jsonb')
    .execute()
  // The display's queue (open orders of a kitchen), sync pulls (changed since N), today's stats.
  await db.schema.createIndex('orders_kitchen_status_idx').on('orders').columns(['kitchen_id', 'status']).execute()
  await db.schema.createIndex('orders_kitchen_version_idx').on('orders').columns(['kitchen_id', 'version']).execute()
  await db.schema.createIndex('orders_kitchen_created_idx').on('orders').columns(['kitchen_id', 'created_at']).execute()
  // Deleting a table asks whether any order names it.
  await db.schema.createIndex('orders_table_idx').on('orders').column('table_id').execute()

  await db.schema
    .createTable('order_items')
    .addColumn('item_id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.order_id'))
    .addColumn('menu_item_id', 'integer', (col) => col.notNull().references('menu_items.menu_item_id'))
    // Copied from the menu when ordered: a later menu change does not rewrite a ticket.
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('station', 'text')
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('notes', 'text')
    .addColumn('allergy_notes', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(orderStatus))
    .addColumn('price_paise', 'bigint', (col) => col.notNull().check(sql`price_paise >= 0`))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(sql`nextval('sync_version_seq')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('ready_at', 'timestamptz')
    .addColumn('served_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_items', 'orders', 'restaurant_tables', 'menu_items', 'restaurants']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
  await db.schema.alterTable('kitchens').dropConstraint('kitchens_red_after_amber').execute()
  for (const column of ['stations', 'red_after_minutes', 'amber_after_minutes']) {
    await db.schema.alterTable('kitchens').dropColumn(column).execute()
  }
}
