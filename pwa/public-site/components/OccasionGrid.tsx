import { occasions } from '../content/occasions'
import { ResponsiveImage } from '../media/ResponsiveImage'
import './occasion-grid.css'

/** The ten occasion cards, in the spec's order; with descriptions on the Club Functions page. */
export function OccasionGrid({ hasDescriptions = false }: { hasDescriptions?: boolean }) {
  return (
    <ul className={`occasion-grid${hasDescriptions ? ' occasion-grid--detailed' : ''}`}>
      {occasions.map(({ title, icon: Icon, image, alt, description }) => (
        <li key={title} className="occasion-card">
          <div className="occasion-card__media">
            <ResponsiveImage
              src={image}
              alt={alt}
              width={480}
              height={360}
              sizes="(min-width: 64rem) 240px, (min-width: 40rem) 33vw, 50vw"
              className="occasion-card__image"
            />
            <span className="occasion-card__icon" aria-hidden="true">
              <Icon size={20} />
            </span>
          </div>
          <div className="occasion-card__body">
            <h3 className="occasion-card__title">{title}</h3>
            {hasDescriptions && <p className="occasion-card__text">{description}</p>}
          </div>
        </li>
      ))}
    </ul>
  )
}
