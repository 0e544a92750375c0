import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { depositMethodLabels } from '../../../domain/member-accounts'
import { formatRupees } from '../../../domain/money'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { Figures } from '../sports/Figures'
import { formatDay } from '../sports/sports-format'
import { AccountsNav } from './AccountsNav'
import { accountFailureMessage, accountMessages } from './accounts-format'
import { OpenAccountForm } from './OpenAccountForm'
import { accountsDashboardQuery } from './queries'
import '../restaurants/restaurants.css'
import '../events/events.css'
import './accounts.css'

/** /dashboard/accounts: what members owe and hold, who is over their limit, cheques pending, today's takings. */
export function AccountsDashboardPage() {
  const dashboard = useQuery(accountsDashboardQuery())
  return (
    <div>
      <PageTitle>Accounts</PageTitle>
      <h1 className="page-heading">Accounts</h1>
      <AccountsNav />
      <OpenAccountForm />
      {dashboard.isPending && <LoadingState>Loading the accounts…</LoadingState>}
      {dashboard.isError && (
        <ErrorState
          title="The accounts could not be loaded"
          message={accountFailureMessage(dashboard.error, accountMessages.fetchDashboard)}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.data && (
        <>
          <section className="panel" aria-labelledby="totals-title">
            <h2 id="totals-title" className="panel__title">
              The club’s accounts
            </h2>
            <Figures
              label="The club’s accounts"
              figures={[
                ['Owed to the club', formatRupees(dashboard.data.total_owed_paise)],
                ['Members owing', String(dashboard.data.members_owing)],
                ['Held for members', formatRupees(dashboard.data.total_held_paise)],
                [
                  'Cheques pending',
                  `${dashboard.data.cheques_pending.count} · ${formatRupees(dashboard.data.cheques_pending.amount_paise)}`,
                ],
                ['Members over their limit', String(dashboard.data.over_limit.length)],
                ['No more cheques', String(dashboard.data.cheques_refused_members)],
              ]}
            />
          </section>
          <div className="accounts-columns">
            <section className="panel" aria-labelledby="takings-title">
              <h2 id="takings-title" className="panel__title">
                Today’s takings, {formatDay(dashboard.data.date)}
              </h2>
              {dashboard.data.takings_today.length === 0 ? (
                <EmptyState title="Nothing taken yet today" />
              ) : (
                <table className="data-table">
                  <caption className="visually-hidden">Today’s takings by method</caption>
                  <thead>
                    <tr>
                      <th scope="col">Method</th>
                      <th scope="col">Deposits</th>
                      <th scope="col" className="ledger-table__money">
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {dashboard.data.takings_today.map((row) => (
                      <tr key={row.method}>
                        <th scope="row">{depositMethodLabels[row.method]}</th>
                        <td>{row.count}</td>
                        <td className="ledger-table__money">{formatRupees(row.amount_paise)}</td>
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">Total</th>
                      <td />
                      <td className="ledger-table__money">
                        <strong>{formatRupees(dashboard.data.takings_today_total_paise)}</strong>
                      </td>
                    </tr>
                  </tbody>
                </table>
              )}
              <p className="record__meta">
                <Link to="/dashboard/accounts/deposits">Record a deposit or move a cheque</Link>
              </p>
            </section>
            <section className="panel" aria-labelledby="over-title">
              <h2 id="over-title" className="panel__title">
                Members over their credit limit
              </h2>
              {dashboard.data.over_limit.length === 0 ? (
                <EmptyState title="Nobody is over their limit" />
              ) : (
                <table className="data-table">
                  <caption className="visually-hidden">Members over their credit limit</caption>
                  <thead>
                    <tr>
                      <th scope="col">Member</th>
                      <th scope="col" className="ledger-table__money">
                        Available
                      </th>
                      <th scope="col" className="ledger-table__money">
                        Limit
                      </th>
                      <th scope="col" className="ledger-table__money">
                        Over by
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {dashboard.data.over_limit.map((row) => (
                      <tr key={row.memberId}>
                        <th scope="row">
                          <Link to={`/dashboard/accounts/members/${row.memberId}`}>
                            {row.name} ({row.memberId})
                          </Link>
                        </th>
                        <td className="ledger-table__money">{formatRupees(row.available_paise)}</td>
                        <td className="ledger-table__money">{formatRupees(row.credit_limit_paise)}</td>
                        <td className="ledger-table__money">{formatRupees(row.over_by_paise)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  )
}
