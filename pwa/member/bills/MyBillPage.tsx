import { useQuery } from '@tanstack/react-query'
import { FileDown } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { toast } from 'sonner'
import { formatRupees } from '../../../domain/money'
import { billPaymentLabels } from '../../../domain/restaurant-bills'
import { formatClubDateTime } from '../../../domain/time'
import { failureMessage } from '../../api/failure'
import { BillLines } from '../../office/bills/BillCard'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { Spinner } from '../../ui/Spinner'
import { MemberFrame } from '../MemberFrame'
import { myBillQuery, saveMyBillPdf } from './my-bills-api'
import '../../office/bills/bills.css'
import './my-bills.css'

/** /member/bills/:billId: one of the member's bills as printed, with its PDF. */
export function MyBillPage() {
  const billId = Number(useParams().billId)
  const isId = Number.isInteger(billId) && billId > 0
  const bill = useQuery({ ...myBillQuery(billId), enabled: isId })
  const [isSaving, setSaving] = useState(false)

  async function download() {
    setSaving(true)
    try {
      await saveMyBillPdf(billId)
    } catch (error) {
      toast.error(failureMessage(error, 'The bill’s PDF could not be downloaded. Please try again.'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <MemberFrame title={isId ? `Bill ${billId}` : 'Bill'} back={{ to: '/member/bills', label: 'My bills' }}>
      {!isId && <ErrorState title="Bill not found" message="This address names no bill." />}
      {isId && bill.isPending && <LoadingState>Loading the bill…</LoadingState>}
      {bill.isError && (
        <ErrorState
          title="The bill could not be loaded"
          message={failureMessage(bill.error, 'Bill not found')}
          onRetry={() => void bill.refetch()}
        />
      )}
      {bill.data && (
        <section className="member-section my-bill" aria-label={`Bill ${bill.data.bill_id}`}>
          <h2 className="member-section__title">{bill.data.restaurant_name}</h2>
          {bill.data.status === 'voided' && (
            <p className="my-bill__voided" role="note">
              <strong>This bill was voided</strong>
              {bill.data.voided_at ? ` on ${formatClubDateTime(new Date(bill.data.voided_at))}` : ''}.
              {bill.data.void_reason ? ` Reason: ${bill.data.void_reason}.` : ''}
              {bill.data.reversal_transaction_id ? ' The charge was refunded to your account.' : ''}
            </p>
          )}
          <dl className="my-bill__facts">
            <div>
              <dt>Date</dt>
              <dd>{formatClubDateTime(new Date(bill.data.closed_at))}</dd>
            </div>
            {bill.data.table_label && (
              <div>
                <dt>Table</dt>
                <dd>{bill.data.table_label}</dd>
              </div>
            )}
            <div>
              <dt>Payment</dt>
              <dd>{billPaymentLabels[bill.data.payment_method]}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>
                <strong>{formatRupees(bill.data.total_paise)}</strong>
              </dd>
            </div>
          </dl>
          <BillLines bill={bill.data} />
          <button type="button" className="button button--secondary my-bill__pdf" disabled={isSaving} onClick={() => void download()}>
            {isSaving ? <Spinner size="small" /> : <FileDown aria-hidden="true" size={18} />}
            Download the bill (PDF)
          </button>
        </section>
      )}
    </MemberFrame>
  )
}
