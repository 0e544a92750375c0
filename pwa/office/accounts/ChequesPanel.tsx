import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { updateChequeStatus } from '../../../domain/contract/member-accounts'
import { chequeStatusLabels, chequeStatuses, nextChequeStatuses, type ChequeStatus } from '../../../domain/member-accounts'
import { formatRupees } from '../../../domain/money'
import { callApi } from '../../api/client'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { SelectField } from '../../ui/SelectField'
import { ConfirmButton } from '../events/ConfirmButton'
import { Pager } from '../events/Pager'
import { accountFailureMessage, accountMessages, formatCalendarDay, formatWhen } from './accounts-format'
import { AccountStatusBadge } from './AccountStatusBadge'
import { chequesQuery } from './queries'
import { useAccountsAction } from './use-accounts-action'

const filters = [
  { value: 'pending', label: 'Waiting to clear' },
  ...chequeStatuses.map((status) => ({ value: status, label: chequeStatusLabels[status] })),
  { value: 'all', label: 'All cheques' },
]

const actionLabels: Record<ChequeStatus, string> = {
  received: 'Mark received',
  deposited: 'Mark deposited',
  cleared: 'Mark cleared',
  bounced: 'Mark bounced',
}

/** The cheques by status, waiting ones first (oldest first), each moved on with one press: bounced is asked twice. */
export function ChequesPanel({ canEdit }: { canEdit: boolean }) {
  const [status, setStatus] = useState('pending')
  const [page, setPage] = useState(1)
  const cheques = useQuery(chequesQuery(status, page))
  const move = useAccountsAction(
    (variables: { transactionId: number; status: ChequeStatus }) => callApi(updateChequeStatus, { body: variables }),
    { success: 'Cheque status updated successfully', failure: accountMessages.updateCheque },
  )
  return (
    <section className="panel" aria-labelledby="cheques-title">
      <div className="page-toolbar">
        <h2 id="cheques-title" className="panel__title">
          Cheques
        </h2>
        <SelectField
          label="Show"
          value={status}
          onChange={(value) => {
            setStatus(value)
            setPage(1)
          }}
          options={filters}
        />
      </div>
      {cheques.isPending && <LoadingState>Loading cheques…</LoadingState>}
      {cheques.isError && (
        <ErrorState
          title="Cheques could not be loaded"
          message={accountFailureMessage(cheques.error, accountMessages.fetchCheques)}
          onRetry={() => void cheques.refetch()}
        />
      )}
      {cheques.data && cheques.data.result.length === 0 && (
        <EmptyState title={status === 'pending' ? 'No cheques waiting to clear' : 'No cheques'} />
      )}
      {cheques.data && cheques.data.result.length > 0 && (
        <>
          <p className="record__meta">
            {cheques.data.totals.count} {cheques.data.totals.count === 1 ? 'cheque' : 'cheques'},{' '}
            {formatRupees(cheques.data.totals.amount_paise)}
          </p>
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">Cheques</caption>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Member</th>
                  <th scope="col">Cheque</th>
                  <th scope="col" className="ledger-table__money">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  {canEdit && <th scope="col">Next</th>}
                </tr>
              </thead>
              <tbody>
                {cheques.data.result.map((row) => (
                  <tr key={row.transactionId}>
                    <td>{formatWhen(row.created_at)}</td>
                    <td>
                      <Link to={`/dashboard/accounts/members/${row.memberId}`}>
                        {row.memberName} ({row.memberId})
                      </Link>
                    </td>
                    <td>
                      No. {row.cheque?.number}, {row.cheque?.bank}
                      <br />
                      <span className="data-table__sub">dated {row.cheque ? formatCalendarDay(row.cheque.date) : ''}</span>
                    </td>
                    <td className="ledger-table__money">{formatRupees(row.amount_paise)}</td>
                    <td>
                      <AccountStatusBadge row={row} />
                    </td>
                    {canEdit && (
                      <td>
                        <div className="button-row">
                          {row.chequeStatus &&
                            nextChequeStatuses(row.chequeStatus).map((next) =>
                              next === 'bounced' ? (
                                <ConfirmButton
                                  key={next}
                                  label={actionLabels[next]}
                                  accessibleName={`Mark cheque ${row.cheque?.number} bounced`}
                                  question={`Cheque ${row.cheque?.number} bounced? Its deposit is reversed and the bounce charge added.`}
                                  confirmLabel="Mark bounced"
                                  isBusy={move.isPending}
                                  onConfirm={() => move.mutate({ transactionId: row.transactionId, status: next })}
                                />
                              ) : (
                                <button
                                  key={next}
                                  type="button"
                                  className="button button--secondary"
                                  aria-label={`${actionLabels[next]}: cheque ${row.cheque?.number}`}
                                  disabled={move.isPending}
                                  onClick={() => move.mutate({ transactionId: row.transactionId, status: next })}
                                >
                                  {actionLabels[next]}
                                </button>
                              ),
                            )}
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pagination={cheques.data.pagination} noun="cheques" onPage={setPage} />
        </>
      )}
    </section>
  )
}
