import { useState } from 'react'
import { deleteSubcategory } from '../../../domain/contract/sports-activities'
import type { SportsSubcategory } from '../../../domain/contract/sports-shapes'
import { callApi } from '../../api/client'
import { EmptyState } from '../../ui/EmptyState'
import { ConfirmButton } from '../events/ConfirmButton'
import type { MenuEntry } from '../queries'
import { sportsMessages } from './sports-failure'
import { formatPrice } from './sports-format'
import { SubcategoryForm } from './SubcategoryForm'
import { useSportsAction } from './use-sports-action'

/** The activity's subcategories (coaching, practice...), each with its own price per slot or the activity's. */
export function SubcategoriesPanel({
  activityId,
  subcategories,
  access,
}: {
  activityId: number
  subcategories: SportsSubcategory[]
  access: MenuEntry['access']
}) {
  const [editingId, setEditingId] = useState<number>()
  const remove = useSportsAction((subId: number) => callApi(deleteSubcategory, { params: { id: activityId, subId } }), {
    success: 'Subcategory deleted successfully',
    failure: sportsMessages.saveSubcategory,
  })
  return (
    <section className="panel" aria-labelledby="subcategories-title">
      <h2 id="subcategories-title" className="panel__title">
        Subcategories
      </h2>
      {subcategories.length === 0 ? (
        <EmptyState title="No subcategories">Coaching or practice sessions with their own price go here.</EmptyState>
      ) : (
        <ul className="record-list" aria-label="Subcategories">
          {subcategories.map((subcategory) =>
            editingId === subcategory.sub_category_id ? (
              <li key={subcategory.sub_category_id} className="record">
                <SubcategoryForm activityId={activityId} subcategory={subcategory} onDone={() => setEditingId(undefined)} />
              </li>
            ) : (
              <li key={subcategory.sub_category_id} className="record">
                <div className="record__main">
                  <p className="record__title">{subcategory.name}</p>
                  <p className="record__meta">
                    {[
                      subcategory.price_paise != null ? `${formatPrice(subcategory.price_paise)} a slot` : "The activity's price",
                      subcategory.is_active ? null : 'Not offered',
                      subcategory.description || null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="record__actions">
                  {access.edit && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Edit ${subcategory.name}`}
                      onClick={() => setEditingId(subcategory.sub_category_id)}
                    >
                      Edit
                    </button>
                  )}
                  {access.delete && (
                    <ConfirmButton
                      label="Delete"
                      accessibleName={`Delete ${subcategory.name}`}
                      question={`Delete the subcategory ${subcategory.name}? Bookings made with it keep their price.`}
                      confirmLabel="Confirm delete"
                      isBusy={remove.isPending}
                      onConfirm={() => remove.mutate(subcategory.sub_category_id)}
                    />
                  )}
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {access.create && <SubcategoryForm activityId={activityId} />}
    </section>
  )
}
