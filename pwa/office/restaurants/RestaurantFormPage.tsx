import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage } from '../../api/failure'
import { restaurantDefaults } from './failure'
import { restaurantQuery } from './queries'
import { RestaurantForm } from './RestaurantForm'
import { LoadingState } from '../../ui/LoadingState'
import { useOfficeMenu } from '../use-office-menu'
import { useAreaAccess } from './use-area-access'
import './restaurants.css'

/** /dashboard/restaurants/new and /dashboard/restaurants/:restaurantId/edit. */
export function RestaurantFormPage() {
  const restaurantId = Number(useParams().restaurantId ?? 0)
  const restaurant = useQuery({ ...restaurantQuery(restaurantId), enabled: restaurantId > 0 })
  const menu = useOfficeMenu()
  const access = useAreaAccess('restaurants')

  // A steward reaching this address by hand is told at once, not after filling in the whole form.
  if (menu.isPending) return <LoadingState>Loading…</LoadingState>
  if (menu.isSuccess && !(restaurantId === 0 ? access.create : access.edit)) {
    return (
      <EmptyState title={restaurantId === 0 ? 'You cannot add restaurants' : 'You cannot edit restaurants'}>
        Your role may not {restaurantId === 0 ? 'add' : 'change'} restaurants. Ask the F&amp;B manager or an administrator.{' '}
        <Link to="/dashboard/restaurants">Back to the restaurants</Link>
      </EmptyState>
    )
  }
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
    return (
      <ErrorState
        title="The restaurant could not be loaded"
        message={failureMessage(restaurant.error, restaurantDefaults.fetchRestaurantDetails)}
        onRetry={() => void restaurant.refetch()}
      />
    )
  }
  return (
    <div>
      <PageTitle>{`Edit ${restaurant.data.name}`}</PageTitle>
      <h1 className="page-heading">Edit {restaurant.data.name}</h1>
      <RestaurantForm restaurant={restaurant.data} />
    </div>
  )
}
