import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { myStatementPdf } from '../../../domain/contract/member-accounts'
import { monthsUpTo, monthTitle } from '../../../domain/member-accounts'
import { clubDate } from '../../../domain/time'
import { callApi } from '../../api/client'
import { accountFailureMessage, accountMessages } from '../../office/accounts/accounts-format'
import { memberStatementWords, StatementFigures } from '../../office/accounts/StatementFigures'
import { saveFile } from '../../office/events/download-file'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { SelectField } from '../../ui/SelectField'
import { Spinner } from '../../ui/Spinner'
import { AccountRowCard } from './AccountRowCard'
import { myStatementQuery } from './member-account-api'

/** Statements by month: the month's opening and closing balance, its rows, and the PDF. */
export function MyStatement({ memberId }: { memberId: string }) {
  const months = monthsUpTo(clubDate(new Date()).slice(0, 7), 12)
  const [month, setMonth] = useState(months[1] ?? months[0]!)
  const [isDownloading, setIsDownloading] = useState(false)
  const statement = useQuery(myStatementQuery(memberId, month))

  async function download() {
    setIsDownloading(true)
    try {
      saveFile(await callApi(myStatementPdf, { params: { id: memberId }, query: { month } }), `statement-${memberId}-${month}.pdf`)
    } catch (error) {
      toast.error(accountFailureMessage(error, accountMessages.downloadStatement))
    } finally {
      setIsDownloading(false)
    }
  }

  return (
    <section className="member-section" aria-labelledby="statements-title">
      <h2 id="statements-title" className="member-section__title">
        Statements
      </h2>
      <SelectField label="Month" value={month} onChange={setMonth} options={months.map((value) => ({ value, label: monthTitle(value) }))} />
      <button type="button" className="button button--secondary account-pdf" disabled={isDownloading} onClick={() => void download()}>
        {isDownloading && <Spinner size="small" />}
        Download {monthTitle(month)} (PDF)
      </button>
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
          <StatementFigures statement={statement.data} words={memberStatementWords} className="account-figures" />
          {statement.data.rows.length === 0 ? (
            <p className="member-list__meta">No transactions in {statement.data.title}.</p>
          ) : (
            <ul className="member-list" aria-label={`Transactions in ${statement.data.title}`}>
              {statement.data.rows.map((row) => (
                <AccountRowCard key={row.transactionId} row={row} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
