import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { apiRequest } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { restaurantDefaults } from './failure'
import { restaurantKeys } from './queries'
import type { Restaurant } from './restaurant-types'

/** Opens or closes a restaurant for orders: PUT facilities/restaurant/:id with only `isOpen`. */
export function useOpenToggle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ restaurant, isOpen }: { restaurant: Restaurant; isOpen: boolean }) =>
      apiRequest<{ message?: string; data: Restaurant }>(`/api/facilities/restaurant/${restaurant.restaurant_id}`, { method: 'PUT', body: { isOpen } }),
    onSuccess: (answer, { restaurant, isOpen }) => {
      toast.success(answer.message ?? `${restaurant.name} is now ${isOpen ? 'open' : 'closed'} for orders`)
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
    },
    onError: (error) => toast.error(failureMessage(error, restaurantDefaults.updateRestaurantStatus)),
  })
}
