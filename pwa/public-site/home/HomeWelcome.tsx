import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { club } from '../../../domain/club'
import { Carousel } from '../components/Carousel'
import { homeBanners, homeTiles } from '../content/home'
import { ResponsiveImage } from '../media/ResponsiveImage'

/** The banner of four, the page's title over it, and the three tiles that title introduces. */
export function HomeWelcome() {
  return (
    <section className="home-welcome" aria-labelledby="home-title">
      <Carousel slides={homeBanners} label="Views of the club" className="home-hero">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">Since 1994 · {club.place}</p>
          <h1 id="home-title" className="home-hero__title">
            Exclusive club for exclusive people
          </h1>
          <p className="home-hero__lead">
            A members’ social and sports club where {club.memberCount} families dine, play and celebrate among friends.
          </p>
          <p className="home-hero__actions">
            <Link className="button button--gold" to="/about">
              Discover the club
            </Link>
            <Link className="button button--outline-light" to="/request-membership">
              Request Membership
            </Link>
          </p>
        </div>
      </Carousel>
      <ul className="home-tiles">
        {homeTiles.map((tile) => (
          <li key={tile.title} className="home-tile">
            <ResponsiveImage
              src={tile.image}
              alt={tile.alt}
              width={480}
              height={360}
              sizes="(min-width: 48rem) 400px, 100vw"
              className="home-tile__image"
            />
            <div className="home-tile__body">
              <h2 className="home-tile__title">{tile.title}</h2>
              <p>{tile.text}</p>
              <Link to={tile.to} className="home-tile__link">
                {tile.linkLabel}
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
