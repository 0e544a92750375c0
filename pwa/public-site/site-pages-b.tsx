import type { RouteObject } from 'react-router-dom'

/**
 * Public pages that read the club's data or its policies: events, affiliations, privacy, refunds.
 * Each page is its own chunk, loaded when first visited (ADR 008).
 */
export const sitePagesB: RouteObject[] = [
  { path: 'events', lazy: async () => ({ Component: (await import('./events/EventsPage')).EventsPage }) },
  // The spec's public path for the second events screen, the upcoming events (ADR 008).
  { path: 'function', lazy: async () => ({ Component: (await import('./events/UpcomingEventsPage')).UpcomingEventsPage }) },
  { path: 'affiliations', lazy: async () => ({ Component: (await import('./affiliations/AffiliationsPage')).AffiliationsPage }) },
  { path: 'privacypolicy', lazy: async () => ({ Component: (await import('./policies/PrivacyPolicyPage')).PrivacyPolicyPage }) },
  { path: 'refundpolicy', lazy: async () => ({ Component: (await import('./policies/RefundPolicyPage')).RefundPolicyPage }) },
]
