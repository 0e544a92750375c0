// `npm run bench:kitchen`: the kitchen's live push and the sync outbox drain ("Speed"),
// each beside a baseline measured in the same run on the same machine (never asserted in tests).
// Runs on the embedded PGlite; on a real PostgreSQL with DATABASE_URL or TEST_DATABASE_URL (a fresh
// database is made on that server and dropped afterwards). The server runs in a process of its own
// (bench/kitchen-server.ts), as it does for the kitchen's tablets; this process is the 50 screens
// and the tapping hand.
import { fork } from 'node:child_process'
import { Agent, request } from 'node:http'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { io as connectTo, type Socket } from 'socket.io-client'
import { MUTATIONS_PER_TRANSACTION } from '../server/sync/sync.service.js'
import { seededRandom } from '../tests/chaos/random.js'
import {
  HTTP_BROADCAST_PATH,
  RELAY_EVENT,
  type ItemStep,
  type KitchenServerReady,
  type KitchenServerRequest,
} from './kitchen-bench-protocol.js'

const SCREENS = Number(process.env.BENCH_SCREENS ?? 50)
const CHANGES = Number(process.env.BENCH_CHANGES ?? 500)
const DRAIN = Number(process.env.BENCH_DRAIN ?? 1000)
const BATCH = 500
const WARM_UP = 10
const GAP = Number(process.env.BENCH_GAP_MS ?? 0)
const INTERLEAVE = process.env.BENCH_INTERLEAVE !== '0'
const pause = () => (GAP ? new Promise((resolve) => setTimeout(resolve, GAP)) : undefined)

