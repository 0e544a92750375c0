import type { ReactNode } from 'react'
import { BANNER_WIDTHS } from '../media/image-set'
import { ResponsiveImage } from '../media/ResponsiveImage'

export interface PageHeroProps {
  title: string
  subtitle?: string
  /** Base paths of 16:7 banner images (`/images/carousel/about`); more than one makes a carousel. */
  slides: string[]
  children?: ReactNode
}

/** The banner at the top of a public page, with the page's one <h1>. */
export function PageHero({ title, subtitle, slides, children }: PageHeroProps) {
  const first = slides[0]
  return (
    <section className="page-hero" aria-labelledby="page-hero-title">
      {first && (
        <ResponsiveImage src={first} alt="" widths={BANNER_WIDTHS} width={1920} height={840} sizes="100vw" className="page-hero__image" isPriority />
      )}
      <div className="page-hero__text">
        <h1 id="page-hero-title">{title}</h1>
        {subtitle && <p>{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}
