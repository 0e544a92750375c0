// `npm run bench:greetings`: a bulk greeting to the demo club's 1,800 members through a fake WhatsApp
// Cloud API on loopback (issue 21 "Speed": the request answers in ≤ 1 s; all sent at the configured
// rate, 50/s → about 36 s, none twice, also with the server killed and restarted mid-way).
// The real server (server/main.ts) runs as a child process on its own data directory (embedded
// PostgreSQL, or DATABASE_URL when set), sending through the Cloud adapter to the fake API, which
// counts what each number receives. Run 1: one bulk send, start to last message. Run 2: another
// occasion's bulk send; after 10 s the server is killed (SIGKILL), started again on the same data,
// and the rest is sent by the new process. Baseline of the same run: GET /api/health.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { startFakeWhatsApp } from '../tests/helpers/fake-whatsapp.js'
import { freePort, waitForHealth } from './server-process.js'

const MEMBER_COUNT = 1800
const memberIds = Array.from({ length: MEMBER_COUNT }, (_, index) => `M${1001 + index}`)
const whatsapp = await startFakeWhatsApp()
const dataDir = mkdtempSync(path.join(tmpdir(), 'club-bench-greetings-'))
const port = await freePort()
const origin = `http://127.0.0.1:${port}`

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      WHATSAPP_TOKEN: 'bench-token',
      WHATSAPP_PHONE_NUMBER_ID: '1065',
      WHATSAPP_API_URL: whatsapp.apiUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return child
}

async function call(method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return (await response.json()) as any
}

const signIn = async () =>
  (await call('POST', '/api/login', undefined, { email_id: 'admin@club.test', password: 'Club@1994' })).result.token as string

async function bulkSend(token: string, body: Record<string, unknown>) {
  const started = performance.now()
  const answer = await call('POST', '/api/greetings/bulk-send', token, { memberIds, ...body })
  return { answerMs: performance.now() - started, batch: answer.data.batch, skipped: answer.data.skipped.length as number, started }
}

/** Polls the job until nothing is waiting except, after a kill, the one message the dead process had in hand. */
async function waitUntilSent(token: string, batchId: number, allowedStuck: number) {
  for (;;) {
    const progress = (await call('GET', `/api/greetings/jobs/${batchId}`, token)).data
    if (progress && (progress.status === 'done' || progress.sent + progress.failed + allowedStuck >= progress.total)) return progress
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function sentTwice(templateName: string) {
  const counts = new Map<string, number>()
  for (const request of whatsapp.received.filter((entry) => entry.body.template?.name === templateName)) {
    counts.set(request.body.to, (counts.get(request.body.to) ?? 0) + 1)
  }
  return { recipients: counts.size, twice: [...counts.values()].filter((count) => count > 1).length }
}

let server = startServer()
try {
  await waitForHealth(origin, 300_000)
  const token = await signIn()
  const healthStarted = performance.now()
  for (let index = 0; index < 20; index += 1) await fetch(`${origin}/api/health`)
  const healthMs = (performance.now() - healthStarted) / 20

  // Run 1: one bulk send, uninterrupted.
  const one = await bulkSend(token, { message: 'default', greetingType: 'birthday' })
  const doneOne = await waitUntilSent(token, one.batch.batchId, 0)
  const oneSeconds = (performance.now() - one.started) / 1000
  const oneCounts = sentTwice('club_birthday_default')

  // Run 2: killed after 10 s, restarted on the same data.
  const two = await bulkSend(token, { message: 'diwali', greetingType: 'festival' })
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  const beforeKill = sentTwice('club_festival_diwali').recipients
  server.kill('SIGKILL')
  await new Promise((resolve) => server.once('exit', resolve))
  const killedAt = performance.now()
  server = startServer()
  await waitForHealth(origin, 120_000)
  const restartSeconds = (performance.now() - killedAt) / 1000
  const tokenAgain = await signIn()
  const doneTwo = await waitUntilSent(tokenAgain, two.batch.batchId, 1)
  const twoSeconds = (performance.now() - two.started) / 1000
  const twoCounts = sentTwice('club_festival_diwali')

  console.log(`greetings bulk send to ${MEMBER_COUNT} members through a fake WhatsApp Cloud API (rate 50/s)`)
  console.log(`  baseline GET /api/health:                 ${healthMs.toFixed(1)} ms`)
  console.log(
    `  run 1: bulk-send answered in              ${one.answerMs.toFixed(0)} ms (batch of ${one.batch.total}, ${one.skipped} skipped)`,
  )
  console.log(
    `  run 1: all sent in                        ${oneSeconds.toFixed(1)} s (${(doneOne.sent / oneSeconds).toFixed(1)}/s); sent ${doneOne.sent}, failed ${doneOne.failed}`,
  )
  console.log(`  run 1: recipients ${oneCounts.recipients}, sent twice ${oneCounts.twice}`)
  console.log(`  run 2: bulk-send answered in              ${two.answerMs.toFixed(0)} ms`)
  console.log(`  run 2: ${beforeKill} sent, then SIGKILL; restarted and healthy in ${restartSeconds.toFixed(1)} s`)
  console.log(
    `  run 2: all sent ${twoSeconds.toFixed(1)} s after the request (restart included); sent ${doneTwo.sent}, failed ${doneTwo.failed}, waiting ${doneTwo.waiting}`,
  )
  console.log(`  run 2: recipients ${twoCounts.recipients}, sent twice ${twoCounts.twice}`)
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  await whatsapp.close()
  rmSync(dataDir, { recursive: true, force: true })
}
