// `npm run bench:accounts`: the member account (ADR 024, issue 18 "Speed"). Runs on a real PostgreSQL
// when DATABASE_URL or TEST_DATABASE_URL names one (a fresh database is made there and dropped
// afterwards), else on PGlite.
// - 4 clients charging one member concurrently (event bookings of their own events, so nothing but
//   the member's account row serialises them): the credit limit must hold in every run, exactly;
// - a member with 10,000 ledger rows: balance p95 (target ≤ 5 ms) and a statement month p95
//   (target ≤ 30 ms), each over the whole HTTP handler (token, grant, queries, JSON);
// - beside them a baseline measured in the same run: GET /api/health (one `select 1`).
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { balanceOf, statementOf } from '../server/member-accounts/account-reads.service.js'
import { createTestApp } from '../tests/helpers/test-app.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 300)
const LIMIT_RUNS = Number(process.env.BENCH_LIMIT_RUNS ?? 20)
const CLIENTS = 4
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 10_000)
const LIMIT_PAISE = 2_000_000 // ₹20,000
const PRICE_PAISE = 100_000 // ₹1,000 a ticket: 20 fit under the limit
const ATTEMPTS_PER_CLIENT = 10 // 40 asked for, 20 allowed

const realPostgres = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (realPostgres) {
  process.env.TEST_DB = 'postgres'
  process.env.TEST_DATABASE_URL = realPostgres
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function timed(runs: number, call: (index: number) => Promise<{ status: number; text: string }>) {
  for (let index = 0; index < 20; index++) await call(index) // warm up
  const times: number[] = []
  for (let index = 0; index < runs; index++) {
    const started = performance.now()
    const response = await call(index)
    times.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`answered ${response.status}: ${response.text}`)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! }
}

