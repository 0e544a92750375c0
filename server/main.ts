import { serve } from '@hono/node-server'
import { appDeps, createApp } from './app.js'
import {
  claimDataDir,
  createMessaging,
  databaseTarget,
  prepareDatabase,
  resolveTokenSecret,
  serverClock,
  type SeededDemo,
} from './bootstrap.js'
import { ticketSigner } from './tickets/ticket-keys.js'
import { describeTarget, openDatabase } from './db/database.js'
import { EnvError, loadEnv, type Env } from './env.js'
import { createLogger } from './http/logger.js'
import type { AppDeps } from './http/context.js'
import { createPostgresAdapter } from './realtime/postgres-adapter.js'
import { attachRealtime } from './realtime/realtime.js'
import { createRelayNotifier } from './realtime/notifier.js'
import { demoSignIns, isEmptyClub } from './seed/demo-seed.js'
import { startGreetingJobs } from './greetings/greeting-jobs.js'

function printBanner(env: Env, where: string, seeded: SeededDemo | undefined, isEmpty: boolean) {
  const url = `http://localhost:${env.PORT}`
  const lines = [``, `  Club platform is running at ${url}`, `  Database: ${where}`]
  if (seeded) {
    const shownOnce = env.NODE_ENV === 'production' ? ', shown only this once: keep it' : ''
    lines.push(``, `  Demo data was loaded. Demo sign-ins (password ${seeded.password} for all${shownOnce}):`)
    for (const signIn of demoSignIns) lines.push(`    ${signIn.who.padEnd(28)} ${signIn.id.padEnd(22)} at ${url}${signIn.door}`)
  } else if (isEmpty) {
    lines.push(``, `  Nobody can sign in yet: create the first administrator with \`npm run create-admin\`.`)
  }
  console.log(lines.join('\n') + '\n')
}

async function main() {
  let env: Env
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(env.LOG_LEVEL)
  const target = databaseTarget(env)
  const dataDirLock = claimDataDir(env, target)
  const clock = serverClock(env)
  const database = await openDatabase(target)
  const tokens = { secret: resolveTokenSecret(env), staffTtlSeconds: env.STAFF_TOKEN_TTL, memberTtlSeconds: env.MEMBER_TOKEN_TTL }
  const signer = await ticketSigner({ tokens, ticketSigningKey: env.TICKET_SIGNING_KEY })
  const seeded = await prepareDatabase(database.db, env, (line) => logger.info(line), signer, clock())
  const isEmpty = !seeded && (await isEmptyClub(database.db))

  const realtimeRelay = createRelayNotifier()
  const messaging = createMessaging(env, database.db, logger)
  // Bulk and scheduled greetings: every server works the one job table (ADR 035).
  const greetingJobs = await startGreetingJobs({ database, messaging, clock, logger })
  const deps: AppDeps = appDeps({
    db: database.db,
    clock,
    logger,
    tokens,
    ticketSigningKey: env.TICKET_SIGNING_KEY,
    messaging,
    greetingJobs,
    whatsappWebhook: { appSecret: env.WHATSAPP_APP_SECRET, verifyToken: env.WHATSAPP_VERIFY_TOKEN },
    realtime: realtimeRelay,
    publicConfig: { chatNumber: env.CLUB_CHAT_NUMBER },
    trustProxy: env.TRUST_PROXY,
    uploadMaxBytes: Math.round(env.UPLOAD_MAX_MB * 1024 * 1024),
    publicDir: env.PUBLIC_DIR,
  })
  const app = createApp(deps)

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () =>
    printBanner(env, describeTarget(target), seeded, isEmpty),
  )
  // Several servers on one PostgreSQL share their rooms; the embedded database runs one server.
  const adapter = target.kind === 'postgres' ? createPostgresAdapter(target.url, logger) : undefined
  const realtime = attachRealtime(server, deps, adapter ? { adapter } : {})
  realtimeRelay.attach(realtime)

  const shutdown = async (signal: string) => {
    logger.info('shutting down', { signal })
    await realtime.close()
    await greetingJobs.stop()
    server.close()
    await database.close()
    dataDirLock?.release()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  if (error instanceof Error && error.cause) console.error('Cause:', error.cause)
  process.exit(1)
})
