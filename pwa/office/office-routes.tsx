import type { RouteObject } from 'react-router-dom'

/**
 * The back-office areas inside the office shell (/dashboard/...). Each entry is `lazy`, so the
 * public site never downloads office code; only this small list is in the main bundle.
 */
export const officeAreaRoutes: RouteObject[] = [
  { path: 'restaurants', lazy: async () => ({ Component: (await import('./restaurants/RestaurantsPage')).RestaurantsPage }) },
  { path: 'restaurants/bills', lazy: async () => ({ Component: (await import('./bills/BillsPage')).BillsPage }) },
  { path: 'restaurants/floor', lazy: async () => ({ Component: (await import('./floor/FloorPage')).FloorPage }) },
  { path: 'restaurants/new', lazy: async () => ({ Component: (await import('./restaurants/RestaurantFormPage')).RestaurantFormPage }) },
  {
    path: 'restaurants/:restaurantId',
    lazy: async () => ({ Component: (await import('./restaurants/RestaurantDetailPage')).RestaurantDetailPage }),
  },
  { path: 'members', lazy: async () => ({ Component: (await import('./members/MembersPage')).MembersPage }) },
  {
    path: 'members/bulk-upload',
    lazy: async () => ({ Component: (await import('./members/bulk-upload/BulkUploadPage')).BulkUploadPage }),
  },
  { path: 'members/new', lazy: async () => ({ Component: (await import('./members/MemberNewPage')).MemberNewPage }) },
  { path: 'members/:memberId', lazy: async () => ({ Component: (await import('./members/MemberDetailPage')).MemberDetailPage }) },
  {
    path: 'member-categories',
    lazy: async () => ({ Component: (await import('./members/MemberCategoriesPage')).MemberCategoriesPage }),
  },
  { path: 'organisations', lazy: async () => ({ Component: (await import('./organisation/ClubProfilePage')).ClubProfilePage }) },
  { path: 'approvals', lazy: async () => ({ Component: (await import('./approvals/ApprovalsPage')).ApprovalsPage }) },
  { path: 'approvals/new', lazy: async () => ({ Component: (await import('./approvals/ApprovalNewPage')).ApprovalNewPage }) },
  {
    path: 'approvals/applications',
    lazy: async () => ({ Component: (await import('./approvals/ApplicationsPage')).ApplicationsPage }),
  },
  {
    path: 'approvals/:approvalId/edit',
    lazy: async () => ({ Component: (await import('./approvals/ApprovalEditPage')).ApprovalEditPage }),
  },
  { path: 'approvals/committee', lazy: async () => ({ Component: (await import('./approvals/CommitteePage')).CommitteePage }) },
  { path: 'approvals/:approvalId', lazy: async () => ({ Component: (await import('./approvals/ApprovalDetailPage')).ApprovalDetailPage }) },
  { path: 'audit', lazy: async () => ({ Component: (await import('./audit/AuditPage')).AuditPage }) },
  { path: 'facilities', lazy: async () => ({ Component: (await import('./facilities/FacilitiesPage')).FacilitiesPage }) },
  {
    path: 'affiliated-clubs',
    lazy: async () => ({ Component: (await import('./affiliated-clubs/AffiliatedClubsPage')).AffiliatedClubsPage }),
  },
  { path: 'greetings', lazy: async () => ({ Component: (await import('./greetings/GreetingsPage')).GreetingsPage }) },
  { path: 'users', lazy: async () => ({ Component: (await import('./users/UsersPage')).UsersPage }) },
  { path: 'roles', lazy: async () => ({ Component: (await import('./roles/RolesPage')).RolesPage }) },
  { path: 'roles/:roleId', lazy: async () => ({ Component: (await import('./roles/RoleAccessPage')).RoleAccessPage }) },
  { path: 'inventory', lazy: async () => ({ Component: (await import('./store/StorePage')).StorePage }) },
  { path: 'inventory/reports', lazy: async () => ({ Component: (await import('./store/reports/ReportsPage')).ReportsPage }) },
  {
    path: 'inventory/products/:code',
    lazy: async () => ({ Component: (await import('./store/ProductHistoryPage')).ProductHistoryPage }),
  },
  {
    path: 'menu-categories',
    lazy: async () => ({ Component: (await import('./menu-categories/MenuCategoriesPage')).MenuCategoriesPage }),
  },
  { path: 'kitchens', lazy: async () => ({ Component: (await import('./kitchens/KitchensPage')).KitchensPage }) },
  { path: 'events', lazy: async () => ({ Component: (await import('./events/EventsPage')).EventsPage }) },
  { path: 'events/new', lazy: async () => ({ Component: (await import('./events/EventFormPage')).EventFormPage }) },
  { path: 'events/analytics', lazy: async () => ({ Component: (await import('./events/AnalyticsPage')).AnalyticsPage }) },
  { path: 'events/bookings', lazy: async () => ({ Component: (await import('./events/BookingSearchPage')).BookingSearchPage }) },
  { path: 'events/bookings/:bookingId', lazy: async () => ({ Component: (await import('./events/BookingDetailPage')).BookingDetailPage }) },
  { path: 'events/:eventId', lazy: async () => ({ Component: (await import('./events/EventDetailPage')).EventDetailPage }) },
  { path: 'events/:eventId/edit', lazy: async () => ({ Component: (await import('./events/EventFormPage')).EventFormPage }) },
  { path: 'events/:eventId/walk-in', lazy: async () => ({ Component: (await import('./events/WalkInPage')).WalkInPage }) },
  { path: 'events/:eventId/coupons', lazy: async () => ({ Component: (await import('./events/CouponsPage')).CouponsPage }) },
  { path: 'events/:eventId/stats', lazy: async () => ({ Component: (await import('./events/EventStatsPage')).EventStatsPage }) },
  { path: 'sports', lazy: async () => ({ Component: (await import('./sports/SportsPage')).SportsPage }) },
  { path: 'sports/new', lazy: async () => ({ Component: (await import('./sports/ActivityFormPage')).ActivityFormPage }) },
  { path: 'sports/bookings', lazy: async () => ({ Component: (await import('./sports/SportsBookingsPage')).SportsBookingsPage }) },
  {
    path: 'sports/bookings/:bookingId',
    lazy: async () => ({ Component: (await import('./sports/SportsBookingDetailPage')).SportsBookingDetailPage }),
  },
  { path: 'sports/calendar', lazy: async () => ({ Component: (await import('./sports/SportsCalendarPage')).SportsCalendarPage }) },
  { path: 'sports/analytics', lazy: async () => ({ Component: (await import('./sports/SportsAnalyticsPage')).SportsAnalyticsPage }) },
  { path: 'sports/:activityId', lazy: async () => ({ Component: (await import('./sports/ActivityDetailPage')).ActivityDetailPage }) },
  { path: 'sports/:activityId/edit', lazy: async () => ({ Component: (await import('./sports/ActivityFormPage')).ActivityFormPage }) },
  { path: 'accounts', lazy: async () => ({ Component: (await import('./accounts/AccountsDashboardPage')).AccountsDashboardPage }) },
  { path: 'accounts/deposits', lazy: async () => ({ Component: (await import('./accounts/DepositsPage')).DepositsPage }) },
  {
    path: 'accounts/members/:memberId',
    lazy: async () => ({ Component: (await import('./accounts/MemberAccountPage')).MemberAccountPage }),
  },
  {
    path: 'restaurants/:restaurantId/edit',
    lazy: async () => ({ Component: (await import('./restaurants/RestaurantFormPage')).RestaurantFormPage }),
  },
]
