// `npm run bench`: prints figures for the hot paths of the foundation, each beside a baseline
// measured in the same run on the same machine (never asserted in tests).
import { performance } from 'node:perf_hooks'
import { hashPassword, verifyPassword } from '../server/auth/passwords.js'
import { createTestApp } from '../tests/helpers/test-app.js'

async function measure(label: string, iterations: number, run: (index: number) => Promise<unknown>) {
  await run(-1) // warm up
  const started = performance.now()
  for (let index = 0; index < iterations; index++) await run(index)
  const perCallMs = (performance.now() - started) / iterations
  return { label, iterations, perCallMs }
}

const print = (rows: { label: string; iterations: number; perCallMs: number }[], baseline: number) => {
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(52)} ${row.perCallMs.toFixed(2).padStart(8)} ms/call  ${(1000 / row.perCallMs).toFixed(0).padStart(6)}/s  ×${(row.perCallMs / baseline).toFixed(1)} baseline  (n=${row.iterations})`,
    )
  }
}

const t = await createTestApp({ trustProxy: true })
try {
  const baseline = await measure('baseline: GET /api/health (one select 1)', 300, () => t.call('GET', '/api/health'))
  const hash = await hashPassword('Club@1994')
  const rows = [
    baseline,
    await measure('scrypt hash (N=2^14)', 20, () => hashPassword('Club@1994')),
    await measure('scrypt verify', 20, () => verifyPassword('Club@1994', hash)),
    await measure('POST /api/login, right password', 40, (index) =>
      t.call('POST', '/api/login', {
        body: { email_id: 'admin@club.test', password: 'Club@1994' },
        headers: { 'x-forwarded-for': `10.0.0.${index & 255}` },
      }),
    ),
    await measure('POST /member/api/login, right password', 40, (index) =>
      t.call('POST', '/member/api/login', {
        body: { memberId: 'M1001', password: 'Club@1994' },
        headers: { 'x-forwarded-for': `10.0.1.${index & 255}` },
      }),
    ),
  ]
  const token = await t.tokens.staff()
  rows.push(await measure('GET /api/session with a token (verify + lookup)', 300, () => t.call('GET', '/api/session', { token })))
  console.log(`Foundation benchmarks on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'} (Node ${process.version})`)
  print(rows, baseline.perCallMs)
} finally {
  await t.close()
}
