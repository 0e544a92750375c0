import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import {
  createRestaurant,
  createRestaurantBody,
  updateRestaurant,
  updateRestaurantBody,
  type CreateRestaurantInput,
  type Restaurant,
  type UpdateRestaurantInput,
} from '../../../domain/contract/restaurants'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { fieldMessage } from '../../forms/field-message'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { restaurantDefaults } from './failure'
import { KitchenField } from './KitchenField'
import { restaurantKeys } from './queries'
import { restaurantFormValues, restaurantRequest, type RestaurantFormValues } from './restaurant-form'
import { TextAreaField } from './TextAreaField'
import { useAreaAccess } from './use-area-access'

/** What the new restaurant's schema gave: its name and kitchen are there. */
const isNewRestaurant = (body: CreateRestaurantInput | UpdateRestaurantInput): body is CreateRestaurantInput =>
  body.name !== undefined && body.kitchen_id !== undefined

/** Creates a restaurant, or edits `restaurant`; then goes to its page. */
export function RestaurantForm({ restaurant }: { restaurant?: Restaurant }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const canListKitchens = useAreaAccess('kitchens').view
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: restaurant ? updateRestaurantBody : createRestaurantBody,
    defaultValues: restaurantFormValues(restaurant),
    toRequest: (values: RestaurantFormValues) => restaurantRequest(values),
  })

  const save = useMutation({
    mutationFn: (body: CreateRestaurantInput | UpdateRestaurantInput) => {
      if (restaurant) return callApi(updateRestaurant, { params: { restaurantId: restaurant.restaurant_id }, body })
      if (!isNewRestaurant(body)) throw new Error('A new restaurant needs its name and kitchen')
      return callApi(createRestaurant, { body })
    },
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
      await navigate(`/dashboard/restaurants/${answer.data.restaurant_id}`)
    },
    onError: (error) => showFailure(error, restaurant ? restaurantDefaults.updateRestaurant : 'Failed to create restaurant'),
  })

  const { control } = form
  return (
    <form
      className="panel"
      noValidate
      aria-label={restaurant ? `Edit ${restaurant.name}` : 'New restaurant'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="name" label="Name" maxLength={100} required />
        <FormTextField control={control} name="cuisine" label="Cuisine" maxLength={100} />
        <FormTextField control={control} name="location" label="Location" maxLength={200} />
        <FormTextField
          control={control}
          name="opening_hours"
          label="Opening hours"
          maxLength={200}
          placeholder="12:00–15:00, 19:00–23:00"
        />
        <Controller
          control={control}
          name="kitchen_id"
          render={({ field, fieldState }) => (
            <KitchenField
              value={field.value}
              onChange={field.onChange}
              error={fieldMessage(fieldState.error?.message)}
              canListKitchens={canListKitchens}
              currentKitchenName={restaurant?.kitchen_name}
            />
          )}
        />
        <div className="form-grid__wide">
          <Controller
            control={control}
            name="description"
            render={({ field, fieldState }) => (
              <TextAreaField
                label="Description"
                value={field.value}
                onChange={field.onChange}
                error={fieldMessage(fieldState.error?.message)}
                maxLength={2000}
              />
            )}
          />
        </div>
      </div>
      <FormActions
        submitLabel={restaurant ? 'Save changes' : 'Create restaurant'}
        isSaving={save.isPending}
        onCancel={() => void navigate(-1)}
      />
    </form>
  )
}
