import type { FoodCostReport, SalesReport, StockValueReport } from '../../domain/contract/reports.js'
import { buildCsv, UTF8_BOM, type CsvValue } from '../../domain/csv.js'
import { csvRupees, reportFileName } from '../../domain/reports.js'

/**
 * The reports as CSV (ADR 041): the rows the screen's table shows, money as rupees with two decimals
 * (a number a spreadsheet sums), a byte order mark so that Excel reads ₹ and names as UTF-8.
 */
export interface CsvFile {
  fileName: string
  text: string
}

const rupees = (paise: number | null) => (paise === null ? null : csvRupees(paise))
const file = (fileName: string, header: string[], rows: CsvValue[][]): CsvFile => ({ fileName, text: UTF8_BOM + buildCsv(header, rows) })

const firstColumn = { day: 'Date', restaurant: 'Restaurant', payment_method: 'Payment method', dish: 'Dish' } as const

export function salesCsv(report: SalesReport): CsvFile {
  const name = reportFileName(`sales-by-${report.by.replace('_', '-')}`, report.from, report.to)
  if (report.by === 'dish') {
    return file(
      name,
      ['Dish', 'Restaurant', 'Bills', 'Quantity', 'Sales before tax (INR)'],
      report.result.map((row) => [row.label, row.restaurant_name, row.bills, row.quantity, rupees(row.net_paise)]),
    )
  }
  return file(
    name,
    [firstColumn[report.by], 'Bills', 'Dishes sold', 'Sales before tax (INR)', 'Tax (INR)', 'Total (INR)'],
    report.result.map((row) => [
      report.by === 'day' ? row.key : row.label,
      row.bills,
      row.quantity,
      rupees(row.net_paise),
      rupees(row.tax_paise),
      rupees(row.total_paise),
    ]),
  )
}

export function foodCostCsv(report: FoodCostReport): CsvFile {
  const isDish = report.by === 'dish'
  return file(
    reportFileName(`food-cost-by-${report.by}`, report.from, report.to),
    [
      ...(isDish ? ['Dish', 'Restaurant'] : ['Restaurant']),
      'Quantity sold',
      'Sales before tax (INR)',
      'Food cost (INR)',
      'Food cost share (%)',
      'Sold without a recipe',
    ],
    report.result.map((row) => [
      ...(isDish ? [row.label, row.restaurant_name] : [row.label]),
      row.quantity,
      rupees(row.sales_paise),
      rupees(row.food_cost_paise),
      row.cost_percent,
      row.quantity_without_recipe,
    ]),
  )
}

export function stockValueCsv(report: StockValueReport): CsvFile {
  return file(
    reportFileName('stock-value', report.date),
    ['Location', 'Products in stock', 'Value (INR)'],
    report.result.map((row) => [row.label, row.products, rupees(row.value_paise)]),
  )
}
