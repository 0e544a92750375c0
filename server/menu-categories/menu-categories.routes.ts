import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { auditorOf } from '../audit/audit-trail.js'
import { principalHasAccess, requirePermission } from '../auth/permissions.js'
import { requirePrincipal } from '../auth/principal.js'
import { forbidden } from '../http/errors.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import {
  bulkUpdateMenuCategories,
  createMenuCategory,
  deleteMenuCategory,
  getMenuCategory,
  listMenuCategories,
  menuCategoriesOfType,
  toggleMenuCategory,
  updateMenuCategory,
} from '../../domain/contract/menu-categories.js'
import * as service from './menu-categories.service.js'

/**
 * Menu categories (spec 2 §7 "Menu categories"), mounted at /api/menu-categories. Reads need 'view'
 * on 'menu-categories'; the dropdown's list (`/type/:type`) also admits whoever may add or edit
 * dishes ('restaurants' create or edit), who fill the dish form from it. Changes need the action on
 * 'menu-categories'. Success texts are spec 2 §8's.
 */
export const menuCategoriesRoutes = new Hono<AppEnv>()

const dropdownReader = createMiddleware<AppEnv>(async (c, next) => {
  const principal = requirePrincipal(c)
  const { db } = c.var.deps
  const mayRead =
    (await principalHasAccess(db, principal, 'menu-categories', 'view')) ||
    (await principalHasAccess(db, principal, 'restaurants', 'edit')) ||
    (await principalHasAccess(db, principal, 'restaurants', 'create'))
  if (!mayRead) throw forbidden()
  await next()
})

menuCategoriesRoutes.get('/', requirePermission('menu-categories', 'view'), contract(listMenuCategories), async (c) => {
  return c.json({ success: true as const, data: await service.listMenuCategories(c.var.deps.db, c.req.valid('query')) })
})

menuCategoriesRoutes.get('/type/:type', dropdownReader, contract(menuCategoriesOfType), async (c) => {
  const data = await service.listMenuCategories(c.var.deps.db, { type: c.req.valid('param').type, isActive: true })
  return c.json({ success: true as const, data, options: data.map(({ name }) => ({ label: name, value: name })) })
})

menuCategoriesRoutes.put('/bulk/update', requirePermission('menu-categories', 'edit'), contract(bulkUpdateMenuCategories), async (c) => {
  const { db, clock } = c.var.deps
  const data = await service.bulkUpdateMenuCategories(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ success: true as const, message: 'Menu categories updated successfully', data })
})

menuCategoriesRoutes.get('/:id', requirePermission('menu-categories', 'view'), contract(getMenuCategory), async (c) => {
  return c.json({ success: true as const, data: await service.readMenuCategory(c.var.deps.db, c.req.valid('param').id) })
})

menuCategoriesRoutes.post('/', requirePermission('menu-categories', 'create'), contract(createMenuCategory), async (c) => {
  const { db, clock } = c.var.deps
  const data = await service.createMenuCategory(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ success: true as const, message: 'Menu category created successfully', data }, 201)
})

menuCategoriesRoutes.put('/:id', requirePermission('menu-categories', 'edit'), contract(updateMenuCategory), async (c) => {
  const { db, clock } = c.var.deps
  const data = await service.updateMenuCategory(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ success: true as const, message: 'Menu category updated successfully', data })
})

menuCategoriesRoutes.delete('/:id', requirePermission('menu-categories', 'delete'), contract(deleteMenuCategory), async (c) => {
  const data = await service.deleteMenuCategory(c.var.deps.db, auditorOf(c), c.req.valid('param').id)
  return c.json({ success: true as const, message: 'Menu category deleted successfully', data })
})

menuCategoriesRoutes.patch('/:id/toggle-status', requirePermission('menu-categories', 'edit'), contract(toggleMenuCategory), async (c) => {
  const { db, clock } = c.var.deps
  const data = await service.toggleMenuCategory(db, auditorOf(c), c.req.valid('param').id, clock())
  const message = data.isActive ? 'Menu category activated successfully' : 'Menu category deactivated successfully'
  return c.json({ success: true as const, message, data })
})
