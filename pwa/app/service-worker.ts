import { toast } from 'sonner'
import { Workbox } from 'workbox-window'
import { browserLocation } from './browser-location'

/** Wall tablets stay open for days: look for a new version every hour, not only at start-up. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers /sw.js and, when a new version is waiting, asks before switching: the page reloads only
 * after the person presses Reload (registerType 'prompt'). A device in the middle of work is never
 * reloaded under their hands.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js')

  workbox.addEventListener('waiting', () => {
    toast('A new version is available', {
      id: 'app-update',
      duration: Infinity,
      action: {
        label: 'Reload',
        onClick: () => {
          // The native event, not workbox's 'controlling': workbox treats an update found long
          // after registration (our hourly check) as "external" and never reports it controlling.
          navigator.serviceWorker.addEventListener('controllerchange', () => browserLocation.reload(), { once: true })
          workbox.messageSkipWaiting()
        },
      },
    })
  })

  void workbox.register().then((registration) => {
    if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS)
  })
}
