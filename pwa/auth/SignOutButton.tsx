import { LogOut } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { forgetIntendedRoute } from './intended-route'
import { clearSession } from './session'
import { beginSignOut, endSignOut } from './sign-out'
import { signOutOnServer } from './sign-out-on-server'
import type { SessionKind } from './session-types'
import { signInPathOf } from './sign-in-door'

/**
 * Ends this audience's session, on the server too (best effort), and goes to its sign-in page. Cached server reads go too, so the
 * next person on a shared tablet never sees the last one's data; `onSignedOut` forgets the rest
 * (the member's offline tickets).
 */
export function SignOutButton({
  kind,
  className = 'button button--ghost',
  onSignedOut,
  signInPath = signInPathOf[kind],
}: {
  kind: SessionKind
  className?: string
  onSignedOut?: () => void
  /** Where to go afterwards, when not the audience's usual sign-in page (the control panel's /control). */
  signInPath?: string
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  function signOut() {
    beginSignOut()
    signOutOnServer(kind)
    clearSession(kind)
    forgetIntendedRoute()
    queryClient.clear()
    onSignedOut?.()
    void Promise.resolve(navigate(signInPath, { replace: true })).finally(endSignOut)
  }

  return (
    <button type="button" className={className} onClick={signOut}>
      <LogOut aria-hidden="true" size={18} />
      Sign out
    </button>
  )
}
