import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { club } from '../../../domain/club'
import { ContactBand } from '../components/ContactBand'
import { MapEmbed } from '../components/MapEmbed'
import { PageHero } from '../components/PageHero'
import { SectionHeading } from '../components/SectionHeading'
import { aboutSections } from '../content/about'
import { ResponsiveImage } from '../media/ResponsiveImage'
import { PageMeta } from '../PageMeta'
import '../site-pages.css'
import { Island } from '../islands/Island'

const heroSlides = ['/images/carousel/about', '/images/banner/banner-1', '/images/banner/banner-2']

/** About Us (spec 1 §2): the club's story, its halls and rooms, its facilities and sports. */
export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Club"
        path="/about"
        description={`The story of ${club.name} since ${club.foundedOn}: ${club.memberCount} members, banquet halls for 40 to 250 guests, six guest rooms, restaurants and sports.`}
      />
      <PageHero title="About Club" subtitle={`A members’ club in ${club.place} since 1994`} slides={heroSlides} />
      <section className="site-section" aria-label="Our story">
        <div className="site-section__inner story">
          {aboutSections.map((section, position) => (
            <article key={section.id} className={`split${position % 2 === 1 ? ' split--reversed' : ''}`} aria-labelledby={section.id}>
              <ResponsiveImage
                src={section.image.src}
                alt={section.image.alt}
                width={480}
                height={360}
                sizes="(min-width: 64rem) 560px, 100vw"
                className="split__image"
                isPriority={false}
              />
              <div className="split__text">
                <SectionHeading id={section.id} title={section.title} eyebrow={position === 0 ? 'Our story' : undefined} />
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </div>
            </article>
          ))}
        </div>
      </section>
      <section className="site-section site-section--cream" aria-labelledby="about-facilities">
        <div className="site-section__inner">
          <SectionHeading id="about-facilities" eyebrow="At the club" title="Dining, leisure and sport" isCentred />
          <div className="two-lists">
            <section className="intro-card" aria-labelledby="about-facilities-list">
              <h3 id="about-facilities-list">Facilities</h3>
              <ul className="tick-list">
                {club.facilities.map((facility) => (
                  <li key={facility}>{facility}</li>
                ))}
              </ul>
              <Link to="/services" className="text-link">
                Our services <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </section>
            <section className="intro-card" aria-labelledby="about-sports-list">
              <h3 id="about-sports-list">Sports</h3>
              <ul className="tick-list">
                {club.sports.map((sport) => (
                  <li key={sport}>{sport}</li>
                ))}
              </ul>
              <Link to="/sports" className="text-link">
                Sports and facilities <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </section>
          </div>
          <p className="section-lead section-lead--after">
            Members also enjoy the hospitality of our {club.affiliatedClubCount} affiliated clubs.{' '}
            <Link to="/affiliations">See the affiliated clubs</Link>.
          </p>
        </div>
      </section>
      <ContactBand />
      <Island name="map-embed" component={MapEmbed} props={{}} when="visible" />
    </>
  )
}
