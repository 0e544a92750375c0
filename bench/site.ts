// `npm run bench:site`: how fast the public site is for a first-time visitor on a phone. Builds the
// app (into a temporary folder) for the address it will be served from, starts the real server on
// a free port with a fresh embedded database and the demo data, and runs Lighthouse (mobile:
// emulated phone, slow 4G, 4x slower CPU) in Debian's Chromium on three pages. Prints the four category scores per page (median of --runs),
// the Core Web Vitals behind the performance score, and the JavaScript the home page loads.
// In the same run, interleaved run by run, it measures each page's limit on this machine: the same
// HTML with no script at all (a proxy in this process strips the page's scripts and passes every
// other request to the server), so that a loaded machine's noise is read against its own floor.
// A benchmark, not a test: nothing here runs in `npm test`. Figures go to docs/benchmarks.md.
//
//   npm run bench:site                  build, then 3 runs per page
//   npm run bench:site -- --runs 1 --page /events --verbose --save /tmp/lighthouse
//   npm run bench:site -- --no-build     measure dist/ as it is
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort, waitForHealth } from './server-process.js'

const ALL_PAGES = ['/', '/events', '/affiliations']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGET_SCORE = 95
const TARGET_TBT_MS = 150
const TARGET_HOME_JS_KB = 60

const args = process.argv.slice(2)
const runsIndex = args.indexOf('--runs')
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 3
const shouldBuild = !args.includes('--no-build')
const isVerbose = args.includes('--verbose')
/** --save DIR writes each run's full Lighthouse report (JSON) there, to study in detail. */
const saveDir = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined
/** --page /events (repeatable) measures only those pages. */
const chosenPages = args.flatMap((arg, index) => (args[index - 1] === '--page' ? [arg] : []))
const PAGES = chosenPages.length > 0 ? chosenPages : ALL_PAGES

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

interface PageRun {
  scores: Record<(typeof CATEGORIES)[number], number>
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number }
  scripts: { url: string; transferBytes: number }[]
  lhr: Lhr
}

function summarise(lhr: Lhr): PageRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)
      ?.items ?? []
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({ url: request.url, transferBytes: request.transferSize ?? 0 })),
    lhr,
  }
}

/** The audits that cost points, so a low score says where to look. */
function failingAudits(lhr: Lhr): string[] {
  const lines: string[] = []
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue
      lines.push(`    ${id}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''} — ${audit.title}`)
    }
  }
  return lines
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** Gzip (level 9) of each script the page loaded, read from the build, the way the budget is stated. */
function gzippedKb(urls: string[]): number {
  const bytes = urls.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(outDir, new URL(url).pathname)), { level: 9 }).length, 0)
  return bytes / 1024
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and such, on a loaded machine) is retried twice. */
async function runLighthouse(url: string, chromePort: number, attempt = 1): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (!result.lhr.runtimeError) return result
  if (attempt >= 3) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`)
  return runLighthouse(url, chromePort, attempt + 1)
}

/** A page of the build with no script that runs: the module scripts and their preloads removed (JSON data stays). */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}

/**
 * The plain-HTML baseline: on its own port, every request goes to the server as it is, but a page
 * (an HTML answer) comes back without its scripts, gzipped as the server sends pages.
 */
function startPlainProxy(target: string, listenPort: number) {
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = httpRequest(
      `${target}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
      (answer) => {
        const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html')
        if (!isPage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const headers = { ...answer.headers }
          delete headers['content-length']
          delete headers['content-encoding']
          const body = gzipSync(withoutScripts(Buffer.concat(chunks).toString('utf8')), { level: 6 })
          outgoing.writeHead(answer.statusCode ?? 200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length })
          outgoing.end(body)
        })
      },
    )
    // Pages are asked for uncompressed, to be rewritten; anything else as the browser asked.
    if ((incoming.headers.accept ?? '').includes('text/html')) upstream.setHeader('accept-encoding', 'identity')
    incoming.pipe(upstream)
    upstream.on('error', () => outgoing.destroy())
  })
  server.listen(listenPort, '127.0.0.1')
  return server
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const workDir = mkdtempSync(path.join(tmpdir(), 'club-bench-site-'))
const dataDir = path.join(workDir, 'data')
// The bench builds into its own folder: dist/ (what `npm start` and the e2e tests serve) stays as
// it is, and a build made meanwhile by someone else cannot change the pages under measurement.
/** --dist DIR measures that build (with --no-build), e.g. a copy of dist/ changed by hand to try something. */
const distArg = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : undefined
const outDir = shouldBuild ? path.join(workDir, 'dist') : path.resolve(distArg ?? 'dist')
if (shouldBuild) {
  console.log(`Building the app for ${origin} ...`)
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: origin },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (saveDir) mkdirSync(saveDir, { recursive: true })
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_DIR: outDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

