import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PageTitle } from '../ui/PageTitle'
import '../ui/ui.css'
import '../office/events/events.css'
import './member.css'

/** The frame of the member app's inner pages: a bar with the way back, the page's heading, its content. */
export function MemberFrame({ title, back, children }: { title: string; back: { to: string; label: string }; children: ReactNode }) {
  return (
    <div className="member-app">
      <PageTitle>{title}</PageTitle>
      <header className="member-app__bar">
        <Link to={back.to} className="member-app__back">
          <ArrowLeft aria-hidden="true" size={20} /> {back.label}
        </Link>
      </header>
      <main id="main" className="member-app__main">
        <h1 className="member-app__welcome">{title}</h1>
        {children}
      </main>
    </div>
  )
}
