import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import { createKitchen, createKitchenBody, updateKitchen, type CreateKitchenInput, type Kitchen } from '../../../domain/contract/kitchens'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { restaurantKeys } from '../restaurants/queries'
import { kitchenFormValues, kitchenRequest, type KitchenFormValues } from './kitchen-form'

/** Creates a kitchen, or edits `kitchen`: name, place, the amber/red minutes of its display, stations. */
export function KitchenForm({ kitchen, onDone }: { kitchen?: Kitchen; onDone: () => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createKitchenBody,
    defaultValues: kitchenFormValues(kitchen),
    toRequest: (values: KitchenFormValues) => kitchenRequest(values),
  })

  const save = useMutation({
    mutationFn: (body: CreateKitchenInput) =>
      kitchen ? callApi(updateKitchen, { params: { kitchenId: kitchen.kitchenId }, body }) : callApi(createKitchen, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Kitchen saved')
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.kitchens })
      onDone()
    },
    onError: (error) => showFailure(error, kitchen ? 'Failed to update kitchen' : 'Failed to create kitchen'),
  })

  const { control, register } = form
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel"
      noValidate
      aria-label={kitchen ? `Edit ${kitchen.name}` : 'New kitchen'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h2 className="panel__title">{kitchen ? `Edit ${kitchen.name}` : 'New kitchen'}</h2>
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="name" label="Name" maxLength={100} />
        <FormTextField control={control} name="location" label="Location" maxLength={200} />
        <FormTextField control={control} name="amber_after_minutes" label="Amber after (minutes)" inputMode="numeric" />
        <FormTextField control={control} name="red_after_minutes" label="Red after (minutes)" inputMode="numeric" />
        <FormTextField control={control} name="stations" label="Stations" hint="Comma-separated: hot, tandoor, wok, bar" />
        <FormTextField control={control} name="description" label="Description" maxLength={500} />
        <label className="checkbox">
          <input type="checkbox" {...register('is_active')} />
          Active (takes orders)
        </label>
      </div>
      <FormActions submitLabel={kitchen ? 'Save kitchen' : 'Create kitchen'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
