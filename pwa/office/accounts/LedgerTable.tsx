import type { LedgerRow } from '../../../domain/contract/member-accounts'
import { depositMethodLabels, ledgerKindLabels } from '../../../domain/member-accounts'
import { formatRupees } from '../../../domain/money'
import { formatCalendarDay, formatWhen } from './accounts-format'
import { AccountStatusBadge } from './AccountStatusBadge'

/** What a row was, with how it was paid and what it reverses. */
function detailsOf(row: LedgerRow): string {
  const parts = [row.description]
  if (row.method && row.type === 'deposit') parts.push(depositMethodLabels[row.method])
  if (row.reference) parts.push(`ref. ${row.reference}`)
  if (row.cheque) parts.push(`cheque ${row.cheque.number}, ${row.cheque.bank}, dated ${formatCalendarDay(row.cheque.date)}`)
  if (row.reverses_transaction_id) parts.push(`reverses #${row.reverses_transaction_id}`)
  if (row.reversed_by_transaction_id) parts.push(`reversed by #${row.reversed_by_transaction_id}`)
  return parts.join(' · ')
}

/** Ledger rows as a statement reads them: debit, credit and the balance after each. */
export function LedgerTable({ rows, caption }: { rows: LedgerRow[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="data-table ledger-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">When</th>
            <th scope="col">Type</th>
            <th scope="col">Details</th>
            <th scope="col" className="ledger-table__money">
              Debit
            </th>
            <th scope="col" className="ledger-table__money">
              Credit
            </th>
            <th scope="col" className="ledger-table__money">
              Balance
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.transactionId} className={row.status === 'reversed' ? 'ledger-table__row--reversed' : undefined}>
              <td>{row.transactionId}</td>
              <td>{formatWhen(row.created_at)}</td>
              <td>{ledgerKindLabels[row.type]}</td>
              <td className="ledger-table__details">
                {detailsOf(row)}
                {row.created_by && <span className="data-table__sub"> · by {row.created_by}</span>}
              </td>
              <td className="ledger-table__money">{row.amount_paise < 0 ? formatRupees(-row.amount_paise) : ''}</td>
              <td className="ledger-table__money">{row.amount_paise > 0 ? formatRupees(row.amount_paise) : ''}</td>
              <td className="ledger-table__money">{formatRupees(row.running_balance_paise)}</td>
              <td>
                <AccountStatusBadge row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
