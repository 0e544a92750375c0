import { ArrowDown } from 'lucide-react'
import type { SportsCategory } from '../content/sports'
import { ResponsiveImage } from '../media/ResponsiveImage'

/** The four tiles; each is a link to its gallery further down the page. */
export function SportsTiles({ categories }: { categories: readonly SportsCategory[] }) {
  return (
    <ul className="sports-tiles">
      {categories.map((category) => (
        <li key={category.sectionId}>
          <a className="sports-tile" href={`#${category.sectionId}`}>
            <ResponsiveImage
              src={category.backgroundImage}
              alt={category.backgroundAlt}
              width={480}
              height={360}
              sizes="(min-width: 64rem) 300px, 50vw"
              className="sports-tile__image"
            />
            <span className="sports-tile__text">
              <span className="sports-tile__title">{category.title}</span>
              <span className="sports-tile__summary">{category.summary}</span>
              <ArrowDown className="sports-tile__arrow" aria-hidden="true" size={20} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
