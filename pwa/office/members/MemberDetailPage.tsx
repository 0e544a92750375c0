import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { useAreaAccess } from '../restaurants/use-area-access'
import { MemberAccountTab } from '../accounts/MemberAccountTab'
import { RecordHistory } from '../audit/RecordHistory'
import { useIsAdministrator } from '../audit/use-is-administrator'
import { DependentsTab } from './DependentsTab'
import { MemberBillsTab } from './MemberBillsTab'
import { MemberBookingsTab } from './MemberBookingsTab'
import { MemberForm } from './MemberForm'
import { formatLimit, formatMobile, statusLabel, statusTone } from './member-format'
import { OpenBookingsNotice } from './OpenBookingsNotice'
import { ProfileFacts } from './ProfileFacts'
import { memberQuery } from './queries'
import { SetPasswordForm } from './SetPasswordForm'
import '../restaurants/restaurants.css'
import '../events/events.css'
import './members.css'

/** The member's tabs; the account (ledger, deposits, statements) only for those who may see money, the bills for the restaurants' roles. */
const allTabs = [
  { key: 'profile', label: 'Profile' },
  { key: 'dependents', label: 'Dependents' },
  { key: 'bookings', label: 'Bookings' },
  { key: 'account', label: 'Account' },
  { key: 'bills', label: 'Bills' },
  { key: 'history', label: 'History' },
] as const
type TabKey = (typeof allTabs)[number]['key']

/** /dashboard/members/:memberId: one member, with their profile, dependents and bookings as tabs. */
export function MemberDetailPage() {
  const memberId = useParams().memberId ?? ''
  const member = useQuery(memberQuery(memberId))
  const access = useAreaAccess('members')
  const events = useAreaAccess('events')
  const sports = useAreaAccess('sports')
  const accounts = useAreaAccess('accounts')
  const restaurants = useAreaAccess('restaurants')
  const isAdministrator = useIsAdministrator()
  // The history is the audit trail's, which administrators alone read (ADR 029).
  const tabs = allTabs.filter(
    ({ key }) => (key !== 'account' || accounts.view) && (key !== 'bills' || restaurants.view) && (key !== 'history' || isAdministrator),
  )
  const isTab = (key: string | null): key is TabKey => tabs.some((tab) => tab.key === key)
  // The tab is in the address (?tab=dependents): a reload, or a link from elsewhere, opens it again.
  const [search, setSearch] = useSearchParams()
  const requested = search.get('tab')
  const tab: TabKey = isTab(requested) ? requested : 'profile'
  const setTab = (key: TabKey) => setSearch(key === 'profile' ? {} : { tab: key }, { replace: true })
  // Arrow keys move between the tabs (WAI-ARIA); Tab goes on into the panel.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = tabs[(tabs.findIndex(({ key }) => key === tab) + step + tabs.length) % tabs.length]!.key
    setTab(next)
    document.getElementById(`tab-${next}`)?.focus()
  }

  if (member.isPending) return <LoadingState>Loading the member…</LoadingState>
  if (member.isError) {
    return (
      <div>
        <Link to="/dashboard/members" className="button button--ghost">
          <ArrowLeft aria-hidden="true" size={18} /> All members
        </Link>
        <ErrorState
          title="The member could not be loaded"
          message={failureMessage(member.error, 'Member not found')}
          onRetry={() => void member.refetch()}
        />
      </div>
    )
  }
  const details = member.data
  return (
    <div>
      <PageTitle>{`${details.name} (${details.memberId})`}</PageTitle>
      <Link to="/dashboard/members" className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> All members
      </Link>
      <div className="page-toolbar member-toolbar">
        <div>
          <div className="member-header">
            <h1 className="page-heading">
              {[details.title, details.name].filter(Boolean).join(' ')} · {details.memberId}
            </h1>
            <span className={`status-badge status-badge--${statusTone(details.status)}`}>{statusLabel(details.status)}</span>
          </div>
          <p className="member-facts">
            {[
              details.categoryName,
              formatMobile(details.mobileNumber),
              details.email,
              `Credit limit ${formatLimit(details.effectiveCreditLimitPaise)}${details.creditLimitPaise === null ? ' (category)' : ''}`,
              details.hasPassword ? 'Has an app password' : 'No app password yet',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {access.edit && (
          <div className="page-toolbar__actions">
            <SetPasswordForm memberId={details.memberId} name={details.name} hasPassword={details.hasPassword} />
          </div>
        )}
      </div>
      <OpenBookingsNotice member={details} />
      <div className="tabs" role="tablist" aria-label="Member" onKeyDown={onTabKey}>
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            className="tabs__tab"
            aria-selected={tab === key}
            aria-controls={`panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
          >
            {label}
            {key === 'dependents' && details.dependents.length > 0 ? ` (${details.dependents.length})` : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'profile' && (access.edit ? <MemberForm key={details.updated_at} member={details} /> : <ProfileFacts member={details} />)}
        {tab === 'dependents' && <DependentsTab member={details} access={access} />}
        {tab === 'bookings' && <MemberBookingsTab memberId={details.memberId} events={events} sports={sports} />}
        {tab === 'account' && <MemberAccountTab memberId={details.memberId} />}
        {tab === 'bills' && <MemberBillsTab memberId={details.memberId} />}
        {tab === 'history' && <RecordHistory recordType="member" recordId={details.memberId} noun="member" />}
      </div>
    </div>
  )
}
