import type { AccountBalance, AccountHolder } from '../../../domain/contract/member-accounts'
import { formatRupees } from '../../../domain/money'
import { Figures } from '../sports/Figures'

/** The account at a glance: what may be spent, what waits in cheques, the limit, and a cheque ban with its reason. */
export function BalanceSummary({ balance, account }: { balance: AccountBalance; account: AccountHolder }) {
  const room = balance.available_paise + account.credit_limit_paise
  return (
    <>
      <Figures
        label="Balance"
        figures={[
          ['Available', formatRupees(balance.available_paise)],
          ['Cheques pending', formatRupees(balance.pending_paise)],
          ['Balance with cheques', formatRupees(balance.balance_paise)],
          [
            account.credit_limit_source === 'member' ? 'Credit limit (own)' : 'Credit limit (category)',
            formatRupees(account.credit_limit_paise),
          ],
          ['May still charge', formatRupees(Math.max(0, room))],
        ]}
      />
      {room < 0 && (
        <p className="account-warning" role="status">
          Over the credit limit by {formatRupees(-room)}: bookings and bills on account are refused until a deposit is made.
        </p>
      )}
      {account.cheques_refused && (
        <p className="account-warning" role="status">
          This account takes no more cheques: {account.cheques_refused.reason}
        </p>
      )}
    </>
  )
}
