import { browserLocation } from './browser-location'

/** Wall tablets stay open for days: look for a new version every hour, not only at start-up. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers /sw.js (after the page has loaded: workbox-window arrives in its own small chunk) and,
 * when a new version is waiting, offers it (update-prompt.ts): the page reloads only after the
 * person presses Reload and the device has no unsent work. `beforeOffer` makes sure a toaster is
 * there to show the offer (a public page of the build has none of its own: islands/site.ts).
 */
export function registerServiceWorker(beforeOffer: () => Promise<void> = () => Promise.resolve()): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  void import('workbox-window').then(({ Workbox }) => {
    const workbox = new Workbox('/sw.js')
    // The prompt (and the toast library it uses) loads only when there is an update to offer.
    workbox.addEventListener(
      'waiting',
      () =>
        void Promise.all([import('./update-prompt'), beforeOffer()]).then(([{ offerUpdate }]) =>
          offerUpdate(() => {
            // The native event, not workbox's 'controlling': workbox treats an update found long
            // after registration (our hourly check) as "external" and never reports it controlling.
            navigator.serviceWorker.addEventListener('controllerchange', () => browserLocation.reload(), { once: true })
            workbox.messageSkipWaiting()
          }),
        ),
    )
    return workbox.register().then((registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS)
    })
  })
}
