import { Clock, ExternalLink, Globe, Mail, MapPin, Phone, UserRound } from 'lucide-react'
import { MapEmbed } from '../components/MapEmbed'
import { PageHero } from '../components/PageHero'
import { useClubProfile } from '../club-profile'
import { officeHours } from '../content/contact'
import { PageMeta } from '../PageMeta'
import '../site-pages.css'
import { Island } from '../islands/Island'

/** Contact Us (spec 1 §2): the club, its president, address, phone, e-mail, website and map. */
export function ContactPage() {
  const profile = useClubProfile()
  return (
    <>
      <PageMeta
        title="Contact Us"
        path="/contact"
        description={`Contact ${profile.name}, ${profile.locality}, ${profile.city} ${profile.pinCode}: phone, e-mail, address and map.`}
      />
      <PageHero title="Contact Us" subtitle="We would be glad to hear from you" slides={['/images/carousel/contact']} />
      <section className="site-section" aria-labelledby="contact-club">
        <div className="site-section__inner contact">
          <div className="contact-card">
            <h2 id="contact-club" className="contact-card__club">
              {profile.name}
            </h2>
            <dl className="contact-card__list">
              <div className="contact-card__row">
                <dt>
                  <UserRound aria-hidden="true" size={20} />
                  Contact person
                </dt>
                <dd>
                  {profile.presidentName}
                  <span className="contact-card__role">{profile.presidentTitle}</span>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <MapPin aria-hidden="true" size={20} />
                  Address
                </dt>
                <dd>
                  <address>
                    {profile.addressLine}
                    <br />
                    {profile.locality}
                    <br />
                    {profile.city}, {profile.state} {profile.pinCode}
                  </address>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <Phone aria-hidden="true" size={20} />
                  Phone
                </dt>
                <dd>
                  <a href={profile.phoneHref}>{profile.phone}</a>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <Mail aria-hidden="true" size={20} />
                  E-mail
                </dt>
                <dd>
                  <a href={profile.emailHref}>{profile.email}</a>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <Globe aria-hidden="true" size={20} />
                  Website
                </dt>
                <dd>
                  <a href={profile.website} target="_blank" rel="noopener noreferrer">
                    {profile.websiteLabel}
                    <ExternalLink aria-hidden="true" size={14} />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <Clock aria-hidden="true" size={20} />
                  Office hours
                </dt>
                <dd>{officeHours}</dd>
              </div>
            </dl>
          </div>
          <div className="contact__note">
            <h2>Visiting the club</h2>
            <p>
              The club is for members and their guests. If you would like to see the club before applying for membership, or to plan a
              function, call or write to the office and we will arrange a visit.
            </p>
            <p>For bookings you can also write to us on WhatsApp with the green button at the bottom of the screen.</p>
          </div>
        </div>
      </section>
      <Island name="map-embed" component={MapEmbed} props={{}} when="visible" />
    </>
  )
}
