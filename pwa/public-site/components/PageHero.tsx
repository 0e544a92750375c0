import { Carousel } from './Carousel'
import type { ReactNode } from 'react'
import './page-hero.css'

export interface PageHeroProps {
  title: string
  subtitle?: string
  /** Base paths of 16:7 banner images (`/images/carousel/about`); more than one makes a carousel. */
  slides: string[]
  children?: ReactNode
}

/** The banner at the top of a public page, with the page's one <h1> laid over it. */
export function PageHero({ title, subtitle, slides, children }: PageHeroProps) {
  // The pictures set the mood; the title says what the page is, so they need no words of their own.
  const carouselSlides = slides.map((src) => ({ src, alt: '' }))
  return (
    <Carousel slides={carouselSlides} label={title} className="page-hero">
      <div className="page-hero__text">
        <h1 className="page-hero__title">{title}</h1>
        {subtitle && <p className="page-hero__subtitle">{subtitle}</p>}
        {children}
      </div>
    </Carousel>
  )
}
