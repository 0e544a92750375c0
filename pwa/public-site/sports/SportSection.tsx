import { GalleryGrid } from '../components/GalleryGrid'
import { SectionHeading } from '../components/SectionHeading'
import type { SportsCategory } from '../content/sports'
import { Island } from '../islands/Island'

/** One sport: its words and its gallery, at the anchor its tile points to. */
export function SportSection({ category, isShaded }: { category: SportsCategory; isShaded: boolean }) {
  const headingId = `${category.sectionId}-title`
  return (
    <section
      id={category.sectionId}
      className={`site-section sport-section${isShaded ? ' site-section--cream' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="site-section__inner">
        <SectionHeading id={headingId} eyebrow={`${category.galleryImages.length} photos`} title={category.title} />
        <p className="sport-section__text">{category.description}</p>
        <Island
          name="gallery-grid"
          component={GalleryGrid}
          props={{ images: category.galleryImages, label: `${category.title} photos` }}
          when="interaction"
        />
      </div>
    </section>
  )
}
