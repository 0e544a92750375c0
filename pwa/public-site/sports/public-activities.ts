import { useEffect, useState } from 'react'
import { apiGet } from '../../api/client'

/** What GET /api/sports-activity/public/activities tells a visitor about a public activity (ADR 015). */
export interface PublicActivity {
  activity_id: number
  name: string
  category: string
  description: string
  slot_minutes: number
  open_time: string
  close_time: string
  price_paise: number
  guest_price_paise: number | null
  image_url: string | null
}

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
    apiGet<{ data?: PublicActivity[] }>('/api/sports-activity/public/activities', { signal: controller.signal, isAuthenticated: false }).then(
      (answer) => setActivities(answer.data ?? []),
      () => {},
    )
    return () => controller.abort()
  }, [])
  return activities
}
