import { Link } from 'react-router-dom'
import { club } from '../../../domain/club'
import { BANNER_WIDTHS } from '../media/image-set'
import { ResponsiveImage } from '../media/ResponsiveImage'

/** 'Learn more about us' (spec 1 §2): a picture-wide invitation to the About page. */
export function LearnMoreBanner() {
  return (
    <section className="learn-more" aria-labelledby="learn-more-title">
      <ResponsiveImage
        src="/images/carousel/about"
        alt=""
        widths={BANNER_WIDTHS}
        width={1920}
        height={840}
        sizes="100vw"
        className="learn-more__image"
      />
      <div className="learn-more__text">
        <h2 id="learn-more-title">Learn more about us</h2>
        <p>
          Three decades of friendship, celebration and sport in {club.place}: how the club began, who its members are, and what makes a day
          here.
        </p>
        <Link to="/about" className="button button--gold">
          Read our story
        </Link>
      </div>
    </section>
  )
}
