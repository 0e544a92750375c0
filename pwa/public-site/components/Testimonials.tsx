import { Quote } from 'lucide-react'
import { useId } from 'react'
import { testimonials as fixedTestimonials, type Testimonial } from '../content/testimonials'
import { RotationControls } from './RotationControls'
import { SectionHeading } from './SectionHeading'
import { TESTIMONIAL_ROTATION_MS } from './timing'
import { useRotation } from './use-rotation'
import './testimonials.css'

/**
 * The rotating testimonials card (spec 1 §2, §4): the next quote every 5 seconds, the first again
 * after the last, still while hovered or focused. All quotes share one cell, so the card keeps the
 * height of the longest and nothing below it jumps.
 */
export function Testimonials({ items = fixedTestimonials }: { items?: readonly Testimonial[] }) {
  const headingId = useId()
  const rotation = useRotation(items.length, TESTIMONIAL_ROTATION_MS)
  return (
    <section
      className="testimonials"
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      data-rotation={TESTIMONIAL_ROTATION_MS}
      {...rotation.pauseHandlers}
    >
      <div className="testimonials__inner">
        <SectionHeading id={headingId} eyebrow="Testimonials" title="What our members say" isCentred isOnDark />
        <div className="testimonials__card">
          <Quote className="testimonials__mark" aria-hidden="true" size={40} />
          <div className="testimonials__quotes">
            {items.map((item, position) => {
              const isCurrent = position === rotation.index
              return (
                <div
                  key={item.author}
                  className={`testimonials__quote${isCurrent ? ' testimonials__quote--current' : ''}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${position + 1} of ${items.length}`}
                  aria-hidden={isCurrent ? undefined : true}
                  data-slide=""
                >
                  {/* role=group is not allowed on <figure>: the slide is a div holding the figure */}
                  <figure className="testimonials__figure">
                    <blockquote>
                      <p>{item.quote}</p>
                    </blockquote>
                    <figcaption>
                      <span className="testimonials__author">{item.author}</span>
                      <span className="testimonials__detail">{item.detail}</span>
                    </figcaption>
                  </figure>
                </div>
              )
            })}
          </div>
          <RotationControls
            count={items.length}
            index={rotation.index}
            onSelect={rotation.goTo}
            labelFor={(position) => `Show testimonial ${position}`}
            isPlaying={rotation.isPlaying}
            canPlay={rotation.canPlay}
            onTogglePlaying={rotation.togglePlaying}
            subject="testimonials"
            tone="dark"
          />
        </div>
      </div>
    </section>
  )
}
