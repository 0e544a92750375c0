// `npm run bench:bulk`: bulk uploads (ADR 030, issue 18 "Speed": 10,000 members with dependents
// ≤ 10 s from request to report). Runs on a real PostgreSQL when DATABASE_URL or TEST_DATABASE_URL
// names one (a fresh database is made there and dropped afterwards), else on PGlite.
// Each run sends, as the office's screen does, one body of 10,000 members (every field filled) and
// one of their 20,000 dependents (two each), timed from the request to the parsed report through the
// whole app (token, grant, body limit, schema, rows, SQL, JSON); then the same two files again (every
// row found unchanged). Beside them: 10,000 deposits (posted through the ledger service together,
// each row's balance checked by the ledger's trigger), and the baseline of the same run, GET /api/health.
import { performance } from 'node:perf_hooks'
import { createTestApp } from '../tests/helpers/test-app.js'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000)
const DEPENDENTS_EACH = 2
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

const realPostgres = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (realPostgres) {
  process.env.TEST_DB = 'postgres'
  process.env.TEST_DATABASE_URL = realPostgres
}

const first = ['Aarav', 'Vivaan', 'Aditya', 'Ishaan', 'Meera', 'Ananya', 'Kavya', 'Riya', 'Rohan', 'Sanjay', 'Priya', 'Neha']
const last = ['Sharma', 'Kapoor', 'Malhotra', 'Mehta', 'Iyer', 'Reddy', 'Chopra', 'Bhatia', 'Gupta', 'Singh']
const pad = (value: number, size = 2) => String(value).padStart(size, '0')

function memberRows(prefix: string) {
  return Array.from({ length: MEMBERS }, (_, index) => ({
    memberId: `${prefix}${10_000 + index}`,
    title: index % 2 ? 'Mrs' : 'Mr',
    name: `${first[index % first.length]} ${last[index % last.length]}`,
    mobileNumber: `9${pad(index, 9)}`,
    email: `member${index}@example.in`,
    dateOfBirth: `${pad((index % 28) + 1)}/${pad((index % 12) + 1)}/${1950 + (index % 50)}`,
    spouseName: index % 3 ? `${first[(index + 4) % first.length]} ${last[index % last.length]}` : '',
    dateOfAnniversary: index % 3 ? `${1975 + (index % 40)}-${pad((index % 12) + 1)}-${pad((index % 27) + 1)}` : '',
    category: index % 4 ? 'Permanent Member' : 'Life Member',
    address: `${index + 1}, Block ${String.fromCharCode(65 + (index % 20))}, Vasant Vihar, New Delhi 110057`,
    joinedOn: `${2000 + (index % 25)}-04-01`,
    creditLimit: index % 5 ? '' : '50,000',
  }))
}

function dependentRows(prefix: string) {
  return Array.from({ length: MEMBERS * DEPENDENTS_EACH }, (_, index) => {
    const member = Math.floor(index / DEPENDENTS_EACH)
    const isSpouse = index % DEPENDENTS_EACH === 0
    return {
      memberId: `${prefix}${10_000 + member}`,
      name: `${first[(member + index) % first.length]} ${last[member % last.length]} ${isSpouse ? '' : 'Jr'}`.trim(),
      relation: isSpouse ? 'spouse' : 'son',
      date_of_birth: isSpouse ? '1970-06-15' : '2005-09-01',
      mobile: isSpouse ? `8${pad(member, 9)}` : '',
    }
  })
}

const t = await createTestApp({ seed: 'fixture', checkResponses: false })
try {
  const admin = await t.tokens.staff()

  /** POST one body, the clock running from the request to the parsed report. */
  async function send(path: string, rows: unknown[]) {
    const body = JSON.stringify({ rows })
    const started = performance.now()
    const response = await t.call('POST', `/api/${path}`, { token: admin, body })
    const ms = performance.now() - started
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text.slice(0, 300)}`)
    const report = response.body as { created: number; updated: number; skipped: number; errors: unknown[] }
    if (report.errors.length > 0) throw new Error(`${path} reported problems: ${JSON.stringify(report.errors.slice(0, 3))}`)
    return { ms, report, megabytes: body.length / 1024 / 1024 }
  }

  const health: number[] = []
  for (let index = 0; index < 60; index++) {
    const started = performance.now()
    await t.call('GET', '/api/health')
    if (index >= 10) health.push(performance.now() - started)
  }
  health.sort((a, b) => a - b)

  console.log(
    `Bulk uploads on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'} (Node ${process.version}); baseline GET /api/health p50 ${health[Math.floor(health.length / 2)]!.toFixed(1)} ms`,
  )
  for (let run = 0; run < RUNS; run++) {
    const prefix = `R${run}M`
    const members = memberRows(prefix)
    const dependents = dependentRows(prefix)
    const created = await send('bulk-uploadMember', members)
    const withDependents = await send('bulk-upload-dependents', dependents)
    const membersAgain = await send('bulk-uploadMember', members)
    const dependentsAgain = await send('bulk-upload-dependents', dependents)
    const total = created.ms + withDependents.ms
    console.log(
      `run ${run + 1}: ${MEMBERS.toLocaleString('en-IN')} members (${created.megabytes.toFixed(1)} MB) ${(created.ms / 1000).toFixed(2)} s` +
        ` + ${dependents.length.toLocaleString('en-IN')} dependents (${withDependents.megabytes.toFixed(1)} MB) ${(withDependents.ms / 1000).toFixed(2)} s` +
        ` = ${(total / 1000).toFixed(2)} s (target ≤ 10 s) | again, all unchanged: ${(membersAgain.ms / 1000).toFixed(2)} s + ${(dependentsAgain.ms / 1000).toFixed(2)} s` +
        ` [created ${created.report.created}/${withDependents.report.created}, skipped ${membersAgain.report.skipped}/${dependentsAgain.report.skipped}]`,
    )
  }

  const deposits = Array.from({ length: DEPOSITS }, (_, index) => ({
    memberId: `R0M${10_000 + (index % MEMBERS)}`,
    amount: 1_000 + (index % 50) * 100,
    method: index % 2 ? 'upi' : 'cash',
    reference: `BENCH-${index}`,
  }))
  const wallet = await send('bulk-upload-wallet', deposits)
  const walletAgain = await send('bulk-upload-wallet', deposits)
  console.log(
    `${DEPOSITS.toLocaleString('en-IN')} deposits through the ledger: ${(wallet.ms / 1000).toFixed(2)} s (${(wallet.ms / DEPOSITS).toFixed(2)} ms a row); again, all skipped: ${(walletAgain.ms / 1000).toFixed(2)} s`,
  )
} finally {
  await t.close()
}
