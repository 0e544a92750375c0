import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { PageTitle } from '../../ui/PageTitle'
import { failureMessage } from '../../api/failure'
import { kitchensQuery } from '../restaurants/queries'
import { useAreaAccess } from '../restaurants/use-area-access'
import { KitchenForm } from './KitchenForm'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'

/** /dashboard/kitchens: the kitchens, their display thresholds, stations and restaurants. */
export function KitchensPage() {
  const kitchens = useQuery(kitchensQuery())
  const access = useAreaAccess('kitchens')
  const [editing, setEditing] = useState<number | 'new' | null>(null)

  return (
    <div>
      <PageTitle>Kitchens</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Kitchens</h1>
        {access.create && editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" size={18} /> New kitchen
          </button>
        )}
      </div>
      {editing === 'new' && <KitchenForm onDone={() => setEditing(null)} />}
      {kitchens.isPending && <LoadingState>Loading kitchens…</LoadingState>}
      {kitchens.isError && (
        <ErrorState
          title="Kitchens could not be loaded"
          message={failureMessage(kitchens.error, 'Failed to fetch kitchens')}
          onRetry={() => void kitchens.refetch()}
        />
      )}
      {kitchens.isSuccess && kitchens.data.length === 0 && (
        <EmptyState title="No kitchens yet">Add a kitchen before adding restaurants.</EmptyState>
      )}
      {kitchens.isSuccess && kitchens.data.length > 0 && (
        <ul className="record-list" aria-label="Kitchens">
          {kitchens.data.map((kitchen) =>
            editing === kitchen.kitchenId ? (
              <li key={kitchen.kitchenId}>
                <KitchenForm kitchen={kitchen} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={kitchen.kitchenId} className="record">
                <div className="record__main">
                  <p className="record__title">{kitchen.name}</p>
                  <p className="record__meta">
                    {[
                      kitchen.location,
                      `Amber after ${kitchen.amber_after_minutes} min, red after ${kitchen.red_after_minutes} min`,
                      kitchen.stations.length > 0 && `Stations: ${kitchen.stations.join(', ')}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {kitchen.restaurants && kitchen.restaurants.length > 0 && (
                    <p className="record__meta">Cooks for {kitchen.restaurants.map((restaurant) => restaurant.name).join(', ')}</p>
                  )}
                </div>
                <div className="record__actions">
                  <span className={`status-badge status-badge--${kitchen.is_active ? 'open' : 'closed'}`}>
                    {kitchen.is_active ? 'Active' : 'Inactive'}
                  </span>
                  {access.edit && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Edit ${kitchen.name}`}
                      disabled={editing !== null}
                      title={editing !== null ? 'Save or cancel the open form first' : undefined}
                      onClick={() => setEditing(kitchen.kitchenId)}
                    >
                      Edit
                    </button>
                  )}
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  )
}
