import { useQuery } from '@tanstack/react-query'
import { ChevronRight } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { billPaymentLabels } from '../../../domain/restaurant-bills'
import { formatClubDateTime } from '../../../domain/time'
import { failureMessage } from '../../api/failure'
import { Pager } from '../../office/events/Pager'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { MemberFrame } from '../MemberFrame'
import { myBillsQuery } from './my-bills-api'
import './my-bills.css'

const pageOf = (text: string | null) => {
  const page = Number(text)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** /member/bills: the member's restaurant bills, newest first; each opens with its lines and PDF. */
export function MyBillsPage() {
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  const bills = useQuery(myBillsQuery(page))

  return (
    <MemberFrame title="My bills" back={{ to: '/member', label: 'Home' }}>
      {bills.isPending && <LoadingState>Loading your bills…</LoadingState>}
      {bills.isError && (
        <ErrorState
          title="Your bills could not be loaded"
          message={failureMessage(bills.error, 'Could not load your bills. Please try again.')}
          onRetry={() => void bills.refetch()}
        />
      )}
      {bills.isSuccess && bills.data.result.length === 0 && (
        <EmptyState title="No bills yet">Bills from the club’s restaurants in your name appear here.</EmptyState>
      )}
      {bills.isSuccess && bills.data.result.length > 0 && (
        <>
          <ul className="member-list my-bills" aria-label="My bills">
            {bills.data.result.map((bill) => (
              <li key={bill.bill_id}>
                <Link
                  to={`/member/bills/${bill.bill_id}`}
                  className="my-bill-row"
                  aria-label={`Bill ${bill.bill_id}, ${bill.restaurant_name}, ${formatRupees(bill.total_paise)}${bill.status === 'voided' ? ', voided' : ''}`}
                >
                  <span className="my-bill-row__main">
                    <span className="member-list__title">{bill.restaurant_name}</span>
                    <span className="member-list__meta">{formatClubDateTime(new Date(bill.closed_at))}</span>
                    <span className="member-list__meta">
                      Bill {bill.bill_id} · {billPaymentLabels[bill.payment_method]}
                    </span>
                  </span>
                  <span className="my-bill-row__money">
                    <span className={bill.status === 'voided' ? 'my-bill-row__total my-bill-row__total--voided' : 'my-bill-row__total'}>
                      {formatRupees(bill.total_paise)}
                    </span>
                    {bill.status === 'voided' && <span className="status-badge status-badge--closed">Voided</span>}
                  </span>
                  <ChevronRight aria-hidden="true" size={18} className="my-bill-row__chevron" />
                </Link>
              </li>
            ))}
          </ul>
          {bills.data.pagination.pages > 1 && (
            <Pager
              pagination={bills.data.pagination}
              noun="bills"
              onPage={(next) => {
                setParams(next === 1 ? {} : { page: String(next) }, { replace: true })
                window.scrollTo({ top: 0 })
              }}
            />
          )}
        </>
      )}
    </MemberFrame>
  )
}
