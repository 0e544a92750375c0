// `npm run bench:members`: the member register's search ("Speed", issue 18): 100,000 members, a
// 3-character search (any part of the id, name, mobile or e-mail), a page of 20, p95 ≤ 30 ms over the
// whole HTTP handler (token check, grant check, count and page queries, JSON). Baselines in the same
// run: one member by id (a primary-key lookup, with its dependents and bookings) and /api/health.
// The search is measured again without the trigram index, to show what the index does. Runs on a
// real PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one (a fresh database is made on that
// server and dropped afterwards), else on PGlite.
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { createTestApp } from '../tests/helpers/test-app.js'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 400)

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

// Three letters as a clerk types them: common and rare parts of names, digits of mobiles, an e-mail's.
const searches = ['sha', 'kap', 'ran', 'eet', 'mal', 'gup', 'sin', 'ita', 'nai', 'jai', '981', '765', 'ban', 'ora', 'vik', 'zoy']

const firstNames = [
  'Vikram',
  'Rahul',
  'Sanjay',
  'Amit',
  'Rohit',
  'Deepak',
  'Harpreet',
  'Gurpreet',
  'Anjali',
  'Neha',
  'Pooja',
  'Kavita',
  'Meera',
  'Ritu',
  'Zoya',
  'Imran',
  'Subrata',
  'Lakshmi',
  'Arjun',
  'Simran',
  'Cyrus',
  'Sunita',
  'Venkatesh',
  'Farah',
]
const surnames = [
  'Malhotra',
  'Kapoor',
  'Chopra',
  'Bhatia',
  'Sethi',
  'Agarwal',
  'Gupta',
  'Khurana',
  'Arora',
  'Bansal',
  'Jain',
  'Mittal',
  'Singh',
  'Kaur',
  'Iyer',
  'Nair',
  'Banerjee',
  'Ghosh',
  'Khan',
  'Rizvi',
  'Mistry',
  'Sharma',
  'Verma',
  'Mehra',
  'Khanna',
  'Bedi',
  'Sodhi',
  'Gill',
  'Chawla',
  'Reddy',
  'Rao',
]

const t = await createTestApp({ seed: 'fixture' })
try {
  const admin = await t.tokens.staff()
  const started = performance.now()
  await sql`
    insert into members (member_id, title, name, email, mobile, category_id, status, joined_on)
    select 'B' || (100000 + n),
           case when n % 4 = 3 then 'Mrs.' else 'Mr.' end,
           (${sql.val(firstNames)}::text[])[1 + n % ${firstNames.length}] || ' ' || (${sql.val(surnames)}::text[])[1 + (n / ${firstNames.length}) % ${surnames.length}],
           case when n % 9 = 0 then null else lower((${sql.val(firstNames)}::text[])[1 + n % ${firstNames.length}]) || '.' || n || '@example.in' end,
           (array['98', '99', '97', '96', '88', '70'])[1 + n % 6] || lpad(((n::bigint * 7919731 + 12345678) % 100000000)::text, 8, '0'),
           (select min(category_id) from member_categories),
           case when n % 50 = 0 then 'resigned' else 'active' end,
           date '1990-01-01' + (n % 12000)
      from generate_series(1, ${MEMBERS}) as n
  `.execute(t.db)
  await sql`analyze members`.execute(t.db)
  const seedMs = performance.now() - started
  const hasIndex = await sql<{
    found: boolean
  }>`select exists (select 1 from pg_indexes where indexname = 'members_search_trgm_idx') as found`.execute(t.db)

  const search = () =>
    timed(RUNS, (index) => t.call('GET', `/api/members?search=${searches[index % searches.length]}&limit=20`, { token: admin }))
  const withIndex = await search()
  const byId = await timed(RUNS, (index) => t.call('GET', `/api/member/B${100001 + ((index * 7919) % MEMBERS)}`, { token: admin }))
  const firstPage = await timed(RUNS, (index) => t.call('GET', `/api/members?page=${1 + (index % 50)}&limit=20`, { token: admin }))
  const health = await timed(RUNS, () => t.call('GET', '/api/health'))
  let withoutIndex: Awaited<ReturnType<typeof search>> | undefined
  if (hasIndex.rows[0]?.found) {
    await sql`drop index members_search_trgm_idx`.execute(t.db)
    withoutIndex = await search()
  }
  const matches = await Promise.all(
    searches.map(
      async (term) => (await t.call('GET', `/api/members?search=${term}&limit=1`, { token: admin })).body.pagination.total as number,
    ),
  )

  const where = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'
  const row = (label: string, figures: { p50: number; p95: number; max: number }, target?: number) =>
    console.log(
      `${label.padEnd(58)} p50 ${figures.p50.toFixed(2).padStart(7)} ms  p95 ${figures.p95.toFixed(2).padStart(7)} ms  max ${figures.max.toFixed(1).padStart(7)} ms${target ? `  (target p95 ≤ ${target} ms${figures.p95 <= target ? ', met' : ', MISSED'})` : ''}`,
    )
  console.log(`Member search on ${where} (Node ${process.version}, ${os.cpus().length} CPUs, ${os.loadavg()[0]!.toFixed(1)} load)`)
  console.log(`seeded ${MEMBERS.toLocaleString('en-IN')} members in ${seedMs.toFixed(0)} ms; ${RUNS} calls each`)
  console.log(`3-character searches: ${searches.map((term, index) => `${term} (${matches[index]})`).join(', ')}`)
  row('baseline: GET /api/health', health)
  row('baseline: GET /api/member/{id} (primary key, detail)', byId)
  row('GET /api/members?page=N&limit=20 (no search)', firstPage)
  row('GET /api/members?search=<3 letters>&limit=20', withIndex, 30)
  if (withoutIndex) row('  the same without the trigram index', withoutIndex)
  else console.log('(no trigram index on this database: pg_trgm is not available)')
} finally {
  await t.close()
}
