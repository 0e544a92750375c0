import { sql, type Kysely } from 'kysely'

// Menu categories (issue 22, spec 2 §§3, 7): the club's own lists of dish categories, food types
// (veg, non-veg, egg, ...) and cuisines, each switched on or off. A dish names its category, food type
// and cuisine by name (label and value are both the name, spec 2 §7); today's free text becomes the
// first entries of the lists: each dish's category, its veg flag as a food type, and its restaurant's
// cuisine. Frozen as of 2026-11-29: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('menu_categories')
    .addColumn('category_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('category', 'foodType', 'cuisine')`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index menu_categories_type_name_key on menu_categories (type, lower(name))`.execute(db)

  await db.schema.alterTable('menu_items').addColumn('food_type', 'text').addColumn('cuisine', 'text').execute()

  await sql`insert into menu_categories (name, type, sort_order) values ('Veg', 'foodType', 10), ('Non-Veg', 'foodType', 20), ('Egg', 'foodType', 30)`.execute(
    db,
  )
  await sql`
    insert into menu_categories (name, type)
    select min(trim(category)), 'category' from menu_items where trim(coalesce(category, '')) <> '' group by lower(trim(category))
  `.execute(db)
  await sql`
    insert into menu_categories (name, type)
    select min(trim(cuisine)), 'cuisine' from restaurants where trim(coalesce(cuisine, '')) <> '' group by lower(trim(cuisine))
  `.execute(db)
  // Each dish takes the list's spelling of its free text.
  await sql`
    update menu_items m set category = c.name
    from menu_categories c where c.type = 'category' and lower(c.name) = lower(trim(m.category))
  `.execute(db)
  await sql`update menu_items set food_type = case when is_veg then 'Veg' else 'Non-Veg' end`.execute(db)
  await sql`
    update menu_items m set cuisine = c.name
    from restaurants r, menu_categories c
    where r.restaurant_id = m.restaurant_id and c.type = 'cuisine' and lower(c.name) = lower(trim(r.cuisine))
  `.execute(db)
  // "Which dishes use this category?" before a delete.
  await sql`create index menu_items_category_idx on menu_items (lower(category))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('menu_items_category_idx').ifExists().execute()
  await db.schema.alterTable('menu_items').dropColumn('cuisine').dropColumn('food_type').execute()
  await db.schema.dropTable('menu_categories').execute()
}
