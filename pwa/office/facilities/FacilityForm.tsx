import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import {
  addFacility,
  createFacilityBody,
  updateFacility,
  type CreateFacilityInput,
  type Facility,
} from '../../../domain/contract/facilities'
import { facilityKinds, facilityMessages } from '../../../domain/facilities'
import { callApi } from '../../api/client'
import { fieldMessage } from '../../forms/field-message'
import { FormSelectField } from '../../forms/FormSelectField'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { FormTextAreaField } from '../events/FormTextAreaField'
import { ImageListField } from '../uploads/ImageListField'
import { facilityFormValues, facilityRequest, type FacilityFormValues } from './facility-form'
import { facilityKeys } from './queries'

const kindOptions = Object.entries(facilityKinds).map(([value, label]) => ({ value, label }))

/** Adds a facility, or edits `facility`: name, kind, capacity, pictures, and whether the club's site shows it. */
export function FacilityForm({ facility, onDone }: { facility?: Facility; onDone: () => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createFacilityBody,
    defaultValues: facilityFormValues(facility),
    toRequest: (values: FacilityFormValues) => facilityRequest(values),
  })
  const save = useMutation({
    mutationFn: (body: CreateFacilityInput) =>
      facility ? callApi(updateFacility, { params: { id: facility.facility_id }, body }) : callApi(addFacility, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: facilityKeys.office }),
        queryClient.invalidateQueries({ queryKey: facilityKeys.public }),
      ])
      onDone()
    },
    onError: (error) => showFailure(error, facility ? facilityMessages.update : facilityMessages.add),
  })
  const { control, register, watch, setValue, formState } = form
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel"
      noValidate
      aria-label={facility ? `Edit ${facility.name}` : 'New facility'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h2 className="panel__title">{facility ? `Edit ${facility.name}` : 'New facility'}</h2>
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="name" label="Name" maxLength={120} required />
        <FormSelectField control={control} name="kind" label="Kind" options={kindOptions} emptyLabel="Choose a kind" />
        <FormTextField
          control={control}
          name="capacity"
          label="Capacity"
          inputMode="numeric"
          hint="Guests at once; leave empty if it does not apply"
        />
        <FormTextField control={control} name="sort_order" label="Order on the site" inputMode="numeric" hint="Lower comes first" />
        <div className="form-grid__wide">
          <FormTextAreaField control={control} name="description" label="Description" maxLength={2000} rows={4} />
        </div>
        <div className="form-grid__wide">
          <ImageListField
            label="Pictures"
            folder="facilities"
            value={watch('images')}
            onChange={(urls) => setValue('images', urls, { shouldDirty: true })}
            max={12}
            error={fieldMessage(formState.errors.images?.message)}
          />
        </div>
        <div className="form-grid__checks">
          <label className="checkbox">
            <input type="checkbox" {...register('is_visible')} />
            Shown on the club’s site (Our Services)
          </label>
        </div>
      </div>
      <FormActions submitLabel={facility ? 'Save facility' : 'Add facility'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
