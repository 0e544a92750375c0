import { Hono } from 'hono'
import { auditorOf } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { requirePrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import * as api from '../../domain/contract/store.js'
import * as catalogue from './store-catalogue.service.js'
import { productHistory, recordStockMove } from './stock-moves.service.js'
import { dishesWithoutRecipe, stockLevelRows, stockValueByLocation } from './stock-reports.service.js'

/**
 * The store (spec 2 §7 "Inventory"; ADR 037), mounted at /api/inv. Every path needs the action on
 * the 'inventory' area; the guard runs before the body is read.
 */
export const storeRoutes = new Hono<AppEnv>()
const view = requirePermission('inventory', 'view')
const create = requirePermission('inventory', 'create')
const edit = requirePermission('inventory', 'edit')
const remove = requirePermission('inventory', 'delete')

storeRoutes.get('/getcategory', view, contract(api.listInvCategories), async (c) => {
  return c.json({ categories: await catalogue.listCategories(c.var.deps.db) })
})
storeRoutes.post('/createcategory', create, contract(api.createInvCategory), async (c) => {
  const { db, clock } = c.var.deps
  const category = await catalogue.createCategory(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Category created successfully', category }, 201)
})
storeRoutes.post('/updatecategory', edit, contract(api.updateInvCategory), async (c) => {
  const { db, clock } = c.var.deps
  const category = await catalogue.updateCategory(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Category updated successfully', category })
})
storeRoutes.delete('/deletecategory/:id', remove, contract(api.deleteInvCategory), async (c) => {
  const category = await catalogue.deleteCategory(c.var.deps.db, auditorOf(c), c.req.valid('param').id)
  return c.json({ message: 'Category deleted successfully', category })
})

storeRoutes.get('/measurement-units', view, contract(api.listUnits), async (c) => {
  return c.json({ result: await catalogue.listUnits(c.var.deps.db) })
})
storeRoutes.post('/measurement-units', create, contract(api.createUnit), async (c) => {
  const { db, clock } = c.var.deps
  const data = await catalogue.createUnit(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Measurement unit created successfully', data }, 201)
})
storeRoutes.put('/measurement-units/:id', edit, contract(api.updateUnit), async (c) => {
  const { db, clock } = c.var.deps
  const data = await catalogue.updateUnit(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: 'Measurement unit updated successfully', data })
})
storeRoutes.delete('/measurement-units/:id', remove, contract(api.deleteUnit), async (c) => {
  const data = await catalogue.deleteUnit(c.var.deps.db, auditorOf(c), c.req.valid('param').id)
  return c.json({ message: 'Measurement unit deleted successfully', data })
})

storeRoutes.get('/vendors', view, contract(api.listVendors), async (c) => {
  return c.json({ result: await catalogue.listVendors(c.var.deps.db) })
})
storeRoutes.post('/vendors', create, contract(api.createVendor), async (c) => {
  const { db, clock } = c.var.deps
  const data = await catalogue.createVendor(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Vendor created successfully', data }, 201)
})
storeRoutes.put('/vendors/:id', edit, contract(api.updateVendor), async (c) => {
  const { db, clock } = c.var.deps
  const data = await catalogue.updateVendor(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: 'Vendor updated successfully', data })
})

storeRoutes.get('/products', view, contract(api.listProducts), async (c) => {
  const query = c.req.valid('query')
  const products = await catalogue.productsWithStock(c.var.deps.db, {
    ...(query.search ? { search: query.search } : {}),
    ...(query.category_id ? { categoryId: query.category_id } : {}),
    ...(query.isActive !== undefined ? { isActive: query.isActive } : {}),
  })
  return c.json({ result: query.low ? products.filter((product) => product.is_low) : products })
})
storeRoutes.post('/products', create, contract(api.createProduct), async (c) => {
  const { db, clock } = c.var.deps
  const data = await catalogue.createProduct(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Product created successfully', data }, 201)
})
storeRoutes.put('/products/:id', edit, contract(api.updateProduct), async (c) => {
  const { db, clock } = c.var.deps
  const data = await catalogue.updateProduct(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: 'Product updated successfully', data })
})

storeRoutes.post('/inventory-transactions', create, contract(api.recordStockMove), async (c) => {
  const { db, clock } = c.var.deps
  const principal = requirePrincipal(c)
  const author = principal.kind === 'member' ? { userId: null, name: null } : { userId: principal.userId, name: principal.name }
  const moved = await recordStockMove(db, auditorOf(c), author, c.req.valid('json'), clock())
  const message = moved.below_zero ? 'Stock move recorded; the stock is now below zero' : 'Stock move recorded successfully'
  return c.json({ message, ...moved }, 201)
})
storeRoutes.get('/inventory-transactions/history/:code', view, contract(api.productHistory), async (c) => {
  return c.json(await productHistory(c.var.deps.db, c.req.valid('param').code, c.req.valid('query')))
})

storeRoutes.get('/stock-levels', view, contract(api.stockLevels), async (c) => {
  return c.json({ result: await stockLevelRows(c.var.deps.db, c.req.valid('query').location) })
})
storeRoutes.get('/low-stock', view, contract(api.lowStock), async (c) => {
  const products = await catalogue.productsWithStock(c.var.deps.db, { isActive: true })
  return c.json({ result: products.filter((product) => product.is_low) })
})
storeRoutes.get('/stock-value', view, contract(api.stockValue), async (c) => {
  return c.json(await stockValueByLocation(c.var.deps.db))
})
storeRoutes.get('/dishes-without-recipe', view, contract(api.dishesWithoutRecipe), async (c) => {
  return c.json({ result: await dishesWithoutRecipe(c.var.deps.db) })
})
