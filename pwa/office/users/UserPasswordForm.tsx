import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import { ADMIN_ROLE_ID } from '../../../domain/roles'
import { updateUserPassword, userPasswordBody, type StaffUser } from '../../../domain/contract/users'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { userKeys } from './queries'

/**
 * The office sets an account's password: the person's sessions end at once, on every server. It
 * does not switch the account on; a person who can register is better sent a code.
 */
export function UserPasswordForm({ user, onDone }: { user: StaffUser; onDone: () => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({ schema: userPasswordBody, defaultValues: { password: '' } })
  const save = useMutation({
    mutationFn: (body: { password: string }) => callApi(updateUserPassword, { params: { id: user.user_id }, body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: userKeys.all })
      onDone()
    },
    onError: (error) => showFailure(error, 'Failed to update user password.'),
  })
  const isAdmin = user.role_id === ADMIN_ROLE_ID
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel user-password"
      noValidate
      aria-label={`Set ${user.name}'s password`}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h3 className="panel__title">Set {user.name}’s password</h3>
      <p className="record__meta">
        {user.name} is signed out everywhere at once. Tell them the new password in person.
        {!user.is_active && ' The account stays switched off until you activate it.'}
      </p>
      <FormAlert message={alert} />
      <FormTextField
        control={form.control}
        name="password"
        label="New password"
        type="text"
        autoComplete="off"
        hint={isAdmin ? 'At least 10 characters for an administrator' : 'At least 6 characters'}
      />
      <FormActions submitLabel="Set password" isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
