import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { restaurantDefaults } from './failure'
import { restaurantKeys } from './queries'
import { updateRestaurant, type Restaurant } from '../../../domain/contract/restaurants'

/** Opens or closes a restaurant for orders: PUT facilities/restaurant/:id with only `isOpen`. */
export function useOpenToggle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ restaurant, isOpen }: { restaurant: Restaurant; isOpen: boolean }) =>
      callApi(updateRestaurant, { params: { restaurantId: restaurant.restaurant_id }, body: { isOpen } }),
    onSuccess: (answer) => {
      toast.success(answer.message)
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
    },
    onError: (error) => toast.error(failureMessage(error, restaurantDefaults.updateRestaurantStatus)),
  })
}
