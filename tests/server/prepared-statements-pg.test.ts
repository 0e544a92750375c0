import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { executePrepared } from '../../server/db/prepared.js'
import { createTestApp } from '../helpers/test-app.js'

// Prepared statements on a real PostgreSQL (server/db/prepared.ts), through the app's own pool.
describe.skipIf(process.env.TEST_DB !== 'postgres')('on PostgreSQL', () => {
  test('a statement whose table changed meanwhile (a migration by another server) is prepared again, not refused', async () => {
    const t = await createTestApp({ seed: 'schema' })
    try {
      await sql`create table prepared_probe (id int primary key, a text)`.execute(t.db)
      await sql`insert into prepared_probe values (1, 'one')`.execute(t.db)
      await t.db.connection().execute(async (connection) => {
        const read = sql<Record<string, unknown>>`select * from prepared_probe where id = ${1} /* prepared probe */`.compile(connection)
        expect((await executePrepared(connection, read)).rows).toEqual([{ id: 1, a: 'one' }])
        await sql`alter table prepared_probe add column b text default 'bee'`.execute(t.db)
        expect((await executePrepared(connection, read)).rows).toEqual([{ id: 1, a: 'one', b: 'bee' }])
        // Inside a transaction the refusal has aborted it: it fails once, and the next use works.
        await sql`alter table prepared_probe add column c int default 3`.execute(t.db)
        await expect(connection.transaction().execute((trx) => executePrepared(trx, read))).rejects.toThrow(
          /cached plan must not change result type/,
        )
        expect((await executePrepared(connection, read)).rows).toEqual([{ id: 1, a: 'one', b: 'bee', c: 3 }])
      })
    } finally {
      await t.close()
    }
  })
})
