import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import { KITCHEN_ROLE_ID } from '../../../domain/roles'
import {
  createUser,
  createUserBody,
  updateUser,
  updateUserBody,
  type CreateUserInput,
  type StaffUser,
  type UpdateUserInput,
} from '../../../domain/contract/users'
import { callApi } from '../../api/client'
import { FormSelectField } from '../../forms/FormSelectField'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { userKeys, userOptionsQuery } from './queries'
import { userFormValues, userRequest, type UserFormValues } from './user-form'

interface UserFormProps {
  /** The account to edit; a new one when left out. */
  user?: StaffUser
  /** The role every account of this form gets (the control panel's administrators): no role to choose. */
  fixedRoleId?: number
  /** What a new account is called here ('staff member', 'administrator'). */
  noun?: string
  onDone: (created?: StaffUser) => void
}

/** A new staff account (made without a password: the person registers), or `user`'s details. */
export function UserForm({ user, fixedRoleId, noun = 'staff member', onDone }: UserFormProps) {
  const queryClient = useQueryClient()
  const options = useQuery(userOptionsQuery())
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, () => onDone())
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: user ? updateUserBody : createUserBody,
    defaultValues: userFormValues(user, fixedRoleId),
    toRequest: (values: UserFormValues) => userRequest(values),
  })
  const save = useMutation({
    mutationFn: (body: CreateUserInput | UpdateUserInput) =>
      user ? callApi(updateUser, { params: { id: user.user_id }, body }) : callApi(createUser, { body: body as CreateUserInput }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: userKeys.all })
      onDone(user ? undefined : answer.result)
    },
    onError: (error) => showFailure(error, user ? 'Failed to update user.' : 'Failed to create user.'),
  })
  const { control, watch } = form
  const isKitchen = Number(watch('role_id')) === KITCHEN_ROLE_ID
  const roles = (options.data?.roles ?? []).map((role) => ({ value: String(role.role_id), label: role.name }))
  // A role the caller may not give (Admin, to anyone but the super-administrator) still shows as the account's own.
  if (user && !roles.some((role) => role.value === String(user.role_id))) roles.push({ value: String(user.role_id), label: user.role_name })
  const kitchens = (options.data?.kitchens ?? []).map((kitchen) => ({
    value: String(kitchen.kitchen_id),
    label: kitchen.is_active ? kitchen.name : `${kitchen.name} (closed)`,
  }))
  const title = user ? `Edit ${user.name}` : `New ${noun}`
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
      {!user && (
        <p className="record__meta">
          The account is made without a password. Next, send the person a registration code on WhatsApp: they set their own password at
          Register.
        </p>
      )}
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="name" label="Name" maxLength={100} required />
        <FormTextField
          control={control}
          name="mobile"
          label="Mobile"
          inputMode="tel"
          autoComplete="off"
          hint="10 digits: the registration code is sent here on WhatsApp"
        />
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="off"
          hint="They sign in with their e-mail or username"
        />
        <FormTextField
          control={control}
          name="username"
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Letters, digits, dots or dashes; give one or both"
        />
        {fixedRoleId === undefined && (
          <FormSelectField control={control} name="role_id" label="Role" options={roles} emptyLabel="Choose a role" />
        )}
        {(isKitchen || (user?.kitchen_id ?? null) !== null) && (
          <FormSelectField control={control} name="kitchen_id" label="Kitchen" options={kitchens} emptyLabel="Choose the kitchen" />
        )}
      </div>
      <FormActions submitLabel={user ? 'Save changes' : `Add ${noun}`} isSaving={save.isPending} onCancel={() => onDone()} />
    </form>
  )
}
