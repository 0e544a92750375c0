import type { CompiledQuery, PostgresPool, PostgresPoolClient } from 'kysely'
import { expect, test } from 'vitest'
import { executePrepared, withPreparedStatements } from '../../server/db/prepared.js'
import type { Executor } from '../../server/db/database.js'

// What pg is asked, through the pool Kysely gets on PostgreSQL (server/db/prepared.ts): statements a
// hot path registered go by name (pg prepares each once per connection), everything else as before.

function recordingPool() {
  const calls: unknown[][] = []
  const client = {
    query: (...args: unknown[]) => (calls.push(args), Promise.resolve({ rows: [], command: 'SELECT', rowCount: 0 })),
    release: () => {},
  }
  const pool: PostgresPool = { connect: async () => client as unknown as PostgresPoolClient, end: async () => {} }
  return { pool: withPreparedStatements(pool), calls }
}

/** An executor that runs a compiled query on a client of `pool`, as Kysely's PostgreSQL driver does. */
const executorOn = (pool: PostgresPool) =>
  ({ executeQuery: async (query: CompiledQuery) => (await pool.connect()).query(query.sql, [...query.parameters]) }) as unknown as Executor

const compiled = (sql: string, parameters: unknown[]) => ({ sql, parameters, query: {} }) as unknown as CompiledQuery

test('a registered statement goes to pg by name with its values; another goes as text, unnamed', async () => {
  const { pool, calls } = recordingPool()
  const db = executorOn(pool)
  await executePrepared(db, compiled('select name from users where user_id = $1 /* prepared test 1 */', [7]))
  await executePrepared(db, compiled('select name from users where user_id = $1 /* prepared test 1 */', [8]))
  await db.executeQuery(compiled('select 1 /* not registered */', []))
  const text = '/* prepared */ select name from users where user_id = $1 /* prepared test 1 */'
  expect(calls[0]).toEqual([{ name: expect.stringMatching(/^club_prepared_\d+$/), text, values: [7] }])
  expect(calls[1]).toEqual([{ name: (calls[0]![0] as { name: string }).name, text, values: [8] }])
  expect(calls[2]).toEqual(['select 1 /* not registered */', []])
})

test('each statement text has its own name', async () => {
  const { pool, calls } = recordingPool()
  const db = executorOn(pool)
  await executePrepared(db, compiled('select 2 /* prepared test a */', []))
  await executePrepared(db, compiled('select 3 /* prepared test b */', []))
  const [first, second] = calls.map((call) => (call[0] as { name: string }).name)
  expect(first).not.toBe(second)
  expect(calls).toHaveLength(2)
})

test('past the limit, statements whose text keeps changing run unprepared instead of piling up on every connection', async () => {
  const { pool, calls } = recordingPool()
  const db = executorOn(pool)
  for (let index = 0; index < 40; index++) await executePrepared(db, compiled(`select ${index} /* prepared test varying */`, []))
  expect(calls.filter((call) => typeof call[0] === 'string').length).toBeGreaterThan(0)
  expect(calls.filter((call) => typeof call[0] === 'object').length).toBeLessThanOrEqual(32)
})

test('each pool names its own statements: one app filling its list leaves another app’s statements prepared', async () => {
  const busy = recordingPool()
  for (let index = 0; index < 40; index++)
    await executePrepared(executorOn(busy.pool), compiled(`select ${index} /* prepared test busy */`, []))
  const other = recordingPool()
  await executePrepared(executorOn(other.pool), compiled('select 1 /* prepared test other app */', []))
  expect(other.calls[0]).toEqual([{ name: 'club_prepared_1', text: '/* prepared */ select 1 /* prepared test other app */', values: [] }])
})
