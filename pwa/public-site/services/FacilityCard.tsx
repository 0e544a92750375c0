import type { Facility } from '../../../domain/contract/facilities'
import { ResponsiveImage } from '../media/ResponsiveImage'

const PLACEHOLDER = '/images/placeholder'

/** One facility: its first picture, name, how many it takes, and what it is. */
export function FacilityCard({ facility }: { facility: Facility }) {
  return (
    <li className="service-card">
      <ResponsiveImage
        src={facility.images[0] ?? PLACEHOLDER}
        alt=""
        width={480}
        height={360}
        sizes="(min-width: 64rem) 380px, (min-width: 40rem) 50vw, 100vw"
        className="service-card__image"
      />
      <div className="service-card__body">
        <h2 className="service-card__title">{facility.name}</h2>
        {facility.capacity !== null && <p className="service-card__capacity">Up to {facility.capacity} guests</p>}
        {facility.description && <p>{facility.description}</p>}
      </div>
    </li>
  )
}
