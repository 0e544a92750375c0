import type { ServerResponse } from 'node:http'
import { defineConfig, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'

/** Where `npx tsx server/main.ts` listens by default; the dev server forwards the API there. */
const API_SERVER = 'http://localhost:5100'

/**
 * A browser cannot tell a refused connection from any other network failure, but the dev proxy
 * can: it answers with the catalogue's message (spec 1 §8) instead of an empty 500.
 */
const toApiServer = (options: ProxyOptions = {}): ProxyOptions => ({
  target: API_SERVER,
  ...options,
  configure: (proxy) => {
    proxy.on('error', (error, _request, response) => {
      const isRefused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED'
      if (!('writeHead' in response) || (response as ServerResponse).headersSent) return
      ;(response as ServerResponse)
        .writeHead(502, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ code: isRefused ? 'ECONNREFUSED' : 'bad_gateway', message: isRefused ? 'Server is not running. Please start the server and try again.' : 'Server connection failed. Please check if the server is running.' }))
    })
  },
})

export default defineConfig({
  root: 'pwa',
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': toApiServer(),
      '/member/api': toApiServer(),
      '/uploads': toApiServer(),
      '/socket.io': toApiServer({ ws: true }),
    },
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // Ask before switching versions, and register from our own code (pwa/app/service-worker.ts):
      // the server's CSP allows no inline script, and the update toast is ours.
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,woff2}'] },
      manifest: {
        id: '/',
        name: 'New Friends Club',
        short_name: 'NFC Club',
        description: "The club's app: membership card, bookings, kitchen display, door check-in and the back office.",
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f3d2e',
        background_color: '#faf6ec',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
})
