import { ApiError, errorMessages } from '../../api/api-error'

/** The restaurant area's texts for a failure the server did not explain (spec 2 §8). */
export const restaurantDefaults = {
  fetchRestaurants: 'Failed to fetch restaurants',
  updateRestaurant: 'Failed to update restaurant',
  createMenuItem: 'Failed to create menu item',
  fetchMenuItems: 'Failed to fetch menu items',
  addRecipe: 'Failed to add recipe',
  fetchRecipe: 'Failed to fetch recipe',
  fetchRestaurantDetails: 'Failed to fetch restaurant details',
  updateRestaurantStatus: 'Failed to update restaurant status',
  updateRestaurantMenu: 'Failed to update restaurant menu',
} as const

/** What to tell the person: the server's words, else the area's default (spec 2 §8). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const isUnexplained = error.messages.length === 1 && error.messages[0] === errorMessages.fallback
    return isUnexplained ? fallback : error.message
  }
  return fallback
}

/** A 400's `errors: [{path, msg}]` as field → message, first message per field (ADR 003). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const listed = (error.body as { errors?: { path?: unknown; msg?: unknown }[] } | undefined)?.errors
  const byField: Record<string, string> = {}
  for (const entry of Array.isArray(listed) ? listed : []) {
    if (typeof entry.path === 'string' && typeof entry.msg === 'string' && !(entry.path in byField)) byField[entry.path] = entry.msg
  }
  return byField
}
