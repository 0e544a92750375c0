import { Download } from 'lucide-react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { failureMessage } from '../../../api/failure'
import { EmptyState } from '../../../ui/EmptyState'
import { ErrorState } from '../../../ui/ErrorState'
import { LoadingState } from '../../../ui/LoadingState'
import { saveFile } from '../../events/download-file'
import type { ChartSpec } from './ReportChart'

const ReportChart = lazy(async () => ({ default: (await import('./ReportChart')).ReportChart }))

export interface ReportColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  isNumber?: boolean
}

interface ReportViewProps<Row> {
  title: string
  /** The query's state: the view shows loading, the error with a retry, or the report. */
  status: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  rows: Row[] | undefined
  rowKey: (row: Row) => string
  columns: ReportColumn<Row>[]
  /** The totals line under the table, one cell per column. */
  totals?: ReactNode[] | undefined
  summary?: ReactNode
  chart: ChartSpec | undefined
  empty: { title: string; text: string }
  /** Whether any row has something to show; a range of days without sales is all zeros. */
  hasData: boolean
  csv: { fileName: string; read: () => Promise<Blob> }
}

/** One report: its summary, chart and table, and its CSV; loading, empty and error states. */
export function ReportView<Row>(props: ReportViewProps<Row>) {
  const { title, status, rows, columns } = props
  const [isDownloading, setDownloading] = useState(false)

  async function download() {
    setDownloading(true)
    try {
      saveFile(await props.csv.read(), props.csv.fileName)
    } catch (error) {
      toast.error(failureMessage(error, 'The CSV could not be downloaded'))
    } finally {
      setDownloading(false)
    }
  }

  if (status.isPending) return <LoadingState>Loading {title.toLowerCase()}…</LoadingState>
  if (status.isError || !rows)
    return (
      <ErrorState
        title={`${title} could not be loaded`}
        message={failureMessage(status.error, 'Something went wrong')}
        onRetry={() => void status.refetch()}
      />
    )
  return (
    <section className="report" aria-label={title}>
      <div className="report__toolbar">
        <div className="report__summary">{props.summary}</div>
        <button type="button" className="button" onClick={() => void download()} disabled={isDownloading || !props.hasData}>
          <Download aria-hidden="true" size={18} /> {isDownloading ? 'Preparing…' : 'Download CSV'}
        </button>
      </div>
      {!props.hasData ? (
        <EmptyState title={props.empty.title}>{props.empty.text}</EmptyState>
      ) : (
        <>
          {props.chart && (
            <Suspense fallback={<LoadingState>Drawing the chart…</LoadingState>}>
              <ReportChart {...props.chart} />
            </Suspense>
          )}
          <div className="store-table-wrap">
            <table className="data-table report-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className={column.isNumber ? 'store-table__number' : undefined}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={props.rowKey(row)}>
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th key={column.header} scope="row">
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.header} className={column.isNumber ? 'store-table__number' : undefined}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
              {props.totals && (
                <tfoot>
                  <tr className="report-table__totals">
                    {props.totals.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className={columns[index]?.isNumber ? 'store-table__number' : undefined}>
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        </>
      )}
    </section>
  )
}
