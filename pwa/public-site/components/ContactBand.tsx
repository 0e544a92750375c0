import { Mail, MapPin, Phone } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { useClubProfile } from '../club-profile'
import { SectionHeading } from './SectionHeading'
import './contact-band.css'

/** The 'Schedule Appointment' band (spec 1 §2): how to reach the office, and the way to Contact Us. */
export function ContactBand() {
  const headingId = useId()
  const profile = useClubProfile()
  return (
    <section className="contact-band" aria-labelledby={headingId}>
      <div className="contact-band__inner">
        <div className="contact-band__intro">
          <SectionHeading id={headingId} eyebrow="Visit the club" title="Schedule Appointment" isOnDark />
          <p>
            Come and see the club for yourself. Call or write to the club office and we will show you around, or plan your function with
            you.
          </p>
        </div>
        <ul className="contact-band__list">
          <li>
            <Phone aria-hidden="true" size={22} />
            <span>
              <span className="contact-band__label">Phone</span>
              <a href={profile.phoneHref}>{profile.phone}</a>
            </span>
          </li>
          <li>
            <Mail aria-hidden="true" size={22} />
            <span>
              <span className="contact-band__label">E-mail</span>
              <a href={profile.emailHref}>{profile.email}</a>
            </span>
          </li>
          <li>
            <MapPin aria-hidden="true" size={22} />
            <span>
              <span className="contact-band__label">Address</span>
              <span>{profile.addressOneLine}</span>
            </span>
          </li>
        </ul>
        <Link to="/contact" className="button button--gold contact-band__button">
          Contact Us
        </Link>
      </div>
    </section>
  )
}
