import type { ReactNode } from 'react'
import { PageTitle } from '../ui/PageTitle'
import './sign-in.css'

/** The frame every sign-in and reset screen shares: one card, one heading, centred on the page. */
export function SignInCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <PageTitle>{title}</PageTitle>
      <div className="sign-in__card">
        <h1 id="sign-in-title" className="sign-in__title">
          {title}
        </h1>
        {intro && <div className="sign-in__intro">{intro}</div>}
        {children}
        {footer && <div className="sign-in__footer">{footer}</div>}
      </div>
    </section>
  )
}
