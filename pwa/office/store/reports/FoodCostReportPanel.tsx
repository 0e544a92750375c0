import { useQuery } from '@tanstack/react-query'
import type { FoodCostRow } from '../../../../domain/contract/reports'
import { formatRupees } from '../../../../domain/money'
import { reportFileName, type FoodCostGrouping } from '../../../../domain/reports'
import { foodCostReportQuery, reportCsv, type ReportRange } from './queries'
import type { ChartSpec } from './ReportChart'
import { ReportView, type ReportColumn } from './ReportView'

const TOP = 10
const count = (value: number) => value.toLocaleString('en-IN')
const share = (percent: number | null) => (percent === null ? '—' : `${percent.toLocaleString('en-IN', { minimumFractionDigits: 1 })}%`)

/** Food cost (recipes at the current average cost × quantity sold) against sales, by dish or restaurant. */
export function FoodCostReportPanel({ by, title, range }: { by: FoodCostGrouping; title: string; range: ReportRange }) {
  const report = useQuery(foodCostReportQuery(by, range))
  const data = report.data
  const isDish = by === 'dish'
  const columns: ReportColumn<FoodCostRow>[] = [
    { header: isDish ? 'Dish' : 'Restaurant', cell: (row) => row.label },
    ...(isDish ? [{ header: 'Restaurant', cell: (row: FoodCostRow) => row.restaurant_name }] : []),
    { header: 'Sold', cell: (row) => count(row.quantity), isNumber: true },
    { header: 'Sales before tax', cell: (row) => formatRupees(row.sales_paise), isNumber: true },
    { header: 'Food cost', cell: (row) => formatRupees(row.food_cost_paise), isNumber: true },
    { header: 'Cost share', cell: (row) => share(row.cost_percent), isNumber: true },
    {
      header: 'Without a recipe',
      cell: (row) =>
        row.quantity_without_recipe ? <span className="store-badge store-badge--low">{count(row.quantity_without_recipe)} sold</span> : '—',
      isNumber: true,
    },
  ]
  const totals = data && [
    'Total',
    ...(isDish ? [''] : []),
    count(data.totals.quantity),
    formatRupees(data.totals.sales_paise),
    formatRupees(data.totals.food_cost_paise),
    share(data.totals.cost_percent),
    data.totals.quantity_without_recipe ? `${count(data.totals.quantity_without_recipe)} sold` : '—',
  ]
  const chartRows = data?.result.slice(0, TOP)
  const chart: ChartSpec | undefined = chartRows && {
    caption: isDish
      ? `Sales and food cost of the ${Math.min(TOP, chartRows.length)} dishes that sold most`
      : 'Sales and food cost by restaurant',
    series: [
      { key: 'sales', name: 'Sales before tax', color: '#1f5f3f' },
      { key: 'cost', name: 'Food cost', color: '#b8862b' },
    ],
    data: chartRows.map((row) => ({ label: row.label, sales: row.sales_paise, cost: row.food_cost_paise })),
  }
  return (
    <ReportView
      title={title}
      status={report}
      rows={data?.result}
      rowKey={(row) => row.key}
      columns={columns}
      totals={totals}
      chart={chart}
      hasData={Boolean(data && data.result.length > 0)}
      empty={{
        title: 'No dishes sold in these days',
        text: 'Food cost is reckoned on what the bills sold. Try other dates or every restaurant.',
      }}
      summary={
        data && (
          <p className="page-lead">
            Food cost {formatRupees(data.totals.food_cost_paise)} on sales of {formatRupees(data.totals.sales_paise)} (
            {share(data.totals.cost_percent)}) at today’s average costs
            {data.totals.quantity_without_recipe > 0 &&
              ` · ${count(data.totals.quantity_without_recipe)} sold of dishes without a recipe carry no cost`}
          </p>
        )
      }
      csv={{
        fileName: reportFileName(`food-cost-by-${by}`, data?.from ?? range.from, data?.to ?? range.to),
        read: () => reportCsv('food-cost', by, range),
      }}
    />
  )
}
