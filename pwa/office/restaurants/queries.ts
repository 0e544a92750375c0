import { queryOptions } from '@tanstack/react-query'
import { allKitchens } from '../../../domain/contract/kitchens'
import { apiGet, callApi } from '../../api/client'
import type { DiningTable, MenuItem, Recipe, Restaurant } from './restaurant-types'

/** Restaurant reads (spec 2 §7 "Restaurants"), shared by the office screens and the floor screen. */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  detail: (restaurantId: number) => ['restaurants', restaurantId] as const,
  menu: (restaurantId: number) => ['restaurants', restaurantId, 'menu'] as const,
  tables: (restaurantId: number) => ['restaurants', restaurantId, 'tables'] as const,
  recipe: (menuItemId: number) => ['menu-item-recipe', menuItemId] as const,
  kitchens: ['kitchens'] as const,
}

export const restaurantsQuery = () =>
  queryOptions({
    queryKey: restaurantKeys.all,
    queryFn: async ({ signal }) => (await apiGet<{ data?: Restaurant[] }>('/api/facilities/restaurants', { signal })).data ?? [],
  })

export const restaurantQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: restaurantKeys.detail(restaurantId),
    queryFn: async ({ signal }) => (await apiGet<{ data: Restaurant }>(`/api/facilities/restaurant/${restaurantId}`, { signal })).data,
  })

export const menuQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: restaurantKeys.menu(restaurantId),
    queryFn: async ({ signal }) =>
      (await apiGet<{ menuItems?: MenuItem[] }>(`/api/facilities/restaurant/${restaurantId}/menu`, { signal })).menuItems ?? [],
  })

export const tablesQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: restaurantKeys.tables(restaurantId),
    queryFn: async ({ signal }) => (await apiGet<{ data?: DiningTable[] }>(`/api/facilities/restaurant/${restaurantId}/tables`, { signal })).data ?? [],
  })

export const recipeQuery = (menuItemId: number) =>
  queryOptions({
    queryKey: restaurantKeys.recipe(menuItemId),
    queryFn: async ({ signal }) => (await apiGet<{ data: Recipe }>(`/api/menu/${menuItemId}/recipe`, { signal })).data,
  })

export const kitchensQuery = () =>
  queryOptions({
    queryKey: restaurantKeys.kitchens,
    queryFn: async ({ signal }) => (await callApi(allKitchens, {}, { signal })).data,
  })
