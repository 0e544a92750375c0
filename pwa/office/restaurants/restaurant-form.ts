import type { Restaurant } from '../../../domain/contract/restaurants'
import { numberFromText } from '../../forms/use-contract-form'

/** The restaurant form as typed: the request's field names, the kitchen's id as text. */
export interface RestaurantFormValues {
  name: string
  cuisine: string
  description: string
  location: string
  kitchen_id: string
  opening_hours: string
}

export const restaurantFormValues = (restaurant?: Restaurant): RestaurantFormValues => ({
  name: restaurant?.name ?? '',
  cuisine: restaurant?.cuisine ?? '',
  description: restaurant?.description ?? '',
  location: restaurant?.location ?? '',
  kitchen_id: restaurant ? String(restaurant.kitchen_id) : '',
  opening_hours: restaurant?.opening_hours ?? '',
})

/** What the contract's restaurant schemas read: '' clears an optional text; no kitchen chosen is left out, so the kitchen's own message shows. */
export const restaurantRequest = (values: RestaurantFormValues) => ({
  ...values,
  kitchen_id: values.kitchen_id.trim() === '' ? undefined : numberFromText(values.kitchen_id),
})
