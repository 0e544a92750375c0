import { useLayoutEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { FullPageStatus } from '../ui/FullPageStatus'
import { leaveForSignIn } from './leave-for-sign-in'
import { decideRouteAccess } from './route-access'
import { peekValidSessions, removeInvalidSessions } from './session'
import { isSigningOut } from './sign-out'

/**
 * The session check on every path change (spec 1 §4). The decision is made during render from
 * what is stored, so a protected screen never flashes; removing stale records and the hard
 * navigation to /login are side effects and happen after render.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const location = useLocation()
  const queryClient = useQueryClient()
  const access = decideRouteAccess(location.pathname, peekValidSessions())

  useLayoutEffect(() => {
    removeInvalidSessions()
    // A sign-out goes to its own sign-in page by the router (SignOutButton), not by a reload.
    if (access.kind !== 'sign-in-required' || isSigningOut()) return
    // The persister would write the cache straight back into the storage we are about to clear.
    queryClient.clear()
    leaveForSignIn(`${location.pathname}${location.search}${location.hash}`)
  }, [location.key, location.pathname, location.search, location.hash, access.kind, queryClient])

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />
  if (access.kind === 'sign-in-required') return <FullPageStatus message="Taking you to sign in…" />
  return children
}
