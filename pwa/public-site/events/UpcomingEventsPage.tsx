import { Link } from 'react-router-dom'
import { PageHero } from '../components/PageHero'
import { Island } from '../islands/Island'
import { PageMeta } from '../PageMeta'
import { JoinClubSection } from './JoinClubSection'
import { UpcomingEvents } from './UpcomingEvents'
import '../site-pages.css'
import './upcoming-events.css'

/** The Upcoming Events page, sample-card reading (spec 1 §2), on the server's public events. */
export function UpcomingEventsPage() {
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

      <Island name="upcoming-events" component={UpcomingEvents} props={{}} />
      <JoinClubSection />
    </>
  )
}
