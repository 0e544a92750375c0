/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { isPublicRead, notTheAppPaths } from './app/sw-routes'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

// The app shell as built (html, every script chunk, styles, icons, the manifest) and the images at
// the top of the public pages, so any page opens with no network once the device has visited once.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// The very first version takes the open page at once, so what that first visit loads (photos,
// public lists) is already cached for the next, offline one. An update never does this by itself:
// it waits for the person's 'Reload' (the SKIP_WAITING message below).
clientsClaim()

// A public page is answered above with its own precached HTML (/about → about.html: precacheAndRoute
// tries the '.html' name), drawn before the scripts run (ADR 013). Any other page of the app is the
// shell with no page in it, app.html. The server's own paths (API, uploads, sitemap, robots) are
// never answered with the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('app.html'), { denylist: notTheAppPaths }))

// Photos (the site's own and uploads) change rarely and are heavy: cache first, bounded.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
)

// Public reads (events, affiliated clubs, the chat number): the saved copy at once, refreshed behind.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isPublicRead(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'public-reads',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
)

// A new version waits until the page says so: the person chose 'Reload' (registerType 'prompt').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
