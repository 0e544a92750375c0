import { queryOptions } from '@tanstack/react-query'
import { userKitchen } from '../../domain/contract/kitchens'
import { callApi } from '../api/client'

export type { Kitchen as UserKitchen } from '../../domain/contract/kitchens'

/** The signed-in kitchen account's own kitchen (GET /api/kitchen/user-kitchen). */
export const userKitchenQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-kitchen', userId],
    queryFn: async ({ signal }) => (await callApi(userKitchen, {}, { signal })).data,
    staleTime: 10 * 60_000,
  })
