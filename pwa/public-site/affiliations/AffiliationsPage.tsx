import { BedDouble, Download, FileText, Trophy, UtensilsCrossed } from 'lucide-react'
import { club } from '../../../domain/club'
import { PageHero } from '../components/PageHero'
import { SectionHeading } from '../components/SectionHeading'
import { PageMeta } from '../PageMeta'
import { ClubDirectory } from './ClubDirectory'
import { VisitSteps } from './VisitSteps'
import '../site-pages.css'
import './affiliations.css'
import { Island } from '../islands/Island'

/** The members' printable guide: a static page in pwa/public/docs (ADR 008). */
const AFFILIATIONS_GUIDE = '/docs/affiliations-guide.html'

const benefits = [
  {
    icon: BedDouble,
    title: 'Reciprocal rooms',
    text: 'Stay in the guest rooms of an affiliated club when you travel, at the rates it offers visiting members.',
  },
  { icon: UtensilsCrossed, title: 'Dining and bars', text: 'Dine in its restaurants, bars and lounges as one of its own members would.' },
  { icon: Trophy, title: 'Sports', text: 'Golf, swimming, squash, tennis, billiards and more, wherever the host club offers them.' },
]

/** Club Affiliations (spec 1 §2): the network, how to use it, the guide, and the directory. */
export function AffiliationsPage() {
  return (
    <>
      <PageMeta
        title="Club Affiliations"
        description={`${club.name} is affiliated with ${club.affiliatedClubCount} clubs across India and abroad. Members enjoy reciprocal rooms, dining and sports. Browse and download the directory.`}
        path="/affiliations"
      />
      <PageHero
        title="Club Affiliations"
        subtitle={`Your membership opens the doors of ${club.affiliatedClubCount} clubs across India and abroad.`}
        slides={['/images/carousel/about', '/images/banner/banner-1']}
      />

      <section className="site-section" aria-labelledby="network-title">
        <div className="site-section__inner affiliations-intro">
          <div>
            <SectionHeading id="network-title" eyebrow="Our network" title={`Affiliated with ${club.affiliatedClubCount} clubs`} />
            <p>
              {club.name} has reciprocal arrangements with {club.affiliatedClubCount} clubs: gymkhanas, golf clubs, services clubs, city and
              hill-station clubs across India, and members’ clubs abroad. Wherever work or holidays take you, a club that welcomes you as
              one of its own is seldom far away.
            </p>
            <p>Each host club sets its own rules for visiting members: what is open to you, the charges, and how far ahead to book.</p>
          </div>
          <ul className="affiliations-benefits">
            {benefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="affiliations-benefits__item">
                <Icon aria-hidden="true" size={28} />
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section site-section--cream" aria-labelledby="visit-steps-title">
        <div className="site-section__inner">
          <VisitSteps />
          <div className="affiliations-guide">
            <FileText aria-hidden="true" size={40} className="affiliations-guide__icon" />
            <div className="affiliations-guide__text">
              <h3>Members’ guide to affiliated clubs</h3>
              <p>
                How reciprocal visits work, what to carry, and the etiquette host clubs expect. Print it or save it as a PDF for your
                travels.
              </p>
            </div>
            <p className="affiliations-guide__actions">
              <a className="button button--primary" href={AFFILIATIONS_GUIDE} download="new-friends-club-affiliations-guide.html">
                <Download aria-hidden="true" size={18} />
                Download the guide
              </a>
              <a className="button button--secondary" href={AFFILIATIONS_GUIDE} target="_blank" rel="noopener">
                Open to print<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </div>
      </section>

      <Island name="club-directory" when="visible" component={ClubDirectory} props={{}} />
    </>
  )
}
