import { useState } from 'react'
import { sportsItemKinds } from '../../../domain/sports'
import { apiPost } from '../../api/client'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { optionsOf, SelectField } from '../events/SelectField'
import { SPORTS_API } from './queries'
import { sportsMessages } from './sports-failure'
import { useSportsAction } from './use-sports-action'

/** POST items {activity_id, name, kind}: a new court (lane, table...) of this activity. */
export function AddItemForm({ activityId }: { activityId: number }) {
  const [name, setName] = useState('')
  const [kind, setKind] = useState('court')
  const [error, setError] = useState<string>()
  const add = useSportsAction(
    () => apiPost<{ message?: string }>(`${SPORTS_API}/items`, { activity_id: activityId, name: name.trim(), kind }),
    { success: 'Item added successfully', failure: sportsMessages.saveItem },
    { onSuccess: () => setName('') },
  )
  return (
    <form
      className="form__row"
      noValidate
      aria-label="Add an item"
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = name.trim()
        if (trimmed === '') return setError('Name is required: such as Court 1')
        if (trimmed.length > 80) return setError('Name must be at most 80 characters')
        setError(undefined)
        add.mutate(undefined)
      }}
    >
      <TextField label="New item name" value={name} onChange={setName} error={error} maxLength={80} placeholder="Court 3" />
      <SelectField label="New item kind" value={kind} onChange={setKind} options={optionsOf(sportsItemKinds)} />
      <button type="submit" className="button button--secondary" disabled={add.isPending}>
        {add.isPending && <Spinner size="small" />}
        Add item
      </button>
    </form>
  )
}
