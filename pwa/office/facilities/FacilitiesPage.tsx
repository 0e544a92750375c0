import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { facilityKinds, facilityMessages } from '../../../domain/facilities'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { useAreaAccess } from '../restaurants/use-area-access'
import { FacilityForm } from './FacilityForm'
import { officeFacilitiesQuery } from './queries'
import '../restaurants/restaurants.css'
import '../uploads/uploads.css'

/** /dashboard/facilities: the club's rooms, halls and lawns, as Our Services on the club's site shows them. */
export function FacilitiesPage() {
  const facilities = useQuery(officeFacilitiesQuery())
  const access = useAreaAccess('facilities')
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  return (
    <div>
      <PageTitle>Facilities</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Facilities</h1>
        {access.create && editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" size={18} /> New facility
          </button>
        )}
      </div>
      <p className="page-lead">The club’s site lists the facilities shown here, in this order, under Our Services.</p>
      {editing === 'new' && <FacilityForm onDone={() => setEditing(null)} />}
      {facilities.isPending && <LoadingState>Loading facilities…</LoadingState>}
      {facilities.isError && (
        <ErrorState
          title="Facilities could not be loaded"
          message={failureMessage(facilities.error, facilityMessages.fetchAll)}
          onRetry={() => void facilities.refetch()}
        />
      )}
      {facilities.isSuccess && facilities.data.length === 0 && (
        <EmptyState title="No facilities yet">Add the club’s rooms, halls and lawns so the club’s site can show them.</EmptyState>
      )}
      {facilities.isSuccess && facilities.data.length > 0 && (
        <ul className="record-list" aria-label="Facilities">
          {facilities.data.map((facility) =>
            editing === facility.facility_id ? (
              <li key={facility.facility_id}>
                <FacilityForm facility={facility} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={facility.facility_id} className="record">
                {facility.images[0] ? (
                  <img className="record__thumb" src={facility.images[0]} alt="" width={96} height={72} />
                ) : (
                  <span className="record__thumb record__thumb--none" aria-hidden="true" />
                )}
                <div className="record__main">
                  <p className="record__title">{facility.name}</p>
                  <p className="record__meta">
                    {[
                      facilityKinds[facility.kind],
                      facility.capacity !== null && `up to ${facility.capacity} guests`,
                      `${facility.images.length} picture(s)`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="record__actions">
                  <span className={`status-badge status-badge--${facility.is_visible ? 'open' : 'closed'}`}>
                    {facility.is_visible ? 'On the site' : 'Hidden'}
                  </span>
                  {access.edit && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Edit ${facility.name}`}
                      disabled={editing !== null}
                      title={editing !== null ? 'Save or cancel the open form first' : undefined}
                      onClick={() => setEditing(facility.facility_id)}
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
