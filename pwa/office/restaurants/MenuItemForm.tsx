import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormActions } from '../../ui/FormActions'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { useFormFocus } from '../../ui/use-form-focus'
import { apiPost, apiRequest } from '../../api/client'
import { FormAlert } from '../../ui/FormAlert'
import { TextField } from '../../ui/TextField'
import { restaurantDefaults } from './failure'
import { menuItemFormValues, menuItemServerFields, toMenuItemBody, validateMenuItem, type MenuItemFieldErrors, type MenuItemFormValues } from './menu-item-form'
import { restaurantKeys } from './queries'
import type { MenuItem } from './restaurant-types'
import { formFailure } from '../../forms/server-field-errors'

interface MenuItemFormProps {
  restaurantId: number
  /** The dish to edit; a new one is added when absent. */
  item?: MenuItem
  onDone: () => void
}

/** Adds a dish to a menu or edits one; the price is typed in rupees and sent in paise. */
export function MenuItemForm({ restaurantId, item, onDone }: MenuItemFormProps) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<MenuItemFormValues>(() => menuItemFormValues(item))
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const [errors, setErrors] = useState<MenuItemFieldErrors>({})
  const [alert, setAlert] = useState<string>()

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toMenuItemBody>) =>
      item
        ? apiRequest<{ message?: string }>(`/api/menu/${item.menu_item_id}`, { method: 'PUT', body })
        : apiPost<{ message?: string }>('/api/facilities/menu', { ...body, restaurant_id: restaurantId }),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Dish saved')
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.detail(restaurantId) })
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.all, exact: true })
      onDone()
    },
    onError: (error) => {
      const failure = formFailure(error, menuItemServerFields, item ? restaurantDefaults.updateRestaurantMenu : restaurantDefaults.createMenuItem)
      setErrors(failure.errors)
      setAlert(failure.alert)
    },
  })

  const change = <Field extends keyof MenuItemFormValues>(field: Field) => (value: MenuItemFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = () => {
    if (save.isPending) return
    const found = validateMenuItem(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return setAlert('Please correct the fields marked below.')
    setAlert(undefined)
    save.mutate(toMenuItemBody(values))
  }

  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel"
      noValidate
      aria-label={item ? `Edit ${item.name}` : 'New dish'}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <h3 className="panel__title">{item ? `Edit ${item.name}` : 'New dish'}</h3>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField label="Name" value={values.name} onChange={change('name')} error={errors.name} maxLength={120} />
        <TextField label="Category" value={values.category} onChange={change('category')} error={errors.category} maxLength={60} placeholder="Starters, Mains…" />
        <TextField label="Price (₹)" value={values.priceRupees} onChange={change('priceRupees')} error={errors.priceRupees} inputMode="decimal" placeholder="450" />
        <TextField label="Station" value={values.station} onChange={change('station')} error={errors.station} hint="One word: hot, tandoor, wok, bar…" />
        <TextField label="Sort order" value={values.sortOrder} onChange={change('sortOrder')} error={errors.sortOrder} inputMode="numeric" hint="Left empty, the dish goes to the end." />
        <div className="form-grid__checks">
          <label className="checkbox">
            <input type="checkbox" checked={values.isVeg} onChange={(event) => change('isVeg')(event.target.checked)} />
            Vegetarian
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={values.isAvailable} onChange={(event) => change('isAvailable')(event.target.checked)} />
            Available to order
          </label>
        </div>
      </div>
      <FormActions submitLabel={item ? 'Save dish' : 'Add dish'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
