import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import { conflict, conflictOn, notFound } from '../http/errors.js'
import { invalidField } from '../http/invalid-field.js'
import { roundQuantity } from '../../domain/store.js'
import type { InvCategory, MeasurementUnit, Product, Vendor } from '../../domain/contract/store.js'
import type { z } from 'zod'
import type {
  createInvCategoryBody,
  createProductBody,
  createUnitBody,
  createVendorBody,
  updateInvCategoryBody,
  updateProductBody,
  updateUnitBody,
  updateVendorBody,
} from '../../domain/contract/store.js'
import * as repo from './store-catalogue.repository.js'

type In<S extends z.ZodType> = z.output<S>

const audit = (
  trx: Executor,
  by: Auditor,
  action: 'create' | 'update' | 'delete' | 'status',
  recordType: string,
  recordId: number,
  before?: object,
  after?: object,
) => recordChange(trx, by, { area: 'inventory', action, recordType, recordId, ...(before ? { before } : {}), ...(after ? { after } : {}) })

async function uniquely<T>(path: string, message: () => string, run: () => Promise<T>) {
  try {
    return await run()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOn(path, message())
    throw error
  }
}

// ---- units ---------------------------------------------------------------------------------------

export const toUnit = (row: repo.UnitRow): MeasurementUnit => ({
  _id: row.unit_id,
  name: row.name,
  symbol: row.symbol,
  dimension: row.dimension,
  factor: Number(row.factor),
})

export const listUnits = async (db: Executor) => (await repo.listUnitRows(db)).map(toUnit)

export async function findUnitOrFail(db: Executor, unitId: number, field = 'unit_id') {
  const unit = await repo.findUnit(db, unitId)
  if (!unit) throw invalidField(field, `no measurement unit has id ${unitId}`)
  return unit
}

const unitTaken = (symbol: string) => `A unit with the symbol '${symbol}' already exists.`

export function createUnit(db: DB, by: Auditor, input: In<typeof createUnitBody>, now: Date) {
  return uniquely(
    'symbol',
    () => unitTaken(input.symbol),
    () =>
      db.transaction().execute(async (trx) => {
        if (await repo.findUnitBySymbol(trx, input.symbol)) throw conflictOn('symbol', unitTaken(input.symbol))
        const row = await repo.insertUnit(trx, { ...input, created_at: now, updated_at: now })
        await audit(trx, by, 'create', 'measurement_unit', row.unit_id, undefined, row)
        return toUnit(row)
      }),
  )
}

export function updateUnit(db: DB, by: Auditor, unitId: number, changes: In<typeof updateUnitBody>, now: Date) {
  return uniquely(
    'symbol',
    () => unitTaken(changes.symbol ?? ''),
    () =>
      db.transaction().execute(async (trx) => {
        const before = await repo.findUnit(trx, unitId)
        if (!before) throw notFound('Measurement unit not found')
        const isMeasureChanged =
          (changes.dimension !== undefined && changes.dimension !== before.dimension) ||
          (changes.factor !== undefined && changes.factor !== Number(before.factor))
        if (isMeasureChanged && (await repo.isUnitUsed(trx, unitId))) {
          throw conflict(
            `${before.symbol} is used by products, recipes or stock moves: its dimension and factor stay. Add a new unit instead.`,
          )
        }
        if (changes.symbol !== undefined) {
          const other = await repo.findUnitBySymbol(trx, changes.symbol)
          if (other && other.unit_id !== unitId) throw conflictOn('symbol', unitTaken(changes.symbol))
        }
        const row = await repo.updateUnitRow(trx, unitId, { ...changes, updated_at: now })
        await audit(trx, by, 'update', 'measurement_unit', unitId, before, row)
        return toUnit(row)
      }),
  )
}

export function deleteUnit(db: DB, by: Auditor, unitId: number) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findUnit(trx, unitId)
    if (!row) throw notFound('Measurement unit not found')
    if (await repo.isUnitUsed(trx, unitId))
      throw conflict(`${row.symbol} is used by products, recipes or stock moves and cannot be deleted.`)
    await repo.deleteUnitRow(trx, unitId)
    await audit(trx, by, 'delete', 'measurement_unit', unitId, row)
    return toUnit(row)
  })
}

// ---- categories ----------------------------------------------------------------------------------

