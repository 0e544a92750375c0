import { club } from '../../../domain/club'
import { ContactBand } from '../components/ContactBand'
import { GalleryGrid } from '../components/GalleryGrid'
import { PageHero } from '../components/PageHero'
import { fullGallery } from '../content/gallery'
import { PageMeta } from '../PageMeta'
import '../site-pages.css'
import { Island } from '../islands/Island'

/** The club gallery (spec 1 §2, /gallery): every picture of the club, each opening the lightbox. */
export function GalleryPage() {
  return (
    <>
      <PageMeta
        title="Club Gallery"
        path="/gallery"
        description={`Pictures of ${club.name}: the clubhouse, lawns, pool, restaurants, bar, guest rooms and banquet halls.`}
      />
      <PageHero
        title="Club Gallery"
        subtitle="The clubhouse, its lawns, rooms and halls"
        slides={['/images/banner/banner-2', '/images/carousel/about']}
      />
      <section className="site-section" aria-label="Photos">
        <div className="site-section__inner">
          <p className="section-lead">Choose a picture to see it larger; use the arrow keys or swipe to move through the gallery.</p>
          <Island name="gallery-grid" component={GalleryGrid} props={{ images: fullGallery, label: 'Club Gallery' }} when="interaction" />
        </div>
      </section>
      <ContactBand />
    </>
  )
}
