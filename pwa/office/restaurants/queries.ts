import { queryOptions } from '@tanstack/react-query'
import { allKitchens } from '../../../domain/contract/kitchens'
import { dishRecipe, restaurantDetail, restaurantMenu, restaurants, restaurantTables } from '../../../domain/contract/restaurants'
import { callApi } from '../../api/client'

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
    queryFn: async ({ signal }) => (await callApi(restaurants, {}, { signal })).data,
  })

export const restaurantQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: restaurantKeys.detail(restaurantId),
    queryFn: async ({ signal }) => (await callApi(restaurantDetail, { params: { restaurantId } }, { signal })).data,
  })

export const menuQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: restaurantKeys.menu(restaurantId),
    queryFn: async ({ signal }) => (await callApi(restaurantMenu, { params: { restaurantId } }, { signal })).menuItems,
  })

export const tablesQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: restaurantKeys.tables(restaurantId),
    queryFn: async ({ signal }) => (await callApi(restaurantTables, { params: { restaurantId } }, { signal })).data,
  })

export const recipeQuery = (menuItemId: number) =>
  queryOptions({
    queryKey: restaurantKeys.recipe(menuItemId),
    queryFn: async ({ signal }) => (await callApi(dishRecipe, { params: { menuItemId } }, { signal })).data,
  })

export const kitchensQuery = () =>
  queryOptions({
    queryKey: restaurantKeys.kitchens,
    queryFn: async ({ signal }) => (await callApi(allKitchens, {}, { signal })).data,
  })
