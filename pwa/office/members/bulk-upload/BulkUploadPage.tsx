import { Upload } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { bulkFields, matchColumns, type BulkUploadKind } from '../../../../domain/bulk-uploads'
import { clubDate } from '../../../../domain/time'
import { failureMessage } from '../../../api/failure'
import { EmptyState } from '../../../ui/EmptyState'
import { LoadingState } from '../../../ui/LoadingState'
import { PageTitle } from '../../../ui/PageTitle'
import { Spinner } from '../../../ui/Spinner'
import { useAreaAccess } from '../../restaurants/use-area-access'
import { useOfficeMenu } from '../../use-office-menu'
import { checkRows, fileProblems, type ColumnMapping } from './check-rows'
import { ColumnMappingFields } from './ColumnMappingFields'
import { KindPicker } from './KindPicker'
import { readSheet, SheetReadError, type Sheet } from './read-sheet'
import { RowsPreview } from './RowsPreview'
import { uploadableKinds } from './uploadable-kinds'
import { UploadReportPanel } from './UploadReportPanel'
import { useBulkUpload } from './use-bulk-upload'
import '../../../ui/ui.css'
import '../../events/events.css'
import './bulk-upload.css'

const statusText = { idle: 'Not sent yet', loading: 'Sending…', succeeded: 'Sent', failed: 'Not sent' } as const

/**
 * /dashboard/members/bulk-upload (ADR 030): a CSV or Excel file read in the browser, its columns
 * matched to the kind's fields, every row checked with the contract's schema and shown with its
 * problems before anything is sent, then the server's report.
 */
export function BulkUploadPage() {
  const menu = useOfficeMenu()
  const members = useAreaAccess('members')
  const accounts = useAreaAccess('accounts')
  const allowed = uploadableKinds(members, accounts)
  const [chosenKind, setChosenKind] = useState<BulkUploadKind>('members')
  const kind = allowed.includes(chosenKind) ? chosenKind : allowed[0]
  const [sheet, setSheet] = useState<Sheet | null>(null)
  const [reading, setReading] = useState<{ isReading: boolean; error?: string }>({ isReading: false })
  const [mapping, setMapping] = useState<ColumnMapping>({})
  const [sentRows, setSentRows] = useState<number[]>([])
  const upload = useBulkUpload()

  const checked = useMemo(() => (sheet && kind ? checkRows(kind, sheet, mapping, clubDate(new Date())) : []), [kind, sheet, mapping])
  const blockers = sheet && kind ? fileProblems(kind, sheet, mapping) : []
  const readyRows = checked.filter((row) => row.problems.length === 0)

  if (menu.isPending) return <LoadingState>Loading…</LoadingState>
  if (!kind)
    return (
      <EmptyState title="No uploads for your role">
        Bulk uploads need the Members area’s create and edit access, or the Accounts area’s. An administrator can grant it under Roles &amp;
        Access.
      </EmptyState>
    )

  const chooseKind = (next: BulkUploadKind) => {
    setChosenKind(next)
    if (sheet) setMapping(matchColumns(next, sheet.headers))
    upload.reset()
  }
  const chooseFile = async (file: File | undefined) => {
    upload.reset()
    setSheet(null)
    if (!file) return setReading({ isReading: false })
    setReading({ isReading: true })
    try {
      const read = await readSheet(file)
      setSheet(read)
      setMapping(matchColumns(kind, read.headers))
      setReading({ isReading: false })
    } catch (error) {
      const message = error instanceof SheetReadError ? error.message : `${file.name} could not be read.`
      setReading({ isReading: false, error: message })
    }
  }
  const send = (rows: typeof checked) => {
    setSentRows(rows.map((row) => row.row))
    upload.mutate({ kind, rows: rows.map((row) => row.values) })
  }
  const mappedFields = bulkFields[kind].map((field) => field.key).filter((key) => mapping[key] !== undefined)
  const hasProblems = readyRows.length < checked.length

  return (
    <div className="bulk-upload">
      <PageTitle>Bulk upload</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Bulk upload</h1>
        <div className="page-toolbar__actions">
          <Link to="/dashboard/members" className="button button--secondary">
            Members
          </Link>
        </div>
      </div>
      <div className="bulk-setup">
        <KindPicker kinds={allowed} value={kind} onChange={chooseKind} />
        <div className="bulk-file">
          <label className="field__label" htmlFor="bulk-file-input">
            File (CSV or Excel .xlsx)
          </label>
          <input
            id="bulk-file-input"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => void chooseFile(event.target.files?.[0])}
            aria-describedby={reading.error ? 'bulk-file-error' : undefined}
          />
          <p className="bulk-hint">The first row names the columns. Up to 20,000 rows at a time.</p>
          {reading.isReading && <LoadingState>Reading the file…</LoadingState>}
          {reading.error && (
            <p className="field__error" id="bulk-file-error" role="alert">
              {reading.error}
            </p>
          )}
          {sheet && (
            <p className="bulk-file__name">
              {sheet.fileName}: {sheet.headers.length} columns, {sheet.rows.length.toLocaleString('en-IN')} rows
            </p>
          )}
        </div>
      </div>

      {!sheet && !reading.isReading && !reading.error && (
        <EmptyState title="No file chosen">
          Choose what the file holds, then the file: its rows are checked here before anything is sent.
        </EmptyState>
      )}

      {sheet && (
        <>
          <ColumnMappingFields kind={kind} headers={sheet.headers} mapping={mapping} onChange={setMapping} />
          {blockers.length > 0 && (
            <ul className="bulk-blockers" role="alert">
              {blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          )}
          {sheet.rows.length === 0 ? (
            <EmptyState title="No rows">The file has a header row but nothing below it.</EmptyState>
          ) : (
            <RowsPreview kind={kind} fields={mappedFields} rows={checked} />
          )}
          <div className="bulk-send" data-status={upload.status}>
            <p className="bulk-send__status" aria-live="polite">
              Upload status: <strong>{statusText[upload.status]}</strong>
            </p>
            <button
              type="button"
              className="button button--primary"
              disabled={blockers.length > 0 || hasProblems || checked.length === 0 || upload.status === 'loading'}
              onClick={() => send(checked)}
            >
              {upload.status === 'loading' ? <Spinner size="small" /> : <Upload aria-hidden="true" size={18} />}
              Send {checked.length.toLocaleString('en-IN')} {checked.length === 1 ? 'row' : 'rows'}
            </button>
            {hasProblems && readyRows.length > 0 && (
              <button
                type="button"
                className="button button--secondary"
                disabled={blockers.length > 0 || upload.status === 'loading'}
                onClick={() => send(readyRows)}
              >
                Send only the {readyRows.length.toLocaleString('en-IN')} rows without problems
              </button>
            )}
          </div>
          {upload.status === 'failed' && (
            <p className="field__error" role="alert">
              {failureMessage(
                upload.error,
                'The upload could not be completed. Send the file again: rows already recorded are not recorded twice.',
              )}
            </p>
          )}
          {upload.data && <UploadReportPanel kind={kind} report={upload.data} fileRowOf={sentRows} />}
        </>
      )}
    </div>
  )
}
