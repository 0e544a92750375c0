import type { BulkUploadKind } from '../../../../domain/bulk-uploads'
import type { BulkUploadReport } from '../../../../domain/contract/bulk-uploads'
import { labelOf } from './check-rows'

interface UploadReportPanelProps {
  kind: BulkUploadKind
  report: BulkUploadReport
  /** The file's row number of each row sent, in the order sent (rows with problems may have been left out). */
  fileRowOf: readonly number[]
}

/** The server's answer: what was created, updated and left unchanged, and each row it refused, by the file's row. */
export function UploadReportPanel({ kind, report, fileRowOf }: UploadReportPanelProps) {
  return (
    <section className="bulk-report" aria-labelledby="bulk-report-heading" role="status">
      <h2 id="bulk-report-heading" className="bulk-section-heading">
        Upload report
      </h2>
      <p>{report.message}</p>
      <dl className="bulk-report__counts">
        <div>
          <dt>Created</dt>
          <dd>{report.created.toLocaleString('en-IN')}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{report.updated.toLocaleString('en-IN')}</dd>
        </div>
        <div>
          <dt>Unchanged</dt>
          <dd>{report.skipped.toLocaleString('en-IN')}</dd>
        </div>
        <div>
          <dt>Problems</dt>
          <dd>{report.errors.length.toLocaleString('en-IN')}</dd>
        </div>
      </dl>
      {report.errors.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="bulk-caption">Rows the server refused: each changed nothing</caption>
            <thead>
              <tr>
                <th scope="col">Row of the file</th>
                <th scope="col">Field</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, index) => (
                <tr key={index}>
                  <td>{fileRowOf[error.row - 1] ?? error.row}</td>
                  <td>{error.field ? labelOf(kind, error.field) : '—'}</td>
                  <td>{error.msg}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
