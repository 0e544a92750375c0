import { useEffect, useState, useSyncExternalStore } from 'react'
import { requestPersistentStorage } from '../app/persistent-storage'
import { registerUnsentWorkCheck } from '../app/unsent-work'
import { clearSession, peekSession } from '../auth/session'
import { db } from './db'
import { pendingOutboxCount } from './outbox'
import { connectRealtime, type RealtimeState } from './realtime-client'
import type { ScopeHandler } from './scope-handler'
import { SyncClient, type SyncStatus } from './sync-client'
import { useLiveQuery } from './use-live-query'

/** What a hint handler may do besides merging what the hint carries. */
export interface HintContext {
  /** The scope the screen follows, e.g. `sports:2026-11-22`. */
  scope: string
  /** Push and pull now: for a hint that does not carry the rows (a lost hint costs nothing). */
  syncNow: () => Promise<void>
}

/**
 * How one area of the floor (kitchen, ticket door, sports desk) syncs its scope: declared once per
 * area, at module level, so the hook's effect restarts only when the scope changes.
 */
export interface AreaSync {
  /** Whose token the device syncs under: the kitchen account on a kitchen tablet, staff at the door and desk. */
  session: 'kitchen' | 'user'
  handler: ScopeHandler
  /** The area's socket hints by event name (`door:changed`); `kitchen:changed` is always merged. */
  hints?: Readonly<Record<string, (hint: never, context: HintContext) => Promise<void> | void>>
}

const idleStatus: SyncStatus = { phase: 'idle' }
const noSubscription = () => () => undefined

/**
 * Runs one scope's sync while a floor screen is open: the outbox push and the scope's pull with
 * backoff, the socket room whose hints say what changed, the unsent-work count the update prompt
 * waits for, and the count of this area's taps not yet sent. The outbox outlives a session that
 * ends: it is sent when the same account signs in again on this device.
 */
export function useScopeSync(scope: string, area: AreaSync) {
  const [client, setClient] = useState<SyncClient>()
  const [realtime, setRealtime] = useState<RealtimeState>('connecting')

  useEffect(() => {
    const getToken = () => peekSession(area.session)?.token
    const sync = new SyncClient({ getToken, scopes: [scope], handlers: [area.handler] })
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the client is an external resource started and stopped with this effect; render subscribes to the started one
    setClient(sync)
    void requestPersistentStorage()
    const context: HintContext = { scope, syncNow: sync.syncNow }
    const hints = Object.fromEntries(
      Object.entries(area.hints ?? {}).map(([event, takeHint]) => [event, (hint: never) => takeHint(hint, context)]),
    )
    const stops = [
      registerUnsentWorkCheck(pendingOutboxCount),
      sync.start(),
      connectRealtime({
        token: getToken() ?? '',
        scopes: [scope],
        syncNow: sync.syncNow,
        onStateChange: (state) => setRealtime(state),
        onSessionEnded: () => clearSession(area.session),
        hints,
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }, [scope, area])

  const status = useSyncExternalStore(client?.subscribe ?? noSubscription, client?.getStatus ?? (() => idleStatus))
  const prefix = area.handler.mutationPrefix
  const pending = useLiveQuery(() => db.outbox.filter((entry) => entry.name.startsWith(prefix)).count(), [prefix])
  return { status, realtime, pendingCount: pending.data ?? 0, syncNow: () => void client?.syncNow() }
}
