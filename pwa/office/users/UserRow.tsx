import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { updateUserStatus, type StaffUser } from '../../../domain/contract/users'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import type { MenuEntry } from '../queries'
import { ADMIN_ROLE_ID } from '../../../domain/roles'
import { useSession } from '../../auth/use-session'
import { isControlSession } from '../../control/control-session'
import { ConfirmButton } from '../events/ConfirmButton'
import { userKeys } from './queries'
import { SendCodeButton } from './SendCodeButton'
import { accountState, formatMobile, signInNameOf } from './user-form'
import { UserPasswordForm } from './UserPasswordForm'

interface UserRowProps {
  user: StaffUser
  access: Pick<MenuEntry['access'], 'create' | 'edit'>
  isFormOpen: boolean
  onEdit: () => void
  /** Hides the role (the control panel's administrators are all of one role). */
  showRole?: boolean
}

/** One staff account with what the office may do to it: edit, send the registration code, switch on or off, set a password. */
export function UserRow({ user, access, isFormOpen, onEdit, showRole = true }: UserRowProps) {
  const queryClient = useQueryClient()
  const [isSettingPassword, setSettingPassword] = useState(false)
  const session = useSession('user')
  // Nobody switches their own account off (the server refuses it too).
  const isSelf = session?.user_id === user.user_id
  // An administrator is the super-administrator's to change, signed in at /control (ADR 025).
  const isAdminsOnly = user.role_id === ADMIN_ROLE_ID && !isControlSession(session)
  const may = { create: access.create && !isAdminsOnly, edit: access.edit && !isAdminsOnly }
  const status = useMutation({
    mutationFn: (isActive: boolean) => callApi(updateUserStatus, { params: { id: user.user_id }, body: { is_active: isActive } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: userKeys.all })
    },
    onError: (error) => toast.error(failureMessage(error, 'Failed to update user status.')),
  })
  const state = accountState(user)
  const facts = [
    signInNameOf(user) && `Signs in as ${signInNameOf(user)}`,
    formatMobile(user.mobile) || 'No mobile',
    showRole && user.role_name,
    user.kitchen_name,
  ].filter(Boolean)
  return (
    <li className="record user-row">
      <div className="record__main">
        <p className="record__title">{user.name}</p>
        <p className="record__meta">{facts.join(' · ')}</p>
        {isAdminsOnly && <p className="record__meta">Administrators are changed by the super-administrator, at /control.</p>}
        {!user.has_password && (
          <p className="record__meta user-row__note">
            {user.mobile ? 'No password yet: send the registration code.' : 'No mobile number: add one (Edit) to send the code.'}
          </p>
        )}
      </div>
      <div className="record__actions">
        <span className={`status-badge status-badge--${state.tone}`}>{state.label}</span>
        {may.create && !user.has_password && user.mobile && <SendCodeButton user={user} />}
        {may.edit && (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Edit ${user.name}`}
              disabled={isFormOpen}
              title={isFormOpen ? 'Save or cancel the open form first' : undefined}
              onClick={onEdit}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Set ${user.name}'s password`}
              aria-expanded={isSettingPassword}
              onClick={() => setSettingPassword((isOpen) => !isOpen)}
            >
              Set password
            </button>
            {isSelf ? null : user.is_active ? (
              <ConfirmButton
                label="Deactivate"
                accessibleName={`Deactivate ${user.name}`}
                question={`Deactivate ${user.name}? They are signed out at once, on every device, and cannot sign in until activated again.`}
                confirmLabel="Deactivate"
                isBusy={status.isPending}
                onConfirm={() => status.mutate(false)}
              />
            ) : (
              user.has_password && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Activate ${user.name}`}
                  disabled={status.isPending}
                  onClick={() => status.mutate(true)}
                >
                  Activate
                </button>
              )
            )}
          </>
        )}
      </div>
      {isSettingPassword && (
        <div className="user-row__panel">
          <UserPasswordForm user={user} onDone={() => setSettingPassword(false)} />
        </div>
      )}
    </li>
  )
}
