// `npm run bench:sports`: sports availability and calendar ("Speed"): an activity with 20
// items and 2,000 bookings in the month (plus earlier months' history): availability for one day
// p95 ≤ 20 ms, the month's calendar p95 ≤ 50 ms, each over the whole HTTP handler (token check,
// grant check, queries, JSON). Runs on a real PostgreSQL when DATABASE_URL or TEST_DATABASE_URL
// names one (a fresh database is made on that server and dropped afterwards), else on PGlite.
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { createTestApp } from '../tests/helpers/test-app.js'

const ITEMS = 20
const MONTH_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2_000)
const HISTORY_BOOKINGS = Number(process.env.BENCH_HISTORY ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 300)

const realPostgres = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (realPostgres) {
  process.env.TEST_DB = 'postgres'
  process.env.TEST_DATABASE_URL = realPostgres
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function timed(runs: number, call: (index: number) => Promise<{ status: number }>) {
  for (let index = 0; index < 20; index++) await call(index) // warm up
  const times: number[] = []
  for (let index = 0; index < runs; index++) {
    const started = performance.now()
    const response = await call(index)
    times.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`answered ${response.status}`)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! }
}

const t = await createTestApp()
try {
  t.clock.set(new Date('2026-12-01T03:00:00Z'))
  const admin = await t.tokens.staff()
  const created = await t.call('POST', '/api/sports-activity/activities', {
    token: admin,
    body: {
      name: 'Bench Courts',
      category: 'Racquet sports',
      is_public: true,
      slot_minutes: 60,
      open_time: '06:00',
      close_time: '22:00',
      price_paise: 40_000,
    },
  })
  if (created.status !== 201) throw new Error(`activity refused: ${created.text}`)
  const activityId = created.body.activity.activity_id as number
  for (let index = 1; index <= ITEMS; index++) {
    await t.call('POST', '/api/sports-activity/items', { token: admin, body: { activity_id: activityId, name: `Court ${index}` } })
  }
  const firstItem = (
    await t.db
      .selectFrom('sports_activity_items')
      .select(sql<number>`min(item_id)`.as('id'))
      .where('activity_id', '=', activityId)
      .executeTakeFirstOrThrow()
  ).id

  // n → (day, item, slot) one-to-one, so no two bookings of an item overlap; every tenth cancelled.
  const seed = async (count: number, firstDay: string, days: number) =>
    sql`insert into sports_bookings (activity_id, item_id, member_id, contact_name, booking_date, start_time, end_time, channel, status, slot_count, unit_price_paise, total_paise, payment_method, payment_status)
      select ${activityId}, ${firstItem} + (n / ${days}) % ${ITEMS}, 'M1001', 'Bench Player', ${firstDay}::date + (n % ${days}),
        lpad((6 + (n / ${days * ITEMS}) % 16)::text, 2, '0') || ':00', lpad((7 + (n / ${days * ITEMS}) % 16)::text, 2, '0') || ':00',
        'member', case when n % 10 = 0 then 'cancelled' when n % 10 = 1 then 'completed' else 'confirmed' end, 1, 40000, 40000, 'member_account', 'charged'
      from generate_series(0, ${count - 1}) n`.execute(t.db)
  const started = performance.now()
  await seed(MONTH_BOOKINGS, '2026-12-01', 31)
  await seed(HISTORY_BOOKINGS, '2025-12-01', 365)
  await sql`analyze`.execute(t.db)
  const seedMs = performance.now() - started

  const availability = await timed(RUNS, (index) =>
    t.call('GET', `/api/sports-activity/activities/${activityId}/availability?date=2026-12-${String((index % 31) + 1).padStart(2, '0')}`, {
      token: admin,
    }),
  )
  const calendar = await timed(RUNS, () =>
    t.call('GET', `/api/sports-activity/activities/${activityId}/calendar?month=12&year=2026`, { token: admin }),
  )
  const baseline = await timed(RUNS, () => t.call('GET', '/api/health'))

  const where = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'
  const row = (label: string, figures: { p50: number; p95: number; max: number }, target?: number) =>
    console.log(
      `${label.padEnd(52)} p50 ${figures.p50.toFixed(2).padStart(7)} ms  p95 ${figures.p95.toFixed(2).padStart(7)} ms  max ${figures.max.toFixed(1).padStart(7)} ms${target ? `  (target p95 ≤ ${target} ms${figures.p95 <= target ? ', met' : ', MISSED'})` : ''}`,
    )
  console.log(`Sports benchmarks on ${where} (Node ${process.version}, ${os.cpus().length} CPUs, ${os.loadavg()[0]!.toFixed(1)} load)`)
  console.log(
    `seeded ${MONTH_BOOKINGS} bookings in December 2026 on ${ITEMS} items + ${HISTORY_BOOKINGS} over the year before: ${seedMs.toFixed(0)} ms`,
  )
  row('baseline: GET /api/health', baseline)
  row('GET activities/{id}/availability?date (one day)', availability, 20)
  row('GET activities/{id}/calendar?month&year', calendar, 50)
} finally {
  await t.close()
}
