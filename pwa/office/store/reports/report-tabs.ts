import type { FoodCostGrouping, SalesGrouping } from '../../../../domain/reports'

/** The Reports screen's tabs: each report, and the area whose view it needs (ADR 041). */
export type ReportTab =
  | { id: string; label: string; area: 'restaurants'; report: 'sales'; by: SalesGrouping }
  | { id: string; label: string; area: 'inventory'; report: 'food-cost'; by: FoodCostGrouping }
  | { id: string; label: string; area: 'inventory'; report: 'stock-value' }

export const reportTabs: readonly ReportTab[] = [
  { id: 'sales-by-day', label: 'Sales by day', area: 'restaurants', report: 'sales', by: 'day' },
  { id: 'sales-by-restaurant', label: 'Sales by restaurant', area: 'restaurants', report: 'sales', by: 'restaurant' },
  { id: 'sales-by-dish', label: 'Sales by dish', area: 'restaurants', report: 'sales', by: 'dish' },
  { id: 'sales-by-payment', label: 'Sales by payment', area: 'restaurants', report: 'sales', by: 'payment_method' },
  { id: 'food-cost-by-dish', label: 'Food cost by dish', area: 'inventory', report: 'food-cost', by: 'dish' },
  { id: 'food-cost-by-restaurant', label: 'Food cost by restaurant', area: 'inventory', report: 'food-cost', by: 'restaurant' },
  { id: 'stock-value', label: 'Stock value', area: 'inventory', report: 'stock-value' },
]
