import { sql, type Kysely } from 'kysely'

// A dish's category, food type and cuisine are chosen from the menu categories' lists (issue 22,
// spec 2 §7; ADR 038 "Menu categories on a dish"). The server now refuses a name that is not an
// active entry of its list, so the free text dishes hold today must all be entries: any dish value
// not yet in its list (typed since 2026-11-29T0300, or by a seed) becomes a new, active entry (one
// per name in any case, trimmed; of its spellings the first in byte order, so 'Mughlai' before 'mughlai'); then every dish takes its list's spelling and blanks become null. Nothing is mapped to another name: only a person can say 'Mains' is 'Main course'
// (they rename or switch entries off under Menu categories, and a rename carries to the dishes).
// Running it again changes nothing. Frozen as of 2026-11-30: never import application code here.
const lists = [
  ['category', 'category'],
  ['food_type', 'foodType'],
  ['cuisine', 'cuisine'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of lists) {
    const value = sql.ref(`m.${column}`)
    await sql`update menu_items m set ${sql.ref(column)} = null where trim(${value}) = ''`.execute(db)
    await sql`
      insert into menu_categories (name, type, sort_order)
      select min(trim(${value}) collate "C"), ${type}, 1000 from menu_items m
      where ${value} is not null
        and not exists (select 1 from menu_categories c where c.type = ${type} and lower(c.name) = lower(trim(${value})))
      group by lower(trim(${value}))
    `.execute(db)
    await sql`
      update menu_items m set ${sql.ref(column)} = c.name
      from menu_categories c
      where c.type = ${type} and lower(c.name) = lower(trim(${value})) and ${value} <> c.name
    `.execute(db)
  }
  // "Which dishes use this entry?" before a delete, and each entry's dish count.
  await sql`create index if not exists menu_items_food_type_idx on menu_items (lower(food_type))`.execute(db)
  await sql`create index if not exists menu_items_cuisine_idx on menu_items (lower(cuisine))`.execute(db)
}

// The entries made stay (they may be in use by then); only the indexes go.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists menu_items_cuisine_idx`.execute(db)
  await sql`drop index if exists menu_items_food_type_idx`.execute(db)
}
