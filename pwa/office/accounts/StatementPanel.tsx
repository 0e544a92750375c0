import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { memberStatementPdf } from '../../../domain/contract/member-accounts'
import { monthsUpTo, monthTitle } from '../../../domain/member-accounts'
import { clubDate } from '../../../domain/time'
import { callApi } from '../../api/client'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { SelectField } from '../../ui/SelectField'
import { Spinner } from '../../ui/Spinner'
import { saveFile } from '../events/download-file'
import { accountFailureMessage, accountMessages } from './accounts-format'
import { LedgerTable } from './LedgerTable'
import { officeStatementWords, StatementFigures } from './StatementFigures'
import { statementQuery } from './queries'
import { toast } from 'sonner'

/** A month's statement on screen (opening, rows, closing) and as a PDF to save or print. */
export function StatementPanel({ memberId }: { memberId: string }) {
  const months = monthsUpTo(clubDate(new Date()).slice(0, 7), 12)
  const [month, setMonth] = useState(months[0]!)
  const [isDownloading, setIsDownloading] = useState(false)
  const statement = useQuery(statementQuery(memberId, month))

  async function download() {
    setIsDownloading(true)
    try {
      const file = await callApi(memberStatementPdf, { params: { id: memberId }, query: { month } })
      saveFile(file, `statement-${memberId}-${month}.pdf`)
    } catch (error) {
      toast.error(accountFailureMessage(error, accountMessages.downloadStatement))
    } finally {
      setIsDownloading(false)
    }
  }

  return (
    <section className="panel" aria-labelledby="statement-title">
      <h2 id="statement-title" className="panel__title">
        Statement
      </h2>
      <div className="page-toolbar">
        <SelectField
          label="Month"
          value={month}
          onChange={setMonth}
          options={months.map((value) => ({ value, label: monthTitle(value) }))}
        />
        <div className="page-toolbar__actions">
          <button type="button" className="button button--secondary" disabled={isDownloading} onClick={() => void download()}>
            {isDownloading && <Spinner size="small" />}
            Download PDF
          </button>
        </div>
      </div>
      {statement.isPending && <LoadingState>Loading the statement…</LoadingState>}
      {statement.isError && (
        <ErrorState
          title="The statement could not be loaded"
          message={accountFailureMessage(statement.error, accountMessages.fetchStatement)}
          onRetry={() => void statement.refetch()}
        />
      )}
      {statement.data && (
        <>
          <StatementFigures statement={statement.data} words={officeStatementWords} className="statement-totals" />
          {statement.data.rows.length === 0 ? (
            <EmptyState title={`No transactions in ${statement.data.title}`} />
          ) : (
            <LedgerTable rows={statement.data.rows} caption={`Statement for ${statement.data.title}`} />
          )}
        </>
      )}
    </section>
  )
}
