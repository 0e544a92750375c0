import type { RouteObject } from 'react-router-dom'

/**
 * Public pages about the club itself: about, functions, services, tour, gallery, contact, sports.
 * Each page is its own chunk. The home page (home/HomePage) is registered in routes.tsx, as the index route.
 */
export const sitePagesA: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('./about/AboutPage')).AboutPage }) },
  { path: 'occasions', lazy: async () => ({ Component: (await import('./occasions/OccasionsPage')).OccasionsPage }) },
  { path: 'services', lazy: async () => ({ Component: (await import('./services/ServicesPage')).ServicesPage }) },
  { path: 'clubtour', lazy: async () => ({ Component: (await import('./tour/ClubTourPage')).ClubTourPage }) },
  { path: 'gallery', lazy: async () => ({ Component: (await import('./gallery/GalleryPage')).GalleryPage }) },
  { path: 'contact', lazy: async () => ({ Component: (await import('./contact/ContactPage')).ContactPage }) },
  { path: 'sports', lazy: async () => ({ Component: (await import('./sports/SportsPage')).SportsPage }) },
]
