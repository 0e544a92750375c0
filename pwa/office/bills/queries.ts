import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { billDetail, listBills } from '../../../domain/contract/restaurant-bills'
import type { RequestOf } from '../../../domain/contract/endpoint'
import { callApi } from '../../api/client'

/** Restaurant bills (ADR 028), for the office's Bills screen and the floor's Bill action. */
export type BillFilters = NonNullable<RequestOf<typeof listBills>['query']>

export const billKeys = {
  all: ['restaurant-bills'] as const,
  list: (filters: BillFilters) => ['restaurant-bills', 'list', filters] as const,
  detail: (billId: number) => ['restaurant-bills', billId] as const,
}

export const billsQuery = (filters: BillFilters) =>
  queryOptions({
    queryKey: billKeys.list(filters),
    queryFn: ({ signal }) => callApi(listBills, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  })

export const billQuery = (billId: number) =>
  queryOptions({
    queryKey: billKeys.detail(billId),
    queryFn: async ({ signal }) => (await callApi(billDetail, { params: { billId } }, { signal })).bill,
  })
