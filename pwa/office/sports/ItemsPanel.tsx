import { useState } from 'react'
import { linkItems, type SportsItemInUse } from '../../../domain/contract/sports-items'
import type { SportsItem } from '../../../domain/contract/sports-shapes'
import { callApi } from '../../api/client'
import { EmptyState } from '../../ui/EmptyState'
import { ConfirmButton } from '../events/ConfirmButton'
import { labelOf, StatusBadge } from '../events/event-format'
import type { MenuEntry } from '../queries'
import { AddItemForm } from './AddItemForm'
import { ItemEditor } from './ItemEditor'
import { LinkItemsForm } from './LinkItemsForm'
import { sportsMessages } from './sports-failure'
import { formatSlot } from './sports-format'
import { useSportsAction } from './use-sports-action'

/** The activity's courts, lanes, tables...: add, edit, link from another activity, unlink. */
/** items-enhanced: '3 bookings today · in use now · next 6:00 pm – 7:00 pm'. */
function ItemToday({ use }: { use: SportsItemInUse | undefined }) {
  if (!use) return null
  const parts = [
    `${use.bookings_today} ${use.bookings_today === 1 ? 'booking' : 'bookings'} today`,
    use.in_use_now ? 'in use now' : null,
    use.next_booking ? `next ${formatSlot(use.next_booking.start_time, use.next_booking.end_time)}` : null,
  ]
  return <p className="record__meta">{parts.filter(Boolean).join(' · ')}</p>
}

export function ItemsPanel({
  activityId,
  items,
  access,
  inUse = [],
}: {
  activityId: number
  items: SportsItem[]
  access: MenuEntry['access']
  inUse?: SportsItemInUse[]
}) {
  const [editingId, setEditingId] = useState<number>()
  const linkedIds = items.map((item) => item.item_id)
  const unlink = useSportsAction(
    (itemId: number) => callApi(linkItems, { params: { id: activityId }, body: { itemIds: linkedIds.filter((id) => id !== itemId) } }),
    { success: 'Item unlinked successfully', failure: sportsMessages.saveItem },
  )
  return (
    <section className="panel" aria-labelledby="items-title">
      <h2 id="items-title" className="panel__title">
        Courts, lanes and tables
      </h2>
      {items.length === 0 ? (
        <EmptyState title="No items yet">Add the courts (lanes, tables, bays) members can book.</EmptyState>
      ) : (
        <ul className="record-list" aria-label="Items">
          {items.map((item) => (
            <li key={item.item_id} className="record">
              {editingId === item.item_id ? (
                <ItemEditor item={item} onDone={() => setEditingId(undefined)} />
              ) : (
                <>
                  <div className="record__main">
                    <p className="record__title">{item.name}</p>
                    <p className="record__meta">
                      {labelOf(item.kind)}
                      {item.activity_ids.length > 1
                        ? ` · shared with ${item.activity_ids.length - 1} other ${item.activity_ids.length === 2 ? 'activity' : 'activities'}`
                        : ''}
                    </p>
                    <ItemToday use={inUse.find((use) => use.item_id === item.item_id)} />
                  </div>
                  <div className="record__actions">
                    <StatusBadge status={item.status === 'available' ? 'active' : item.status} label={labelOf(item.status)} />
                    {access.edit && (
                      <>
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={`Edit ${item.name}`}
                          onClick={() => setEditingId(item.item_id)}
                        >
                          Edit
                        </button>
                        <ConfirmButton
                          label="Unlink"
                          accessibleName={`Unlink ${item.name}`}
                          question={`Take ${item.name} off this activity? Its bookings stay; members can no longer book it here.`}
                          confirmLabel="Confirm unlink"
                          isBusy={unlink.isPending}
                          onConfirm={() => unlink.mutate(item.item_id)}
                        />
                      </>
                    )}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {access.create && <AddItemForm activityId={activityId} />}
      {access.edit && <LinkItemsForm activityId={activityId} linkedIds={linkedIds} />}
    </section>
  )
}
