import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { MemberCategoriesTable } from '../db/schema.js'

/** Categories with how many members each has, whatever their status. */
function categoryRecords(db: Executor) {
  return db.selectFrom('member_categories as c').select([
    'c.category_id',
    'c.name',
    'c.description',
    'c.annual_fee_paise',
    'c.default_credit_limit_paise',
    'c.is_active',
    'c.created_at',
    'c.updated_at',
    (eb) =>
      eb
        .selectFrom('members as m')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('m.category_id', '=', 'c.category_id')
        .as('member_count'),
  ])
}

export function listCategories(db: Executor) {
  return categoryRecords(db)
    .orderBy(sql`lower(c.name)`)
    .execute()
}

export function findCategory(db: Executor, categoryId: number) {
  return categoryRecords(db).where('c.category_id', '=', categoryId).executeTakeFirst()
}

export type CategoryRecord = NonNullable<Awaited<ReturnType<typeof findCategory>>>

/** The category called `name`, ignoring case (the unique index is on lower(name)). */
export function findCategoryByName(db: Executor, name: string) {
  return db
    .selectFrom('member_categories')
    .select(['category_id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst()
}

export function insertCategory(db: Executor, category: Insertable<MemberCategoriesTable>) {
  return db.insertInto('member_categories').values(category).returning('category_id').executeTakeFirstOrThrow()
}

export function updateCategory(db: Executor, categoryId: number, patch: Updateable<MemberCategoriesTable>) {
  return db.updateTable('member_categories').set(patch).where('category_id', '=', categoryId).executeTakeFirst()
}
