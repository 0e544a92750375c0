import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { Pager } from '../events/Pager'
import { useAreaAccess } from '../restaurants/use-area-access'
import { accountFailureMessage, accountMessages } from './accounts-format'
import { BalanceSummary } from './BalanceSummary'
import { DepositForm } from './DepositForm'
import { LedgerTable } from './LedgerTable'
import { transactionsQuery } from './queries'
import { StatementPanel } from './StatementPanel'
import './accounts.css'

/**
 * A member's account, as the member's page shows it in its Account tab (and the accounts area on its
 * own page): the balance and limit, a deposit, every row newest first in pages, and the statement by month.
 */
export function MemberAccountTab({ memberId }: { memberId: string }) {
  const [page, setPage] = useState(1)
  const [isDepositing, setIsDepositing] = useState(false)
  const canDeposit = useAreaAccess('accounts').create
  const account = useQuery(transactionsQuery(memberId, page))

  if (account.isPending) return <LoadingState>Loading the account…</LoadingState>
  if (account.isError)
    return (
      <ErrorState
        title="The account could not be loaded"
        message={accountFailureMessage(account.error, accountMessages.fetchTransactions)}
        onRetry={() => void account.refetch()}
      />
    )
  const { result, balance, pagination } = account.data
  return (
    <div className="member-account">
      <section className="panel" aria-labelledby="balance-title">
        <div className="page-toolbar">
          <h2 id="balance-title" className="panel__title">
            Account of {account.data.account.name} ({account.data.account.memberId})
          </h2>
          {canDeposit && !isDepositing && (
            <div className="page-toolbar__actions">
              <button type="button" className="button button--primary" onClick={() => setIsDepositing(true)}>
                Record a deposit
              </button>
            </div>
          )}
        </div>
        <BalanceSummary balance={balance} account={account.data.account} />
      </section>
      {isDepositing && (
        <div>
          <DepositForm memberId={account.data.account.memberId} onDone={() => setIsDepositing(false)} />
          <button type="button" className="button button--secondary" onClick={() => setIsDepositing(false)}>
            Close the deposit form
          </button>
        </div>
      )}
      <section className="panel" aria-labelledby="rows-title">
        <h2 id="rows-title" className="panel__title">
          Transactions
        </h2>
        {result.length === 0 ? (
          <EmptyState title="No transactions yet">Deposits, bookings, bills and fees appear here as they happen.</EmptyState>
        ) : (
          <LedgerTable rows={result} caption="Transactions, newest first" />
        )}
        <Pager pagination={pagination} noun="transactions" onPage={setPage} />
      </section>
      <StatementPanel memberId={account.data.account.memberId} />
    </div>
  )
}
