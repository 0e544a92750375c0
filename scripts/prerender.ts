import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { JSDOM } from 'jsdom'
import { build, createServer } from 'vite'
import { pageDocument, prerenderedFileName, type PageScript } from '../pwa/app/prerender-document'
import { APP_ROUTES_FILE } from '../server/http/app-routes'
import { SERVER_ISLANDS_FILE, serverIslandsDir } from '../server/http/island-fill'

/** The browser globals the app's modules and first render read (storage, location, media queries). */
const browserGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'HTMLElement',
  'Element',
  'Node',
] as const

/**
 * Writes each public page as HTML into the build (ADR 013): the visitor sees the page before the
 * scripts arrive, and the app then draws the same page over it. Pages are rendered in Node through
 * Vite's module loader (so CSS and image imports resolve as in the build) in a jsdom window with
 * empty storage: a signed-out first visit. `shellFile` is the app's HTML without any page in it.
 */
interface PrerenderOptions {
  appRoot: string
  outDir: string
  shellFile: string
  siteUrl: string
  paths: readonly string[]
  define: Record<string, string>
  /** The script each page loads instead of the app, and what it imports, by their paths on the site (pageDocument). */
  pageScript: PageScript
}

/**
 * Runs prerenderPages in a child process (what vite.config.ts calls): a Vite server and a jsdom
 * window leave handles and globals behind, and the build must neither keep them nor wait on them.
 */
export function prerenderPagesInChild(options: PrerenderOptions) {
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(options)], { stdio: 'inherit' })
}

export async function prerenderPages(options: PrerenderOptions) {
  const shell = readFileSync(path.join(options.outDir, options.shellFile), 'utf8')
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: `${options.siteUrl}/` })
  const saved = new Map(browserGlobals.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)]))
  for (const key of browserGlobals)
    Object.defineProperty(globalThis, key, {
      value: (dom.window as unknown as Record<string, unknown>)[key],
      configurable: true,
      writable: true,
    })
  const vite = await createServer({
    configFile: false,
    root: options.appRoot,
    plugins: [react()],
    define: options.define,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  })
  try {
    const { renderPage, appRoutePatterns } = (await vite.ssrLoadModule('/prerender.tsx')) as {
      renderPage: (url: string) => Promise<string>
      appRoutePatterns: () => string[]
    }
    for (const pagePath of options.paths) {
      const html = pageDocument(shell, await renderPage(`${options.siteUrl}${pagePath}`), options.pageScript)
      writeFileSync(path.join(options.outDir, prerenderedFileName(pagePath)), html)
    }
    // For the server: which paths are pages (server/http/static.ts); not precached, not served.
    writeFileSync(path.join(options.outDir, APP_ROUTES_FILE), `${JSON.stringify([...new Set(appRoutePatterns())].sort(), null, 1)}\n`)
  } finally {
    await vite.close()
    dom.window.close()
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor)
      else delete (globalThis as Record<string, unknown>)[key]
    }
  }
}

/**
 * The islands the server draws with their data (ADR 039), built for Node beside the public folder
 * (never served): one file with React's server renderer and the islands' code bundled in, so that
 * it runs wherever the build is copied, with or without node_modules.
 */
export async function buildServerIslands(options: PrerenderOptions) {
  await build({
    configFile: false,
    root: options.appRoot,
    plugins: [react()],
    define: options.define,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: path.join(options.appRoot, 'public-site/islands/server-islands.tsx'),
      outDir: serverIslandsDir(options.outDir),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: SERVER_ISLANDS_FILE, codeSplitting: false } },
    },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = JSON.parse(process.argv[2]!) as PrerenderOptions
  await prerenderPages(options)
  await buildServerIslands(options)
  process.exit(0)
}
