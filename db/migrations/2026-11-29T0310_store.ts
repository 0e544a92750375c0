import { sql, type Kysely } from 'kysely'

// The store (issue 22, ADR 037): units with a dimension and a factor to its base unit (g, ml, piece),
// categories, vendors and products; every change of stock is one append-only move, in the product's
// stock unit, carrying the location's balance and the product's average cost after it; the levels
// per product and location are kept in step in the same transaction. Recipes list ingredients per
// dish; a kitchen's consumption names the order item served, once per ingredient (ADR 038).
// Frozen as of 2026-11-29: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inv_units')
    .addColumn('unit_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('dimension', 'text', (col) => col.notNull().check(sql`dimension in ('mass', 'volume', 'count')`))
    .addColumn('factor', 'numeric', (col) => col.notNull().check(sql`factor > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index inv_units_symbol_key on inv_units (lower(symbol))`.execute(db)

  await db.schema
    .createTable('inv_categories')
    .addColumn('category_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index inv_categories_name_key on inv_categories (lower(name))`.execute(db)

  await db.schema
    .createTable('inv_vendors')
    .addColumn('vendor_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('contact_person', 'text')
    .addColumn('phone', 'text')
    .addColumn('gstin', 'text')
    .addColumn('address', 'text')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index inv_vendors_name_key on inv_vendors (lower(name))`.execute(db)

  await db.schema
    .createTable('inv_products')
    .addColumn('product_id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('inv_categories.category_id'))
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('inv_units.unit_id'))
    .addColumn('reorder_level', 'numeric', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`reorder_level >= 0`),
    )
    .addColumn('vendor_id', 'integer', (col) => col.references('inv_vendors.vendor_id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('average_cost_paise', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index inv_products_code_key on inv_products (upper(code))`.execute(db)
  await db.schema.createIndex('inv_products_category_idx').on('inv_products').column('category_id').execute()
  await db.schema.createIndex('inv_products_unit_idx').on('inv_products').column('unit_id').execute()

  await db.schema
    .createTable('inv_stock_levels')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('inv_products.product_id'))
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('quantity', 'numeric', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('inv_stock_levels_pkey', ['product_id', 'location'])
    .execute()

  const moveTypes = sql`type in ('purchase', 'issue', 'transfer', 'wastage', 'adjustment', 'consumption')`
  await db.schema
    .createTable('inv_stock_moves')
    .addColumn('move_id', 'bigserial', (col) => col.primaryKey())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('inv_products.product_id'))
    .addColumn('type', 'text', (col) => col.notNull().check(moveTypes))
    .addColumn('quantity', 'numeric', (col) => col.notNull())
    .addColumn('entered_quantity', 'numeric', (col) => col.notNull())
    .addColumn('entered_unit_id', 'integer', (col) => col.notNull().references('inv_units.unit_id'))
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('other_location', 'text')
    .addColumn('vendor_id', 'integer', (col) => col.references('inv_vendors.vendor_id'))
    .addColumn('unit_cost_paise', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('balance', 'numeric', (col) => col.notNull())
    .addColumn('average_cost_paise', 'numeric', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    // No foreign key: orders are history too, but a test or a purge of orders must not be held by the store's rows.
    .addColumn('order_item_id', 'integer')
    .addColumn('went_below_zero', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  // A product's history, newest first, and its moves at one location.
  await db.schema
    .createIndex('inv_stock_moves_product_idx')
    .on('inv_stock_moves')
    .columns(['product_id', 'created_at', 'move_id'])
    .execute()
  await db.schema
    .createIndex('inv_stock_moves_product_location_idx')
    .on('inv_stock_moves')
    .columns(['product_id', 'location', 'created_at', 'move_id'])
    .execute()
  await db.schema.createIndex('inv_stock_moves_created_idx').on('inv_stock_moves').column('created_at').execute()
  // A served item takes each ingredient once, however often its tap arrives.
  await sql`create unique index inv_stock_moves_consumption_key on inv_stock_moves (order_item_id, product_id) where order_item_id is not null`.execute(
    db,
  )
  // Moves are history: never changed or removed.
  await sql`create or replace function inv_stock_moves_append_only() returns trigger language plpgsql as $$
    begin raise exception 'stock moves are never changed or deleted'; end $$`.execute(db)
  await sql`create trigger inv_stock_moves_no_change before update or delete on inv_stock_moves
    for each row execute function inv_stock_moves_append_only()`.execute(db)

  await db.schema
    .alterTable('menu_items')
    .addColumn('recipe_portions', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`recipe_portions between 1 and 1000`),
    )
    .execute()
  await db.schema
    .createTable('recipe_ingredients')
    .addColumn('menu_item_id', 'integer', (col) => col.notNull().references('menu_items.menu_item_id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('inv_products.product_id'))
    .addColumn('quantity', 'numeric', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('inv_units.unit_id'))
    .addPrimaryKeyConstraint('recipe_ingredients_pkey', ['menu_item_id', 'position'])
    .execute()
  await db.schema.createIndex('recipe_ingredients_product_idx').on('recipe_ingredients').column('product_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recipe_ingredients').execute()
  await db.schema.alterTable('menu_items').dropColumn('recipe_portions').execute()
  await sql`drop trigger if exists inv_stock_moves_no_change on inv_stock_moves`.execute(db)
  await sql`drop function if exists inv_stock_moves_append_only()`.execute(db)
  for (const table of ['inv_stock_moves', 'inv_stock_levels', 'inv_products', 'inv_vendors', 'inv_categories', 'inv_units']) {
    await db.schema.dropTable(table).execute()
  }
}
