import { registerServiceWorker } from '../../app/service-worker'
import { startIslands } from './island-loader'
import { startMenu } from './menu'
import { offerInstall, showChatLinks, showMemberLink, watchOnline } from './page-parts'
import { startRotations } from './rotation'

/**
 * The one script of a public page the build rendered (ADR 031): the page is drawn in its HTML, and
 * this wakes what moves or answers on it. The menu, the slideshows, the offline bar, the member's
 * link, the install and chat buttons are done here without React; the interactive parts that need
 * it (a gallery's lightbox, the events, the affiliated clubs) are islands, hydrated alone and
 * loaded only by the pages that have them. Links are plain: another public page arrives drawn
 * (from the service worker's precache once installed), a signed-in area loads the app.
 */
startMenu()
offerInstall()

function start() {
  watchOnline()
  showMemberLink()
  startRotations()
  startIslands()
  void showChatLinks()
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()

// The worker (workbox-window, its own small chunk) once the page has loaded and the browser is
// idle: its precache (every chunk, the pages, the pictures) must not compete with the page. An
// update is offered with the toaster, loaded for it (update-toaster.tsx).
const registerWhenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(() => registerServiceWorker(showUpdateToaster), { timeout: 5000 })
    : setTimeout(() => registerServiceWorker(showUpdateToaster), 1000)
if (document.readyState === 'complete') registerWhenIdle()
else window.addEventListener('load', registerWhenIdle, { once: true })

async function showUpdateToaster(): Promise<void> {
  await (await import('./update-toaster')).mountToaster()
}
