import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Pencil } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage } from '../../api/failure'
import { restaurantDefaults } from './failure'
import { MenuTab } from './MenuTab'
import { OpenSwitch } from './OpenSwitch'
import { restaurantQuery } from './queries'
import { TablesTab } from './TablesTab'
import { useAreaAccess } from './use-area-access'
import { useOpenToggle } from './use-open-toggle'
import { LoadingState } from '../../ui/LoadingState'
import './restaurants.css'
import { HistorySection } from '../audit/HistorySection'

const tabs = [
  { key: 'menu', label: 'Menu' },
  { key: 'tables', label: 'Tables' },
] as const
type TabKey = (typeof tabs)[number]['key']

/** /dashboard/restaurants/:restaurantId: the restaurant, with its menu and its tables as tabs. */
export function RestaurantDetailPage() {
  const restaurantId = Number(useParams().restaurantId)
  const restaurant = useQuery(restaurantQuery(restaurantId))
  const access = useAreaAccess('restaurants')
  const toggle = useOpenToggle()
  // The tab is in the address (?tab=tables): a reload, or a link from elsewhere, opens it again.
  const [search, setSearch] = useSearchParams()
  const tab: TabKey = search.get('tab') === 'tables' ? 'tables' : 'menu'
  const setTab = (key: TabKey) => setSearch(key === 'menu' ? {} : { tab: key }, { replace: true })
  // Arrow keys move between the tabs, as in every tab list (WAI-ARIA); Tab goes on into the panel.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = tabs[(tabs.findIndex(({ key }) => key === tab) + step + tabs.length) % tabs.length]!.key
    setTab(next)
    document.getElementById(`tab-${next}`)?.focus()
  }

  if (restaurant.isPending) {
    return <LoadingState>Loading the restaurant…</LoadingState>
  }
  if (restaurant.isError) {
    return (
      <ErrorState
        title="The restaurant could not be loaded"
        message={failureMessage(restaurant.error, restaurantDefaults.fetchRestaurantDetails)}
        onRetry={() => void restaurant.refetch()}
      />
    )
  }
  const details = restaurant.data
  return (
    <div>
      <PageTitle>{details.name}</PageTitle>
      <Link to="/dashboard/restaurants" className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> All restaurants
      </Link>
      <div className="page-toolbar">
        <div>
          <h1 className="page-heading">{details.name}</h1>
          <p className="record__meta">
            {[
              details.cuisine,
              details.location,
              `Kitchen: ${details.kitchen_name}`,
              details.opening_hours && `Hours: ${details.opening_hours}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {details.description && <p>{details.description}</p>}
        </div>
        <div className="page-toolbar__actions">
          {access.edit ? (
            <OpenSwitch
              name={details.name}
              isOpen={details.isOpen}
              isBusy={toggle.isPending}
              onToggle={() => toggle.mutate({ restaurant: details, isOpen: !details.isOpen })}
            />
          ) : (
            <span className={`status-badge status-badge--${details.isOpen ? 'open' : 'closed'}`}>{details.isOpen ? 'Open' : 'Closed'}</span>
          )}
          {access.edit && (
            <Link to={`/dashboard/restaurants/${details.restaurant_id}/edit`} className="button button--secondary">
              <Pencil aria-hidden="true" size={18} /> Edit
            </Link>
          )}
        </div>
      </div>
      <div className="tabs" role="tablist" aria-label="Restaurant" onKeyDown={onTabKey}>
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
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'menu' ? (
          <MenuTab restaurantId={details.restaurant_id} access={access} />
        ) : (
          <TablesTab restaurantId={details.restaurant_id} access={access} />
        )}
      </div>
      <HistorySection recordType="restaurant" recordId={details.restaurant_id} noun="restaurant" />
    </div>
  )
}
