import { useEffect, useState } from 'react'
import type { ResponseOf } from '../../../domain/contract/endpoint'
import { publicReadPaths } from '../../../domain/contract/public-reads'
import type { publicActivities } from '../../../domain/contract/sports-activities'
import type { PublicSportsActivity } from '../../../domain/contract/sports-shapes'
import { readPublic } from '../public-read'

/** What GET /api/sports-activity/public/activities tells a visitor about a public activity (ADR 015). */
export type PublicActivity = PublicSportsActivity

/**
 * The public activities, asked for once the page is in the browser (an effect never runs in the
 * prerender nor before hydration, so the first client render matches the HTML: ADR 013). Empty
 * until they arrive, and stays empty when the call fails or the device is offline. A plain effect,
 * not a query: the page also renders without a QueryClient (the prerender's and its tests').
 */
export function usePublicActivities(): PublicActivity[] {
  const [activities, setActivities] = useState<PublicActivity[]>([])
  useEffect(() => {
    const controller = new AbortController()
    readPublic<ResponseOf<typeof publicActivities>>(publicReadPaths.activities, undefined, controller.signal).then(
      (answer) => setActivities(answer.data),
      () => {},
    )
    return () => controller.abort()
  }, [])
  return activities
}
