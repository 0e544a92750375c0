import type { RouteObject } from 'react-router'

/** Public pages that read the club's data or its policies: events, affiliations, privacy, refunds. */
export const sitePagesB: RouteObject[] = []
