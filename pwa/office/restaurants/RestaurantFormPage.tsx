import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage, restaurantDefaults } from './failure'
import { restaurantQuery } from './queries'
import { RestaurantForm } from './RestaurantForm'
import { LoadingState } from '../../ui/LoadingState'
import './restaurants.css'

/** /dashboard/restaurants/new and /dashboard/restaurants/:restaurantId/edit. */
export function RestaurantFormPage() {
  const restaurantId = Number(useParams().restaurantId ?? 0)
  const restaurant = useQuery({ ...restaurantQuery(restaurantId), enabled: restaurantId > 0 })

  if (restaurantId === 0) {
    return (
      <div>
        <PageTitle>New restaurant</PageTitle>
        <h1 className="page-heading">New restaurant</h1>
        <RestaurantForm />
      </div>
    )
  }
  if (restaurant.isPending) {
    return <LoadingState>Loading the restaurant…</LoadingState>
  }
  if (restaurant.isError) {
    return <ErrorState title="The restaurant could not be loaded" message={failureMessage(restaurant.error, restaurantDefaults.fetchRestaurantDetails)} onRetry={() => void restaurant.refetch()} />
  }
  return (
    <div>
      <PageTitle>{`Edit ${restaurant.data.name}`}</PageTitle>
      <h1 className="page-heading">Edit {restaurant.data.name}</h1>
      <RestaurantForm restaurant={restaurant.data} />
    </div>
  )
}
