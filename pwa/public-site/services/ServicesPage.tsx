import { club } from '../../../domain/club'
import { ContactBand } from '../components/ContactBand'
import { PageHero } from '../components/PageHero'
import { Island } from '../islands/Island'
import { PageMeta } from '../PageMeta'
import { Facilities } from './Facilities'
import '../site-pages.css'

const heroSlides = ['/images/carousel/services', '/images/banner/banner-2', '/images/banner/banner-3']

/** Our Services (spec 1 §1, §2): the club's facilities as the office lists them (Facilities), each with a picture. */
export function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Our Services"
        path="/services"
        description={`What members find at ${club.name}: Indian, Chinese and garden restaurants, a cafe, lounge and bar, card room, bakery, play area, six guest rooms, banquet halls and a lawn.`}
      />
      <PageHero
        title="Our Services"
        subtitle="Everything for a day at the club, from the first coffee to the last dance"
        slides={heroSlides}
      />
      <section className="site-section" aria-label="Services">
        <div className="site-section__inner">
          <p className="section-lead">
            Members, their families and their guests are looked after by the club’s own staff, from the kitchens to the guest rooms. Ask at
            the office for timings and reservations.
          </p>
          <Island name="facilities" component={Facilities} props={{}} />
        </div>
      </section>
      <ContactBand />
    </>
  )
}
