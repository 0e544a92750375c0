import { club } from '../../../domain/club'
import { ContactBand } from '../components/ContactBand'
import { PageHero } from '../components/PageHero'
import { services } from '../content/services'
import { ResponsiveImage } from '../media/ResponsiveImage'
import { PageMeta } from '../PageMeta'
import '../site-pages.css'

const heroSlides = ['/images/carousel/services', '/images/banner/banner-2', '/images/banner/banner-3']

/** Our Services (spec 1 §1, §2): restaurants, leisure, rooms and halls, each with a picture. */
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
          <ul className="service-grid">
            {services.map((service) => (
              <li key={service.title} className="service-card">
                <ResponsiveImage
                  src={service.image}
                  alt={service.alt}
                  widths={service.widths}
                  width={480}
                  height={360}
                  sizes="(min-width: 64rem) 380px, (min-width: 40rem) 50vw, 100vw"
                  className="service-card__image"
                />
                <div className="service-card__body">
                  <h2 className="service-card__title">{service.title}</h2>
                  <p>{service.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ContactBand />
    </>
  )
}
