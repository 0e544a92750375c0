import { hasKey, readJson, removeKey, saveJson } from '../app/local-storage'
import type { SessionByKind, SessionKind, ValidSessions } from './session-types'

export type * from './session-types'

/** Where each record lives in localStorage; the names are the ones the club's devices already use. */
export const sessionStorageKeys = {
  user: 'userDetails',
  kitchen: 'kitchenDetails',
  member: 'memberDetails',
} as const satisfies Record<SessionKind, string>

/** The order in which a device's sessions are tried for the x-auth-token header (spec 1 §6). */
export const sessionKinds = ['user', 'kitchen', 'member'] as const satisfies readonly SessionKind[]

const SESSIONS_CHANGED = 'club:sessions-changed'

/** The expiry in milliseconds: numbers (and digit strings) are seconds, other strings are dates. */
export function expiryInMs(record: { expiresAt?: unknown; tokenExpiryTime?: unknown }): number | undefined {
  const raw = record.expiresAt ?? record.tokenExpiryTime
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw * 1000 : undefined
  if (typeof raw !== 'string' || raw.trim() === '') return undefined
  if (/^\d+(\.\d+)?$/.test(raw.trim())) return Number(raw) * 1000
  const parsed = Date.parse(raw)
  return Number.isNaN(parsed) ? undefined : parsed
}

/** A record with a token and an expiry still in the future. No expiry at all is not valid. */
export function isSessionValid(record: unknown, nowMs = Date.now()): boolean {
  if (typeof record !== 'object' || record === null) return false
  const { token } = record as { token?: unknown }
  if (typeof token !== 'string' || token === '') return false
  const expiry = expiryInMs(record)
  return expiry !== undefined && expiry > nowMs
}

/** The stored record of one kind if it is valid, else null. Reads only: safe during render. */
export function peekSession<Kind extends SessionKind>(kind: Kind, nowMs = Date.now()): SessionByKind[Kind] | null {
  const record = readJson(sessionStorageKeys[kind])
  return isSessionValid(record, nowMs) ? (record as SessionByKind[Kind]) : null
}

export function peekValidSessions(nowMs = Date.now()): ValidSessions {
  const sessions: ValidSessions = {}
  for (const kind of sessionKinds) {
    const record = peekSession(kind, nowMs)
    if (record) Object.assign(sessions, { [kind]: record })
  }
  return sessions
}

export const hasAnySession = (sessions: ValidSessions) => sessionKinds.some((kind) => sessions[kind] !== undefined)

/** The session check (spec 1 §4): stored records that are invalid or expired are removed. */
export function removeInvalidSessions(nowMs = Date.now()): void {
  let hasRemoved = false
  for (const kind of sessionKinds) {
    const key = sessionStorageKeys[kind]
    if (hasKey(key) && !peekSession(kind, nowMs)) {
      removeKey(key)
      hasRemoved = true
    }
  }
  if (hasRemoved) announceChange()
}

export function saveSession<Kind extends SessionKind>(kind: Kind, record: SessionByKind[Kind]): void {
  saveJson(sessionStorageKeys[kind], record)
  announceChange()
}

export function clearSession(kind: SessionKind): void {
  removeKey(sessionStorageKeys[kind])
  announceChange()
}

export function clearAllSessions(): void {
  for (const kind of sessionKinds) removeKey(sessionStorageKeys[kind])
  announceChange()
}

/** Same-tab changes come as our event; other tabs' changes as the browser's `storage` event. */
export function subscribeToSessions(listener: () => void): () => void {
  window.addEventListener(SESSIONS_CHANGED, listener)
  window.addEventListener('storage', listener)
  return () => {
    window.removeEventListener(SESSIONS_CHANGED, listener)
    window.removeEventListener('storage', listener)
  }
}

function announceChange() {
  window.dispatchEvent(new Event(SESSIONS_CHANGED))
}