const plainPort = await freePort()
const plainOrigin = `http://127.0.0.1:${plainPort}`
const plainProxy = startPlainProxy(origin, plainPort)

let isOnTarget = true
try {
  await waitForHealth(origin, 90_000)
  const { version } = createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
  console.log(`Lighthouse ${version}, mobile, ${runs} run(s) per page, median shown\n`)
  console.log('page            build        perf  a11y  best   seo    FCP ms   LCP ms  TBT ms    CLS')
  const results = new Map<string, PageRun[]>()
  for (const page of PAGES) {
    const pageRuns: PageRun[] = []
    const plainRuns: PageRun[] = []
    // Interleaved: the page, then its plain copy, run after run, so both meet the same machine.
    for (let run = 0; run < runs; run++) {
      const result = await runLighthouse(`${origin}${page}`, chrome.port)
      pageRuns.push(summarise(result.lhr))
      if (saveDir) writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`), JSON.stringify(result.lhr))
      const plain = await runLighthouse(`${plainOrigin}${page}`, chrome.port)
      plainRuns.push(summarise(plain.lhr))
      if (saveDir)
        writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, '_') || 'home'}-plain-${run + 1}.json`), JSON.stringify(plain.lhr))
    }
    results.set(page, pageRuns)
    for (const [build, measured] of [
      ['as built', pageRuns],
      ['plain HTML', plainRuns],
    ] as const) {
      const pick = (read: (run: PageRun) => number) => median(measured.map(read))
      const scores = CATEGORIES.map((id) => pick((run) => run.scores[id]))
      if (build === 'as built') {
        if (scores.some((score) => score < TARGET_SCORE) || pick((run) => run.metrics.tbt) > TARGET_TBT_MS) isOnTarget = false
      }
      console.log(
        `${(build === 'as built' ? page : '').padEnd(15)} ${build.padEnd(11)} ${scores.map((score) => String(score).padStart(5)).join(' ')} ${pick(
          (run) => run.metrics.fcp,
        )
          .toFixed(0)
          .padStart(9)} ${pick((run) => run.metrics.lcp)
          .toFixed(0)
          .padStart(8)} ${pick((run) => run.metrics.tbt)
          .toFixed(0)
          .padStart(7)} ${pick((run) => run.metrics.cls)
          .toFixed(3)
          .padStart(6)}`,
      )
      if (isVerbose) console.log(`    performance of each run: ${measured.map((run) => run.scores.performance).join(', ')}`)
    }
    const worst = pageRuns.reduce((low, run) => (run.scores.performance < low.scores.performance ? run : low))
    const failing = failingAudits(worst.lhr)
    if (failing.length > 0 && (isVerbose || worst.scores.performance < TARGET_SCORE)) console.log(failing.join('\n'))
  }

  const home = results.get('/')?.[0]
  if (home) {
    const urls = home.scripts.map((script) => script.url)
    const transferKb = home.scripts.reduce((sum, script) => sum + script.transferBytes, 0) / 1024
    const gzipKb = gzippedKb(urls)
    if (gzipKb > TARGET_HOME_JS_KB) isOnTarget = false
    console.log(
      `\nJavaScript loaded by / : ${urls.length} files, ${gzipKb.toFixed(1)} KB gzipped (${transferKb.toFixed(1)} KB as transferred)`,
    )
    if (isVerbose) for (const url of urls) console.log(`  ${url.replace(origin, '')}`)
  }
  console.log(
    `\nTargets (as built, medians): every score >= ${TARGET_SCORE}, TBT <= ${TARGET_TBT_MS} ms, JavaScript for / <= ${TARGET_HOME_JS_KB} KB gzipped: ${isOnTarget ? 'met' : 'NOT met'}`,
  )
} finally {
  chrome.kill()
  plainProxy.close()
  server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  rmSync(workDir, { recursive: true, force: true })
}
