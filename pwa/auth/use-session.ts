import { useMemo, useSyncExternalStore } from 'react'
import { peekSession, sessionStorageKeys, subscribeToSessions } from './session'
import type { SessionByKind, SessionKind } from './session-types'

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * The valid stored session of one kind, kept current when it is saved, cleared or changed in
 * another tab. The snapshot is the raw stored text, so React compares a stable string.
 */
export function useSession<Kind extends SessionKind>(kind: Kind): SessionByKind[Kind] | null {
  const key = sessionStorageKeys[kind]
  const raw = useSyncExternalStore(subscribeToSessions, () => readRaw(key), () => null)
  // `raw` is what changes; peekSession re-reads the same text and applies the validity rules.
  return useMemo(() => peekSession(kind), [kind, raw])
}
