import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormActions } from '../../ui/FormActions'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { useFormFocus } from '../../ui/use-form-focus'
import { apiPost, apiRequest } from '../../api/client'
import { FormAlert } from '../../ui/FormAlert'
import { TextField } from '../../ui/TextField'
import { restaurantKeys } from '../restaurants/queries'
import type { Kitchen } from '../restaurants/restaurant-types'
import { formFailure } from '../restaurants/use-field-errors'
import { kitchenFormValues, kitchenServerFields, toKitchenBody, validateKitchen, type KitchenFieldErrors, type KitchenFormValues } from './kitchen-form'

/** Creates a kitchen, or edits `kitchen`: name, place, the amber/red minutes of its display, stations. */
export function KitchenForm({ kitchen, onDone }: { kitchen?: Kitchen; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<KitchenFormValues>(() => kitchenFormValues(kitchen))
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const [errors, setErrors] = useState<KitchenFieldErrors>({})
  const [alert, setAlert] = useState<string>()

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toKitchenBody>) =>
      kitchen
        ? apiRequest<{ message?: string }>(`/api/admin/updatekitchen/${kitchen.kitchenId}`, { method: 'PUT', body })
        : apiPost<{ message?: string }>('/api/admin/createkitchen', body),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Kitchen saved')
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.kitchens })
      onDone()
    },
    onError: (error) => {
      const failure = formFailure(error, kitchenServerFields, kitchen ? 'Failed to update kitchen' : 'Failed to create kitchen')
      setErrors(failure.errors)
      setAlert(failure.alert)
    },
  })

  const change = (field: Exclude<keyof KitchenFormValues, 'isActive'>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel"
      noValidate
      aria-label={kitchen ? `Edit ${kitchen.name}` : 'New kitchen'}
      onSubmit={(event) => {
        event.preventDefault()
        const found = validateKitchen(values)
        setErrors(found)
        if (Object.keys(found).length > 0) return setAlert('Please correct the fields marked below.')
        setAlert(undefined)
        if (!save.isPending) save.mutate(toKitchenBody(values))
      }}
    >
      <h2 className="panel__title">{kitchen ? `Edit ${kitchen.name}` : 'New kitchen'}</h2>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField label="Name" value={values.name} onChange={change('name')} error={errors.name} maxLength={100} />
        <TextField label="Location" value={values.location} onChange={change('location')} error={errors.location} maxLength={200} />
        <TextField label="Amber after (minutes)" value={values.amberMinutes} onChange={change('amberMinutes')} error={errors.amberMinutes} inputMode="numeric" />
        <TextField label="Red after (minutes)" value={values.redMinutes} onChange={change('redMinutes')} error={errors.redMinutes} inputMode="numeric" />
        <TextField label="Stations" value={values.stations} onChange={change('stations')} error={errors.stations} hint="Comma-separated: hot, tandoor, wok, bar" />
        <TextField label="Description" value={values.description} onChange={change('description')} error={errors.description} maxLength={500} />
        <label className="checkbox">
          <input type="checkbox" checked={values.isActive} onChange={(event) => setValues({ ...values, isActive: event.target.checked })} />
          Active (takes orders)
        </label>
      </div>
      <FormActions submitLabel={kitchen ? 'Save kitchen' : 'Create kitchen'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
