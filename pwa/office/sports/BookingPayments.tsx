import { formatWhen, labelOf } from '../events/event-format'
import { formatPrice } from './sports-format'
import type { SportsPayment } from '../../../domain/contract/sports-bookings'

/** The payments taken for the booking at the desk. */
export function BookingPayments({ payments }: { payments: SportsPayment[] }) {
  if (payments.length === 0) return <p className="record__meta">No payments recorded.</p>
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Payments</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Amount</th>
            <th scope="col">Method</th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.payment_id}>
              <td>{formatWhen(payment.received_at)}</td>
              <td>{formatPrice(Number(payment.amount_paise))}</td>
              <td>{payment.method === 'upi' ? 'UPI' : labelOf(payment.method)}</td>
              <td>{payment.reference ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
