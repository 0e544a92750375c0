import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { Spinner } from '../../ui/Spinner'
import { PageHero } from '../components/PageHero'
import { SectionHeading } from '../components/SectionHeading'
import { PageMeta } from '../PageMeta'
import { CategoryFilter, type CategoryChoice } from './CategoryFilter'
import { EventCard } from './EventCard'
import { EventDetailsDialog } from './EventDetailsDialog'
import { JoinClubSection } from './JoinClubSection'
import { upcomingEventsQuery, type UpcomingEvent } from './queries'
import '../site-pages.css'
import './upcoming-events.css'

/** The Upcoming Events page, sample-card reading (spec 1 §2), on the server's public events. */
export function UpcomingEventsPage() {
  const events = useQuery(upcomingEventsQuery)
  const [category, setCategory] = useState<CategoryChoice>('all')
  const [details, setDetails] = useState<UpcomingEvent | null>(null)
  const shown = (events.data ?? []).filter((event) => category === 'all' || event.category === category)

  return (
    <>
      <PageMeta
        title="Upcoming Events"
        description="What's on at New Friends Club, Delhi: socials, sports tournaments, business breakfasts, family days, food festivals and wellness mornings, with member prices."
        path="/function"
      />
      <PageHero
        title="Upcoming Events"
        subtitle="Evenings, tournaments and festivals at the club, for members and their guests."
        slides={['/images/banner/banner-2', '/images/carousel/events']}
      >
        <p className="button-row">
          <Link className="button button--gold" to="/request-membership">
            Join Our Club
          </Link>
          <Link className="button button--on-dark" to="/contact">
            Contact Us
          </Link>
        </p>
      </PageHero>

      <section className="site-section" aria-labelledby="upcoming-list-title">
        <div className="site-section__inner">
          <SectionHeading id="upcoming-list-title" eyebrow="What’s on" title="Events at the club" />
          <p className="upcoming__lead">
            Members book every event at the member price. Photographs of past functions are on the <Link to="/events">Events page</Link>.
          </p>
          <CategoryFilter chosen={category} onChoose={setCategory} />

          <p className="visually-hidden" aria-live="polite">
            {events.isSuccess ? `${shown.length} ${shown.length === 1 ? 'event' : 'events'} shown` : ''}
          </p>
          <div className="upcoming__results" aria-busy={events.isPending}>
            {events.isPending ? (
              <div className="upcoming__loading" role="status">
                <Spinner size="large" />
                <p>Loading events...</p>
              </div>
            ) : events.isError ? (
              <ErrorState title="Could not load the upcoming events" message={events.error.message} onRetry={() => void events.refetch()} />
            ) : shown.length === 0 ? (
              <EmptyState title="No events found">
                <p>Try adjusting your filters or check back later for new events.</p>
              </EmptyState>
            ) : (
              <ul className="upcoming__grid">
                {shown.map((event) => (
                  <li key={event.event_id}>
                    <EventCard event={event} onLearnMore={setDetails} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <JoinClubSection />
      {details && <EventDetailsDialog event={details} onClose={() => setDetails(null)} />}
    </>
  )
}
