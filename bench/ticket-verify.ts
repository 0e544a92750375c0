// `npx tsx bench/ticket-verify.ts`: how long a door device takes to check a scanned ticket code
// offline ("Speed": scan-to-answer p95 ≤ 10 ms), each figure beside baselines measured in
// the same run on the same machine. Node's WebCrypto here; Chromium's is of the same order.
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { decideCheckin, type TicketRecord } from '../domain/check-in.js'
import { importTicketPublicKey, signTicketPayload, ticketKeyAlgorithm, verifyTicketCode } from '../domain/tickets.js'

const CODES = Number(process.env.BENCH_CODES ?? 20_000)
const EVENT_ID = 42

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1)! }
}
const ms = (value: number) => `${value.toFixed(3).padStart(7)} ms`
const line = (label: string, samples: number[]) => {
  const s = summary(samples)
  console.log(`  ${label.padEnd(44)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  (n=${samples.length})`)
  return s
}

async function timeEach<T>(items: readonly T[], run: (item: T) => Promise<unknown> | unknown): Promise<number[]> {
  const samples: number[] = []
  for (const item of items) {
    const started = performance.now()
    await run(item)
    samples.push(performance.now() - started)
  }
  return samples
}

const pair = await crypto.subtle.generateKey(ticketKeyAlgorithm, true, ['sign', 'verify'])
const publicJwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
const publicKey = await importTicketPublicKey(publicJwk)

const signStarted = performance.now()
const codes: string[] = []
for (let ticketId = 1; ticketId <= CODES; ticketId++) codes.push(await signTicketPayload(pair.privateKey, { ticketId, eventId: EVENT_ID }))
const signMs = performance.now() - signStarted

// The device's list: every ticket, a third of them already inside (so the rule sees all branches).
const list = new Map<number, TicketRecord>()
for (let ticketId = 1; ticketId <= CODES; ticketId++) {
  const checkins =
    ticketId % 3 === 0 ? [{ type: 'entry' as const, at: new Date(Date.now() - 60_000).toISOString(), deviceId: 'door-1' }] : []
  list.set(ticketId, { ticketId, eventId: EVENT_ID, bookingId: ticketId, holderName: `Holder ${ticketId}`, status: 'confirmed', checkins })
}
const event = { eventId: EVENT_ID, startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 3_600_000) }

for (const code of codes.slice(0, 500)) await verifyTicketCode(code, publicKey) // warm up

console.log(
  `Ticket verification on Node ${process.version} (${os.cpus().length} CPUs, ${os.loadavg()[0]!.toFixed(1)} load), ${CODES} codes of ${codes[0]!.length} characters`,
)
console.log(`  signing ${CODES} codes took ${signMs.toFixed(0)} ms (${((signMs / CODES) * 1000).toFixed(0)} µs each)`)
const verify = line('verifyTicketCode (cached key)', await timeEach(codes, (code) => verifyTicketCode(code, publicKey)))
const scanToAnswer = line(
  'scan to answer: verify + lookup + rule',
  await timeEach(codes, async (code) => {
    const scan = await verifyTicketCode(`${code}\n`, publicKey)
    return decideCheckin({
      scan,
      ticket: scan.ok ? list.get(scan.ticketId) : undefined,
      event,
      type: 'entry',
      at: new Date(),
      deviceId: 'door-2',
    })
  }),
)
const forged = codes.map((code) => code.replace(`T1.`, 'T1.9'))
line('a forged code (same work, answer forged)', await timeEach(forged, (code) => verifyTicketCode(code, publicKey)))
const rule = line(
  'baseline: the rule alone',
  await timeEach(codes, (_, ticketId = 1 + Math.floor(Math.random() * CODES)) =>
    decideCheckin({ ticket: list.get(ticketId), event, type: 'entry', at: new Date(), deviceId: 'door-2' }),
  ),
)
// What caching the imported key saves: importing the JWK on every scan, as a naive door would.
const reimport = line(
  'baseline: import the key + verify, per scan',
  await timeEach(codes.slice(0, 2_000), async (code) => {
    const key = await crypto.subtle.importKey('jwk', publicJwk, ticketKeyAlgorithm, false, ['verify'])
    return verifyTicketCode(code, key)
  }),
)
console.log(
  `  verify p95 ${(verify.p95 / reimport.p95).toFixed(2)}× the re-importing baseline; rule p95 ${(rule.p95 * 1000).toFixed(0)} µs`,
)
console.log(`  scan-to-answer p95 ${scanToAnswer.p95.toFixed(3)} ms (target ≤ 10 ms, before the IndexedDB read)`)
