import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageHero } from '../components/PageHero'
import { Island } from '../islands/Island'
import { PageMeta } from '../PageMeta'
import { PastFunctions } from './PastFunctions'
import '../site-pages.css'
import './events.css'
import './image-preview.css'

const heroSlides = ['/images/carousel/events', '/images/banner/banner-4', '/images/banner/banner-2']

/** The Events page, gallery reading (spec 1 §2): the club's past functions and their photos, five at a time. */
export function EventsPage() {
  return (
    <>
      <PageMeta
        title="Events"
        description="Photos from the club's functions: Diwali, Holi, New Year's Eve, Founders' Day and more at New Friends Club, New Friends Colony, Delhi."
        path="/events"
      />
      <PageHero
        title="Exclusive Events for Exclusive People"
        subtitle="Festivals, galas and family days at the club, in pictures."
        slides={heroSlides}
      >
        <p className="button-row">
          <Link className="button button--gold" to="/function">
            See upcoming events
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </p>
      </PageHero>

      <Island name="past-functions" when="visible" component={PastFunctions} props={{}} />
    </>
  )
}