const realPostgres = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
const serverEnv = realPostgres ? { ...process.env, TEST_DB: 'postgres', TEST_DATABASE_URL: realPostgres } : process.env

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1)! }
}
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`

// ---- the server process ----
const child = fork(new URL('./kitchen-server.ts', import.meta.url), {
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
  env: serverEnv,
})
const pending = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>()
let nextRequestId = 1
const ready = new Promise<KitchenServerReady>((resolve, reject) => {
  child.on('message', (message: { ready?: KitchenServerReady; id?: number; result?: unknown; error?: string }) => {
    if (message.ready) return resolve(message.ready)
    const waiting = pending.get(message.id!)
    pending.delete(message.id!)
    if (message.error) waiting?.reject(new Error(message.error))
    else waiting?.resolve(message.result)
  })
  child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)))
})
type Request = KitchenServerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never
function ask<T>(message: Request): Promise<T> {
  const id = nextRequestId++
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    child.send({ ...message, id })
  })
}

// Kept-alive connections, as a browser keeps them to its origin.
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
function call(url: string, method: string, token: string, body: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = JSON.stringify(body)
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: { 'x-auth-token': token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, text }))
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

const sockets: Socket[] = []
try {
  const { url, kitchenToken, kitchenId, database } = await ready

  // ---- (a) push latency: 50 screens in the kitchen's room ----
  for (let index = 0; index < SCREENS; index++) {
    const socket = connectTo(url, { auth: { token: kitchenToken }, transports: ['websocket'], reconnection: false, forceNew: true })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    const joined = await socket.timeout(5000).emitWithAck('join', { scope: `kitchen:${kitchenId}` })
    if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined)}`)
  }
  /** Resolves, when every screen has heard one more kitchen:changed, with the moment the last one did. */
  let waiting: { remaining: number; done: (at: number) => void } | undefined
  for (const socket of sockets) {
    socket.on('kitchen:changed', () => {
      if (waiting && --waiting.remaining === 0) waiting.done(performance.now())
    })
  }
  const allScreensHear = () => new Promise<number>((resolve) => (waiting = { remaining: SCREENS, done: resolve }))

  const placeSteps = async () => {
    const placed = (await ask<ItemStep[]>({ name: 'placeOrders', count: Math.ceil((CHANGES + WARM_UP) / 12) + 1, itemsPerOrder: 4 })).slice(
      0,
      CHANGES + WARM_UP,
    )
    if (placed.length < CHANGES + WARM_UP) throw new Error('not enough item steps')
    return placed
  }
  const steps = await placeSteps()
  // The same taps as a kitchen tablet sends them while online: each one at once through its outbox,
  // a push of one mutation (the sync engine's transaction, which also moves the device's cursor).
  const outboxSteps = await placeSteps()
  // Baselines: the same 50 sockets hear a bare socket.io broadcast of a payload of the same size,
  // (1) relayed: a 51st socket (in no room) asks over its own connection and the server broadcasts
  // what it sent, so the broadcast too starts at a client and crosses to the server first, as the
  // change does; (2) from the server itself, asked over IPC (earlier runs, in one process, emitted
  // in process); (3) asked by an HTTP request on the tablet's kept-alive connection, through the
  // app's middleware, answered with the order: the change's own path with none of its work (no
  // token, no database, no state machine).
  const payload = await ask<unknown>({ name: 'payload' })
  const trigger = connectTo(url, { auth: { token: kitchenToken }, transports: ['websocket'], reconnection: false, forceNew: true })
  await new Promise<void>((resolve, reject) => {
    trigger.once('connect', () => resolve())
    trigger.once('connect_error', reject)
  })
  // The orders' own pushes have been heard; start from quiet.
  await new Promise((resolve) => setTimeout(resolve, 200))
  waiting = undefined

  /**
   * One sample: `start` sends (it may return the request's answer, awaited after the sample: the
   * screens may hear before the answer arrives); it ends when the last screen has heard.
   */
  const sample = async (start: () => void | Promise<unknown>) => {
    await pause()
    const heard = allScreensHear()
    const started = performance.now()
    const answered = Promise.resolve(start()).then(() => performance.now())
    const heardAt = await heard
    return { total: heardAt - started, responded: (await answered) - started }
  }
  const expectAnswer = async (answer: Promise<{ status: number; text: string }>, isApplied: (text: string) => boolean = () => true) => {
    const response = await answer
    if (response.status !== 200 || !isApplied(response.text)) throw new Error(`answered ${response.status}: ${response.text.slice(0, 300)}`)
  }
  let nextMutationId = 1
  const kinds = {
    change: (index: number) => {
      const step = steps[index]!
      return sample(() =>
        expectAnswer(
          call(`${url}/api/kitchen/update-itemstatus/${step.order_id}/${step.item_id}`, 'PATCH', kitchenToken, { status: step.status }),
        ),
      )
    },
    outbox: (index: number) => {
      const mutation = { id: nextMutationId++, name: 'kitchen.setItemStatus', args: outboxSteps[index]!, at: new Date().toISOString() }
      const push = () => call(`${url}/api/sync/push`, 'POST', kitchenToken, { client_id: 'bench-outbox-tablet', mutations: [mutation] })
      return sample(() => expectAnswer(push(), (text) => text.includes('"applied"')))
    },
    relayed: () => sample(() => void trigger.emit(RELAY_EVENT, payload)),
    emitted: () => sample(() => void child.send({ id: 0, name: 'broadcast', payload } satisfies KitchenServerRequest)),
    overHttp: () => sample(() => expectAnswer(call(`${url}${HTTP_BROADCAST_PATH}`, 'PATCH', '', { status: 'ready' }))),
  }
  type Kind = keyof typeof kinds
  const samples = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, [] as { total: number; responded: number }[]])) as Record<
    Kind,
    { total: number; responded: number }[]
  >
  const take = async (kind: Kind, index: number) => {
    const taken = await kinds[kind](index)
    if (index >= WARM_UP) samples[kind].push(taken)
  }
  // In turn (each kind's 510 samples one after the other, as the benchmark first did), or
  // interleaved (one sample of each kind per round, in an order shuffled every round from a fixed
  // seed): the machine's speed drifts over seconds, and interleaving puts every kind under the same
  // drift; shuffling gives every kind the same chance to follow a heavy sample (a change's commit
  // and NOTIFY still at work) or a light one.
  const kindsInTurn = Object.keys(kinds) as Kind[]
  if (INTERLEAVE) {
    const random = seededRandom(20261125)
    for (let index = 0; index < CHANGES + WARM_UP; index++) {
      const round = [...kindsInTurn]
      for (let at = round.length - 1; at > 0; at--) {
        const other = Math.floor(random() * (at + 1))
        ;[round[at], round[other]] = [round[other]!, round[at]!]
      }
      for (const kind of round) await take(kind, index)
    }
  } else {
    for (const kind of kindsInTurn) for (let index = 0; index < CHANGES + WARM_UP; index++) await take(kind, index)
  }
  trigger.disconnect()
  const totals = (kind: Kind) => samples[kind].map((taken) => taken.total)
  const pushLatency = totals('change')
  const httpOnly = samples.change.map((taken) => taken.responded)
  const outboxLatency = totals('outbox')
  const relayed = totals('relayed')
  const emitted = totals('emitted')
  const overHttp = totals('overHttp')

  // ---- (b) outbox drain: one device's queued mutations, in batches vs one request each ----
  // The screens leave first: their pushes are not what this part measures.
  for (const socket of sockets.splice(0)) socket.disconnect()
  const drainSteps = await ask<ItemStep[]>({ name: 'placeOrders', count: Math.ceil((2 * DRAIN) / 12) + 2, itemsPerOrder: 4 })
  const mutationsFor = (list: ItemStep[]) =>
    list.map((step, index) => ({ id: index + 1, name: 'kitchen.setItemStatus', args: step, at: new Date().toISOString() }))
  // Two devices' worth of different items, so both runs do the same kind of work.
  const byOrder = [...new Set(drainSteps.map((step) => step.order_id))]
  const half = new Set(byOrder.slice(0, byOrder.length / 2))
  const firstSteps = drainSteps.filter((step) => half.has(step.order_id)).slice(0, DRAIN)
  const secondSteps = drainSteps.filter((step) => !half.has(step.order_id)).slice(0, DRAIN)
  if (firstSteps.length < DRAIN || secondSteps.length < DRAIN) throw new Error('not enough steps for the drain')
  const push = async (clientId: string, mutations: ReturnType<typeof mutationsFor>) => {
    const response = await call(`${url}/api/sync/push`, 'POST', kitchenToken, { client_id: clientId, mutations })
    const body = JSON.parse(response.text) as { results: { status: string }[]; last_mutation_id: number }
    if (response.status !== 200 || body.results.some((result) => result.status !== 'applied'))
      throw new Error(`push answered ${response.status}: ${response.text.slice(0, 300)}`)
    return body.last_mutation_id
  }
  const batched = mutationsFor(firstSteps)
  let started = performance.now()
  for (let from = 0; from < batched.length; from += BATCH) await push('bench-drain-batched', batched.slice(from, from + BATCH))
  const batchedMs = performance.now() - started
  const single = mutationsFor(secondSteps)
  started = performance.now()
  for (const mutation of single) await push('bench-drain-single', [mutation])
  const singleMs = performance.now() - started

  // What one durable commit costs here: the one-per-request baseline pays it per mutation, a batch
  // once per MUTATIONS_PER_TRANSACTION (ADR 011, "Batches").
  const commitMs = await ask<number>({ name: 'commitProbe', commits: 200 })

  console.log(
    `Kitchen sync benchmarks on ${database} (Node ${process.version}, ${os.cpus().length} CPUs, ${os.loadavg()[0]!.toFixed(1)} load; server in its own process)`,
  )
  const a = summary(pushLatency)
  const h = summary(httpOnly)
  const r = summary(relayed)
  const e = summary(emitted)
  const b = summary(overHttp)
  console.log(
    `(a) push latency, ${SCREENS} screens, ${pushLatency.length} item status changes (request start → last screen heard kitchen:changed), samples ${INTERLEAVE ? 'interleaved' : 'kind after kind'}`,
  )
  console.log(`    item change over HTTP      p50 ${ms(a.p50)}  p95 ${ms(a.p95)}  p99 ${ms(a.p99)}  max ${ms(a.max)}`)
  console.log(`      the tablet's own answer  p50 ${ms(h.p50)}  p95 ${ms(h.p95)}  p99 ${ms(h.p99)}`)
  const o = summary(outboxLatency)
  console.log(
    `    the same through the outbox p50 ${ms(o.p50)}  p95 ${ms(o.p95)}  p99 ${ms(o.p99)}  max ${ms(o.max)}  (one mutation per sync push, as an online tablet sends a tap)`,
  )
  console.log(
    `    baseline: bare broadcast   p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  (a client's socket → server → ${SCREENS} screens)`,
  )
  console.log(`      emitted by the server    p50 ${ms(e.p50)}  p95 ${ms(e.p95)}  p99 ${ms(e.p99)}  max ${ms(e.max)}  (asked over IPC)`)
  console.log(
    `      asked over HTTP          p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  p99 ${ms(b.p99)}  max ${ms(b.max)}  (the change's path, none of its work)`,
  )
  console.log(
    `    p95 ×${(a.p95 / r.p95).toFixed(1)} the relayed broadcast, ×${(a.p95 / e.p95).toFixed(1)} the emitted one, ×${(a.p95 / b.p95).toFixed(1)} the one asked over HTTP (target on PostgreSQL: p95 ≤ 50 ms and ≤ 3× baseline)`,
  )
  console.log(`    through the outbox ×${(o.p95 / r.p95).toFixed(1)} / ×${(o.p95 / e.p95).toFixed(1)} / ×${(o.p95 / b.p95).toFixed(1)}`)
  console.log(`(b) outbox drain, ${DRAIN} kitchen.setItemStatus from one device to confirmation`)
  console.log(`    batches of ${BATCH}            ${ms(batchedMs)}  (${((batchedMs / DRAIN) * 1000).toFixed(0)} µs per mutation)`)
  console.log(`    baseline: one per request ${ms(singleMs)}  (${((singleMs / DRAIN) * 1000).toFixed(0)} µs per mutation)`)
  console.log(`    batched ${(singleMs / batchedMs).toFixed(1)}× faster (target on PostgreSQL: ≤ 2 s and ≥ 5×)`)
  const transactions = Math.ceil(DRAIN / MUTATIONS_PER_TRANSACTION)
  console.log(`    one insert + commit ${ms(commitMs)}  (batched: ${transactions} commits; one per request: ${DRAIN})`)
} finally {
  for (const socket of sockets) socket.disconnect()
  agent.destroy()
  const exited = new Promise((resolve) => child.once('exit', resolve))
  if (child.connected) await ask({ name: 'close' }).catch(() => undefined)
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  if (child.exitCode === null) child.kill()
}
