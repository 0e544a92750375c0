import { Link, useParams } from 'react-router-dom'
import { PageTitle } from '../../ui/PageTitle'
import { AccountsNav } from './AccountsNav'
import { MemberAccountTab } from './MemberAccountTab'
import '../restaurants/restaurants.css'
import '../events/events.css'

/** /dashboard/accounts/members/:memberId: one member's account, the same tab the member's page shows. */
export function MemberAccountPage() {
  const memberId = (useParams().memberId ?? '').toUpperCase()
  return (
    <div>
      <PageTitle>{`Account ${memberId}`}</PageTitle>
      <p className="record__meta">
        <Link to="/dashboard/accounts">Accounts</Link> / {memberId}
      </p>
      <h1 className="page-heading">Member account {memberId}</h1>
      <AccountsNav />
      <MemberAccountTab key={memberId} memberId={memberId} />
    </div>
  )
}
