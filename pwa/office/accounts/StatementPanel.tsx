import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { memberStatementPdf } from '../../../domain/contract/member-accounts'
import { monthsUpTo, monthTitle } from '../../../domain/member-accounts'
import { formatRupees } from '../../../domain/money'
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
          <dl className="statement-totals" aria-label={`${statement.data.title} in figures`}>
            <div>
              <dt>Opening balance</dt>
              <dd>{formatRupees(statement.data.opening_balance_paise)}</dd>
            </div>
            <div>
              <dt>Debits</dt>
              <dd>{formatRupees(statement.data.total_debits_paise)}</dd>
            </div>
            <div>
              <dt>Credits</dt>
              <dd>{formatRupees(statement.data.total_credits_paise)}</dd>
            </div>
            <div>
              <dt>Closing balance</dt>
              <dd>{formatRupees(statement.data.closing_balance_paise)}</dd>
            </div>
          </dl>
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
