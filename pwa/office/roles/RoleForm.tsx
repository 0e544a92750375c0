import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import { createRole, createRoleBody, updateRole, type Role } from '../../../domain/contract/roles'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { roleKeys } from './queries'

interface RoleFormValues {
  name: string
  description: string
}

/** A new role (with no areas yet: grant them in its access grid), or `role` renamed and described. */
export function RoleForm({ role, onDone }: { role?: Role; onDone: (created?: number) => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, () => onDone())
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createRoleBody,
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' } satisfies RoleFormValues,
    toRequest: (values: RoleFormValues) => ({
      name: values.name,
      description: values.description.trim() === '' ? null : values.description,
    }),
  })
  const save = useMutation({
    mutationFn: (body: { name: string; description?: string | null | undefined }) =>
      role ? callApi(updateRole, { params: { id: role.role_id }, body }) : callApi(createRole, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: roleKeys.all })
      onDone(role ? undefined : answer.result.role_id)
    },
    onError: (error) => showFailure(error, role ? 'Failed to update role' : 'Failed to create role'),
  })
  const title = role ? `Rename ${role.name}` : 'New role'
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel"
      noValidate
      aria-label={title}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h2 className="panel__title">{title}</h2>
      {!role && <p className="record__meta">A new role opens no area until you grant it some in its access grid.</p>}
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={form.control} name="name" label="Role name" maxLength={60} required />
        <FormTextField
          control={form.control}
          name="description"
          label="Description"
          maxLength={500}
          hint="What the people of this role do"
        />
      </div>
      <FormActions submitLabel={role ? 'Save role' : 'Add role'} isSaving={save.isPending} onCancel={() => onDone()} />
    </form>
  )
}
