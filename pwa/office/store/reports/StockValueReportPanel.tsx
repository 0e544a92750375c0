import { useQuery } from '@tanstack/react-query'
import type { StockValueRow } from '../../../../domain/contract/reports'
import { formatRupees } from '../../../../domain/money'
import { reportFileName } from '../../../../domain/reports'
import { lazyDateFormat, startOfClubDay } from '../../../../domain/time'
import { reportCsv, stockValueReportQuery, type ReportRange } from './queries'
import type { ChartSpec } from './ReportChart'
import { ReportView, type ReportColumn } from './ReportView'

const dayText = lazyDateFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })

const columns: ReportColumn<StockValueRow>[] = [
  { header: 'Location', cell: (row) => row.label },
  { header: 'Products in stock', cell: (row) => row.products.toLocaleString('en-IN'), isNumber: true },
  { header: 'Value', cell: (row) => formatRupees(row.value_paise), isNumber: true },
]

/** The stock's value by location at the end of the range's last day. */
export function StockValueReportPanel({ title, range }: { title: string; range: ReportRange }) {
  const report = useQuery(stockValueReportQuery(range.to))
  const data = report.data
  const chart: ChartSpec | undefined = data && {
    caption: 'Stock value by location',
    series: [{ key: 'value', name: 'Value', color: '#1f5f3f' }],
    data: data.result.map((row) => ({ label: row.label, value: row.value_paise })),
  }
  return (
    <ReportView
      title={title}
      status={report}
      rows={data?.result}
      rowKey={(row) => row.location}
      columns={columns}
      totals={data && ['Total', '', formatRupees(data.total_paise)]}
      chart={chart}
      hasData={Boolean(data && data.result.length > 0)}
      empty={{ title: 'No stock on this day', text: 'Nothing had been bought into the store by the end of this day.' }}
      summary={
        data && (
          <p className="page-lead">
            {formatRupees(data.total_paise)} of stock at the end of {dayText(startOfClubDay(data.date))}, at the average cost of the time;
            stock below zero counts as none
          </p>
        )
      }
      csv={{ fileName: reportFileName('stock-value', data?.date ?? range.to), read: () => reportCsv('stock-value', null, range) }}
    />
  )
}
