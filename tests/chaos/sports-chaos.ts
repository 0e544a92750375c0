import { expect } from 'vitest'
import { clubDate } from '../../domain/time.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { deskActivity, deskBooking } from '../server/sports-desk-fixtures.js'
import { startFaultProxy, type FaultCounts, type FaultRates } from './fault-proxy.js'
import { pick, seededRandom } from './random.js'

export interface SportsChaosOptions {
  seed: number
  devices: number
  tapsPerDevice: number
  bookings: number
  /** Chance that a device syncs after a tap (otherwise it keeps tapping offline). */
  syncChance: number
  rates: FaultRates
}

interface QueuedTap {
  id: number
  name: 'sports.checkIn' | 'sports.checkOut'
  args: { booking_id: number }
  at: string
}

/** What the server answered for one queued tap (the first answer heard; a replay answers the same). */
type Answer = { status: 'applied' } | { status: 'rejected'; reason: string }

/**
 * One desk device, reduced to what the sync protocol asks of it (ADR 011), like the door chaos's:
 * a client id, an outbox numbered from 1 without holes, pushes that drop what the server confirmed.
 */
function createDeskDevice(name: string, baseUrl: () => string, token: string, seed: number) {
  const random = seededRandom(seed)
  const clientId = `${name}-${seed.toString(36)}`
  const outbox: QueuedTap[] = []
  const sent: QueuedTap[] = []
  const answers = new Map<number, Answer>()
  let nextId = 1
  return {
    name,
    clientId,
    sent,
    answers,
    outbox,
    tap(bookingIds: number[]) {
      const tap: QueuedTap = {
        id: nextId++,
        name: random() < 0.6 ? 'sports.checkIn' : 'sports.checkOut',
        args: { booking_id: pick(random, bookingIds) },
        at: new Date().toISOString(),
      }
      outbox.push(tap)
      sent.push(tap)
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
          if (!answers.has(result.id)) answers.set(result.id, result.status === 'applied' ? { status: 'applied' } : { status: 'rejected', reason: result.reason })
        }
        while (outbox.length > 0 && outbox[0]!.id <= body.last_mutation_id) outbox.shift()
      } catch {
        // the next round retries
      }
    },
  }
}
export type DeskDevice = ReturnType<typeof createDeskDevice>

async function startServer(base: TestApp) {
  const app = await createTestApp({ database: base.database })
  app.clock.set(base.clock())
  const { url } = await app.listen()
  return { app, url }
}

/**
 * The sports desk variant of the chaos run (issue 6, Tests): desk devices check players in and out of
 * a shared set of today's bookings, offline and online, through a fault-injecting proxy while the
 * server is restarted once. Returns what the checks need.
 */
export async function runSportsChaos(options: SportsChaosOptions) {
  const base = await createTestApp()
  base.clock.set(new Date())
  let server = await startServer(base)
  const proxy = await startFaultProxy(server.url, options.rates, options.seed)
  try {
    const reception = await base.tokens.staff('reception@club.test')
    const courts = await deskActivity(base, { name: `Chaos Courts ${options.seed}`, items: 4 })
    const bookingIds: number[] = []
    for (let index = 0; index < options.bookings; index++) {
      const hour = 6 + Math.floor(index / 4)
      bookingIds.push(
        await deskBooking(base, {
          activityId: courts.activityId,
          itemId: courts.itemIds[index % 4]!,
          date: clubDate(new Date()),
          startTime: `${String(hour).padStart(2, '0')}:00`,
          endTime: `${String(hour + 1).padStart(2, '0')}:00`,
          contactName: `Player ${index + 1}`,
        }),
      )
    }
    expect(bookingIds.length).toBeLessThanOrEqual(64)

    const devices = Array.from({ length: options.devices }, (_, index) => createDeskDevice(`desk-${index + 1}`, () => proxy.url, reception, options.seed * 37 + index))
    const total = options.devices * options.tapsPerDevice
    let restart: Promise<void> | undefined
    let restartedAtTap = 0
    const tapsSoFar = () => devices.reduce((sum, device) => sum + device.sent.length, 0)
    await Promise.all(
      devices.map(async (device) => {
        while (device.sent.length < options.tapsPerDevice) {
          device.tap(bookingIds)
          if (!restart && tapsSoFar() >= total / 2) {
            restartedAtTap = tapsSoFar()
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

    const bookings = await base.db
      .selectFrom('sports_bookings')
      .select(['booking_id', 'status', 'checked_in_at', 'checked_in_device', 'checked_out_at', 'checked_out_device'])
      .where('booking_id', 'in', bookingIds)
      .execute()
    const history = await base.db
      .selectFrom('sports_booking_history')
      .select(['booking_id', 'from_status', 'to_status', 'device_client_id', 'at'])
      .where('booking_id', 'in', bookingIds)
      .orderBy('history_id')
      .execute()
    const cursors = await base.db.selectFrom('sync_clients').select(['client_id', 'last_mutation_id']).where('client_id', 'in', devices.map((device) => device.clientId)).execute()
    return {
      faults: { ...proxy.counts } as FaultCounts,
      restartedAtTap,
      devices,
      bookings,
      history,
      cursors: new Map(cursors.map((row) => [row.client_id, Number(row.last_mutation_id)])),
    }
  } finally {
    await proxy.close()
    await server.app.close()
    await base.close()
  }
}
