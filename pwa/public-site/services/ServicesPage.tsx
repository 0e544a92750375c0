import { useQuery } from '@tanstack/react-query'
import { club } from '../../../domain/club'
import { facilityMessages } from '../../../domain/facilities'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { Spinner } from '../../ui/Spinner'
import { ContactBand } from '../components/ContactBand'
import { PageHero } from '../components/PageHero'
import { PageMeta } from '../PageMeta'
import { FacilityCard } from './FacilityCard'
import { publicFacilitiesQuery } from './queries'
import '../site-pages.css'

const heroSlides = ['/images/carousel/services', '/images/banner/banner-2', '/images/banner/banner-3']

/** Our Services (spec 1 §1, §2): the club's facilities as the office lists them (Facilities), each with a picture. */
export function ServicesPage() {
  const facilities = useQuery(publicFacilitiesQuery)
  return (
    <>
      <PageMeta
        title="Our Services"
        path="/services"
        description={`What members find at ${club.name}: Indian, Chinese and garden restaurants, a cafe, lounge and bar, card room, bakery, play area, six guest rooms, banquet halls and a lawn.`}
      />
      <PageHero
        title="Our Services"
        subtitle="Everything for a day at the club, from the first coffee to the last dance"
        slides={heroSlides}
      />
      <section className="site-section" aria-label="Services">
        <div className="site-section__inner">
          <p className="section-lead">
            Members, their families and their guests are looked after by the club’s own staff, from the kitchens to the guest rooms. Ask at
            the office for timings and reservations.
          </p>
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
        </div>
      </section>
      <ContactBand />
    </>
  )
}
