import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ADMIN_ROLE_ID } from '../../../domain/roles'
import { failureMessage } from '../../api/failure'
import { useSession } from '../../auth/use-session'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { rolesQuery } from './queries'
import { RoleForm } from './RoleForm'
import { RoleRow } from './RoleRow'
import '../restaurants/restaurants.css'
import '../users/users.css'

/** /dashboard/roles: the roles with how many people hold each; their access grids; changes are the administrators'. */
export function RolesPage() {
  const roles = useQuery(rolesQuery())
  const staff = useSession('user')
  const navigate = useNavigate()
  const canChange = staff?.role_id === ADMIN_ROLE_ID
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  return (
    <div>
      <PageTitle>Roles & Access</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Roles &amp; Access</h1>
        {canChange && editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" size={18} /> New role
          </button>
        )}
      </div>
      <p className="page-lead">
        A role decides which areas its people see in the office menu and what they may do there. Open a role’s Access to change it.
        {!canChange && ' Only an administrator can change roles.'}
      </p>
      {editing === 'new' && (
        <RoleForm
          onDone={(created) => {
            setEditing(null)
            if (created) void navigate(`/dashboard/roles/${created}`)
          }}
        />
      )}
      {roles.isPending && <LoadingState>Loading roles…</LoadingState>}
      {roles.isError && (
        <ErrorState
          title="Roles could not be loaded"
          message={failureMessage(roles.error, 'Something went wrong while fetching roles.')}
          onRetry={() => void roles.refetch()}
        />
      )}
      {roles.isSuccess && roles.data.length === 0 && <EmptyState title="No roles yet">Add the first role with New role.</EmptyState>}
      {roles.isSuccess && roles.data.length > 0 && (
        <ul className="record-list" aria-label="Roles">
          {roles.data.map((role) =>
            editing === role.role_id ? (
              <li key={role.role_id}>
                <RoleForm role={role} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <RoleRow
                key={role.role_id}
                role={role}
                canChange={canChange}
                isFormOpen={editing !== null}
                onRename={() => setEditing(role.role_id)}
              />
            ),
          )}
        </ul>
      )}
    </div>
  )
}
