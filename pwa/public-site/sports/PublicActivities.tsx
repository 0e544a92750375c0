import { SiteLink } from '../SiteLink'
import { formatRupees } from '../../../domain/money'
import { formatTimeOfDay } from '../../../domain/sports'
import { SectionHeading } from '../components/SectionHeading'
import { usePublicActivities } from './public-activities'

const priceText = (paise: number) => (paise === 0 ? 'Free' : formatRupees(paise))

/**
 * The activities the club lists publicly, with hours and prices, fetched once the page is in the
 * browser. Not in the prerendered HTML; offline, failing or empty, the section is simply absent
 * and the page's own content stands.
 */
export function PublicActivities() {
  const activities = usePublicActivities()
  if (activities.length === 0) return null
  return (
    <section className="site-section site-section--cream" aria-labelledby="sports-book">
      <div className="site-section__inner">
        <SectionHeading id="sports-book" eyebrow="Book a slot" title="Courts, lanes and tables" isCentred />
        <ul className="feature-list feature-list--four" aria-label="Bookable activities">
          {activities.map((activity) => (
            <li key={activity.activity_id} className="feature">
              <h3 className="feature__title">{activity.name}</h3>
              <p>{activity.category}</p>
              <p>
                {formatTimeOfDay(activity.open_time)} – {formatTimeOfDay(activity.close_time)}, slots of {activity.slot_minutes} minutes
              </p>
              <p>
                {priceText(activity.price_paise)} a slot for members
                {activity.guest_price_paise != null && activity.guest_price_paise !== activity.price_paise
                  ? `, ${priceText(activity.guest_price_paise)} for guests`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
        <p className="sport-section__text">
          Members book from the <SiteLink to="/member/sports">member app</SiteLink>.
        </p>
      </div>
    </section>
  )
}
