import { useMemo, useSyncExternalStore } from 'react'
import { isSessionValid, sessionStorageKeys, subscribeToSessions } from './session'
import type { SessionByKind, SessionKind } from './session-types'

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
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
  const raw = useSyncExternalStore(
    subscribeToSessions,
    () => readRaw(key),
    () => null,
  )
  // The snapshot's text is the record: the validity rules (peekSession's) apply to it, with no second read.
  return useMemo(() => {
    const record = parseJson(raw)
    return isSessionValid(record) ? (record as SessionByKind[Kind]) : null
  }, [raw])
}
