import { sql } from 'kysely'
import { z } from 'zod'
import type { Principal } from '../../server/auth/principal.js'
import { conflict } from '../../server/http/errors.js'
import { registerMutation, registerScope, type SyncRegistry } from '../../server/sync/sync.contract.js'
import type { TestApp } from './test-app.js'

/**
 * A small area of our own for the sync engine's tests, so they depend on no real area: counters that
 * belong to a kitchen. `test.increment` adds to one (refused past LIMIT, and by throwing when the
 * counter is named 'locked', after it wrote; 'broken' throws a plain error, as a bug would); scope `counter:{kitchenId}` pulls a kitchen's counters
 * and is the room its changes are pushed to.
 */
export const COUNTER_LIMIT = 100

export interface CounterRow {
  counter: string
  kitchen_id: number
  value: number
  version: number
}

const incrementArgs = z.object({
  kitchen_id: z.number().int().positive(),
  counter: z.string().min(1),
  by: z.number().int().min(1).max(50),
})

const mayUseKitchen = (principal: Principal, kitchenId: number) =>
  principal.kind === 'staff' || (principal.kind === 'kitchen' && principal.kitchenId === kitchenId)

export function registerCounterSync(registry: SyncRegistry) {
  registerMutation(registry, {
    name: 'test.increment',
    args: incrementArgs,
    isAllowed: (principal, args) => mayUseKitchen(principal, args.kitchen_id),
    async apply({ trx, nextVersion, notify }, args) {
      const current = await sql<{ value: number }>`select value from test_counters where counter = ${args.counter} for update`.execute(trx)
      const value = current.rows[0]?.value ?? 0
      if (value + args.by > COUNTER_LIMIT) {
        return {
          status: 'rejected',
          reason: 'over_limit',
          message: `Counter ${args.counter} may not pass ${COUNTER_LIMIT}.`,
          state: { value },
        }
      }
      const version = await nextVersion()
      await sql`insert into test_counters (counter, kitchen_id, value, version) values (${args.counter}, ${args.kitchen_id}, ${value + args.by}, ${version})
        on conflict (counter) do update set value = excluded.value, version = excluded.version`.execute(trx)
      notify(`counter:${args.kitchen_id}`, 'counter:changed', { counter: args.counter, value: value + args.by, version })
      if (args.counter === 'locked') throw conflict('This counter is locked.', { state: { value } })
      if (args.counter === 'broken') throw new Error('The counter broke (a bug in a handler).')
      return { status: 'applied', state: { value: value + args.by } }
    },
  })
  registerScope(registry, {
    prefix: 'counter',
    isAllowed: (principal, key) => /^\d+$/.test(key) && mayUseKitchen(principal, Number(key)),
    async pull({ db }, key, since) {
      const rows = await sql<CounterRow>`select counter, kitchen_id, value, version from test_counters
        where kitchen_id = ${Number(key)} and version > ${since} order by version`.execute(db)
      return { counters: rows.rows.map((row) => ({ ...row, version: Number(row.version) })) }
    },
    room: (key) => `counter:${key}`,
  })
}

/** The counters' table and handlers in a test app. */
export async function installCounterSync(t: TestApp) {
  await sql`create table if not exists test_counters (
    counter text primary key, kitchen_id integer not null, value integer not null, version bigint not null)`.execute(t.db)
  if (!t.sync.mutations.has('test.increment')) registerCounterSync(t.sync)
}

export async function counterValue(t: TestApp, counter: string): Promise<number> {
  const rows = await sql<{ value: number }>`select value from test_counters where counter = ${counter}`.execute(t.db)
  return rows.rows[0]?.value ?? 0
}

/** The kitchen a demo kitchen account (kitchen1, kitchen2) belongs to. */
export async function kitchenOf(t: TestApp, username: string): Promise<number> {
  const user = await t.db.selectFrom('users').select('kitchen_id').where('username', '=', username).executeTakeFirstOrThrow()
  return user.kitchen_id!
}

let clientSequence = 0
/** A fresh device's client id. */
export const newClientId = (label = 'device') => `${label}-${process.pid}-${++clientSequence}-${Math.random().toString(36).slice(2, 10)}`

/** The outbox entry a device would send: `test.increment` with id `id`. */
export const increment = (id: number, kitchenId: number, counter: string, by = 1) => ({
  id,
  name: 'test.increment',
  args: { kitchen_id: kitchenId, counter, by },
  at: '2026-11-22T04:31:00.000Z',
})

export interface OutboxEntry {
  id: number
  name: string
  args: unknown
  at: string
}

/** POST /api/sync/push as a device sends it. */
export const pushAs = (t: TestApp, token: string, clientId: string, mutations: OutboxEntry[]) =>
  t.call('POST', '/api/sync/push', { token, body: { client_id: clientId, mutations } })

/** GET /api/sync/pull as a device sends it. */
export const pullAs = (t: TestApp, token: string, scope: string, since: number, clientId?: string) =>
  t.call('GET', `/api/sync/pull?scope=${scope}&since=${since}${clientId ? `&client_id=${clientId}` : ''}`, { token })
