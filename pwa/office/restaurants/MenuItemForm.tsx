import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import {
  createMenuItem,
  createMenuItemBody,
  updateMenuItem,
  updateMenuItemBody,
  type CreateMenuItemInput,
  type MenuItem,
  type UpdateMenuItemInput,
} from '../../../domain/contract/restaurants'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { DishListFields } from './DishListFields'
import { restaurantDefaults } from './failure'
import { menuItemFormValues, menuItemRequest, type MenuItemFormValues } from './menu-item-form'
import { restaurantKeys } from './queries'

interface MenuItemFormProps {
  restaurantId: number
  /** The dish to edit; a new one is added when absent. */
  item?: MenuItem
  onDone: () => void
}

/** Adds a dish to a menu or edits one; the price is typed in rupees and sent in paise. */
export function MenuItemForm({ restaurantId, item, onDone }: MenuItemFormProps) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  // A change sends only what the form holds; a new dish also names its restaurant.
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: item ? updateMenuItemBody : createMenuItemBody,
    defaultValues: menuItemFormValues(item),
    toRequest: (values: MenuItemFormValues) =>
      item ? menuItemRequest(values) : { ...menuItemRequest(values), restaurant_id: restaurantId },
  })

  const save = useMutation({
    mutationFn: (body: CreateMenuItemInput | UpdateMenuItemInput) => {
      if ('restaurant_id' in body) return callApi(createMenuItem, { body })
      if (!item) throw new Error('A change to a dish needs the dish')
      return callApi(updateMenuItem, { params: { menuItemId: item.menu_item_id }, body })
    },
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.detail(restaurantId) })
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.all, exact: true })
      onDone()
    },
    onError: (error) => showFailure(error, item ? restaurantDefaults.updateRestaurantMenu : restaurantDefaults.createMenuItem),
  })

  const { control, register } = form
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel"
      noValidate
      aria-label={item ? `Edit ${item.name}` : 'New dish'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h3 className="panel__title">{item ? `Edit ${item.name}` : 'New dish'}</h3>
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="name" label="Name" maxLength={120} />
        <DishListFields control={control} current={menuItemFormValues(item)} />
        <FormTextField
          control={control}
          name="price_paise"
          label="Price (₹)"
          inputMode="decimal"
          placeholder="450"
          hint="In rupees, such as 450 or 450.50."
        />
        <FormTextField control={control} name="station" label="Station" hint="One word: hot, tandoor, wok, bar…" />
        <FormTextField
          control={control}
          name="sort_order"
          label="Sort order"
          inputMode="numeric"
          hint="Left empty, the dish goes to the end."
        />
        <div className="form-grid__checks">
          <label className="checkbox">
            <input type="checkbox" {...register('is_veg')} />
            Vegetarian
          </label>
          <label className="checkbox">
            <input type="checkbox" {...register('is_available')} />
            Available to order
          </label>
        </div>
      </div>
      <FormActions submitLabel={item ? 'Save dish' : 'Add dish'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
