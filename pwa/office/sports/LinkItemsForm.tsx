import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { linkItems } from '../../../domain/contract/sports-items'
import { callApi } from '../../api/client'
import { Spinner } from '../../ui/Spinner'
import { SelectField } from '../../ui/SelectField'
import { activityItemsQuery, allActivitiesQuery } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { useSportsAction } from './use-sports-action'

/**
 * Shares items another activity already has (a hall for badminton and table tennis): pick the
 * activity, tick its items; POST link-items sends the whole new set (ADR 015).
 */
export function LinkItemsForm({ activityId, linkedIds }: { activityId: number; linkedIds: number[] }) {
  const activities = useQuery(allActivitiesQuery())
  const [sourceId, setSourceId] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const sourceItems = useQuery({ ...activityItemsQuery(Number(sourceId)), enabled: sourceId !== '' })
  const link = useSportsAction(
    (itemIds: number[]) => callApi(linkItems, { params: { id: activityId }, body: { itemIds } }),
    { success: 'Items linked successfully', failure: sportsMessages.saveItem },
    { onSuccess: () => setChosen([]) },
  )
  const others = (activities.data ?? []).filter((activity) => activity.activity_id !== activityId)
  const linkable = (sourceItems.data ?? []).filter((item) => !linkedIds.includes(item.item_id) && item.status !== 'retired')

  return (
    <form
      className="panel"
      aria-label="Link items of another activity"
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen.length > 0) link.mutate([...linkedIds, ...chosen])
      }}
    >
      <SelectField
        label="Items of"
        value={sourceId}
        onChange={(value) => {
          setSourceId(value)
          setChosen([])
        }}
        options={others.map((activity) => ({ value: String(activity.activity_id), label: activity.name }))}
        emptyLabel="Choose an activity"
      />
      {sourceItems.isFetching && (
        <p aria-busy="true">
          <Spinner size="small" /> Loading its items…
        </p>
      )}
      {sourceItems.isError && <p role="alert">{sportsFailureMessage(sourceItems.error, sportsMessages.fetchActivity)}</p>}
      {sourceItems.data && linkable.length === 0 && <p className="record__meta">Every item of that activity is already linked here.</p>}
      {linkable.length > 0 && (
        <fieldset className="radio-row">
          <legend>Items to link</legend>
          {linkable.map((item) => (
            <label key={item.item_id} className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(item.item_id)}
                onChange={(changed) =>
                  setChosen((current) =>
                    changed.target.checked ? [...current, item.item_id] : current.filter((id) => id !== item.item_id),
                  )
                }
              />
              {item.name}
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="button button--secondary" disabled={chosen.length === 0 || link.isPending}>
        {link.isPending && <Spinner size="small" />}
        Link {chosen.length === 1 ? '1 item' : `${chosen.length} items`}
      </button>
    </form>
  )
}
