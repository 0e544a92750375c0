import { expect } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { startFaultProxy, type FaultCounts, type FaultRates } from './fault-proxy.js'
import { pick, seededRandom } from './random.js'

export interface DoorChaosOptions {
  seed: number
  devices: number
  scansPerDevice: number
  tickets: number
  /** Chance that a device syncs after a scan (otherwise it keeps scanning offline). */
  syncChance: number
  rates: FaultRates
}

interface Queued {
  id: number
  name: 'checkin.redeem'
  args: { event_id: number; ticket_id: number; type: 'entry' | 'exit'; checkin_id: string }
  at: string
}

/** What the server answered for one queued check-in (the first answer heard; a replay answers the same). */
type Answer = { status: 'applied' } | { status: 'rejected'; reason: string }

/**
 * One door device, reduced to what the sync protocol asks of it (ADR 011): a client id, an outbox
 * numbered from 1 without holes, pushes of the whole outbox that drop what the server confirmed.
 * (The door screen's own client is built beside this; the kitchen chaos runs the real PWA code.)
 */
function createDoorDevice(name: string, baseUrl: () => string, token: string, seed: number) {
  const random = seededRandom(seed)
  const clientId = `${name}-${seed.toString(36)}`
  const outbox: Queued[] = []
  const sent: Queued[] = []
  const answers = new Map<number, Answer>()
  let nextId = 1
  let failures = 0
  return {
    name,
    clientId,
    sent,
    answers,
    outbox,
    get failures() {
      return failures
    },
    scan(eventId: number, ticketIds: number[]) {
      const mutation: Queued = {
        id: nextId++,
        name: 'checkin.redeem',
        args: { event_id: eventId, ticket_id: pick(random, ticketIds), type: random() < 0.6 ? 'entry' : 'exit', checkin_id: `${clientId}-${nextId - 1}` },
        at: new Date().toISOString(),
      }
      outbox.push(mutation)
      sent.push(mutation)
    },
    wantsToSync: (chance: number) => random() < chance,
    /** One push of the outbox; a dropped connection or a server error leaves it for the next try. */
    async sync(): Promise<void> {
      if (outbox.length === 0) return
      const batch = outbox.slice(0, 500)
      try {
        const response = await fetch(`${baseUrl()}/api/sync/push`, {
          method: 'POST',
          headers: { 'x-auth-token': token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_id: clientId, mutations: batch }),
        })
        const body = (await response.json()) as { results: ({ id: number } & Answer)[]; last_mutation_id: number }
        if (response.status !== 200) throw new Error(`push answered ${response.status}: ${JSON.stringify(body)}`)
        for (const result of body.results) {
          if (!answers.has(result.id)) answers.set(result.id, result.status === 'applied' ? { status: 'applied' } : { status: 'rejected', reason: result.reason })
        }
        while (outbox.length > 0 && outbox[0]!.id <= body.last_mutation_id) outbox.shift()
      } catch {
        failures++
      }
    },
  }
}
type DoorDevice = ReturnType<typeof createDoorDevice>

async function startServer(base: TestApp) {
  const app = await createTestApp({ database: base.database })
  app.clock.set(base.clock())
  const { url } = await app.listen()
  return { app, url }
}

/**
 * The check-in variant of the chaos run (issue 5, Tests): door devices scan entries and exits of a
 * shared set of tickets, offline and online, through a fault-injecting proxy while the server is
 * restarted once. Returns what the checks need.
 */
export async function runDoorChaos(options: DoorChaosOptions) {
  const base = await createTestApp()
  base.clock.set(new Date())
  let server = await startServer(base)
  const proxy = await startFaultProxy(server.url, options.rates, options.seed)
  try {
    const admin = await base.tokens.staff()
    const reception = await base.tokens.staff('reception@club.test')
    const start = new Date(Date.now() - 3_600_000)
    const created = await base.call('POST', '/api/event-bookings/events', {
      token: admin,
      body: { title: 'Chaos Night', description: 'Three doors, one crowd.', event_type: 'social', venue: 'Lawn', start_at: new Date(Date.now() + 86_400_000).toISOString(), end_at: new Date(Date.now() + 90_000_000).toISOString(), capacity: 500, price_paise: 0, visibility: 'public' },
    })
    expect(created.status, created.text).toBe(201)
    const eventId = created.body.event.event_id as number
    expect((await base.call('PATCH', `/api/event-bookings/events/${eventId}/publish`, { token: admin })).status).toBe(200)
    await base.db.updateTable('events').set({ start_at: start, end_at: new Date(start.getTime() + 6 * 3_600_000) }).where('event_id', '=', eventId).execute()
    const ticketIds: number[] = []
    while (ticketIds.length < options.tickets) {
      const holders = Array.from({ length: Math.min(10, options.tickets - ticketIds.length) }, (_, index) => ({ holder_name: `Guest ${ticketIds.length + index + 1}` }))
      const booked = await base.call('POST', '/api/event-bookings/reception/bookings', { token: reception, body: { event_id: eventId, booking_type: 'guest', tickets: holders, payment_method: 'cash' } })
      expect(booked.status, booked.text).toBe(201)
      ticketIds.push(...(booked.body.booking.tickets as { ticketId: number }[]).map((ticket) => ticket.ticketId))
    }

    const devices: DoorDevice[] = Array.from({ length: options.devices }, (_, index) => createDoorDevice(`door-${index + 1}`, () => proxy.url, reception, options.seed * 31 + index))
    const total = options.devices * options.scansPerDevice
    let restart: Promise<void> | undefined
    let restartedAtScan = 0
    const scansSoFar = () => devices.reduce((sum, device) => sum + device.sent.length, 0)
    await Promise.all(
      devices.map(async (device) => {
        while (device.sent.length < options.scansPerDevice) {
          device.scan(eventId, ticketIds)
          if (!restart && scansSoFar() >= total / 2) {
            restartedAtScan = scansSoFar()
            restart = (async () => {
              await server.app.close()
              server = await startServer(base)
              proxy.setTarget(server.url)
            })()
          }
          if (device.wantsToSync(options.syncChance)) await device.sync()
          else await new Promise((resolve) => setImmediate(resolve))
        }
      }),
    )
    await restart
    for (let round = 0; round < 300 && devices.some((device) => device.outbox.length > 0); round++) await Promise.all(devices.map((device) => device.sync()))
    // The faults may have eaten the answer to a device's last push: one more, on a quiet network.
    proxy.setFaulty(false)
    for (const device of devices) await device.sync()

    const checkins = await base.db.selectFrom('ticket_checkins').select(['client_checkin_id', 'device_client_id', 'ticket_id']).where('event_id', '=', eventId).execute()
    const conflicts = await base.db.selectFrom('checkin_conflicts').select(['rejected_device_client_id', 'rejected_at', 'ticket_id']).where('event_id', '=', eventId).execute()
    const cursors = await base.db.selectFrom('sync_clients').select(['client_id', 'last_mutation_id']).where('client_id', 'in', devices.map((device) => device.clientId)).execute()
    return {
      faults: { ...proxy.counts } as FaultCounts,
      restartedAtScan,
      devices,
      checkins,
      conflicts,
      cursors: new Map(cursors.map((row) => [row.client_id, Number(row.last_mutation_id)])),
    }
  } finally {
    await proxy.close()
    await server.app.close()
    await base.close()
  }
}
