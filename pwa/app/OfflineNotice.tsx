import { WifiOff } from 'lucide-react'
import { useOnlineStatus } from './use-online-status'

/** A thin bar while the device is offline: what is shown is what the device saved last. */
export function OfflineNotice() {
  const isOnline = useOnlineStatus()
  return (
    <div role="status" className={isOnline ? 'visually-hidden' : 'offline-notice'}>
      {!isOnline && (
        <>
          <WifiOff aria-hidden="true" size={18} />
          You are offline. Showing what this device saved.
        </>
      )}
    </div>
  )
}
