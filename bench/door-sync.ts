// `npm run bench:door`: door check-ins over sync ("Speed": four devices pushing check-ins
// concurrently on real PostgreSQL ≥ 1,000 check-ins/s) and the since=0 download of a 20,000-ticket
// event. Runs on the embedded PGlite; on a real PostgreSQL with DATABASE_URL or TEST_DATABASE_URL (a
// fresh database is made on that server and dropped afterwards).
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { createTestApp } from '../tests/helpers/test-app.js'

const TICKETS = Number(process.env.BENCH_TICKETS ?? 20_000)
const DEVICES = 4
const PUSH = Number(process.env.BENCH_PUSH ?? 500)
const CODED = Number(process.env.BENCH_CODED ?? 2_000)

const realPostgres = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (realPostgres) {
  process.env.TEST_DB = 'postgres'
  process.env.TEST_DATABASE_URL = realPostgres
}
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`

const t = await createTestApp()
try {
  const server = await t.listen()
  t.realtime.isRecording = false
  const admin = await t.tokens.staff()
  const reception = await t.tokens.staff('reception@club.test')
  const now = Date.now()
  t.clock.set(new Date(now))
  const created = await t.call('POST', '/api/event-bookings/events', {
    token: admin,
    body: {
      title: 'Bench Gala',
      description: 'Twenty thousand guests.',
      event_type: 'social',
      venue: 'Grounds',
      start_at: new Date(now + 86_400_000).toISOString(),
      end_at: new Date(now + 90_000_000).toISOString(),
      capacity: TICKETS,
      price_paise: 0,
      visibility: 'public',
    },
  })
  if (created.status !== 201) throw new Error(`event refused: ${created.text}`)
  const eventId = created.body.event.event_id as number
  await t.call('PATCH', `/api/event-bookings/events/${eventId}/publish`, { token: admin })
  await t.db
    .updateTable('events')
    .set({ start_at: new Date(now - 3_600_000), end_at: new Date(now + 5 * 3_600_000) })
    .where('event_id', '=', eventId)
    .execute()

  // ---- seed: TICKETS tickets in bookings of 10, straight in SQL ----
  let started = performance.now()
  await sql`insert into event_bookings (event_id, booking_type, contact_name, contact_phone, channel, ticket_count, unit_price_paise, subtotal_paise, total_paise, payment_status)
    select ${eventId}, 'guest', 'Bench Guest ' || n, '98' || lpad(n::text, 8, '0'), 'reception', 10, 0, 0, 0, 'free' from generate_series(1, ${Math.ceil(TICKETS / 10)}) n`.execute(
    t.db,
  )
  await sql`insert into event_tickets (booking_id, event_id, holder_name, code)
    select b.booking_id, b.event_id, 'Holder ' || b.booking_id || '-' || k, 'BENCH-' || b.booking_id || '-' || k
    from event_bookings b cross join generate_series(1, 10) k where b.event_id = ${eventId}`.execute(t.db)
  const ticketIds = (
    await t.db.selectFrom('event_tickets').select('ticket_id').where('event_id', '=', eventId).orderBy('ticket_id').limit(TICKETS).execute()
  ).map((row) => row.ticket_id)
  const seedMs = performance.now() - started

  const pull = async () => {
    const began = performance.now()
    const response = await fetch(`${server.url}/api/sync/pull?scope=event:${eventId}&since=0`, { headers: { 'x-auth-token': reception } })
    const body = (await response.json()) as { tickets: unknown[] }
    if (response.status !== 200) throw new Error(`pull answered ${response.status}`)
    return { ms: performance.now() - began, tickets: body.tickets.length }
  }
  await pull() // warm up
  const emptyPull = await pull()

  // ---- four devices, each scanning its own quarter of the crowd in, pushing in batches ----
  type Mutation = { id: number; name: string; args: Record<string, unknown>; at: string }
  const push = async (clientId: string, mutations: Mutation[]) => {
    const response = await fetch(`${server.url}/api/sync/push`, {
      method: 'POST',
      headers: { 'x-auth-token': reception, 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: clientId, mutations }),
    })
    const body = (await response.json()) as { results: { status: string }[] }
    if (response.status !== 200 || body.results.some((result) => result.status !== 'applied'))
      throw new Error(`push answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  }
  const run = `${process.pid}-${Date.now().toString(36)}`
  const devices = Array.from({ length: DEVICES }, (_, device) => {
    const mine = ticketIds.filter((_, index) => index % DEVICES === device)
    const at = new Date().toISOString()
    return mine.map((ticketId, index): Mutation => ({
      id: index + 1,
      name: 'checkin.redeem',
      args: { event_id: eventId, ticket_id: ticketId, type: 'entry', checkin_id: `bench-${run}-${device}-${index}` },
      at,
    }))
  })
  started = performance.now()
  await Promise.all(
    devices.map(async (mutations, device) => {
      for (let from = 0; from < mutations.length; from += PUSH)
        await push(`bench-door-${run}-${device}`, mutations.slice(from, from + PUSH))
    }),
  )
  const checkinMs = performance.now() - started
  const checkins = devices.reduce((sum, mutations) => sum + mutations.length, 0)

  // ---- the same by scanned code: each server verifies the signature (exits of CODED tickets) ----
  const { ticketSigner } = await import('../server/tickets/ticket-keys.js')
  const signer = await ticketSigner(t.deps)
  const codedTickets = ticketIds.slice(0, CODED)
  const codes = await Promise.all(codedTickets.map((ticketId) => signer.sign({ ticketId, eventId })))
  const coded = Array.from({ length: DEVICES }, (_, device) =>
    codes
      .flatMap((code, index) => (index % DEVICES === device ? [code] : []))
      .map((code, index): Mutation => ({
        id: index + 1,
        name: 'checkin.redeem',
        args: { event_id: eventId, code, type: 'exit', checkin_id: `bench-${run}-x${device}-${index}` },
        at: new Date().toISOString(),
      })),
  )
  started = performance.now()
  await Promise.all(
    coded.map(async (mutations, device) => {
      for (let from = 0; from < mutations.length; from += PUSH)
        await push(`bench-door-${run}-x${device}`, mutations.slice(from, from + PUSH))
    }),
  )
  const codedMs = performance.now() - started

  const fullPull = await pull()

  const db = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'
  console.log(`Door sync benchmarks on ${db} (Node ${process.version}, ${os.cpus().length} CPUs, ${os.loadavg()[0]!.toFixed(1)} load)`)
  console.log(`seeded ${ticketIds.length} tickets in SQL                 ${ms(seedMs)}`)
  console.log(`(a) ${DEVICES} devices pushing ${checkins} entries by ticket id, ${PUSH} per push, concurrently over HTTP`)
  console.log(`    ${ms(checkinMs)}  → ${Math.round((checkins / checkinMs) * 1000)} check-ins/s (target on PostgreSQL ≥ 1,000/s)`)
  console.log(
    `    by scanned code (signature verified): ${codes.length} exits ${ms(codedMs)} → ${Math.round((codes.length / codedMs) * 1000)} check-ins/s`,
  )
  console.log(`(b) since=0 pull of the event over HTTP`)
  console.log(`    ${emptyPull.tickets} tickets, no check-ins       ${ms(emptyPull.ms)}`)
  console.log(`    ${fullPull.tickets} tickets, ${checkins + codes.length} check-ins  ${ms(fullPull.ms)}`)
} finally {
  await t.close()
}
