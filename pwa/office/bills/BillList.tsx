import { useState } from 'react'
import type { Bill } from '../../../domain/contract/restaurant-bills'
import { formatRupees } from '../../../domain/money'
import { billPaymentLabels } from '../../../domain/restaurant-bills'
import { formatClubDateTime } from '../../../domain/time'
import { BillCard } from './BillCard'
import './bills.css'

/** Bills as rows; a row opens in place to the bill as printed, with its PDF and the void. */
export function BillList({ bills, label = 'Bills' }: { bills: Bill[]; label?: string }) {
  const [openId, setOpenId] = useState<number | undefined>()
  return (
    <ul className="record-list bills-list" aria-label={label}>
      {bills.map((bill) => (
        <li key={bill.bill_id} className="record bill-record">
          <div className="record__main">
            <p className="record__title">
              <button
                type="button"
                className="link-button"
                aria-expanded={openId === bill.bill_id}
                onClick={() => setOpenId(openId === bill.bill_id ? undefined : bill.bill_id)}
              >
                Bill {bill.bill_id}
              </button>{' '}
              · {bill.restaurant_name}
              {bill.table_label ? ` · table ${bill.table_label}` : ''} · <strong>{formatRupees(bill.total_paise)}</strong>{' '}
              {bill.status === 'voided' && <span className="status-badge status-badge--closed">Voided</span>}
            </p>
            <p className="record__meta">
              {billPaymentLabels[bill.payment_method]}
              {bill.member_id ? ` · ${bill.member_name ?? ''} (${bill.member_id})` : ''} · {formatClubDateTime(new Date(bill.closed_at))}
            </p>
            {openId === bill.bill_id && <BillCard bill={bill} />}
          </div>
        </li>
      ))}
    </ul>
  )
}
