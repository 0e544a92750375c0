import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { StaffUser } from '../../../domain/contract/users'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { Pager } from '../events/Pager'
import { useDebouncedValue } from '../events/use-debounced-value'
import { useAreaAccess } from '../restaurants/use-area-access'
import { filtersFromParams, paramsFromFilters } from '../sports/list-params'
import { defaultUserFilters, usersQuery } from './queries'
import { NewAccountNotice } from './NewAccountNotice'
import { UserFiltersBar } from './UserFiltersBar'
import { UserForm } from './UserForm'
import { UserRow } from './UserRow'
import '../restaurants/restaurants.css'
import '../events/events.css'
import './users.css'

/** /dashboard/users: the staff accounts, found as you type, filtered by role and status, twenty to a page. */
export function UsersPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params, defaultUserFilters)
  const search = useDebouncedValue(filters.search.trim(), 200)
  const list = useQuery(usersQuery({ ...filters, search }))
  const access = useAreaAccess('users')
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [created, setCreated] = useState<StaffUser>()
  const users = list.data?.result
  const isFiltered = Boolean(filters.search || filters.role_id || filters.is_active)
  return (
    <div>
      <PageTitle>Users</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Users</h1>
        {access.create && editing === null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setCreated(undefined)
              setEditing('new')
            }}
          >
            <Plus aria-hidden="true" size={18} /> New staff member
          </button>
        )}
      </div>
      <p className="page-lead">
        The club’s staff accounts: everyone who signs in to the office, the door or a kitchen. Nobody is deleted: deactivate a leaver.
      </p>
      {editing === 'new' && (
        <UserForm
          onDone={(user) => {
            setEditing(null)
            setCreated(user)
          }}
        />
      )}
      {created && <NewAccountNotice user={created} canSend={access.create} onClose={() => setCreated(undefined)} />}
      <UserFiltersBar filters={filters} onChange={(next) => setParams(paramsFromFilters(next, defaultUserFilters), { replace: true })} />
      {list.isPending && <LoadingState>Loading staff…</LoadingState>}
      {list.isError && (
        <ErrorState
          title="Staff could not be loaded"
          message={failureMessage(list.error, 'Something went wrong while fetching employees.')}
          onRetry={() => void list.refetch()}
        />
      )}
      {users && users.length === 0 && (
        <EmptyState title="No staff found">
          {isFiltered
            ? 'Nobody matches this search. Check the spelling, or choose Any role and Any status.'
            : 'Add the first staff member.'}
        </EmptyState>
      )}
      {users && users.length > 0 && (
        <ul className={list.isFetching ? 'record-list users-list users-list--stale' : 'record-list users-list'} aria-label="Staff">
          {users.map((user) =>
            editing === user.user_id ? (
              <li key={user.user_id}>
                <UserForm user={user} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <UserRow
                key={user.user_id}
                user={user}
                access={access}
                isFormOpen={editing !== null}
                onEdit={() => setEditing(user.user_id)}
              />
            ),
          )}
        </ul>
      )}
      {list.data && (
        <Pager
          pagination={list.data.pagination}
          noun={list.data.pagination.total === 1 ? 'person' : 'people'}
          onPage={(page) => setParams(paramsFromFilters({ ...filters, page }, defaultUserFilters), { replace: true })}
        />
      )}
    </div>
  )
}
