import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { indexablePublicPaths } from './pwa/app/public-pages'
import { defaultHeadTags, normaliseSiteUrl, robotsTxt, sitemapXml } from './pwa/app/site-files'
import { prerenderPagesInChild } from './scripts/prerender'

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
      ;(response as ServerResponse).writeHead(502, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          code: isRefused ? 'ECONNREFUSED' : 'bad_gateway',
          message: isRefused
            ? 'Server is not running. Please start the server and try again.'
            : 'Server connection failed. Please check if the server is running.',
        }),
      )
    })
  },
})

/**
 * The site's public address, for what must be absolute: sitemap.xml, robots.txt's Sitemap line,
 * share tags and the club's JSON-LD (ADR 009). Production builds set SITE_URL; the default is
 * where `npm start` serves.
 */
const siteUrl = normaliseSiteUrl(process.env.SITE_URL || 'http://localhost:5100')

/**
 * sitemap.xml and robots.txt in dist/; the crawler defaults in the HTML's head; app.html, the shell
 * with no page in it, which the server and the service worker send for the app's other paths; and
 * each public page rendered into its own HTML file, index.html for / (ADR 013).
 */
function siteFiles(): Plugin {
  return {
    name: 'club:site-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, indexablePublicPaths) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
    },
    transformIndexHtml: () => defaultHeadTags(siteUrl).map((tag) => ({ ...tag, injectTo: 'head' as const })),
    // Before vite-plugin-pwa lists the files to precache (its closeBundle): the pages are among them.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? defaultOutDir
      const site = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === SITE_ENTRY)
      if (!site || site.type !== 'chunk') throw new Error(`The build has no ${SITE_ENTRY} entry`)
      renameSync(path.join(outDir, 'index.html'), path.join(outDir, 'app.html'))
      prerenderPagesInChild({
        appRoot,
        outDir,
        shellFile: 'app.html',
        siteUrl,
        paths: indexablePublicPaths,
        define: { __SITE_URL__: JSON.stringify(siteUrl) },
        pageScript: { src: `/${site.fileName}`, preloads: site.imports.map((file) => `/${file}`) },
      })
    },
  }
}

/**
 * Brotli and gzip copies of every text file in dist/, made once at build time at the highest
 * levels; the server sends them to browsers that accept them (server/http/static.ts). Runs after
 * vite-plugin-pwa has written sw.js.
 */
function precompress(): Plugin {
  let outDir = ''
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|xml|txt)$/
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
  return {
    name: 'club:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!compressible.test(file) || statSync(file).size < 1024) continue
          const source = readFileSync(file)
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          )
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
        }
      },
    },
  }
}

const defaultOutDir = path.resolve(import.meta.dirname, 'dist')
const appRoot = path.resolve(import.meta.dirname, 'pwa')
/**
 * What a public page of the build loads instead of the app (ADR 031): the menu, slideshows and the
 * rest without React, and the islands that need it (pwa/public-site/islands/site.ts).
 */
const SITE_ENTRY = 'site'

export default defineConfig({
  root: 'pwa',
  build: {
    outDir: defaultOutDir,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { index: path.join(appRoot, 'index.html'), [SITE_ENTRY]: path.join(appRoot, 'public-site/islands/site.ts') },
    },
  },
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
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
      injectManifest: {
        // The shell (every chunk, so any page reopens offline) and the images at the top of the
        // public pages, at the widths phones and laptops pick; the rest is cached as it is seen.
        globPatterns: [
          '**/*.{js,css,html,png,svg,ico,webmanifest,woff2}',
          'images/{banner,carousel}/*-{640,1280}.webp',
          'images/tiles/*-{480,960}.webp',
          'images/placeholder-{480,960}.webp',
        ],
      },
      manifest: {
        id: '/',
        name: 'New Friends Club',
        short_name: 'NFC Club',
        description: "The club's app: membership card, bookings, kitchen display, door check-in and the back office.",
        lang: 'en-IN',
        // Where the signed-in person works, or the right sign-in page (pwa/auth/start-route.ts).
        start_url: '/start',
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
    siteFiles(),
    precompress(),
  ],
})
