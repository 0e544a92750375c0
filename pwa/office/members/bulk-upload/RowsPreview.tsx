import { useState } from 'react'
import type { BulkUploadKind } from '../../../../domain/bulk-uploads'
import { labelOf, type CheckedRow } from './check-rows'

const PAGE_SIZE = 50

interface RowsPreviewProps {
  kind: BulkUploadKind
  /** The fields that have a column, in the form's order. */
  fields: readonly string[]
  rows: readonly CheckedRow[]
}

/** The file's rows as they will be sent, fifty at a time, each with what is wrong with it. */
export function RowsPreview({ kind, fields, rows }: RowsPreviewProps) {
  const [isProblemsOnly, setProblemsOnly] = useState(false)
  const [page, setPage] = useState(0)
  const withProblems = rows.filter((row) => row.problems.length > 0)
  const shown = isProblemsOnly ? withProblems : rows
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE))
  const current = Math.min(page, pages - 1)
  const pageRows = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE)

  return (
    <section className="bulk-preview" aria-labelledby="bulk-preview-heading">
      <div className="bulk-preview__bar">
        <h2 id="bulk-preview-heading" className="bulk-section-heading">
          Rows
        </h2>
        <p className="bulk-preview__counts" aria-live="polite">
          {rows.length.toLocaleString('en-IN')} {rows.length === 1 ? 'row' : 'rows'}
          {withProblems.length === 0 ? ', all ready to send' : `, ${withProblems.length.toLocaleString('en-IN')} with problems`}
        </p>
        <label className="bulk-checkbox">
          <input
            type="checkbox"
            checked={isProblemsOnly}
            onChange={(event) => {
              setProblemsOnly(event.target.checked)
              setPage(0)
            }}
          />
          Only rows with problems
        </label>
      </div>
      <div className="table-scroll bulk-preview__table">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              {fields.map((field) => (
                <th key={field} scope="col">
                  {labelOf(kind, field)}
                </th>
              ))}
              <th scope="col">Problems</th>
            </tr>
          </thead>
          <tbody>
            {pageRows.map((row) => {
              const badFields = new Set(row.problems.map((problem) => problem.field))
              return (
                <tr key={row.row} className={row.problems.length > 0 ? 'bulk-row--problem' : undefined}>
                  <th scope="row">{row.row}</th>
                  {fields.map((field) => (
                    <td key={field} className={badFields.has(field) ? 'bulk-cell--problem' : undefined}>
                      {row.values[field] ?? ''}
                    </td>
                  ))}
                  <td>
                    {row.problems.length === 0 ? (
                      <span className="bulk-ok">Ready</span>
                    ) : (
                      <ul className="bulk-problems">
                        {row.problems.map((problem, index) => (
                          <li key={index}>
                            {problem.field ? `${labelOf(kind, problem.field)}: ` : ''}
                            {problem.msg}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="bulk-pager" aria-label="Pages of rows">
          <button type="button" className="button button--secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </button>
          <span>
            Rows {(current * PAGE_SIZE + 1).toLocaleString('en-IN')}–
            {Math.min(shown.length, (current + 1) * PAGE_SIZE).toLocaleString('en-IN')} of {shown.length.toLocaleString('en-IN')}
          </span>
          <button type="button" className="button button--secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  )
}
