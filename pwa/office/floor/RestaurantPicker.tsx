import { useQuery } from '@tanstack/react-query'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { Spinner } from '../../ui/Spinner'
import { failureMessage } from '../../api/failure'
import { restaurantDefaults } from '../restaurants/failure'
import { restaurantsQuery } from '../restaurants/queries'
import type { Restaurant } from '../../../domain/contract/restaurants'

/** Step one on the floor: a big button per restaurant; a closed one is shown but cannot be picked. */
export function RestaurantPicker({ onPick }: { onPick: (restaurant: Restaurant) => void }) {
  const restaurants = useQuery(restaurantsQuery())

  if (restaurants.isPending) {
    return (
      <p className="floor__loading" aria-busy="true">
        <Spinner /> Loading restaurants…
      </p>
    )
  }
  if (restaurants.isError) {
    return (
      <ErrorState
        title="Restaurants could not be loaded"
        message={failureMessage(restaurants.error, restaurantDefaults.fetchRestaurants)}
        onRetry={() => void restaurants.refetch()}
      />
    )
  }
  if (restaurants.data.length === 0) return <EmptyState title="No restaurants yet">The club office has not added a restaurant.</EmptyState>

  return (
    <ul className="floor-restaurants" aria-label="Restaurants">
      {restaurants.data.map((restaurant) => (
        <li key={restaurant._id}>
          <button type="button" className="floor-restaurant" disabled={!restaurant.isOpen} onClick={() => onPick(restaurant)}>
            <span className="floor-restaurant__name">{restaurant.name}</span>
            <span className="floor-restaurant__meta">{restaurant.cuisine ?? 'Restaurant'}</span>
            <span className={`status-badge status-badge--${restaurant.isOpen ? 'open' : 'closed'}`}>
              {restaurant.isOpen ? 'Open' : 'Closed'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