export const toCategory = (row: repo.CategoryRow): InvCategory => ({
  _id: row.category_id,
  name: row.name,
  description: row.description,
  product_count: row.product_count,
})
export const listCategories = async (db: Executor) => (await repo.listCategoryRows(db)).map(toCategory)
const categoryTaken = (name: string) => `A store category named '${name}' already exists.`

export function createCategory(db: DB, by: Auditor, input: In<typeof createInvCategoryBody>, now: Date) {
  return uniquely(
    'name',
    () => categoryTaken(input.name),
    () =>
      db.transaction().execute(async (trx) => {
        if (await repo.findCategoryByName(trx, input.name)) throw conflictOn('name', categoryTaken(input.name))
        const categoryId = await repo.insertCategory(trx, {
          name: input.name,
          description: input.description ?? null,
          created_at: now,
          updated_at: now,
        })
        const row = (await repo.findCategory(trx, categoryId))!
        await audit(trx, by, 'create', 'store_category', categoryId, undefined, row)
        return toCategory(row)
      }),
  )
}

export function updateCategory(db: DB, by: Auditor, input: In<typeof updateInvCategoryBody>, now: Date) {
  const { _id: categoryId, ...changes } = input
  return uniquely(
    'name',
    () => categoryTaken(changes.name ?? ''),
    () =>
      db.transaction().execute(async (trx) => {
        const before = await repo.findCategory(trx, categoryId)
        if (!before) throw notFound('Store category not found')
        if (changes.name !== undefined) {
          const other = await repo.findCategoryByName(trx, changes.name)
          if (other && other.category_id !== categoryId) throw conflictOn('name', categoryTaken(changes.name))
        }
        await repo.updateCategoryRow(trx, categoryId, { ...changes, updated_at: now })
        const row = (await repo.findCategory(trx, categoryId))!
        await audit(trx, by, 'update', 'store_category', categoryId, before, row)
        return toCategory(row)
      }),
  )
}

export function deleteCategory(db: DB, by: Auditor, categoryId: number) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findCategory(trx, categoryId)
    if (!row) throw notFound('Store category not found')
    if (row.product_count > 0) {
      const names = (await repo.productNamesIn(trx, categoryId)).map((product) => product.name)
      const more = row.product_count > names.length ? ` and ${row.product_count - names.length} more` : ''
      throw conflict(`'${row.name}' holds ${names.join(', ')}${more}. Move those products to another category first.`, { products: names })
    }
    await repo.deleteCategoryRow(trx, categoryId)
    await audit(trx, by, 'delete', 'store_category', categoryId, row)
    return toCategory(row)
  })
}

// ---- vendors -------------------------------------------------------------------------------------

export const toVendor = (row: repo.VendorRow): Vendor => ({
  _id: row.vendor_id,
  name: row.name,
  contact_person: row.contact_person,
  phone: row.phone,
  gstin: row.gstin,
  address: row.address,
  is_active: row.is_active,
})
export const listVendors = async (db: Executor) => (await repo.listVendorRows(db)).map(toVendor)
const vendorTaken = (name: string) => `A vendor named '${name}' already exists.`

export async function findVendorOrFail(db: Executor, vendorId: number) {
  const vendor = await repo.findVendor(db, vendorId)
  if (!vendor) throw invalidField('vendor_id', `no vendor has id ${vendorId}`)
  return vendor
}

export function createVendor(db: DB, by: Auditor, input: In<typeof createVendorBody>, now: Date) {
  return uniquely(
    'name',
    () => vendorTaken(input.name),
    () =>
      db.transaction().execute(async (trx) => {
        if (await repo.findVendorByName(trx, input.name)) throw conflictOn('name', vendorTaken(input.name))
        const row = await repo.insertVendor(trx, {
          name: input.name,
          contact_person: input.contact_person ?? null,
          phone: input.phone ?? null,
          gstin: input.gstin ?? null,
          address: input.address ?? null,
          is_active: input.is_active,
          created_at: now,
          updated_at: now,
        })
        await audit(trx, by, 'create', 'vendor', row.vendor_id, undefined, row)
        return toVendor(row)
      }),
  )
}

