import { Link } from 'react-router-dom'
import { club } from '../../../domain/club'
import { ContactBand } from '../components/ContactBand'
import { GalleryGrid } from '../components/GalleryGrid'
import { MapEmbed } from '../components/MapEmbed'
import { OccasionGrid } from '../components/OccasionGrid'
import { SectionHeading } from '../components/SectionHeading'
import { Testimonials } from '../components/Testimonials'
import { clubGallery } from '../content/gallery'
import { PageMeta } from '../PageMeta'
import { AdventureBlock } from './AdventureBlock'
import { ClubFacts } from './ClubFacts'
import { ClubIntroduction } from './ClubIntroduction'
import { HomeWelcome } from './HomeWelcome'
import { LearnMoreBanner } from './LearnMoreBanner'
import '../site-pages.css'
import { Island } from '../islands/Island'

/** The home page (spec 1 §2), its sections in the spec's order. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Home"
        path="/"
        description={`${club.name}, ${club.place}: a members’ social and sports club since 1994 with restaurants, banquet halls for 40 to 250 guests, a golf academy and 102 affiliated clubs.`}
      />
      <HomeWelcome />
      <ClubFacts />
      <ClubIntroduction />
      <ContactBand />
      <section className="site-section" aria-labelledby="club-gallery-title">
        <div className="site-section__inner">
          <SectionHeading id="club-gallery-title" eyebrow="A look inside" title="Club Gallery" isCentred />
          <Island name="gallery-grid" component={GalleryGrid} props={{ images: clubGallery, label: 'Club Gallery' }} when="interaction" />
          <p className="section-more">
            <Link to="/gallery" className="button button--secondary">
              See the full gallery
            </Link>
          </p>
        </div>
      </section>
      <LearnMoreBanner />
      <AdventureBlock />
      <section className="site-section" aria-labelledby="occasions-title">
        <div className="site-section__inner">
          <SectionHeading id="occasions-title" eyebrow="Celebrate with us" title="Good for Occasions" isCentred />
          <p className="section-lead">
            From a birthday dinner for ten to a wedding reception for 250, the club sets the stage and looks after every guest.
          </p>
          <OccasionGrid />
          <p className="section-more">
            <Link to="/occasions" className="button button--secondary">
              Plan your function
            </Link>
          </p>
        </div>
      </section>
      <Testimonials />
      <Island name="map-embed" component={MapEmbed} props={{}} when="visible" />
    </>
  )
}
