import { useEffect, useSyncExternalStore } from 'react'
import { hasAnySession, peekValidSessions, subscribeToSessions } from '../auth/session'

type StorageManagerLike = Pick<StorageManager, 'persist' | 'persisted'>

let request: Promise<boolean> | undefined

/**
 * Asks the browser, once per page load, not to evict this device's data (the outbox, cached lists,
 * offline pages) under storage pressure. Only worth asking once the device is trusted with work:
 * someone signed in, or the app installed. Chromium decides by itself (installed or engaged: yes);
 * Firefox may ask the person.
 */
export function requestPersistentStorage(storage: StorageManagerLike | undefined = navigator.storage): Promise<boolean> {
  if (!storage?.persist) return Promise.resolve(false)
  request ??= storage
    .persisted()
    .then((isPersisted) => isPersisted || storage.persist())
    .catch(() => false)
  return request
}

/** For tests: forget that this page load already asked. */
export function resetPersistentStorageRequest(): void {
  request = undefined
}

export function isRunningInstalled(): boolean {
  const isStandalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches
  return isStandalone || (navigator as Navigator & { standalone?: boolean }).standalone === true
}

const isSignedInNow = () => hasAnySession(peekValidSessions())

/** Asks for persistent storage when someone signs in, the app is installed, or it runs installed. */
export function usePersistentStorageWhenTrusted(): void {
  const isSignedIn = useSyncExternalStore(subscribeToSessions, isSignedInNow, () => false)
  useEffect(() => {
    if (isSignedIn || isRunningInstalled()) void requestPersistentStorage()
  }, [isSignedIn])
  useEffect(() => {
    const onInstalled = () => void requestPersistentStorage()
    window.addEventListener('appinstalled', onInstalled)
    return () => window.removeEventListener('appinstalled', onInstalled)
  }, [])
}
