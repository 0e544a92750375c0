import { Circle, Feather, Waves, Zap, type LucideIcon } from 'lucide-react'
import { SectionHeading } from '../components/SectionHeading'
import { otherSports } from '../content/sports'

const icons: Record<(typeof otherSports)[number]['title'], LucideIcon> = {
  'Table Tennis': Circle,
  Badminton: Feather,
  Swimming: Waves,
  Squash: Zap,
}

/** The sports without a gallery: table tennis, badminton, swimming and squash (spec 1 §1). */
export function OtherSports() {
  return (
    <section className="site-section" aria-labelledby="other-sports">
      <div className="site-section__inner">
        <SectionHeading id="other-sports" eyebrow="And more" title="Also at the club" isCentred />
        <ul className="feature-list feature-list--four">
          {otherSports.map((sport) => {
            const Icon = icons[sport.title]
            return (
              <li key={sport.title} className="feature">
                <span className="feature__icon" aria-hidden="true">
                  <Icon size={26} />
                </span>
                <h3 className="feature__title">{sport.title}</h3>
                <p>{sport.description}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
