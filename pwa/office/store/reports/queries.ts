import { queryOptions } from '@tanstack/react-query'
import {
  foodCostReportCsv,
  foodCostReportEndpoint,
  salesReportCsv,
  salesReportEndpoint,
  stockValueReportCsv,
  stockValueReportEndpoint,
} from '../../../../domain/contract/reports'
import type { FoodCostGrouping, SalesGrouping } from '../../../../domain/reports'
import { callApi } from '../../../api/client'

/** The reports' reads (ADR 041): one query per report, grouping and range. */
export interface ReportRange {
  from: string
  to: string
  /** '' for every restaurant. */
  restaurantId: string
}

const rangeQuery = (range: ReportRange) => ({
  from: range.from,
  to: range.to,
  ...(range.restaurantId ? { restaurant_id: range.restaurantId } : {}),
})

export const reportKeys = {
  all: ['reports'] as const,
  sales: (by: SalesGrouping, range: ReportRange) => ['reports', 'sales', by, range] as const,
  foodCost: (by: FoodCostGrouping, range: ReportRange) => ['reports', 'food-cost', by, range] as const,
  stockValue: (date: string) => ['reports', 'stock-value', date] as const,
}

export const salesReportQuery = (by: SalesGrouping, range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.sales(by, range),
    queryFn: ({ signal }) => callApi(salesReportEndpoint, { query: { ...rangeQuery(range), by } }, { signal }),
  })

export const foodCostReportQuery = (by: FoodCostGrouping, range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.foodCost(by, range),
    queryFn: ({ signal }) => callApi(foodCostReportEndpoint, { query: { ...rangeQuery(range), by } }, { signal }),
  })

export const stockValueReportQuery = (date: string) =>
  queryOptions({
    queryKey: reportKeys.stockValue(date),
    queryFn: ({ signal }) => callApi(stockValueReportEndpoint, { query: { date } }, { signal }),
  })

/** The CSV of a report as the server writes it: the same rows as the screen's table. */
export function reportCsv(report: 'sales', by: SalesGrouping, range: ReportRange): Promise<Blob>
export function reportCsv(report: 'food-cost', by: FoodCostGrouping, range: ReportRange): Promise<Blob>
export function reportCsv(report: 'stock-value', by: null, range: ReportRange): Promise<Blob>
export function reportCsv(report: 'sales' | 'food-cost' | 'stock-value', by: string | null, range: ReportRange): Promise<Blob> {
  if (report === 'sales') return callApi(salesReportCsv, { query: { ...rangeQuery(range), by: by as SalesGrouping } })
  if (report === 'food-cost') return callApi(foodCostReportCsv, { query: { ...rangeQuery(range), by: by as FoodCostGrouping } })
  return callApi(stockValueReportCsv, { query: { date: range.to } })
}
