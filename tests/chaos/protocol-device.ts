import { createTestApp, type TestApp } from '../helpers/test-app.js'
import type { startFaultProxy } from './fault-proxy.js'
import { seededRandom } from './random.js'

/** One queued mutation, as /api/sync/push takes it. */
export interface QueuedMutation<Args> {
  id: number
  name: string
  args: Args
  at: string
}

/** What the server answered for one queued mutation (the first answer heard; a replay answers the same). */
export type Answer = { status: 'applied' } | { status: 'rejected'; reason: string }

/**
 * A device reduced to what the sync protocol asks of it (ADR 011): a client id, an outbox numbered
 * from 1 without holes, pushes of the outbox that drop what the server confirmed. The door and desk
 * chaos runs queue their own mutations on it (the kitchen chaos runs the real PWA code instead).
 */
export function createProtocolDevice<Args>(name: string, baseUrl: () => string, token: string, seed: number) {
  const random = seededRandom(seed)
  const clientId = `${name}-${seed.toString(36)}`
  const outbox: QueuedMutation<Args>[] = []
  const sent: QueuedMutation<Args>[] = []
  const answers = new Map<number, Answer>()
  let nextId = 1
  let failures = 0
  return {
    name,
    clientId,
    random,
    sent,
    answers,
    outbox,
    get failures() {
      return failures
    },
    /** Queues a mutation; its id is the next of this client's. */
    queue(mutationName: string, args: (id: number) => Args) {
      const id = nextId++
      const mutation: QueuedMutation<Args> = { id, name: mutationName, args: args(id), at: new Date().toISOString() }
      outbox.push(mutation)
      sent.push(mutation)
    },
    wantsToSync: (chance: number) => random() < chance,
    /** One push of the outbox; a dropped connection or a server error leaves it for the next try. */
    async sync(): Promise<void> {
      if (outbox.length === 0) return
      try {
        const response = await fetch(`${baseUrl()}/api/sync/push`, {
          method: 'POST',
          headers: { 'x-auth-token': token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_id: clientId, mutations: outbox.slice(0, 500) }),
        })
        const body = (await response.json()) as { results: ({ id: number } & Answer)[]; last_mutation_id: number }
        if (response.status !== 200) throw new Error(`push answered ${response.status}: ${JSON.stringify(body)}`)
        for (const result of body.results) {
          if (!answers.has(result.id))
            answers.set(result.id, result.status === 'applied' ? { status: 'applied' } : { status: 'rejected', reason: result.reason })
        }
        while (outbox.length > 0 && outbox[0]!.id <= body.last_mutation_id) outbox.shift()
      } catch {
        failures++
      }
    },
  }
}

/** A second server on the same database (the chaos runs restart it), on the base app's clock. */
export async function startServer(base: TestApp) {
  const app = await createTestApp({ database: base.database })
  app.clock.set(base.clock())
  const { url } = await app.listen()
  return { app, url }
}

/** The server a chaos run's devices reach through the proxy: replaced by the restart. */
export interface ChaosServer {
  current: Awaited<ReturnType<typeof startServer>>
}

/**
 * The middle of the door and desk chaos runs: each device acts until it has queued
 * `actionsPerDevice` mutations, pushing after an action by chance (offline otherwise); the server
 * is restarted once, when half of all actions are queued (in-flight requests finish or fail, the
 * devices carry on). Then every outbox drains, and each device pushes once more on a quiet network:
 * the faults may have eaten the answer to its last push. Returns after how many actions the
 * restart came.
 */
export async function driveThroughRestart<D extends ReturnType<typeof createProtocolDevice>>(run: {
  base: TestApp
  server: ChaosServer
  proxy: Awaited<ReturnType<typeof startFaultProxy>>
  devices: D[]
  actionsPerDevice: number
  syncChance: number
  act: (device: D) => void
}): Promise<number> {
  const { base, server, proxy, devices } = run
  const total = devices.length * run.actionsPerDevice
  let restart: Promise<void> | undefined
  let restartedAt = 0
  const actionsSoFar = () => devices.reduce((sum, device) => sum + device.sent.length, 0)
  await Promise.all(
    devices.map(async (device) => {
      while (device.sent.length < run.actionsPerDevice) {
        run.act(device)
        if (!restart && actionsSoFar() >= total / 2) {
          restartedAt = actionsSoFar()
          restart = (async () => {
            await server.current.app.close()
            server.current = await startServer(base)
            proxy.setTarget(server.current.url)
          })()
        }
        if (device.wantsToSync(run.syncChance)) await device.sync()
        else await new Promise((resolve) => setImmediate(resolve))
      }
    }),
  )
  await restart
  for (let round = 0; round < 300 && devices.some((device) => device.outbox.length > 0); round++)
    await Promise.all(devices.map((device) => device.sync()))
  proxy.setFaulty(false)
  for (const device of devices) await device.sync()
  return restartedAt
}
