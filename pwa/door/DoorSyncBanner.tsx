import { CloudOff, RefreshCw } from 'lucide-react'
import type { SyncPhase } from '../offline/sync-client'

interface DoorSyncBannerProps {
  isOnline: boolean
  phase: SyncPhase
  pendingCount: number
  /** What the device queues, one and many: check-ins at the ticket door, taps (in and out) at the sports desk. */
  noun?: { one: string; many: string }
}

/** Whether this device's check-ins reached the server (the kitchen's banner, in the door's words). */
export function DoorSyncBanner({ isOnline, phase, pendingCount, noun = { one: 'check-in', many: 'check-ins' } }: DoorSyncBannerProps) {
  const checkins = (count: number) => (count === 1 ? `1 ${noun.one}` : `${count} ${noun.many}`)
  if (!isOnline || phase === 'offline') {
    return (
      <p className="door-banner door-banner--offline" role="status">
        <CloudOff aria-hidden="true" size={26} />
        {pendingCount > 0 ? `Offline — ${checkins(pendingCount)} waiting to sync` : `Offline — ${noun.many} are saved on this device`}
      </p>
    )
  }
  if (phase === 'signed-out') {
    return (
      <p className="door-banner door-banner--offline" role="status">
        The server no longer accepts this sign-in. Sign out and in again{pendingCount > 0 ? `; ${checkins(pendingCount)} are kept` : ''}.
      </p>
    )
  }
  if (pendingCount > 0 || phase === 'error') {
    return (
      <p className="door-banner" role="status">
        <RefreshCw aria-hidden="true" size={24} className={phase === 'syncing' ? 'door-spin' : undefined} />
        {phase === 'error' ? `Server trouble — ${checkins(pendingCount)} waiting, retrying` : `Syncing… ${checkins(pendingCount)} to send`}
      </p>
    )
  }
  return null
}