export function updateVendor(db: DB, by: Auditor, vendorId: number, changes: In<typeof updateVendorBody>, now: Date) {
  return uniquely(
    'name',
    () => vendorTaken(changes.name ?? ''),
    () =>
      db.transaction().execute(async (trx) => {
        const before = await repo.findVendor(trx, vendorId)
        if (!before) throw notFound('Vendor not found')
        if (changes.name !== undefined) {
          const other = await repo.findVendorByName(trx, changes.name)
          if (other && other.vendor_id !== vendorId) throw conflictOn('name', vendorTaken(changes.name))
        }
        const row = (await repo.updateVendorRow(trx, vendorId, { ...changes, updated_at: now }))!
        await audit(
          trx,
          by,
          changes.is_active !== undefined && changes.is_active !== before.is_active ? 'status' : 'update',
          'vendor',
          vendorId,
          before,
          row,
        )
        return toVendor(row)
      }),
  )
}

// ---- products ------------------------------------------------------------------------------------

/** Products with their stock per location, total, value and low-stock marker. */
export async function productsWithStock(db: Executor, filter: repo.ProductFilter = {}): Promise<Product[]> {
  const rows = await repo.listProductRows(db, filter)
  const levels = await repo.listLevels(
    db,
    rows.map((row) => row.product_id),
  )
  return rows.map((row) => {
    const stock = levels
      .filter((level) => level.product_id === row.product_id)
      .map((level) => ({ location: level.location, quantity: roundQuantity(Number(level.quantity)), unit: row.unit }))
    const total = roundQuantity(stock.reduce((sum, level) => sum + level.quantity, 0))
    const average = Number(row.average_cost_paise)
    return {
      _id: row.product_id,
      code: row.code,
      name: row.name,
      category_id: row.category_id,
      category_name: row.category_name,
      unit_id: row.unit_id,
      unit: row.unit,
      dimension: row.dimension,
      reorder_level: Number(row.reorder_level),
      vendor_id: row.vendor_id,
      vendor_name: row.vendor_name,
      is_active: row.is_active,
      average_cost_paise: Math.round(average),
      stock,
      total_quantity: total,
      is_low: row.is_active && total <= Number(row.reorder_level),
      value_paise: Math.round(Math.max(total, 0) * average),
    }
  })
}

export async function productOrFail(db: Executor, productId: number) {
  const [found] = await productsWithStock(db, { productIds: [productId] })
  if (!found) throw notFound('Product not found')
  return found
}

const codeTaken = (code: string) => `A product with the code '${code}' already exists.`

async function assertCategory(db: Executor, categoryId: number) {
  if (!(await repo.findCategory(db, categoryId))) throw invalidField('category_id', `no store category has id ${categoryId}`)
}

export function createProduct(db: DB, by: Auditor, input: In<typeof createProductBody>, now: Date) {
  return uniquely(
    'code',
    () => codeTaken(input.code),
    () =>
      db.transaction().execute(async (trx) => {
        if (await repo.findProductByCode(trx, input.code)) throw conflictOn('code', codeTaken(input.code))
        await assertCategory(trx, input.category_id)
        await findUnitOrFail(trx, input.unit_id)
        if (input.vendor_id) await findVendorOrFail(trx, input.vendor_id)
        const productId = await repo.insertProduct(trx, {
          code: input.code,
          name: input.name,
          category_id: input.category_id,
          unit_id: input.unit_id,
          reorder_level: input.reorder_level,
          vendor_id: input.vendor_id ?? null,
          is_active: input.is_active,
          created_at: now,
          updated_at: now,
        })
        const product = await productOrFail(trx, productId)
        await audit(trx, by, 'create', 'product', productId, undefined, product)
        return product
      }),
  )
}

export function updateProduct(db: DB, by: Auditor, productId: number, changes: In<typeof updateProductBody>, now: Date) {
  return db.transaction().execute(async (trx) => {
    const before = await productOrFail(trx, productId)
    if (changes.category_id !== undefined) await assertCategory(trx, changes.category_id)
    if (changes.vendor_id) await findVendorOrFail(trx, changes.vendor_id)
    await repo.updateProductRow(trx, productId, { ...changes, updated_at: now })
    const product = await productOrFail(trx, productId)
    const action = changes.is_active !== undefined && changes.is_active !== before.is_active ? 'status' : 'update'
    await audit(trx, by, action, 'product', productId, before, product)
    return product
  })
}
