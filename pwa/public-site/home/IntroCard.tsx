import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** One part of the club introduction: a titled card, a region screen readers can jump to. */
export function IntroCard({ id, title, icon: Icon, children }: { id: string; title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <section className="intro-card" aria-labelledby={id}>
      <h3 id={id} className="intro-card__title">
        <span className="intro-card__icon" aria-hidden="true">
          <Icon size={20} />
        </span>
        {title}
      </h3>
      {children}
    </section>
  )
}
