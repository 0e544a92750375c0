import { Link } from 'react-router-dom'
import { useSession } from '../auth/use-session'

/**
 * The header's way in: "Member Login", or "My club" (to the membership card) for a member signed in
 * on this device. The session is read on the device only: a prerendered page, and the first render
 * that takes it over, say "Member Login" (useSession's server snapshot is no session), and the link
 * changes as soon as the app has taken the page over.
 */
export function MemberLoginLink({ onFollow }: { onFollow: () => void }) {
  const member = useSession('member')
  return member ? (
    <Link to="/member" className="button button--primary site-nav__login" onClick={onFollow} title={`Signed in as ${member.name}`}>
      My club
    </Link>
  ) : (
    <Link to="/member-login" className="button button--primary site-nav__login" onClick={onFollow}>
      Member Login
    </Link>
  )
}
