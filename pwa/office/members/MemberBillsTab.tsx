import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { BillList } from '../bills/BillList'
import { billsQuery } from '../bills/queries'
import { Pager } from '../events/Pager'

/** The member's restaurant bills, newest first (the Bills screen's list for one member), to print or void. */
export function MemberBillsTab({ memberId }: { memberId: string }) {
  const [page, setPage] = useState(1)
  const bills = useQuery(billsQuery({ member_id: memberId, page: String(page) }))
  if (bills.isPending) return <LoadingState>Loading the member’s bills…</LoadingState>
  if (bills.isError)
    return (
      <ErrorState
        title="The member’s bills could not be loaded"
        message={failureMessage(bills.error, 'Could not load the bills. Please try again.')}
        onRetry={() => void bills.refetch()}
      />
    )
  if (bills.data.result.length === 0)
    return (
      <EmptyState title="No bills">
        Restaurant bills in this member’s name appear here. <Link to="/dashboard/restaurants/bills">All bills</Link>
      </EmptyState>
    )
  return (
    <div>
      <BillList bills={bills.data.result} label={`Bills of ${memberId}`} />
      {bills.data.pagination.pages > 1 && <Pager pagination={bills.data.pagination} noun="bills" onPage={setPage} />}
    </div>
  )
}
