import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import { requirePermission } from '../auth/permissions.js'
import type { AppEnv } from '../http/context.js'
import { contract } from '../http/contract.js'
import { recipeOf, saveRecipe as saveDishRecipe } from '../store/recipes.service.js'
import {
  createMenuItem as createMenuItemEndpoint,
  createRestaurant as createRestaurantEndpoint,
  dishRecipe,
  restaurantDetail,
  restaurantMenu,
  restaurants,
  saveRecipe,
  updateMenuItem,
  updateRestaurant,
} from '../../domain/contract/restaurants.js'
import { assertRestaurantVisible, requireRestaurantReader, visibleKitchenId } from './restaurant-access.js'
import { listMenuItems, listRestaurants } from './restaurants.repository.js'
import {
  createMenuItem,
  createRestaurant,
  findMenuItemOrFail,
  findRestaurantOrFail,
  toMenuItem,
  toRestaurant,
  updateMenuItemDetails,
  updateRestaurantDetails,
} from './restaurants.service.js'
import { tablesRoutes } from './tables.routes.js'

/**
 * Restaurants and their menus and recipes (spec 2 §7 "Restaurants"; ADR 022). Reads: staff who may
 * view 'restaurants' (stewards taking orders) and kitchen accounts for their own kitchen's
 * restaurants. Changes: the 'restaurants' create/edit grants. Answers are `{success, message?, data}`;
 * the menu list is `{success, restaurant_id, menuItems}`, the name the spec gives it. Mounted at
 * /api/facilities; a dish's own paths (menuItemsRoutes) at /api/menu.
 */
export const restaurantsRoutes = new Hono<AppEnv>()
export const menuItemsRoutes = new Hono<AppEnv>()

restaurantsRoutes.route('/', tablesRoutes)

restaurantsRoutes.get('/restaurants', requireRestaurantReader, contract(restaurants), async (c) => {
  const rows = await listRestaurants(c.var.deps.db, { kitchenId: visibleKitchenId(c.var.principal) })
  return c.json({ success: true, data: rows.map(toRestaurant) })
})

restaurantsRoutes.post('/restaurant', requirePermission('restaurants', 'create'), contract(createRestaurantEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const restaurant = await createRestaurant(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Restaurant created successfully', data: restaurant }, 201)
})

restaurantsRoutes.get('/restaurant/:restaurantId', requireRestaurantReader, contract(restaurantDetail), async (c) => {
  const restaurant = await findRestaurantOrFail(c.var.deps.db, c.req.valid('param').restaurantId)
  assertRestaurantVisible(c.var.principal, restaurant)
  return c.json({ success: true, data: toRestaurant(restaurant) })
})

restaurantsRoutes.put('/restaurant/:restaurantId', requirePermission('restaurants', 'edit'), contract(updateRestaurant), async (c) => {
  const { db, clock } = c.var.deps
  const changes = c.req.valid('json')
  const restaurant = await updateRestaurantDetails(db, auditorOf(c), c.req.valid('param').restaurantId, changes, clock())
  const isOnlyOpening = Object.entries(changes).every(([key, value]) => key === 'isOpen' || value === undefined)
  const message = isOnlyOpening
    ? `${restaurant.name} is now ${restaurant.isOpen ? 'open' : 'closed'} for orders`
    : 'Restaurant updated successfully'
  return c.json({ success: true, message, data: restaurant })
})

restaurantsRoutes.post('/menu', requirePermission('restaurants', 'create'), contract(createMenuItemEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const item = await createMenuItem(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Menu item created successfully', data: item }, 201)
})

restaurantsRoutes.get('/restaurant/:restaurantId/menu', requireRestaurantReader, contract(restaurantMenu), async (c) => {
  const { db } = c.var.deps
  const restaurant = await findRestaurantOrFail(db, c.req.valid('param').restaurantId)
  assertRestaurantVisible(c.var.principal, restaurant)
  const items = await listMenuItems(db, restaurant.restaurant_id)
  return c.json({ success: true, restaurant_id: restaurant.restaurant_id, menuItems: items.map(toMenuItem) })
})

menuItemsRoutes.put('/:menuItemId', requirePermission('restaurants', 'edit'), contract(updateMenuItem), async (c) => {
  const { db, clock } = c.var.deps
  const item = await updateMenuItemDetails(db, auditorOf(c), c.req.valid('param').menuItemId, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Menu item updated successfully', data: item })
})

menuItemsRoutes.post('/:menuItemId/recipe', requirePermission('restaurants', 'edit'), contract(saveRecipe), async (c) => {
  const { db, clock } = c.var.deps
  const recipe = await saveDishRecipe(db, auditorOf(c), c.req.valid('param').menuItemId, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Recipe saved successfully', data: recipe })
})

/** Cooks read recipes too: a kitchen account may read those of its own kitchen's dishes. */
menuItemsRoutes.get('/:menuItemId/recipe', requireRestaurantReader, contract(dishRecipe), async (c) => {
  const { db } = c.var.deps
  const item = await findMenuItemOrFail(db, c.req.valid('param').menuItemId)
  assertRestaurantVisible(c.var.principal, await findRestaurantOrFail(db, item.restaurant_id))
  return c.json({ success: true, data: await recipeOf(db, item.menu_item_id) })
})
