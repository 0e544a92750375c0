import { useQuery } from '@tanstack/react-query'
import { facilityMessages } from '../../../domain/facilities'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { Spinner } from '../../ui/Spinner'
import { FacilityCard } from './FacilityCard'
import { publicFacilitiesQuery } from './queries'

/** The club's facilities as the office lists them: the Services page's island (ADR 031). */
export function Facilities() {
  const facilities = useQuery(publicFacilitiesQuery)
  return (
    <>
      {facilities.isPending ? (
        <div className="services__loading" role="status">
          <Spinner size="large" />
          <p>Loading the club’s facilities…</p>
        </div>
      ) : facilities.isError ? (
        <ErrorState title={facilityMessages.fetchAll} message={facilities.error.message} onRetry={() => void facilities.refetch()} />
      ) : facilities.data.length === 0 ? (
        <EmptyState title="No facilities listed yet">
          <p>Call the club office to ask what is open.</p>
        </EmptyState>
      ) : (
        <ul className="service-grid">
          {facilities.data.map((facility) => (
            <FacilityCard key={facility.facility_id} facility={facility} />
          ))}
        </ul>
      )}
    </>
  )
}
