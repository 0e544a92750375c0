import { Mail, Phone } from 'lucide-react'
import { Link } from 'react-router-dom'
import { club } from '../../../domain/club'
import { useClubProfile } from '../club-profile'

/** The close of the Upcoming Events page: the way in for a visitor who liked what they saw. */
export function JoinClubSection() {
  const profile = useClubProfile()
  return (
    <section className="join-club" aria-labelledby="join-club-title">
      <div className="join-club__inner">
        <h2 id="join-club-title">Ready to Join Our Club?</h2>
        <p>
          Members book every event at the member price, bring guests, and use the facilities of our {club.affiliatedClubCount} affiliated
          clubs across India and abroad.
        </p>
        <p className="join-club__actions">
          <Link className="button button--gold button--large" to="/request-membership">
            Become a Member
          </Link>
        </p>
        <ul className="join-club__contact" aria-label="Contact the club office">
          <li>
            <Phone aria-hidden="true" size={18} />
            <a href={profile.phoneHref}>{profile.phone}</a>
          </li>
          <li>
            <Mail aria-hidden="true" size={18} />
            <a href={profile.emailHref}>{profile.email}</a>
          </li>
        </ul>
      </div>
    </section>
  )
}
