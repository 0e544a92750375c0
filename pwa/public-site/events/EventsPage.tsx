import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '../../ui/EmptyState'
import { Spinner } from '../../ui/Spinner'
import { PageHero } from '../components/PageHero'
import { SectionHeading } from '../components/SectionHeading'
import { PageMeta } from '../PageMeta'
import { EventGallery } from './EventGallery'
import { EventTile } from './EventTile'
import { gallerySectionIds, scrollToGallery } from './gallery-sections'
import { ImagePreview, type PreviewImage } from './ImagePreview'
import { usePastFunctions } from './use-past-functions'
import '../site-pages.css'
import './events.css'
import './image-preview.css'

const heroSlides = ['/images/carousel/events', '/images/banner/banner-4', '/images/banner/banner-2']

/** The Events page, gallery reading (spec 1 §2): the club's past functions and their photos, five at a time. */
export function EventsPage() {
  const { functions, mayHaveMore, isLoadingFirstPage, isLoadingMore, loadMore } = usePastFunctions()
  const [preview, setPreview] = useState<PreviewImage | null>(null)
  const sectionIds = gallerySectionIds(functions.map((event) => event.title))

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

      <section className="site-section" aria-labelledby="past-functions-title">
        <div className="site-section__inner">
          <SectionHeading id="past-functions-title" eyebrow="Club functions" title="Relive our celebrations" />
          <p className="events-page__lead">
            Choose a function to see its photographs. Looking ahead? <Link to="/function">See the upcoming events</Link>.
          </p>

          {isLoadingFirstPage ? (
            <div className="events-page__status" role="status">
              <Spinner />
              <p>Loading the club’s functions…</p>
            </div>
          ) : functions.length === 0 ? (
            <EmptyState title="No function galleries yet">
              <p>Photographs of the club’s functions appear here after each event.</p>
              <Link to="/function">See upcoming events</Link>
            </EmptyState>
          ) : (
            <ul className="events-page__tiles">
              {functions.map((event, index) => (
                <li key={sectionIds[index]}>
                  <EventTile event={event} sectionId={sectionIds[index]!} onOpen={scrollToGallery} />
                </li>
              ))}
            </ul>
          )}

          {!isLoadingFirstPage && mayHaveMore && (
            <p className="events-page__more">
              <button
                type="button"
                className="button button--secondary"
                onClick={loadMore}
                disabled={isLoadingMore}
                aria-busy={isLoadingMore}
              >
                {isLoadingMore && <Spinner size="small" />}
                Load More
              </button>
            </p>
          )}
        </div>
      </section>

      {functions.length > 0 && (
        <div className="site-section site-section--cream">
          <div className="site-section__inner events-page__galleries">
            {functions.map((event, index) => (
              <EventGallery key={sectionIds[index]} event={event} sectionId={sectionIds[index]!} onPreview={setPreview} />
            ))}
          </div>
        </div>
      )}

      {preview && <ImagePreview image={preview} onClose={() => setPreview(null)} />}
    </>
  )
}