// Answers are not checked against the contract here (the tests do that): the app as it serves.
const t = await createTestApp({ seed: 'fixture', checkResponses: false })
try {
  t.clock.set(new Date('2026-11-22T04:30:00Z'))
  const admin = await t.tokens.staff()
  const category = await t.db
    .selectFrom('member_categories')
    .select('category_id')
    .where('name', '=', 'Permanent Member')
    .executeTakeFirstOrThrow()
  const newMember = async (memberId: string, limit: number) => {
    await t.db
      .insertInto('members')
      .values({ member_id: memberId, name: `Bench ${memberId}`, category_id: category.category_id, credit_limit_paise: limit })
      .execute()
  }
  const newEvent = async (index: number) => {
    const { event_id } = await t.db
      .insertInto('events')
      .values({
        title: `Bench Evening ${index}`,
        slug: `bench-evening-${index}`,
        description: 'Bench',
        event_type: 'social',
        start_at: new Date('2026-12-20T13:30:00Z'),
        end_at: new Date('2026-12-20T17:30:00Z'),
        venue: 'Main Lawn',
        capacity: 1_000,
        price_paise: PRICE_PAISE,
        member_price_paise: PRICE_PAISE,
        status: 'published',
        visibility: 'public',
      })
      .returning('event_id')
      .executeTakeFirstOrThrow()
    return event_id
  }

  // ---- 4 clients charging one member at once ---------------------------------------------------------
  let heldEveryRun = true
  let charges = 0
  let chargeMs = 0
  const runSummaries: string[] = []
  for (let run = 0; run < LIMIT_RUNS; run++) {
    const memberId = `B${String(run).padStart(4, '0')}`
    await newMember(memberId, LIMIT_PAISE)
    const events = await Promise.all(Array.from({ length: CLIENTS }, (_, client) => newEvent(run * CLIENTS + client)))
    const started = performance.now()
    const outcomes = await Promise.all(
      events.map(async (eventId) => {
        const statuses: number[] = []
        for (let attempt = 0; attempt < ATTEMPTS_PER_CLIENT; attempt++) {
          const response = await t.call('POST', '/api/event-bookings/bookings', {
            token: admin,
            body: { event_id: eventId, booking_type: 'member', member_id: memberId, tickets: [{ holder_name: 'Bench Guest' }] },
          })
          if (response.status !== 201 && !(response.status === 409 && response.body.code === 'credit_limit_exceeded'))
            throw new Error(`booking answered ${response.status}: ${response.text}`)
          statuses.push(response.status)
        }
        return statuses
      }),
    )
    chargeMs += performance.now() - started
    charges += CLIENTS * ATTEMPTS_PER_CLIENT
    const accepted = outcomes.flat().filter((status) => status === 201).length
    const account = await t.db
      .selectFrom('member_accounts')
      .select(['balance_paise', 'pending_paise'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
    const ledger = await t.db
      .selectFrom('member_ledger')
      .select(sql<number>`coalesce(sum(amount_paise), 0)::bigint`.as('sum'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
    const expected = LIMIT_PAISE / PRICE_PAISE
    const held = accepted === expected && account.balance_paise === -LIMIT_PAISE && Number(ledger.sum) === account.balance_paise
    if (!held) heldEveryRun = false
    runSummaries.push(`${accepted}${held ? '' : '!'}`)
  }

  // ---- a member with 10,000 rows ---------------------------------------------------------------------
  const busy = 'B9999'
  await newMember(busy, LIMIT_PAISE)
  const seedStarted = performance.now()
  // Twenty months of rows ending on the test clock's day, deposits and charges alternating, each
  // continuing the running balance (the ledger's trigger checks every one).
  await sql`
    insert into member_ledger (member_id, kind, amount_paise, balance_after_paise, method, description, created_at)
    select ${busy}, case when n % 3 = 0 then 'deposit' else 'adjustment' end,
           case when n % 3 = 0 then 150000 else -60000 end,
           sum(case when n % 3 = 0 then 150000 else -60000 end) over (order by n),
           case when n % 3 = 0 then 'upi' end,
           'Bench row ' || n,
           timestamptz '2025-03-22 04:30:00+00' + (n * interval '1 minute' * (20 * 30 * 1440 / ${LEDGER_ROWS}))
      from generate_series(1, ${LEDGER_ROWS}) n
     order by n`.execute(t.db)
  await sql`insert into member_accounts (member_id, balance_paise, last_entry_id)
    select member_id, sum(amount_paise), max(entry_id) from member_ledger where member_id = ${busy} group by member_id
    on conflict (member_id) do update set balance_paise = excluded.balance_paise, last_entry_id = excluded.last_entry_id`.execute(t.db)
  await sql`analyze`.execute(t.db)
  const seedMs = performance.now() - seedStarted
  const monthRows = await t.db
    .selectFrom('member_ledger')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('member_id', '=', busy)
    .where('created_at', '>=', new Date('2026-09-30T18:30:00Z'))
    .where('created_at', '<', new Date('2026-10-31T18:30:00Z'))
    .executeTakeFirstOrThrow()

  const baseline = await timed(RUNS, () => t.call('GET', '/api/health'))
  // The same call on an account with no rows: what the 10,000 rows cost, beside what any signed-in call costs.
  const emptyBalance = await timed(RUNS, () => t.call('GET', '/api/member/M1003/balance', { token: admin }))
  const balance = await timed(RUNS, () => t.call('GET', `/api/member/${busy}/balance`, { token: admin }))
  const firstPage = await timed(RUNS, () => t.call('GET', `/api/member/${busy}/transactions`, { token: admin }))
  const months = ['2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05']
  const statement = await timed(RUNS, (index) =>
    t.call('GET', `/api/member/${busy}/statement?month=${months[index % months.length]}`, { token: admin }),
  )
  const baselineAfter = await timed(RUNS, () => t.call('GET', '/api/health'))
  const ok = { status: 200, text: '' }
  const balanceQueries = await timed(RUNS, async () => (await balanceOf(t.db, busy), ok))
  const statementQueries = await timed(RUNS, async (index) => (await statementOf(t.db, busy, months[index % months.length], t.clock()), ok))

  const where = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'
  const row = (label: string, figures: { p50: number; p95: number; max: number }, target?: number) =>
    console.log(
      `${label.padEnd(56)} p50 ${figures.p50.toFixed(2).padStart(7)} ms  p95 ${figures.p95.toFixed(2).padStart(7)} ms  max ${figures.max.toFixed(1).padStart(7)} ms${target ? `  (target p95 ≤ ${target} ms${figures.p95 <= target ? ', met' : ', MISSED'})` : ''}`,
    )
  console.log(
    `Member account benchmarks on ${where} (Node ${process.version}, ${os.cpus().length} CPUs, ${os.loadavg()[0]!.toFixed(1)} load)`,
  )
  console.log(
    `credit limit: ${LIMIT_RUNS} runs of ${CLIENTS} clients × ${ATTEMPTS_PER_CLIENT} bookings of ₹1,000 on one member with a ₹20,000 limit: ` +
      `accepted per run [${runSummaries.join(' ')}] (20 expected), limit held in every run: ${heldEveryRun ? 'YES' : 'NO'}; ` +
      `${((charges / chargeMs) * 1000).toFixed(0)} bookings/s attempted`,
  )
  console.log(
    `seeded ${LEDGER_ROWS} ledger rows on one member over 20 months (${monthRows.count} in October 2026): ${seedMs.toFixed(0)} ms`,
  )
  row('baseline: GET /api/health', baseline)
  row('baseline: GET member/{id}/balance, an account with no rows', emptyBalance)
  row('GET member/{id}/balance (10,000 rows)', balance, 5)
  row('GET member/{id}/transactions (first page of 20)', firstPage)
  row('GET member/{id}/statement?month (a month of the 10,000)', statement, 30)
  row('baseline again: GET /api/health', baselineAfter)
  row('  its queries alone: balanceOf (10,000 rows)', balanceQueries)
  row('  its queries alone: statementOf (a month)', statementQueries)
  if (!heldEveryRun) process.exitCode = 1
} finally {
  await t.close()
}
