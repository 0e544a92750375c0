import { Navigate, type RouteObject } from 'react-router-dom'

/** The member app's pages below /member (each its own chunk); /member itself is the card. */
export const memberAreaRoutes: RouteObject[] = [
  { path: 'events', lazy: async () => ({ Component: (await import('./MemberEventsPage')).MemberEventsPage }) },
  { path: 'events/:eventId', lazy: async () => ({ Component: (await import('./MemberEventPage')).MemberEventPage }) },
  { path: 'bookings', lazy: async () => ({ Component: (await import('./bookings/MyBookingsPage')).MyBookingsPage }) },
  { path: 'sports', lazy: async () => ({ Component: (await import('./sports/MemberSportsPage')).MemberSportsPage }) },
  // Sports bookings are in My bookings with the events now; old links and bookmarks go there.
  { path: 'sports/bookings', element: <Navigate to="/member/bookings" replace /> },
  { path: 'sports/:activityId', lazy: async () => ({ Component: (await import('./sports/MemberActivityPage')).MemberActivityPage }) },
  { path: 'dependents/:dependentId', lazy: async () => ({ Component: (await import('./DependentCardPage')).DependentCardPage }) },
  { path: 'account', lazy: async () => ({ Component: (await import('./account/MemberAccountPage')).MemberAccountPage }) },
  { path: 'approvals', lazy: async () => ({ Component: (await import('./approvals/MyApprovalsPage')).MyApprovalsPage }) },
  { path: 'bills', lazy: async () => ({ Component: (await import('./bills/MyBillsPage')).MyBillsPage }) },
  { path: 'bills/:billId', lazy: async () => ({ Component: (await import('./bills/MyBillPage')).MyBillPage }) },
  { path: 'bookings/:bookingId', lazy: async () => ({ Component: (await import('./MemberBookingPage')).MemberBookingPage }) },
]
