import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import type { StaffUser } from '../../domain/contract/users'
import { ADMIN_ROLE_ID } from '../../domain/roles'
import { failureMessage } from '../api/failure'
import { Pager } from '../office/events/Pager'
import { defaultUserFilters, usersQuery } from '../office/users/queries'
import { NewAccountNotice } from '../office/users/NewAccountNotice'
import { UserForm } from '../office/users/UserForm'
import { UserRow } from '../office/users/UserRow'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { LoadingState } from '../ui/LoadingState'
import { PageTitle } from '../ui/PageTitle'
import '../office/events/events.css'
import '../office/users/users.css'

const everything = { create: true, edit: true }

/**
 * /control/administrators: the accounts of role Admin. Making, changing, switching off and resetting
 * one is the super-administrator's alone (the server refuses anyone else, ADR 025).
 */
export function AdministratorsPage() {
  const [page, setPage] = useState(1)
  const list = useQuery(usersQuery({ ...defaultUserFilters, role_id: String(ADMIN_ROLE_ID), page }))
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [created, setCreated] = useState<StaffUser>()
  const admins = list.data?.result
  return (
    <div>
      <PageTitle>Administrators</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Administrators</h1>
        {editing === null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setCreated(undefined)
              setEditing('new')
            }}
          >
            <Plus aria-hidden="true" size={18} /> New administrator
          </button>
        )}
      </div>
      <p className="page-lead">
        Administrators can do everything in the back office. A new one gets a registration code on WhatsApp and sets a password of at least
        10 characters.
      </p>
      {editing === 'new' && (
        <UserForm
          fixedRoleId={ADMIN_ROLE_ID}
          noun="administrator"
          onDone={(user) => {
            setEditing(null)
            setCreated(user)
          }}
        />
      )}
      {created && <NewAccountNotice user={created} canSend onClose={() => setCreated(undefined)} />}
      {list.isPending && <LoadingState>Loading administrators…</LoadingState>}
      {list.isError && (
        <ErrorState
          title="Administrators could not be loaded"
          message={failureMessage(list.error, 'Something went wrong while fetching employees.')}
          onRetry={() => void list.refetch()}
        />
      )}
      {admins && admins.length === 0 && <EmptyState title="No administrators">Add the first with New administrator.</EmptyState>}
      {admins && admins.length > 0 && (
        <ul className="record-list" aria-label="Administrators">
          {admins.map((admin) =>
            editing === admin.user_id ? (
              <li key={admin.user_id}>
                <UserForm user={admin} fixedRoleId={ADMIN_ROLE_ID} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <UserRow
                key={admin.user_id}
                user={admin}
                access={everything}
                showRole={false}
                isFormOpen={editing !== null}
                onEdit={() => setEditing(admin.user_id)}
              />
            ),
          )}
        </ul>
      )}
      {list.data && <Pager pagination={list.data.pagination} noun="administrators" onPage={setPage} />}
    </div>
  )
}
