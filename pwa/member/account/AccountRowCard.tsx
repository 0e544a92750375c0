import type { LedgerRow } from '../../../domain/contract/member-accounts'
import { chequeStatusLabels, ledgerKindLabels } from '../../../domain/member-accounts'
import { formatRupees } from '../../../domain/money'
import { formatWhen } from '../../office/accounts/accounts-format'

/** One row of the member's account as a card: what, when, the amount in or out, the balance after it. */
export function AccountRowCard({ row }: { row: LedgerRow }) {
  const isIn = row.amount_paise > 0
  const state = row.chequeStatus
    ? `Cheque ${chequeStatusLabels[row.chequeStatus].toLowerCase()}`
    : row.status === 'reversed'
      ? 'Reversed'
      : undefined
  return (
    <li className="account-row">
      <div className="account-row__main">
        <p className="member-list__title">{ledgerKindLabels[row.type]}</p>
        <p className="member-list__meta">{row.description}</p>
        <p className="member-list__meta">
          {formatWhen(row.created_at)}
          {state ? ` · ${state}` : ''}
        </p>
      </div>
      <div className="account-row__money">
        <span className={isIn ? 'account-row__in' : 'account-row__out'}>
          {isIn ? '+' : '−'}
          {formatRupees(Math.abs(row.amount_paise))}
        </span>
        <span className="member-list__meta">Balance {formatRupees(row.running_balance_paise)}</span>
      </div>
    </li>
  )
}
