import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'

export interface UserKitchen {
  kitchen_id: number
  kitchenId: number
  name: string
  description: string | null
  location: string | null
  is_active: boolean
  /** An order's age turns amber, then red, after these many minutes (ADR 010; defaults 5 and 10). */
  amber_after_minutes?: number
  red_after_minutes?: number
  stations?: string[]
}

/** The signed-in kitchen account's own kitchen (GET /api/kitchen/user-kitchen). */
export const userKitchenQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-kitchen', userId],
    queryFn: async ({ signal }) => (await apiGet<{ success: boolean; data: UserKitchen }>('/api/kitchen/user-kitchen', { signal })).data,
    staleTime: 10 * 60_000,
  })
