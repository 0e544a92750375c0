import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { setMemberPassword, setMemberPasswordBody } from '../../../domain/contract/members'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'

/**
 * The office sets a member's password: the member's devices are signed out and the member is told on
 * WhatsApp that it changed (never the password). Shown only to roles that may edit members.
 */
export function SetPasswordForm({ memberId, name, hasPassword }: { memberId: string; name: string; hasPassword: boolean }) {
  const [isOpen, setOpen] = useState(false)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: setMemberPasswordBody,
    defaultValues: { memberId, password: '' },
  })
  const save = useMutation({
    mutationFn: (body: { memberId: string; password: string }) => callApi(setMemberPassword, { body }),
    onSuccess: (answer) => {
      if (answer.notice === 'failed' || answer.notice === 'none') toast.warning(answer.message)
      else toast.success(answer.message)
      form.reset({ memberId, password: '' })
      setOpen(false)
    },
    onError: (error) => showFailure(error, 'Failed to set the password.'),
  })
  if (!isOpen) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {hasPassword ? 'Set a new password' : 'Set a password'}
      </button>
    )
  }
  return (
    <form
      className="panel"
      noValidate
      aria-label={`Set ${name}'s password`}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h2 className="panel__title">Set {name}’s password</h2>
      <p className="record__meta">
        Their devices are signed out, and they are told on WhatsApp that the password changed (not the password).
      </p>
      <FormAlert message={alert} />
      <FormTextField
        control={form.control}
        name="password"
        label="New password"
        type="text"
        autoComplete="off"
        hint="At least 6 characters"
        autoFocus
      />
      <FormActions submitLabel="Set password" isSaving={save.isPending} onCancel={() => setOpen(false)} />
    </form>
  )
}
