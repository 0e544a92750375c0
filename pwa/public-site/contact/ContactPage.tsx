import { Clock, ExternalLink, Globe, Mail, MapPin, Phone, UserRound } from 'lucide-react'
import { club } from '../../../domain/club'
import { MapEmbed } from '../components/MapEmbed'
import { PageHero } from '../components/PageHero'
import { clubContact } from '../content/contact'
import { PageMeta } from '../PageMeta'
import '../site-pages.css'

/** Contact Us (spec 1 §2): the club, its president, address, phone, e-mail, website and map. */
export function ContactPage() {
  const { address } = clubContact
  return (
    <>
      <PageMeta
        title="Contact Us"
        path="/contact"
        description={`Contact ${club.name}, ${address.locality}, ${address.city} ${address.pinCode}: phone, e-mail, address and map.`}
      />
      <PageHero title="Contact Us" subtitle="We would be glad to hear from you" slides={['/images/carousel/contact']} />
      <section className="site-section" aria-labelledby="contact-club">
        <div className="site-section__inner contact">
          <div className="contact-card">
            <h2 id="contact-club" className="contact-card__club">
              {clubContact.name}
            </h2>
            <dl className="contact-card__list">
              <div className="contact-card__row">
                <dt>
                  <UserRound aria-hidden="true" size={20} />
                  Contact person
                </dt>
                <dd>
                  {clubContact.person.name}
                  <span className="contact-card__role">{clubContact.person.title}</span>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <MapPin aria-hidden="true" size={20} />
                  Address
                </dt>
                <dd>
                  <address>
                    {address.street}
                    <br />
                    {address.locality}
                    <br />
                    {address.city}, {address.region} {address.pinCode}
                  </address>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <Phone aria-hidden="true" size={20} />
                  Phone
                </dt>
                <dd>
                  <a href={clubContact.phone.href}>{clubContact.phone.display}</a>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <Mail aria-hidden="true" size={20} />
                  E-mail
                </dt>
                <dd>
                  <a href={`mailto:${clubContact.email}`}>{clubContact.email}</a>
                </dd>
              </div>
              <div className="contact-card__row">
                <dt>
                  <Globe aria-hidden="true" size={20} />
                  Website
                </dt>
                <dd>
                  <a href={clubContact.website.href} target="_blank" rel="noopener noreferrer">
                    {clubContact.website.display}
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
                <dd>{clubContact.officeHours}</dd>
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
      <MapEmbed />
    </>
  )
}
