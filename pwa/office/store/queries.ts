import { queryOptions } from '@tanstack/react-query'
import { listInvCategories, listProducts, listUnits, listVendors, productHistory } from '../../../domain/contract/store'
import { callApi } from '../../api/client'

/** The store's reads (issue 22); a stock move refreshes every one of them. */
export const storeKeys = {
  all: ['store'] as const,
  products: ['store', 'products'] as const,
  units: ['store', 'units'] as const,
  vendors: ['store', 'vendors'] as const,
  categories: ['store', 'categories'] as const,
  history: (code: string, page: number, filters: HistoryFilters = {}) => ['store', 'history', code, page, filters] as const,
}

export const productsQuery = () =>
  queryOptions({
    queryKey: storeKeys.products,
    queryFn: async ({ signal }) => (await callApi(listProducts, { query: {} }, { signal })).result,
  })
export const unitsQuery = () =>
  queryOptions({ queryKey: storeKeys.units, queryFn: async ({ signal }) => (await callApi(listUnits, {}, { signal })).result })
export const vendorsQuery = () =>
  queryOptions({ queryKey: storeKeys.vendors, queryFn: async ({ signal }) => (await callApi(listVendors, {}, { signal })).result })
export const invCategoriesQuery = () =>
  queryOptions({
    queryKey: storeKeys.categories,
    queryFn: async ({ signal }) => (await callApi(listInvCategories, {}, { signal })).categories,
  })
/** A product history's filters (GET inv/inventory-transactions/history/:code): club days and one location. */
export interface HistoryFilters {
  from?: string
  to?: string
  location?: string
}

export const historyQuery = (code: string, page: number, filters: HistoryFilters = {}) =>
  queryOptions({
    queryKey: storeKeys.history(code, page, filters),
    queryFn: ({ signal }) => callApi(productHistory, { params: { code }, query: { ...filters, page: String(page) } }, { signal }),
    placeholderData: (previous) => previous,
  })

/** 'kitchen:1' → 'Kitchen 1' unless the kitchen's name is known. */
export function locationLabel(location: string, kitchens: ReadonlyMap<number, string> = new Map()) {
  if (location === 'store') return 'Main store'
  const kitchenId = Number(location.split(':')[1])
  return kitchens.get(kitchenId) ?? `Kitchen ${kitchenId}`
}

export const formatQuantity = (quantity: number, unit: string) =>
  `${quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 })} ${unit}`
