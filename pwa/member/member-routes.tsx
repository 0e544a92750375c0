import type { RouteObject } from 'react-router'

/** The member app's pages below /member (each its own chunk); /member itself is the card. */
export const memberAreaRoutes: RouteObject[] = [
  { path: 'events', lazy: async () => ({ Component: (await import('./MemberEventsPage')).MemberEventsPage }) },
  { path: 'events/:eventId', lazy: async () => ({ Component: (await import('./MemberEventPage')).MemberEventPage }) },
  { path: 'bookings', lazy: async () => ({ Component: (await import('./MyBookingsPage')).MyBookingsPage }) },
  { path: 'bookings/:bookingId', lazy: async () => ({ Component: (await import('./MemberBookingPage')).MemberBookingPage }) },
]
