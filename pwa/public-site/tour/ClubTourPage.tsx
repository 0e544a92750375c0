import { club } from '../../../domain/club'
import { ContactBand } from '../components/ContactBand'
import { MapEmbed } from '../components/MapEmbed'
import { PageHero } from '../components/PageHero'
import { SectionHeading } from '../components/SectionHeading'
import { TourEmbed } from '../components/TourEmbed'
import { PageMeta } from '../PageMeta'
import '../site-pages.css'
import { Island } from '../islands/Island'

/** Club Tour (spec 1 §2): the 360-degree virtual tour, then the contact band and the map. */
export function ClubTourPage() {
  return (
    <>
      <PageMeta
        title="Club Tour"
        path="/clubtour"
        description={`Walk through ${club.name} in a 360-degree virtual tour: the clubhouse, lawns, pool, restaurants and banquet halls.`}
      />
      <PageHero title="Club Tour" subtitle="Step inside the club from wherever you are" slides={['/images/carousel/tour']} />
      <section className="site-section" aria-labelledby="tour-title">
        <div className="site-section__inner">
          <SectionHeading id="tour-title" eyebrow="360° virtual tour" title="Walk through the club" isCentred />
          <p className="section-lead">
            Look around the lobby, the lawns, the pool and the banquet halls, and move from room to room at your own pace.
          </p>
          <Island name="tour-embed" component={TourEmbed} props={{}} when="visible" />
        </div>
      </section>
      <ContactBand />
      <Island name="map-embed" component={MapEmbed} props={{}} when="visible" />
    </>
  )
}
