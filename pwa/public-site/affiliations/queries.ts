import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'

/** An active affiliated club as GET /api/affiliated-clubs/public lists it (spec 1 §3, ADR 006). */
export interface AffiliatedClub {
  _id: number
  sr_no: number
  name: string
  contact: string | null
  contact_position: string | null
  address: string | null
  phone: string | null
  email: string | null
  website: string | null
  facility: string | null
  description: string | null
}

export const affiliatedClubsQuery = queryOptions({
  queryKey: ['affiliated-clubs', 'public'],
  // Without the abort signal, as the Events page's reads: StrictMode's trial unmount must not send it twice.
  queryFn: async () => {
    const body = await apiGet<{ data?: AffiliatedClub[] } | undefined>('/api/affiliated-clubs/public', { isAuthenticated: false })
    return Array.isArray(body?.data) ? body.data : []
  },
  // The server caches the directory five minutes too; it changes a few times a year.
  staleTime: 5 * 60_000,
})
