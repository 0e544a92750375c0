import { expect } from 'vitest'
import { createTestApp } from '../helpers/test-app.js'
import { startFaultProxy, type FaultCounts, type FaultRates } from './fault-proxy.js'
import { createProtocolDevice, driveThroughRestart, startServer, type ChaosServer } from './protocol-device.js'
import { pick } from './random.js'

export interface DoorChaosOptions {
  seed: number
  devices: number
  scansPerDevice: number
  tickets: number
  /** Chance that a device syncs after a scan (otherwise it keeps scanning offline). */
  syncChance: number
  rates: FaultRates
}

type RedeemArgs = { event_id: number; ticket_id: number; type: 'entry' | 'exit'; checkin_id: string }

/** One door device: scans of entries and exits of the shared tickets, queued as checkin.redeem. */
function createDoorDevice(name: string, baseUrl: () => string, token: string, seed: number) {
  const device = createProtocolDevice<RedeemArgs>(name, baseUrl, token, seed)
  return Object.assign(device, {
    scan(eventId: number, ticketIds: number[]) {
      const { random, clientId } = device
      device.queue('checkin.redeem', (id) => ({
        event_id: eventId,
        ticket_id: pick(random, ticketIds),
        type: random() < 0.6 ? 'entry' : 'exit',
        checkin_id: `${clientId}-${id}`,
      }))
    },
  })
}
type DoorDevice = ReturnType<typeof createDoorDevice>

/**
 * The check-in variant of the chaos run (Tests): door devices scan entries and exits of a
 * shared set of tickets, offline and online, through a fault-injecting proxy while the server is
 * restarted once. Returns what the checks need.
 */
export async function runDoorChaos(options: DoorChaosOptions) {
  const base = await createTestApp()
  base.clock.set(new Date())
  const server: ChaosServer = { current: await startServer(base) }
  const proxy = await startFaultProxy(server.current.url, options.rates, options.seed)
  try {
    const admin = await base.tokens.staff()
    const reception = await base.tokens.staff('reception@club.test')
    const start = new Date(Date.now() - 3_600_000)
    const created = await base.call('POST', '/api/event-bookings/events', {
      token: admin,
      body: {
        title: 'Chaos Night',
        description: 'Three doors, one crowd.',
        event_type: 'social',
        venue: 'Lawn',
        start_at: new Date(Date.now() + 86_400_000).toISOString(),
        end_at: new Date(Date.now() + 90_000_000).toISOString(),
        capacity: 500,
        price_paise: 0,
        visibility: 'public',
      },
    })
    expect(created.status, created.text).toBe(201)
    const eventId = created.body.event.event_id as number
    expect((await base.call('PATCH', `/api/event-bookings/events/${eventId}/publish`, { token: admin })).status).toBe(200)
    await base.db
      .updateTable('events')
      .set({ start_at: start, end_at: new Date(start.getTime() + 6 * 3_600_000) })
      .where('event_id', '=', eventId)
      .execute()
    const ticketIds: number[] = []
    while (ticketIds.length < options.tickets) {
      const holders = Array.from({ length: Math.min(10, options.tickets - ticketIds.length) }, (_, index) => ({
        holder_name: `Guest ${ticketIds.length + index + 1}`,
      }))
      const booked = await base.call('POST', '/api/event-bookings/reception/bookings', {
        token: reception,
        body: { event_id: eventId, booking_type: 'guest', tickets: holders, payment_method: 'cash' },
      })
      expect(booked.status, booked.text).toBe(201)
      ticketIds.push(...(booked.body.booking.tickets as { ticketId: number }[]).map((ticket) => ticket.ticketId))
    }

    const devices: DoorDevice[] = Array.from({ length: options.devices }, (_, index) =>
      createDoorDevice(`door-${index + 1}`, () => proxy.url, reception, options.seed * 31 + index),
    )
    const restartedAtScan = await driveThroughRestart({
      base,
      server,
      proxy,
      devices,
      actionsPerDevice: options.scansPerDevice,
      syncChance: options.syncChance,
      act: (device) => device.scan(eventId, ticketIds),
    })

    const checkins = await base.db
      .selectFrom('ticket_checkins')
      .select(['client_checkin_id', 'device_client_id', 'ticket_id'])
      .where('event_id', '=', eventId)
      .execute()
    const conflicts = await base.db
      .selectFrom('checkin_conflicts')
      .select(['rejected_device_client_id', 'rejected_at', 'ticket_id'])
      .where('event_id', '=', eventId)
      .execute()
    const cursors = await base.db
      .selectFrom('sync_clients')
      .select(['client_id', 'last_mutation_id'])
      .where(
        'client_id',
        'in',
        devices.map((device) => device.clientId),
      )
      .execute()
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
    await server.current.app.close()
    await base.close()
  }
}
