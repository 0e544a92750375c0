import { Outlet, ScrollRestoration } from 'react-router'
import { SessionGuard } from '../auth/SessionGuard'
import { OfflineNotice } from './OfflineNotice'

/** The root route: every path passes the session check first. */
export function AppRoot() {
  return (
    <>
      <OfflineNotice />
      <SessionGuard>
        <Outlet />
      </SessionGuard>
      <ScrollRestoration />
    </>
  )
}
