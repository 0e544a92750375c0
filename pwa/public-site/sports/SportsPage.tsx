import { club } from '../../../domain/club'
import { ContactBand } from '../components/ContactBand'
import { PageHero } from '../components/PageHero'
import { SectionHeading } from '../components/SectionHeading'
import { sportsCategories } from '../content/sports'
import { PageMeta } from '../PageMeta'
import { OtherSports } from './OtherSports'
import { PublicActivities } from './PublicActivities'
import { SportSection } from './SportSection'
import { SportsTiles } from './SportsTiles'
import { useScrollToHashOnArrival } from './use-scroll-to-hash'
import '../site-pages.css'
import { Island } from '../islands/Island'

/** Sports and facilities (spec 1 §2): four tiles to four galleries, the other sports, and (once in the browser) the bookable activities. */
export function SportsPage() {
  useScrollToHashOnArrival()
  return (
    <div className="sports-page">
      <PageMeta
        title="Sports & Facilities"
        path="/sports"
        description={`Sport at ${club.name}: billiards, the golf academy, the gym and the shooting range, with table tennis, badminton, swimming and squash.`}
      />
      <PageHero
        title="Sports & Facilities"
        subtitle="Coaching, courts and ranges for every age"
        slides={['/images/carousel/sports', '/images/banner/banner-3']}
      />
      <section className="site-section" aria-labelledby="sports-choose">
        <div className="site-section__inner">
          <SectionHeading id="sports-choose" eyebrow="Play at the club" title="Choose your game" isCentred />
          <SportsTiles categories={sportsCategories} />
        </div>
      </section>
      {sportsCategories.map((category, position) => (
        <SportSection key={category.sectionId} category={category} isShaded={position % 2 === 0} />
      ))}
      <OtherSports />
      <Island name="public-activities" component={PublicActivities} props={{}} />
      <ContactBand />
    </div>
  )
}
