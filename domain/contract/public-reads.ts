/**
 * The public reads the public pages' islands make, by path and without their schemas (ADR 031): an
 * island's code then loads no validation library. The contract's endpoints take their paths from
 * here, so each path is still written once; `tests/domain/public-reads.test.ts` checks that every
 * one is a public GET of the contract.
 */
export const publicReadPaths = {
  occasionList: '/api/public/occasionlist',
  upcomingEvents: '/api/event-bookings/public/events',
  affiliatedClubs: '/api/affiliated-clubs/public',
  facilities: '/api/getallfacility',
  clubProfile: '/api/public/club-profile',
  activities: '/api/sports-activity/public/activities',
} as const

export type PublicReadPath = (typeof publicReadPaths)[keyof typeof publicReadPaths]

/** The Events page shows the club's functions five at a time (spec 1 §4). */
export const OCCASION_PAGE_SIZE = 5
