import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { SessionGuard } from '../auth/SessionGuard'
import { OfflineNotice } from './OfflineNotice'
import { usePersistentStorageWhenTrusted } from './persistent-storage'
import { retireStaticHeadTags } from './retire-static-head-tags'

/** The root route: every path passes the session check first. */
export function AppRoot() {
  usePersistentStorageWhenTrusted()
  useEffect(() => retireStaticHeadTags(), [])
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
