import type { RouteObject } from 'react-router'

/** Public pages about the club itself: home, about, functions, services, tour, gallery, contact, sports. */
export const sitePagesA: RouteObject[] = []
