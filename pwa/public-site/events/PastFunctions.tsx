import { useState } from 'react'
import { EmptyState } from '../../ui/EmptyState'
import { Spinner } from '../../ui/Spinner'
import { SectionHeading } from '../components/SectionHeading'
import { SiteLink } from '../SiteLink'
import { EventGallery } from './EventGallery'
import { EventTile } from './EventTile'
import { gallerySectionIds, scrollToGallery } from './gallery-sections'
import { ImagePreview, type PreviewImage } from './ImagePreview'
import { usePastFunctions } from './use-past-functions'
import './events.css'
import './image-preview.css'

/**
 * The club's past functions and their photos, five at a time: the Events page's island (ADR 031),
 * drawn in its loading state at build time and taken over in the browser.
 */
export function PastFunctions() {
  const { functions, mayHaveMore, isLoadingFirstPage, isLoadingMore, loadMore } = usePastFunctions()
  const [preview, setPreview] = useState<PreviewImage | null>(null)
  const sectionIds = gallerySectionIds(functions.map((event) => event.title))

  return (
    <>
      <section className="site-section" aria-labelledby="past-functions-title">
        <div className="site-section__inner">
          <SectionHeading id="past-functions-title" eyebrow="Club functions" title="Relive our celebrations" />
          <p className="events-page__lead">
            Choose a function to see its photographs. Looking ahead? <SiteLink to="/function">See the upcoming events</SiteLink>.
          </p>

          {isLoadingFirstPage ? (
            <div className="events-page__status" role="status">
              <Spinner />
              <p>Loading the club’s functions…</p>
            </div>
          ) : functions.length === 0 ? (
            <EmptyState title="No function galleries yet">
              <p>Photographs of the club’s functions appear here after each event.</p>
              <SiteLink to="/function">See upcoming events</SiteLink>
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
