import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { Spinner } from '../../ui/Spinner'
import { SectionHeading } from '../components/SectionHeading'
import { SiteLink } from '../SiteLink'
import { CategoryFilter, type CategoryChoice } from './CategoryFilter'
import { EventCard } from './EventCard'
import { EventDetailsDialog } from './EventDetailsDialog'
import { upcomingEventsQuery, type UpcomingEvent } from './queries'
import './upcoming-events.css'

/**
 * The upcoming events with their category filter and details dialog: the Upcoming Events page's
 * island (ADR 031), drawn in its loading state at build time and taken over in the browser.
 */
export function UpcomingEvents() {
  const events = useQuery(upcomingEventsQuery)
  const [category, setCategory] = useState<CategoryChoice>('all')
  const [details, setDetails] = useState<UpcomingEvent | null>(null)
  const shown = (events.data ?? []).filter((event) => category === 'all' || event.category === category)

  return (
    <>
      <section className="site-section" aria-labelledby="upcoming-list-title">
        <div className="site-section__inner">
          <SectionHeading id="upcoming-list-title" eyebrow="What’s on" title="Events at the club" />
          <p className="upcoming__lead">
            Members book every event at the member price. Photographs of past functions are on the{' '}
            <SiteLink to="/events">Events page</SiteLink>.
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

      {details && <EventDetailsDialog event={details} onClose={() => setDetails(null)} />}
    </>
  )
}
