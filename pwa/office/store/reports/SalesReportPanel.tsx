import { useQuery } from '@tanstack/react-query'
import type { SalesRow } from '../../../../domain/contract/reports'
import { formatRupees } from '../../../../domain/money'
import { reportFileName, type SalesGrouping } from '../../../../domain/reports'
import { reportCsv, salesReportQuery, type ReportRange } from './queries'
import type { ChartSpec } from './ReportChart'
import { ReportView, type ReportColumn } from './ReportView'

const TOP = 10
const firstHeader: Record<SalesGrouping, string> = { day: 'Day', restaurant: 'Restaurant', dish: 'Dish', payment_method: 'Payment' }
const count = (value: number) => value.toLocaleString('en-IN')

/** Sales by day, restaurant, dish or payment method, from the bills not voided. */
export function SalesReportPanel({ by, title, range }: { by: SalesGrouping; title: string; range: ReportRange }) {
  const report = useQuery(salesReportQuery(by, range))
  const data = report.data
  const isDish = by === 'dish'
  const columns: ReportColumn<SalesRow>[] = [
    { header: firstHeader[by], cell: (row) => row.label },
    ...(isDish ? [{ header: 'Restaurant', cell: (row: SalesRow) => row.restaurant_name }] : []),
    { header: 'Bills', cell: (row) => count(row.bills), isNumber: true },
    { header: isDish ? 'Quantity' : 'Dishes sold', cell: (row) => count(row.quantity), isNumber: true },
    { header: 'Sales before tax', cell: (row) => formatRupees(row.net_paise), isNumber: true },
    ...(isDish
      ? []
      : [
          { header: 'Tax', cell: (row: SalesRow) => formatRupees(row.tax_paise ?? 0), isNumber: true },
          { header: 'Total', cell: (row: SalesRow) => formatRupees(row.total_paise ?? 0), isNumber: true },
        ]),
  ]
  const totals = data && [
    'Total',
    ...(isDish ? [''] : []),
    count(data.totals.bills),
    count(data.totals.quantity),
    formatRupees(data.totals.net_paise),
    ...(isDish ? [] : [formatRupees(data.totals.tax_paise), formatRupees(data.totals.total_paise)]),
  ]
  const chartRows = isDish ? data?.result.slice(0, TOP) : data?.result
  const chart: ChartSpec | undefined = chartRows && {
    caption: isDish
      ? `The ${Math.min(TOP, chartRows.length)} dishes that sold most, before tax`
      : by === 'day'
        ? 'Sales per day, tax included'
        : `Sales by ${firstHeader[by].toLowerCase()}, tax included`,
    series: [{ key: 'sales', name: isDish ? 'Sales before tax' : 'Sales', color: '#1f5f3f' }],
    data: chartRows.map((row) => ({
      label: by === 'day' ? row.label.replace(/ \d{4}$/, '') : row.label,
      sales: isDish ? row.net_paise : (row.total_paise ?? 0),
    })),
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
      hasData={Boolean(data && data.totals.bills > 0)}
      empty={{
        title: 'No sales in these days',
        text: 'No bill was closed (and left standing) in this range. Try other dates or every restaurant.',
      }}
      summary={
        data && (
          <p className="page-lead">
            {count(data.totals.bills)} bills · {formatRupees(data.totals.total_paise)} with tax ({formatRupees(data.totals.net_paise)}{' '}
            before tax) · voided bills are left out
          </p>
        )
      }
      csv={{
        fileName: reportFileName(`sales-by-${by.replace('_', '-')}`, data?.from ?? range.from, data?.to ?? range.to),
        read: () => reportCsv('sales', by, range),
      }}
    />
  )
}
