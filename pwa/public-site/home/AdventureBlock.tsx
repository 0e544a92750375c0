import { Link } from 'react-router-dom'
import { SectionHeading } from '../components/SectionHeading'
import { ResponsiveImage } from '../media/ResponsiveImage'

/** 'Begin another adventure' (spec 1 §2): the way to the sports and the virtual tour. */
export function AdventureBlock() {
  return (
    <section className="site-section site-section--cream" aria-labelledby="adventure-title">
      <div className="site-section__inner split">
        <ResponsiveImage
          src="/images/sports/golf/07"
          alt="A coach with golfers on the driving range of the golf academy"
          width={480}
          height={360}
          sizes="(min-width: 64rem) 560px, 100vw"
          className="split__image"
        />
        <div className="split__text">
          <SectionHeading id="adventure-title" eyebrow="Sport and leisure" title="Begin another adventure" />
          <p>
            Swap the boardroom for the fairway. Take a lesson at the golf academy, try the shooting range, play a frame of snooker, or swim
            a few lengths before breakfast. There is always something new to start at the club.
          </p>
          <p className="button-row">
            <Link to="/sports" className="button button--primary">
              Explore sports and facilities
            </Link>
            <Link to="/clubtour" className="button button--secondary">
              Take the virtual tour
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}
