import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormActions } from '../../ui/FormActions'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { apiPost, apiRequest } from '../../api/client'
import { FormAlert } from '../../ui/FormAlert'
import { TextField } from '../../ui/TextField'
import { restaurantDefaults } from './failure'
import { KitchenField } from './KitchenField'
import { restaurantKeys } from './queries'
import { restaurantFormValues, restaurantServerFields, toRestaurantBody, validateRestaurant, type RestaurantFieldErrors, type RestaurantFormValues } from './restaurant-form'
import type { Restaurant } from './restaurant-types'
import { TextAreaField } from './TextAreaField'
import { useAreaAccess } from './use-area-access'
import { formFailure } from '../../forms/server-field-errors'

/** Creates a restaurant, or edits `restaurant`; then goes to its page. */
export function RestaurantForm({ restaurant }: { restaurant?: Restaurant }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const canListKitchens = useAreaAccess('kitchens').view
  const [values, setValues] = useState<RestaurantFormValues>(() => restaurantFormValues(restaurant))
  const [errors, setErrors] = useState<RestaurantFieldErrors>({})
  const [alert, setAlert] = useState<string>()

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toRestaurantBody>) =>
      restaurant
        ? apiRequest<{ message?: string; data: Restaurant }>(`/api/facilities/restaurant/${restaurant.restaurant_id}`, { method: 'PUT', body })
        : apiPost<{ message?: string; data: Restaurant }>('/api/facilities/restaurant', body),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Restaurant saved')
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
      await navigate(`/dashboard/restaurants/${answer.data.restaurant_id}`)
    },
    onError: (error) => {
      const failure = formFailure(error, restaurantServerFields, restaurant ? restaurantDefaults.updateRestaurant : 'Failed to create restaurant')
      setErrors(failure.errors)
      setAlert(failure.alert)
    },
  })

  const change = (field: keyof RestaurantFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = () => {
    if (save.isPending) return
    const found = validateRestaurant(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return setAlert('Please correct the fields marked below.')
    setAlert(undefined)
    save.mutate(toRestaurantBody(values))
  }

  return (
    <form
      className="panel"
      noValidate
      aria-label={restaurant ? `Edit ${restaurant.name}` : 'New restaurant'}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField label="Name" value={values.name} onChange={change('name')} error={errors.name} maxLength={100} required />
        <TextField label="Cuisine" value={values.cuisine} onChange={change('cuisine')} error={errors.cuisine} maxLength={100} />
        <TextField label="Location" value={values.location} onChange={change('location')} error={errors.location} maxLength={200} />
        <TextField label="Opening hours" value={values.openingHours} onChange={change('openingHours')} error={errors.openingHours} maxLength={200} placeholder="12:00–15:00, 19:00–23:00" />
        <KitchenField value={values.kitchenId} onChange={change('kitchenId')} error={errors.kitchenId} canListKitchens={canListKitchens} currentKitchenName={restaurant?.kitchen_name} />
        <div className="form-grid__wide">
          <TextAreaField label="Description" value={values.description} onChange={change('description')} error={errors.description} maxLength={2000} />
        </div>
      </div>
      <FormActions submitLabel={restaurant ? 'Save changes' : 'Create restaurant'} isSaving={save.isPending} onCancel={() => void navigate(-1)} />
    </form>
  )
}
