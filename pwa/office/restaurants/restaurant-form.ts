import type { Restaurant } from './restaurant-types'

export interface RestaurantFormValues {
  name: string
  cuisine: string
  description: string
  location: string
  kitchenId: string
  openingHours: string
}

export type RestaurantFieldErrors = Partial<Record<keyof RestaurantFormValues, string>>

export const restaurantFormValues = (restaurant?: Restaurant): RestaurantFormValues => ({
  name: restaurant?.name ?? '',
  cuisine: restaurant?.cuisine ?? '',
  description: restaurant?.description ?? '',
  location: restaurant?.location ?? '',
  kitchenId: restaurant ? String(restaurant.kitchen_id) : '',
  openingHours: restaurant?.opening_hours ?? '',
})

const limits: [keyof RestaurantFormValues, string, number][] = [
  ['name', 'Name', 100],
  ['cuisine', 'Cuisine', 100],
  ['description', 'Description', 2000],
  ['location', 'Location', 200],
  ['openingHours', 'Opening hours', 200],
]

/** The server's field names (400 `errors[].path`) mapped onto the form's. */
export const restaurantServerFields: Record<string, keyof RestaurantFormValues> = {
  name: 'name',
  cuisine: 'cuisine',
  description: 'description',
  location: 'location',
  kitchen_id: 'kitchenId',
  opening_hours: 'openingHours',
}

/** Checks the form as the server would (restaurants.schemas.ts); each message names its field. */
export function validateRestaurant(values: RestaurantFormValues): RestaurantFieldErrors {
  const errors: RestaurantFieldErrors = {}
  if (values.name.trim() === '') errors.name = 'Name is required'
  for (const [field, label, max] of limits) {
    if (!errors[field] && values[field].trim().length > max) errors[field] = `${label} must be at most ${max} characters`
  }
  if (!/^[1-9]\d*$/.test(values.kitchenId.trim())) errors.kitchenId = 'Kitchen is required: choose the kitchen that cooks for this restaurant'
  return errors
}

/** The body of POST/PUT facilities/restaurant: '' clears an optional text. */
export function toRestaurantBody(values: RestaurantFormValues) {
  return {
    name: values.name.trim(),
    cuisine: values.cuisine.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    kitchen_id: Number(values.kitchenId),
    opening_hours: values.openingHours.trim(),
  }
}
