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

// The worker (workbox-window, its own small chunk) after the page has loaded; an update is
// offered with the toaster, loaded for it (update-toaster.tsx).
if (document.readyState === 'complete') registerServiceWorker(showUpdateToaster)
else window.addEventListener('load', () => registerServiceWorker(showUpdateToaster), { once: true })

async function showUpdateToaster(): Promise<void> {
  await (await import('./update-toaster')).mountToaster()
}
