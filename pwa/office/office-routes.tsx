import type { RouteObject } from 'react-router'

/**
 * The back-office areas inside the office shell (/dashboard/...). Each entry is `lazy`, so the
 * public site never downloads office code; only this small list is in the main bundle.
 */
export const officeAreaRoutes: RouteObject[] = [
  { path: 'restaurants', lazy: async () => ({ Component: (await import('./restaurants/RestaurantsPage')).RestaurantsPage }) },
  { path: 'restaurants/floor', lazy: async () => ({ Component: (await import('./floor/FloorPage')).FloorPage }) },
  { path: 'restaurants/new', lazy: async () => ({ Component: (await import('./restaurants/RestaurantFormPage')).RestaurantFormPage }) },
  { path: 'restaurants/:restaurantId', lazy: async () => ({ Component: (await import('./restaurants/RestaurantDetailPage')).RestaurantDetailPage }) },
  { path: 'kitchens', lazy: async () => ({ Component: (await import('./kitchens/KitchensPage')).KitchensPage }) },
  { path: 'restaurants/:restaurantId/edit', lazy: async () => ({ Component: (await import('./restaurants/RestaurantFormPage')).RestaurantFormPage }) },
]
