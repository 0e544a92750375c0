import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { toast } from 'sonner'
import { updateAccess, type AccessRow } from '../../../domain/contract/roles'
import { ADMIN_ROLE_ID, KITCHEN_ROLE_ID, MEMBER_ROLE_ID } from '../../../domain/roles'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { useSession } from '../../auth/use-session'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { screenPaths } from '../screen-paths'
import { accessActions, actionLabel, gridOf, sameFlags, toggled, type Flags } from './access-grid'
import { roleAccessQuery, roleKeys } from './queries'
import '../restaurants/restaurants.css'
import '../events/events.css'
import '../users/users.css'
import './roles.css'

/** Why a role's grid cannot be changed here, if it cannot. */
function fixedBecause(roleId: number, name: string): string | undefined {
  if (roleId === ADMIN_ROLE_ID) return `${name} always has full access to every area; it cannot be reduced.`
  if (roleId === KITCHEN_ROLE_ID) return `${name} accounts sign in to the kitchen display, not the office: they open no office area.`
  if (roleId === MEMBER_ROLE_ID) return `Members use the member app, not the office: the role opens no office area.`
  return undefined
}

/** /dashboard/roles/:roleId: the access grid (area × view, create, edit, delete); the office menu follows a save at once. */
export function RoleAccessPage() {
  const roleId = Number(useParams().roleId)
  const grid = useQuery({ ...roleAccessQuery(roleId), enabled: Number.isInteger(roleId) && roleId > 0 })
  const staff = useSession('user')
  const queryClient = useQueryClient()
  const [edits, setEdits] = useState<Record<string, Flags>>({})
  const saved = grid.data ? gridOf(grid.data.access) : {}
  const current = { ...saved, ...edits }
  const changedKeys = Object.keys(edits).filter((key) => !sameFlags(edits[key], saved[key]))
  const save = useMutation({
    mutationFn: (rows: AccessRow[]) =>
      callApi(updateAccess, {
        body: { role_id: roleId, access: rows.map((row) => ({ key: row.key, ...current[row.key]! })) },
      }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      queryClient.setQueryData(roleKeys.access(roleId), answer.result)
      setEdits({})
      // Every open office menu asks again: a person of this role sees the change at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.list }),
        queryClient.invalidateQueries({ queryKey: ['menu-by-role'] }),
      ])
    },
  })

  if (grid.isPending) return <LoadingState>Loading the role’s access…</LoadingState>
  if (grid.isError)
    return (
      <ErrorState
        title="The role could not be loaded"
        message={failureMessage(grid.error, 'Failed to fetch role')}
        onRetry={() => void grid.refetch()}
      />
    )
  const { role, access } = grid.data
  const fixed = fixedBecause(role.role_id, role.name)
  const canChange = staff?.role_id === ADMIN_ROLE_ID && fixed === undefined
  return (
    <div>
      <PageTitle>{`${role.name}: access`}</PageTitle>
      <Link to="/dashboard/roles" className="back-link">
        <ArrowLeft aria-hidden="true" size={16} /> Roles &amp; Access
      </Link>
      <div className="page-toolbar">
        <h1 className="page-heading">{role.name}: access</h1>
      </div>
      <p className="page-lead">
        {fixed ??
          (canChange
            ? 'Tick what people of this role may do in each area. Their office menu shows the areas they may view as soon as you save.'
            : 'Only an administrator can change a role’s access.')}
      </p>
      <form
        className="access-form"
        aria-label={`Access of ${role.name}`}
        onSubmit={(event) => {
          event.preventDefault()
          if (!save.isPending && changedKeys.length > 0) save.mutate(access)
        }}
      >
        <FormAlert message={save.isError ? failureMessage(save.error, 'Failed to update role') : undefined} />
        <div className="access-grid__frame">
          <table className="data-table access-grid">
            <caption className="visually-hidden">What {role.name} may do in each area</caption>
            <thead>
              <tr>
                <th scope="col">Area</th>
                {accessActions.map((action) => (
                  <th scope="col" key={action} className="access-grid__flag">
                    {actionLabel[action]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {access.map((row) => (
                <tr key={row.key} className={changedKeys.includes(row.key) ? 'access-grid__changed' : undefined}>
                  <th scope="row">
                    {row.title}
                    <span className="access-grid__path">
                      {row.path}
                      {!screenPaths.has(row.path) && ' · not in the office menu of this version yet'}
                    </span>
                  </th>
                  {accessActions.map((action) => (
                    <td key={action} className="access-grid__flag">
                      <input
                        type="checkbox"
                        aria-label={`${row.title}: ${actionLabel[action]}`}
                        checked={current[row.key]?.[action] ?? false}
                        disabled={!canChange || save.isPending}
                        onChange={(event) =>
                          setEdits((before) => ({ ...before, [row.key]: toggled(current[row.key]!, action, event.target.checked) }))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {canChange && (
          <div className="access-form__actions">
            <span className="access-form__status" aria-live="polite">
              {changedKeys.length === 0
                ? 'No changes'
                : `${changedKeys.length} ${changedKeys.length === 1 ? 'area' : 'areas'} changed, not saved yet`}
            </span>
            <button type="button" className="button button--secondary" disabled={changedKeys.length === 0} onClick={() => setEdits({})}>
              Undo changes
            </button>
            <button type="submit" className="button button--primary" disabled={changedKeys.length === 0 || save.isPending}>
              {save.isPending && <Spinner size="small" />}
              Save access
            </button>
          </div>
        )}
      </form>
    </div>
  )
}
