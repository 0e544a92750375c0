import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { deleteRole, type Role } from '../../../domain/contract/roles'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { FormAlert } from '../../ui/FormAlert'
import { ConfirmButton } from '../events/ConfirmButton'
import { roleKeys } from './queries'

interface RoleRowProps {
  role: Role & { user_count: number }
  canChange: boolean
  isFormOpen: boolean
  onRename: () => void
}

const holders = (count: number) => (count === 1 ? '1 person' : `${count} people`)

/** One role: who holds it, its access grid, and (for administrators) rename and delete. */
export function RoleRow({ role, canChange, isFormOpen, onRename }: RoleRowProps) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => callApi(deleteRole, { params: { id: role.role_id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: roleKeys.all })
    },
  })
  return (
    <li className="record">
      <div className="record__main">
        <p className="record__title">
          <Link to={`/dashboard/roles/${role.role_id}`}>{role.name}</Link>
        </p>
        <p className="record__meta">
          {[holders(role.user_count), role.is_system ? 'System role' : undefined, role.description].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="record__actions">
        <Link className="button button--secondary" to={`/dashboard/roles/${role.role_id}`} aria-label={`Access of ${role.name}`}>
          Access
        </Link>
        {canChange && !role.is_system && (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Rename ${role.name}`}
              disabled={isFormOpen}
              title={isFormOpen ? 'Save or cancel the open form first' : undefined}
              onClick={onRename}
            >
              Rename
            </button>
            <ConfirmButton
              label="Delete"
              accessibleName={`Delete ${role.name}`}
              question={`Delete the role ${role.name}? This cannot be undone.`}
              confirmLabel="Delete role"
              isBusy={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          </>
        )}
      </div>
      {remove.isError && (
        <div className="role-row__refusal">
          <FormAlert message={failureMessage(remove.error, 'Failed to delete role')} />
        </div>
      )}
    </li>
  )
}
