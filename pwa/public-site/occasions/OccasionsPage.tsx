import { ChefHat, Landmark, Trees } from 'lucide-react'
import { ContactBand } from '../components/ContactBand'
import { OccasionGrid } from '../components/OccasionGrid'
import { PageHero } from '../components/PageHero'
import { SectionHeading } from '../components/SectionHeading'
import { PageMeta } from '../PageMeta'
import '../site-pages.css'

const heroSlides = ['/images/carousel/events', '/images/banner/banner-4', '/images/banner/banner-2']

const venues = [
  { icon: Landmark, title: 'Banquet halls', text: 'Air-conditioned halls for 40 to 250 guests, with a stage, lighting and sound.' },
  {
    icon: Trees,
    title: 'Open-air lawn',
    text: 'The lawn under the sky for weddings, receptions and concerts, lit with strings of lights.',
  },
  {
    icon: ChefHat,
    title: 'Catering',
    text: 'Menus from our Indian and Chinese kitchens and the bakery, planned with you and served by our own staff.',
  },
]

/** Club Functions (spec 1 §2): the occasions the club hosts and where they happen. */
export function OccasionsPage() {
  return (
    <>
      <PageMeta
        title="Club Functions"
        path="/occasions"
        description="Weddings, receptions, engagements, birthdays, corporate events and concerts at the club: banquet halls for 40 to 250 guests, an open-air lawn and in-house catering."
      />
      <PageHero title="Club Functions" subtitle="Your celebration, in the heart of New Friends Colony" slides={heroSlides} />
      <section className="site-section" aria-labelledby="venues-title">
        <div className="site-section__inner">
          <SectionHeading id="venues-title" eyebrow="Venues" title="Halls, lawn and a kitchen of our own" isCentred />
          <p className="section-lead">
            Members and their guests celebrate life’s big days at the club. Tell us the date and the number of guests, and the banquet team
            will take care of the rest.
          </p>
          <ul className="feature-list">
            {venues.map(({ icon: Icon, title, text }) => (
              <li key={title} className="feature">
                <span className="feature__icon" aria-hidden="true">
                  <Icon size={26} />
                </span>
                <h3 className="feature__title">{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="site-section site-section--cream" aria-labelledby="occasions-list-title">
        <div className="site-section__inner">
          <SectionHeading id="occasions-list-title" eyebrow="Celebrate with us" title="Good for Occasions" isCentred />
          <OccasionGrid hasDescriptions />
        </div>
      </section>
      <ContactBand />
    </>
  )
}
