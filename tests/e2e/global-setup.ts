import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import pg from 'pg'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { clubDate } from '../../domain/time.js'

/** One server of the run: each vitest worker drives its own (browser.ts, `server()`). */
export interface E2eServer {
  baseUrl: string
  /** Set when the server runs on a real PostgreSQL: tests may read its tables. */
  databaseUrl: string
  /** The server's log (JSON lines), where the stored WhatsApp messages also appear. */
  logFile: string
  /** The server's clock (CLUB_CLOCK): it read this when it started... */
  clockStart: string
  /** ...which was at this moment (ms since the epoch, this machine's clock). */
  clockStartedAt: number
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[]
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`)
}

/**
 * Starts one real server per worker on the built app (run `npm run build` first), each on a fresh
 * database of its own. The suite mostly waits on the browser and the network, so two files running
 * side by side take little more than one; giving each its own server and database keeps every file
 * as alone as it was when they ran one at a time (ADR 019).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build')
  const count = Math.max(1, project.config.maxWorkers ?? 1)
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer()))
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()))
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  project.provide(
    'servers',
    servers.map((server) => server.info),
  )
  return stopAll
}

async function startServer(): Promise<{ info: E2eServer; stop: () => Promise<void> }> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-e2e-'))
  const logFile = path.join(dataDir, 'server.log')
  const databaseUrl = await createE2eDatabase()
  // Every run sees the same time of day, whatever the hour: ten in the morning at the club, today.
  // The browser pages are put on the same clock (browser.ts).
  const clockStart = `${clubDate(new Date())}T10:00:00+05:30`
  const clockStartedAt = Date.now()
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl?.url ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      CLUB_CLOCK: clockStart,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = createWriteStream(logFile)
  server.stdout?.pipe(log)
  server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  const stop = async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    await databaseUrl?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(baseUrl, server, 120_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { info: { baseUrl, databaseUrl: databaseUrl?.url ?? '', logFile, clockStart, clockStartedAt }, stop }
}

/** With TEST_DATABASE_URL the server runs on a fresh database of that PostgreSQL; else embedded. */
async function createE2eDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return undefined
  const name = `club_e2e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}
