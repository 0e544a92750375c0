import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import { requirePermission } from '../auth/permissions.js'
import type { AppEnv } from '../http/context.js'
import { contract } from '../http/contract.js'
import { addTable as addTableEndpoint, deleteTable, restaurantTables, updateTable } from '../../domain/contract/restaurants.js'
import { assertRestaurantVisible, requireRestaurantReader } from './restaurant-access.js'
import { findRestaurantOrFail } from './restaurants.service.js'
import { listTables } from './tables.repository.js'
import { addTable, changeTable, removeTable, toTable } from './tables.service.js'

/** A restaurant's tables (spec 2 §7): read like the menu, changed with the 'restaurants' grants. */
export const tablesRoutes = new Hono<AppEnv>()

const TABLES = '/restaurant/:restaurantId/tables'

tablesRoutes.get(TABLES, requireRestaurantReader, contract(restaurantTables), async (c) => {
  const { db } = c.var.deps
  const restaurant = await findRestaurantOrFail(db, c.req.valid('param').restaurantId)
  assertRestaurantVisible(c.var.principal, restaurant)
  const tables = await listTables(db, restaurant.restaurant_id)
  return c.json({ success: true, data: tables.map(toTable) })
})

tablesRoutes.post(TABLES, requirePermission('restaurants', 'create'), contract(addTableEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const table = await addTable(db, auditorOf(c), c.req.valid('param').restaurantId, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Table added successfully', data: table }, 201)
})

tablesRoutes.put(`${TABLES}/:tableId`, requirePermission('restaurants', 'edit'), contract(updateTable), async (c) => {
  const { db, clock } = c.var.deps
  const { restaurantId, tableId } = c.req.valid('param')
  const table = await changeTable(db, auditorOf(c), restaurantId, tableId, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Table updated successfully', data: table })
})

tablesRoutes.delete(`${TABLES}/:tableId`, requirePermission('restaurants', 'delete'), contract(deleteTable), async (c) => {
  const { db, clock } = c.var.deps
  const { restaurantId, tableId } = c.req.valid('param')
  const { isDeleted, table } = await removeTable(db, auditorOf(c), restaurantId, tableId, clock())
  const message = isDeleted
    ? 'Table deleted successfully'
    : `Table ${table.label} is named on past orders, so it was deactivated instead of deleted`
  return c.json({ success: true, message, isDeleted, data: table })
})
