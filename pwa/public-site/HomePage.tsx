import { Link } from 'react-router'
import { club } from '../club'
import { PageTitle } from '../ui/PageTitle'
import { ClubFacts } from './ClubFacts'
import { FacilityList } from './FacilityList'

/** The home page's core (spec 1 §1, §2): who the club is and what it offers. */
export function HomePage() {
  return (
    <>
      <PageTitle>Home</PageTitle>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">Since {club.foundedOn} · {club.place}</p>
          <h1 id="hero-title" className="hero__title">
            Exclusive club for exclusive people
          </h1>
          <p className="hero__lead">
            A members’ social and sports club whose members are {club.memberProfile.slice(0, -1).join(', ')} and{' '}
            {club.memberProfile.at(-1)}.
          </p>
          <p className="hero__actions">
            {/* Not 'Member Login' again: the header's button already has that name on this page. */}
            <Link className="button button--gold" to="/member-login">
              Members, sign in here
            </Link>
            <Link className="button button--outline-light" to="/request-membership">
              Request Membership
            </Link>
          </p>
        </div>
      </section>
      <ClubFacts />
      <div className="section-grid">
        <FacilityList id="facilities" title="Facilities" items={club.facilities} />
        <FacilityList id="sports" title="Sports Facilities" items={club.sports} />
      </div>
    </>
  )
}
