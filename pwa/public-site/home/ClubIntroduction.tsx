import { ArrowRight, Dumbbell, Handshake, Users, UtensilsCrossed } from 'lucide-react'
import { Link } from 'react-router-dom'
import { club } from '../../../domain/club'
import { SectionHeading } from '../components/SectionHeading'
import { aboutImages } from '../content/gallery'
import { introduction } from '../content/home'
import { ResponsiveImage } from '../media/ResponsiveImage'
import { IntroCard } from './IntroCard'

/** The club introduction (spec 1 §2): Profile of Members, Affiliations, Facilities, Sports Facilities, Conclusion. */
export function ClubIntroduction() {
  return (
    <section className="site-section" aria-labelledby="introduction-title">
      <div className="site-section__inner">
        <div className="intro">
          <div className="intro__text">
            <SectionHeading id="introduction-title" eyebrow="Welcome" title={`Welcome to ${club.name}`} />
            <p className="intro__lead">{introduction.lead}</p>
          </div>
          <ResponsiveImage
            src={aboutImages.clubhouse.src}
            alt={aboutImages.clubhouse.alt}
            width={480}
            height={360}
            sizes="(min-width: 64rem) 560px, 100vw"
            className="intro__image"
          />
        </div>
        <div className="intro__cards">
          <IntroCard id="profile-of-members" title="Profile of Members" icon={Users}>
            <p>{introduction.profileOfMembers}</p>
          </IntroCard>
          <IntroCard id="affiliations" title="Affiliations" icon={Handshake}>
            <p>{introduction.affiliations}</p>
            <Link to="/affiliations" className="text-link">
              See our affiliated clubs <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </IntroCard>
          <IntroCard id="facilities" title="Facilities" icon={UtensilsCrossed}>
            <p>{introduction.facilities}</p>
            <ul className="tick-list">
              {club.facilities.map((facility) => (
                <li key={facility}>{facility}</li>
              ))}
            </ul>
          </IntroCard>
          <IntroCard id="sports-facilities" title="Sports Facilities" icon={Dumbbell}>
            <p>{introduction.sports}</p>
            <ul className="tick-list">
              {club.sports.map((sport) => (
                <li key={sport}>{sport}</li>
              ))}
            </ul>
          </IntroCard>
        </div>
        <section className="intro__conclusion" aria-labelledby="conclusion">
          <h3 id="conclusion">Conclusion</h3>
          <p>{introduction.conclusion}</p>
        </section>
      </div>
    </section>
  )
}
