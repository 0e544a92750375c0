import { useQuery } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import { Link } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { clubDate } from '../../../domain/time'
import { useSession } from '../../auth/use-session'
import { accountFailureMessage, accountMessages, formatCalendarDay, formatWhen } from '../../office/accounts/accounts-format'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { MemberFrame } from '../MemberFrame'
import { AccountRowCard } from './AccountRowCard'
import { myBalanceQuery, myRowsQuery } from './member-account-api'
import { MyStatement } from './MyStatement'
import './member-account.css'

/** /member/account: what the member may spend, cheques waiting to clear, this month's rows, statements by month. */
export function MemberAccountPage() {
  const member = useSession('member')
  const memberId = member ? (member.memberId ?? member.member_id) : ''
  const today = clubDate(new Date())
  const monthStart = `${today.slice(0, 7)}-01`
  const balance = useQuery({ ...myBalanceQuery(memberId), enabled: memberId !== '' })
  const rows = useQuery({ ...myRowsQuery(memberId, monthStart, today), enabled: memberId !== '' })

  return (
    <MemberFrame title="My account" back={{ to: '/member', label: 'Home' }}>
      {balance.isPending && <LoadingState>Loading your account…</LoadingState>}
      {balance.isError && (
        <ErrorState
          title="Your account could not be loaded"
          message={accountFailureMessage(balance.error, accountMessages.fetchTransactions)}
          onRetry={() => void balance.refetch()}
        />
      )}
      {balance.data && (
        <section className="account-card" aria-labelledby="available-title">
          <h2 id="available-title" className="account-card__label">
            Available balance
          </h2>
          <p className="account-card__amount">{formatRupees(balance.data.balance.available_paise)}</p>
          <dl className="account-card__facts">
            <div>
              <dt>Cheques waiting to clear</dt>
              <dd>{formatRupees(balance.data.balance.pending_paise)}</dd>
            </div>
            <div>
              <dt>Credit limit</dt>
              <dd>{formatRupees(balance.data.account.credit_limit_paise)}</dd>
            </div>
            <div>
              <dt>You may still charge</dt>
              <dd>{formatRupees(Math.max(0, balance.data.balance.available_paise + balance.data.account.credit_limit_paise))}</dd>
            </div>
          </dl>
          {balance.data.account.cheques_refused && (
            <p className="account-card__note">Your account no longer takes cheques: please pay by UPI, card, bank transfer or cash.</p>
          )}
        </section>
      )}
      {balance.data && balance.data.pending_cheques.length > 0 && (
        <section className="member-section" aria-labelledby="pending-title">
          <h2 id="pending-title" className="member-section__title">
            Pending cheques
          </h2>
          <ul className="member-list" aria-label="Pending cheques">
            {balance.data.pending_cheques.map((row) => (
              <li key={row.transactionId} className="account-row">
                <div className="account-row__main">
                  <p className="member-list__title">
                    Cheque {row.cheque?.number}, {row.cheque?.bank}
                  </p>
                  <p className="member-list__meta">
                    Dated {row.cheque ? formatCalendarDay(row.cheque.date) : ''} · received {formatWhen(row.created_at)} ·{' '}
                    {row.chequeStatus === 'deposited' ? 'in the bank' : 'at the club office'}
                  </p>
                </div>
                <div className="account-row__money">
                  <span className="account-row__pending">{formatRupees(row.amount_paise)}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="member-section" aria-labelledby="month-title">
        <h2 id="month-title" className="member-section__title">
          This month
        </h2>
        {rows.isPending && memberId !== '' && <LoadingState>Loading this month…</LoadingState>}
        {rows.isError && (
          <ErrorState
            title="This month’s transactions could not be loaded"
            message={accountFailureMessage(rows.error, accountMessages.fetchTransactions)}
            onRetry={() => void rows.refetch()}
          />
        )}
        {rows.data && rows.data.result.length === 0 && <p className="member-list__meta">No transactions this month yet.</p>}
        {rows.data && rows.data.result.length > 0 && (
          <ul className="member-list" aria-label="This month’s transactions">
            {rows.data.result.map((row) => (
              <AccountRowCard key={row.transactionId} row={row} />
            ))}
          </ul>
        )}
      </section>
      {memberId !== '' && <MyStatement memberId={memberId} />}
      <Link to="/member/bills" className="member-links__link account-bills-link">
        <ReceiptText aria-hidden="true" size={22} /> My restaurant bills
      </Link>
    </MemberFrame>
  )
}
