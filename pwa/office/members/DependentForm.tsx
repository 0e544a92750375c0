import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { z } from 'zod'
import { addDependent, createDependentBody, updateDependent, updateDependentBody, type Dependent } from '../../../domain/contract/members'
import { dependentRelations, relationLabel } from '../../../domain/members'
import { callApi } from '../../api/client'
import { FormSelectField } from '../../forms/FormSelectField'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { dependentFormValues, type DependentFormValues } from './dependent-form'
import { memberKeys } from './queries'

const relationOptions = dependentRelations.map((relation) => ({ value: relation, label: relationLabel(relation) }))

/** Adds a dependent to the member (the server gives their id, such as M1001-3), or edits `dependent`. */
export function DependentForm({ memberId, dependent, onDone }: { memberId: string; dependent?: Dependent; onDone: () => void }) {
  const queryClient = useQueryClient()
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: dependent ? updateDependentBody : createDependentBody,
    defaultValues: dependentFormValues(dependent),
    toRequest: (values: DependentFormValues) => values,
  })
  const save = useMutation({
    mutationFn: (body: unknown) =>
      dependent
        ? callApi(updateDependent, { params: { dependentId: dependent.dependent_id }, body: body as z.input<typeof updateDependentBody> })
        : callApi(addDependent, { params: { id: memberId }, body: body as z.input<typeof createDependentBody> }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: memberKeys.all })
      onDone()
    },
    onError: (error) => showFailure(error, dependent ? 'Failed to update dependent' : 'Failed to add dependent'),
  })
  const { control } = form
  return (
    <form
      className="panel"
      noValidate
      aria-label={dependent ? `Edit ${dependent.name}` : 'New dependent'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h2 className="panel__title">{dependent ? `Edit ${dependent.name} (${dependent.dependent_code})` : 'New dependent'}</h2>
      <FormAlert message={alert} />
      <div className="form-grid form-grid--three">
        <FormTextField control={control} name="name" label="Name" maxLength={100} autoComplete="off" autoFocus />
        <FormSelectField control={control} name="relation" label="Relation" options={relationOptions} emptyLabel="Choose a relation" />
        <FormTextField control={control} name="date_of_birth" label="Date of birth" type="date" />
        <FormTextField control={control} name="mobile" label="Mobile number" inputMode="tel" maxLength={16} autoComplete="off" />
      </div>
      <FormActions submitLabel={dependent ? 'Save dependent' : 'Add dependent'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
