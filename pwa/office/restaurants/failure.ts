/** The restaurant area's texts for a failure the server did not explain (spec 2 §8). */
export const restaurantDefaults = {
  fetchRestaurants: 'Failed to fetch restaurants',
  updateRestaurant: 'Failed to update restaurant',
  createMenuItem: 'Failed to create menu item',
  fetchMenuItems: 'Failed to fetch menu items',
  addRecipe: 'Failed to add recipe',
  fetchRecipe: 'Failed to fetch recipe',
  fetchRestaurantDetails: 'Failed to fetch restaurant details',
  updateRestaurantStatus: 'Failed to update restaurant status',
  updateRestaurantMenu: 'Failed to update restaurant menu',
} as const
