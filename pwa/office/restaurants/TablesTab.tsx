import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { callApi } from '../../api/client'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import type { MenuEntry } from '../queries'
import { failureMessage } from '../../api/failure'
import { restaurantKeys, tablesQuery } from './queries'
import { deleteTable, updateTable, type DiningTable } from '../../../domain/contract/restaurants'
import { tableDefaults } from './table-form'
import { TableForm } from './TableForm'
import { LoadingState } from '../../ui/LoadingState'

/** A restaurant's tables: add, relabel, take out of use, delete (or deactivate when on past orders). */
export function TablesTab({ restaurantId, access }: { restaurantId: number; access: MenuEntry['access'] }) {
  const queryClient = useQueryClient()
  const tables = useQuery(tablesQuery(restaurantId))
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState<number | null>(null)
  // The restaurants list counts each one's tables too: all restaurant reads are refreshed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: restaurantKeys.all })

  /** Leaves the delete unconfirmed, and the focus on that table's Delete button again. */
  const keepTable = (label: string) => {
    setConfirmingDelete(null)
    const name = `Delete table ${label}`
    requestAnimationFrame(() =>
      [...document.querySelectorAll<HTMLElement>('button[aria-label]')]
        .find((button) => button.getAttribute('aria-label') === name)
        ?.focus(),
    )
  }

  const setActive = useMutation({
    mutationFn: ({ table, isActive }: { table: DiningTable; isActive: boolean }) =>
      callApi(updateTable, { params: { restaurantId, tableId: table.table_id }, body: { is_active: isActive } }),
    onSuccess: (answer) => {
      toast.success(answer.message)
      void refresh()
    },
    onError: (error) => toast.error(failureMessage(error, tableDefaults.update)),
  })
  const remove = useMutation({
    mutationFn: (table: DiningTable) => callApi(deleteTable, { params: { restaurantId, tableId: table.table_id } }),
    onSuccess: (answer) => {
      toast.success(answer.message)
      setConfirmingDelete(null)
      void refresh()
    },
    onError: (error) => toast.error(failureMessage(error, tableDefaults.remove)),
  })

  if (tables.isPending) {
    return <LoadingState>Loading tables…</LoadingState>
  }
  if (tables.isError)
    return (
      <ErrorState
        title="The tables could not be loaded"
        message={failureMessage(tables.error, tableDefaults.fetch)}
        onRetry={() => void tables.refetch()}
      />
    )

  return (
    <div>
      {access.create && editing === null && (
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" size={18} /> Add table
        </button>
      )}
      {editing === 'new' && <TableForm restaurantId={restaurantId} onDone={() => setEditing(null)} />}
      {tables.data.length === 0 && editing === null && (
        <EmptyState title="No tables yet">Add the tables stewards take orders at.</EmptyState>
      )}
      <ul className="record-list" aria-label="Tables">
        {tables.data.map((table) =>
          editing === table.table_id ? (
            <li key={table._id}>
              <TableForm restaurantId={restaurantId} table={table} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={table._id} className="record">
              <div className="record__main">
                <p className="record__title">{table.label}</p>
                <p className="record__meta">{table.seats} seats</p>
              </div>
              <div className="record__actions">
                {access.edit ? (
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={table.is_active}
                      disabled={setActive.isPending}
                      onChange={(event) => setActive.mutate({ table, isActive: event.target.checked })}
                    />
                    In use
                  </label>
                ) : (
                  !table.is_active && <span className="status-badge status-badge--muted">Not in use</span>
                )}
                {access.edit && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Edit table ${table.label}`}
                    disabled={editing !== null}
                    title={editing !== null ? 'Save or cancel the open form first' : undefined}
                    onClick={() => setEditing(table.table_id)}
                  >
                    Edit
                  </button>
                )}
                {access.delete &&
                  (confirmingDelete === table.table_id ? (
                    <span className="record__confirm" onKeyDown={(event) => event.key === 'Escape' && keepTable(table.label)}>
                      <button
                        type="button"
                        className="button button--primary button--danger"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(table)}
                        autoFocus
                      >
                        Confirm delete
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => keepTable(table.label)}>
                        Keep
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Delete table ${table.label}`}
                      onClick={() => setConfirmingDelete(table.table_id)}
                    >
                      Delete
                    </button>
                  ))}
              </div>
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
