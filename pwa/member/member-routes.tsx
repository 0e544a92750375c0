import type { RouteObject } from 'react-router-dom'

/** The member app's pages below /member (each its own chunk); /member itself is the card. */
export const memberAreaRoutes: RouteObject[] = [
  { path: 'events', lazy: async () => ({ Component: (await import('./MemberEventsPage')).MemberEventsPage }) },
  { path: 'events/:eventId', lazy: async () => ({ Component: (await import('./MemberEventPage')).MemberEventPage }) },
  { path: 'bookings', lazy: async () => ({ Component: (await import('./MyBookingsPage')).MyBookingsPage }) },
  { path: 'sports', lazy: async () => ({ Component: (await import('./sports/MemberSportsPage')).MemberSportsPage }) },
  { path: 'sports/bookings', lazy: async () => ({ Component: (await import('./sports/MySportsBookingsPage')).MySportsBookingsPage }) },
  { path: 'sports/:activityId', lazy: async () => ({ Component: (await import('./sports/MemberActivityPage')).MemberActivityPage }) },
  { path: 'bookings/:bookingId', lazy: async () => ({ Component: (await import('./MemberBookingPage')).MemberBookingPage }) },
]
