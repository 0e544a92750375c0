import { sql, type Insertable, type Updateable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { InvCategoriesTable, InvProductsTable, InvUnitsTable, InvVendorsTable } from '../db/store-schema.js'

// The store's catalogue: units, categories, vendors and products (ADR 037).

export const listUnitRows = (db: Executor) => db.selectFrom('inv_units').selectAll().orderBy('dimension').orderBy('factor').execute()
export type UnitRow = Awaited<ReturnType<typeof listUnitRows>>[number]
export const findUnit = (db: Executor, unitId: number) =>
  db.selectFrom('inv_units').selectAll().where('unit_id', '=', unitId).executeTakeFirst()
export const findUnitBySymbol = (db: Executor, symbol: string) =>
  db
    .selectFrom('inv_units')
    .selectAll()
    .where(sql<boolean>`lower(symbol) = lower(${symbol})`)
    .executeTakeFirst()
export const insertUnit = (db: Executor, values: Insertable<InvUnitsTable>) =>
  db.insertInto('inv_units').values(values).returningAll().executeTakeFirstOrThrow()
export const updateUnitRow = (db: Executor, unitId: number, values: Updateable<InvUnitsTable>) =>
  db.updateTable('inv_units').set(values).where('unit_id', '=', unitId).returningAll().executeTakeFirstOrThrow()
export const deleteUnitRow = (db: Executor, unitId: number) => db.deleteFrom('inv_units').where('unit_id', '=', unitId).execute()

/** Whether any product, move or recipe line names the unit. */
export async function isUnitUsed(db: Executor, unitId: number) {
  const row = await sql<{ used: boolean }>`select
      exists (select 1 from inv_products where unit_id = ${unitId})
      or exists (select 1 from inv_stock_moves where entered_unit_id = ${unitId})
      or exists (select 1 from recipe_ingredients where unit_id = ${unitId}) as used`.execute(db)
  return row.rows[0]!.used
}

function categoryQuery(db: Executor) {
  return db
    .selectFrom('inv_categories as c')
    .select(['c.category_id', 'c.name', 'c.description'])
    .select(sql<number>`(select count(*)::int from inv_products p where p.category_id = c.category_id)`.as('product_count'))
}
export const listCategoryRows = (db: Executor) =>
  categoryQuery(db)
    .orderBy(sql`lower(c.name)`)
    .execute()
export type CategoryRow = Awaited<ReturnType<typeof listCategoryRows>>[number]
export const findCategory = (db: Executor, categoryId: number) =>
  categoryQuery(db).where('c.category_id', '=', categoryId).executeTakeFirst()
export const findCategoryByName = (db: Executor, name: string) =>
  db
    .selectFrom('inv_categories')
    .select(['category_id', 'name'])
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst()
export const insertCategory = async (db: Executor, values: Insertable<InvCategoriesTable>) =>
  (await db.insertInto('inv_categories').values(values).returning('category_id').executeTakeFirstOrThrow()).category_id
export const updateCategoryRow = (db: Executor, categoryId: number, values: Updateable<InvCategoriesTable>) =>
  db.updateTable('inv_categories').set(values).where('category_id', '=', categoryId).execute()
export const deleteCategoryRow = (db: Executor, categoryId: number) =>
  db.deleteFrom('inv_categories').where('category_id', '=', categoryId).execute()
export const productNamesIn = (db: Executor, categoryId: number) =>
  db.selectFrom('inv_products').select('name').where('category_id', '=', categoryId).orderBy('name').limit(10).execute()

export const listVendorRows = (db: Executor) =>
  db
    .selectFrom('inv_vendors')
    .selectAll()
    .orderBy(sql`lower(name)`)
    .execute()
export type VendorRow = Awaited<ReturnType<typeof listVendorRows>>[number]
export const findVendor = (db: Executor, vendorId: number) =>
  db.selectFrom('inv_vendors').selectAll().where('vendor_id', '=', vendorId).executeTakeFirst()
export const findVendorByName = (db: Executor, name: string) =>
  db
    .selectFrom('inv_vendors')
    .select(['vendor_id', 'name'])
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst()
export const insertVendor = (db: Executor, values: Insertable<InvVendorsTable>) =>
  db.insertInto('inv_vendors').values(values).returningAll().executeTakeFirstOrThrow()
export const updateVendorRow = (db: Executor, vendorId: number, values: Updateable<InvVendorsTable>) =>
  db.updateTable('inv_vendors').set(values).where('vendor_id', '=', vendorId).returningAll().executeTakeFirst()

export interface ProductFilter {
  productIds?: number[]
  code?: string
  search?: string
  categoryId?: number
  isActive?: boolean
}

/** Products with their category, unit and vendor names. */
export function listProductRows(db: Executor, filter: ProductFilter = {}) {
  let query = db
    .selectFrom('inv_products as p')
    .innerJoin('inv_categories as c', 'c.category_id', 'p.category_id')
    .innerJoin('inv_units as u', 'u.unit_id', 'p.unit_id')
    .leftJoin('inv_vendors as v', 'v.vendor_id', 'p.vendor_id')
    .select([
      'p.product_id',
      'p.code',
      'p.name',
      'p.category_id',
      'c.name as category_name',
      'p.unit_id',
      'u.symbol as unit',
      'u.dimension',
      'u.factor',
      'p.reorder_level',
      'p.vendor_id',
      'v.name as vendor_name',
      'p.is_active',
      'p.average_cost_paise',
    ])
  if (filter.productIds) query = query.where('p.product_id', 'in', filter.productIds.length ? filter.productIds : [0])
  if (filter.code) query = query.where(sql<string>`upper(p.code)`, '=', filter.code.toUpperCase())
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`
    query = query.where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('p.code', 'ilike', pattern)]))
  }
  if (filter.categoryId) query = query.where('p.category_id', '=', filter.categoryId)
  if (filter.isActive !== undefined) query = query.where('p.is_active', '=', filter.isActive)
  return query.orderBy(sql`lower(p.name)`).execute()
}
export type ProductRow = Awaited<ReturnType<typeof listProductRows>>[number]

export const findProductByCode = async (db: Executor, code: string, options: { forUpdate?: boolean } = {}) => {
  if (options.forUpdate) {
    await db
      .selectFrom('inv_products')
      .select('product_id')
      .where(sql<string>`upper(code)`, '=', code.toUpperCase())
      .forUpdate()
      .execute()
  }
  return (await listProductRows(db, { code }))[0]
}
export const findProductById = async (db: Executor, productId: number) => (await listProductRows(db, { productIds: [productId] }))[0]
export const insertProduct = async (db: Executor, values: Insertable<InvProductsTable>) =>
  (await db.insertInto('inv_products').values(values).returning('product_id').executeTakeFirstOrThrow()).product_id
export const updateProductRow = (db: Executor, productId: number, values: Updateable<InvProductsTable>) =>
  db.updateTable('inv_products').set(values).where('product_id', '=', productId).execute()

/** Stock per product and location (all products, or those named). */
export function listLevels(db: Executor, productIds?: number[], location?: string) {
  let query = db.selectFrom('inv_stock_levels').select(['product_id', 'location', 'quantity'])
  if (productIds) query = query.where('product_id', 'in', productIds.length ? productIds : [0])
  if (location) query = query.where('location', '=', location)
  return query.orderBy('product_id').orderBy('location').execute()
}
