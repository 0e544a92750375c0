import { useQuery } from '@tanstack/react-query'
import { TextField } from '../../ui/TextField'
import { Spinner } from '../../ui/Spinner'
import { tablesQuery } from '../restaurants/queries'
import type { OrderTarget } from './order-draft'

const kinds = [
  { kind: 'table', label: 'Table' },
  { kind: 'member', label: 'Member' },
  { kind: 'counter', label: 'Counter' },
] as const

/** Who the order is for: one of the restaurant's tables in use, a member by ID, or the counter. */
export function TargetPicker({
  restaurantId,
  target,
  onChange,
}: {
  restaurantId: number
  target: OrderTarget
  onChange: (target: OrderTarget) => void
}) {
  const tables = useQuery(tablesQuery(restaurantId))
  const activeTables = (tables.data ?? []).filter((table) => table.is_active)

  const choose = (kind: OrderTarget['kind']) => {
    if (kind === target.kind) return
    onChange(kind === 'table' ? { kind, tableId: null } : kind === 'member' ? { kind, memberId: '' } : { kind })
  }

  return (
    <fieldset className="floor-target">
      <legend className="floor__heading">Order for</legend>
      <div className="segmented" role="group" aria-label="Order for">
        {kinds.map(({ kind, label }) => (
          <button key={kind} type="button" className="segmented__option" aria-pressed={target.kind === kind} onClick={() => choose(kind)}>
            {label}
          </button>
        ))}
      </div>
      {target.kind === 'table' && (
        <div role="group" aria-label="Tables">
          {tables.isPending && (
            <p className="floor__loading">
              <Spinner size="small" /> Loading tables…
            </p>
          )}
          {tables.isError && <p className="field__error">The tables could not be loaded: {tables.error.message}</p>}
          {tables.isSuccess && activeTables.length === 0 && (
            <p className="floor__hint">This restaurant has no tables in use. Take the order for a member or the counter.</p>
          )}
          <ul className="floor-tables">
            {activeTables.map((table) => (
              <li key={table._id}>
                <button
                  type="button"
                  className="floor-table"
                  aria-pressed={target.tableId === table.table_id}
                  onClick={() => onChange({ kind: 'table', tableId: table.table_id })}
                >
                  {table.label}
                  <span className="floor-table__seats">{table.seats} seats</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {target.kind === 'member' && (
        <TextField
          label="Member ID"
          value={target.memberId}
          onChange={(memberId) => onChange({ kind: 'member', memberId })}
          autoCapitalize="characters"
          placeholder="M1001"
          maxLength={20}
        />
      )}
      {target.kind === 'counter' && <p className="floor__hint">A counter order is for no table and no member.</p>}
    </fieldset>
  )
}
