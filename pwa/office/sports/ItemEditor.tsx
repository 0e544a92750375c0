import { useState } from 'react'
import { sportsItemKinds, sportsItemStatuses } from '../../../domain/sports'
import { apiRequest } from '../../api/client'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { optionsOf, SelectField } from '../events/SelectField'
import { SPORTS_API } from './queries'
import { sportsMessages } from './sports-failure'
import type { SportsItem } from './sports-types'
import { useSportsAction } from './use-sports-action'

/** PUT items/{id}: rename, change its kind, put it in maintenance or retire it. */
export function ItemEditor({ item, onDone }: { item: SportsItem; onDone: () => void }) {
  const [name, setName] = useState(item.name)
  const [kind, setKind] = useState<string>(item.kind)
  const [status, setStatus] = useState<string>(item.status)
  const [error, setError] = useState<string>()
  const save = useSportsAction(
    () => apiRequest<{ message?: string }>(`${SPORTS_API}/items/${item.item_id}`, { method: 'PUT', body: { name: name.trim(), kind, status } }),
    { success: 'Item updated successfully', failure: sportsMessages.saveItem },
    { onSuccess: onDone },
  )
  return (
    <form
      className="panel form__row"
      noValidate
      aria-label={`Edit ${item.name}`}
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = name.trim()
        if (trimmed === '' || trimmed.length > 80) return setError('Name is required, at most 80 characters')
        setError(undefined)
        save.mutate(undefined)
      }}
    >
      <TextField label="Item name" value={name} onChange={setName} error={error} maxLength={80} />
      <SelectField label="Kind" value={kind} onChange={setKind} options={optionsOf(sportsItemKinds)} />
      <SelectField label="Item status" value={status} onChange={setStatus} options={optionsOf(sportsItemStatuses)} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending && <Spinner size="small" />}
        Save item
      </button>
      <button type="button" className="button button--secondary" onClick={onDone}>
        Cancel
      </button>
    </form>
  )
}
