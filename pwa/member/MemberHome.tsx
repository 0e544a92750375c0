import { CalendarDays, ReceiptText, Ticket, Trophy, Wallet } from 'lucide-react'
import { Link } from 'react-router-dom'
import { SignOutButton } from '../auth/SignOutButton'
import { forgetSavedBookings } from './ticket-wallet'
import { useSession } from '../auth/use-session'
import { club } from '../../domain/club'
import { ClubMark } from '../ui/ClubMark'
import { PageTitle } from '../ui/PageTitle'
import { DependentsList } from './DependentsList'
import { MembershipCard } from './MembershipCard'
import './member.css'

/** /member: everything comes from the stored sign-in record, so it opens with no network. */
export function MemberHome() {
  const member = useSession('member')
  if (!member) return null
  return (
    <div className="member-app">
      <PageTitle>Membership card</PageTitle>
      <header className="member-app__bar">
        <span className="member-app__brand">
          <ClubMark size={32} />
          {club.name}
        </span>
        <SignOutButton kind="member" className="button button--on-dark" onSignedOut={forgetSavedBookings} />
      </header>
      <main id="main" className="member-app__main">
        <h1 className="member-app__welcome">Welcome, {[member.title, member.name].filter(Boolean).join(' ')}</h1>
        <MembershipCard member={member} />
        <nav className="member-links" aria-label="Member app">
          <Link to="/member/events" className="member-links__link">
            <CalendarDays aria-hidden="true" size={22} /> Events
          </Link>
          <Link to="/member/bookings" className="member-links__link">
            <Ticket aria-hidden="true" size={22} /> My bookings
          </Link>
          <Link to="/member/sports" className="member-links__link">
            <Trophy aria-hidden="true" size={22} /> Sports
          </Link>
          <Link to="/member/account" className="member-links__link">
            <Wallet aria-hidden="true" size={22} /> My account
          </Link>
          <Link to="/member/bills" className="member-links__link">
            <ReceiptText aria-hidden="true" size={22} /> My bills
          </Link>
        </nav>
        <DependentsList dependents={member.dependents ?? []} />
      </main>
    </div>
  )
}
