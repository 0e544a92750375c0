import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FileDown } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { voidBill, type Bill } from '../../../domain/contract/restaurant-bills'
import { formatRupees } from '../../../domain/money'
import { billPaymentLabels } from '../../../domain/restaurant-bills'
import { formatClubDateTime } from '../../../domain/time'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { TextField } from '../../ui/TextField'
import { downloadFile } from '../events/download-file'
import { billKeys } from './queries'

/** Saves the bill's PDF. */
export async function downloadBill(billId: number) {
  try {
    await downloadFile(`/api/restaurant-bills/${billId}/pdf`, `bill-${billId}.pdf`)
  } catch (error) {
    toast.error(failureMessage(error, 'The bill’s PDF could not be downloaded. Please try again.'))
  }
}

/** A bill as printed: its lines, subtotal, the tax line, the total and the payment. */
export function BillLines({ bill }: { bill: Bill }) {
  return (
    <table className="bill-lines">
      <caption className="visually-hidden">Bill {bill.bill_id}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {bill.lines.map((line, index) => (
          <tr key={index}>
            <td>{line.name}</td>
            <td>{line.quantity}</td>
            <td>{formatRupees(line.unit_price_paise)}</td>
            <td>{formatRupees(line.amount_paise)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td>{formatRupees(bill.subtotal_paise)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {bill.tax_label}
          </th>
          <td>{formatRupees(bill.tax_paise)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>
            <strong>{formatRupees(bill.total_paise)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}

/** Voiding asks for the reason, then once more; the server decides who may (restaurants edit). */
function VoidForm({ bill }: { bill: Bill }) {
  const queryClient = useQueryClient()
  const [isOpen, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const voiding = useMutation({
    mutationFn: () => callApi(voidBill, { params: { billId: bill.bill_id }, body: { reason } }),
    onSuccess: (answer) => {
      toast.success(answer.message)
      setOpen(false)
    },
    onError: (failure) => setError(failureMessage(failure, 'The bill could not be voided. Please try again.')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: billKeys.all }),
  })
  if (!isOpen) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Void bill
      </button>
    )
  }
  return (
    <form
      className="bill-void"
      onSubmit={(event) => {
        event.preventDefault()
        if (!reason.trim()) return setError('Reason is required')
        setError(undefined)
        voiding.mutate()
      }}
    >
      <TextField label="Reason" value={reason} onChange={setReason} error={error} maxLength={300} autoFocus />
      <button type="submit" className="button button--primary button--danger" disabled={voiding.isPending}>
        {bill.transaction_id ? 'Void and refund the member’s account' : 'Void the bill'}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
        Keep
      </button>
    </form>
  )
}

export function BillCard({ bill }: { bill: Bill }) {
  return (
    <article className="bill-card" aria-label={`Bill ${bill.bill_id}`}>
      <p className="record__title">
        Bill {bill.bill_id} · {bill.restaurant_name}
        {bill.table_label ? ` · table ${bill.table_label}` : ''} · order {bill.order_id}
        {bill.status === 'voided' && <span className="status-badge status-badge--closed">Voided</span>}
      </p>
      <p className="record__meta">
        {billPaymentLabels[bill.payment_method]}
        {bill.member_id ? ` · ${bill.member_name ?? ''} (${bill.member_id})` : ''} · closed {formatClubDateTime(new Date(bill.closed_at))}
        {bill.closed_by_name ? ` by ${bill.closed_by_name}` : ''}
      </p>
      {bill.status === 'voided' && (
        <p className="record__meta">
          Voided {bill.voided_at ? formatClubDateTime(new Date(bill.voided_at)) : ''}
          {bill.voided_by_name ? ` by ${bill.voided_by_name}` : ''}: {bill.void_reason}
        </p>
      )}
      <BillLines bill={bill} />
      <div className="record__actions">
        <button type="button" className="button button--secondary" onClick={() => void downloadBill(bill.bill_id)}>
          <FileDown aria-hidden="true" size={18} /> PDF
        </button>
        {bill.status === 'closed' && <VoidForm bill={bill} />}
      </div>
    </article>
  )
}
