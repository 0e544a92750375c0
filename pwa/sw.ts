/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { ExpirationPlugin } from 'workbox-expiration'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

/** Server paths that are never the app: a navigation to one of them must reach the server. */
const SERVER_PATHS = [/^\/api\//, /^\/member\/api\//, /^\/uploads\//, /^\/socket\.io\//]

// The app shell (html, scripts, styles, icons) as built, so the app starts with no network.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Any other page is the single-page app: answer with the precached index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }))

// Images (gallery photos, uploads) change rarely and are heavy: cache first, bounded in size and age.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
)

// Public reads (the club's chat number, public lists): fresh when online, the last copy offline.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/public/'),
  new NetworkFirst({ cacheName: 'public-reads', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 50 })] }),
)

// A new version waits until the page says so: the person chose 'Reload' (registerType 'prompt').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
