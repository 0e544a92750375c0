import { WifiOff } from 'lucide-react'
import { useOnlineStatus } from './use-online-status'

/** A thin bar while the device is offline: what is shown is what the device saved last. */
export function OfflineNotice() {
  const isOnline = useOnlineStatus()
  return (
    <div role="status" className={isOnline ? 'visually-hidden' : 'offline-notice'}>
      {/* A page the build renders holds the words hidden, for its own script to show (ADR 031). */}
      {isOnline && import.meta.env.SSR && (
        <template data-offline-words="">
          <WifiOff aria-hidden="true" size={18} />
          You are offline. Showing what this device saved.
        </template>
      )}
      {!isOnline && (
        <>
          <WifiOff aria-hidden="true" size={18} />
          You are offline. Showing what this device saved.
        </>
      )}
    </div>
  )
}
