import { CloudOff, RefreshCw } from 'lucide-react'
import type { SyncPhase } from '../offline/sync-client'

interface SyncBannerProps {
  isOnline: boolean
  phase: SyncPhase
  pendingCount: number
}

const taps = (count: number) => (count === 1 ? '1 tap' : `${count} taps`)

/** Says plainly whether the cook's taps have reached the server. Nothing when all is sent. */
export function SyncBanner({ isOnline, phase, pendingCount }: SyncBannerProps) {
  if (!isOnline || phase === 'offline') {
    return (
      <p className="sync-banner sync-banner--offline" role="status">
        <CloudOff aria-hidden="true" size={28} />
        {pendingCount > 0 ? `Offline — ${taps(pendingCount)} waiting to sync` : 'Offline — taps are saved on this tablet'}
      </p>
    )
  }
  if (phase === 'signed-out') {
    return (
      <p className="sync-banner sync-banner--offline" role="status">
        The server no longer accepts this sign-in. Sign out and in again{pendingCount > 0 ? `; ${taps(pendingCount)} are kept` : ''}.
      </p>
    )
  }
  // A pull alone (every hint) would make the banner flicker; it shows only while taps wait.
  if (pendingCount > 0 || phase === 'error') {
    return (
      <p className="sync-banner" role="status">
        <RefreshCw aria-hidden="true" size={26} className={phase === 'syncing' ? 'spin' : undefined} />
        {phase === 'error'
          ? `Server trouble — ${taps(pendingCount)} waiting, retrying`
          : pendingCount > 0
            ? `Syncing… ${taps(pendingCount)} to send`
            : 'Syncing…'}
      </p>
    )
  }
  return null
}
