import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Plus, Receipt } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage } from '../../api/failure'
import { restaurantDefaults } from './failure'
import { OpenSwitch } from './OpenSwitch'
import { restaurantsQuery } from './queries'
import { useAreaAccess } from './use-area-access'
import { useOpenToggle } from './use-open-toggle'
import { LoadingState } from '../../ui/LoadingState'
import './restaurants.css'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** /dashboard/restaurants: every restaurant, whether it takes orders, and the way to the floor. */
export function RestaurantsPage() {
  const restaurants = useQuery(restaurantsQuery())
  const access = useAreaAccess('restaurants')
  const toggle = useOpenToggle()

  return (
    <div>
      <PageTitle>Restaurants</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Restaurants</h1>
        <div className="page-toolbar__actions">
          <Link to="/dashboard/restaurants/floor" className="button button--primary">
            <ClipboardList aria-hidden="true" size={18} /> Take an order
          </Link>
          <Link to="/dashboard/restaurants/bills" className="button button--secondary">
            <Receipt aria-hidden="true" size={18} /> Bills
          </Link>
          {access.create && (
            <Link to="/dashboard/restaurants/new" className="button button--secondary">
              <Plus aria-hidden="true" size={18} /> New restaurant
            </Link>
          )}
        </div>
      </div>
      {restaurants.isPending && <LoadingState>Loading restaurants…</LoadingState>}
      {restaurants.isError && (
        <ErrorState
          title="Restaurants could not be loaded"
          message={failureMessage(restaurants.error, restaurantDefaults.fetchRestaurants)}
          onRetry={() => void restaurants.refetch()}
        />
      )}
      {restaurants.isSuccess && restaurants.data.length === 0 && (
        <EmptyState title="No restaurants yet">Add the club's first restaurant to take orders.</EmptyState>
      )}
      {restaurants.isSuccess && restaurants.data.length > 0 && (
        <ul className="record-list" aria-label="Restaurants">
          {restaurants.data.map((restaurant) => (
            <li key={restaurant._id} className="record">
              <div className="record__main">
                <p className="record__title">
                  <Link to={`/dashboard/restaurants/${restaurant.restaurant_id}`}>{restaurant.name}</Link>
                </p>
                <p className="record__meta">
                  {[
                    restaurant.cuisine,
                    restaurant.kitchen_name,
                    plural(restaurant.menu_item_count, 'dish', 'dishes'),
                    plural(restaurant.table_count, 'table', 'tables'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="record__actions">
                {access.edit ? (
                  <OpenSwitch
                    name={restaurant.name}
                    isOpen={restaurant.isOpen}
                    isBusy={toggle.isPending && toggle.variables.restaurant._id === restaurant._id}
                    onToggle={() => toggle.mutate({ restaurant, isOpen: !restaurant.isOpen })}
                  />
                ) : (
                  <span className={`status-badge status-badge--${restaurant.isOpen ? 'open' : 'closed'}`}>
                    {restaurant.isOpen ? 'Open' : 'Closed'}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
