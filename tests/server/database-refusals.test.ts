import { Hono } from 'hono'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AppEnv } from '../../server/http/context.js'
import { handleError } from '../../server/http/errors.js'
import { openTestDatabase } from '../helpers/test-database.js'
import type { OpenDatabase } from '../../server/db/database.js'

let database: OpenDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

/** An app whose one route sends a statement to the real database, as a handler would. */
function appRunning(statement: () => Promise<unknown>) {
  const app = new Hono<AppEnv>()
  app.get('/api/probe', async (c) => c.json({ result: await statement() }))
  app.onError((error, c) => handleError(error, c))
  return app
}

describe('a value the database refuses', () => {
  test.each([
    ['text with a NUL character', () => sql`select ${'Main\u0000Kitchen'}::text as name`],
    ['a number outside integer', () => sql`select ${'99999999999'}::integer as id`],
    ['a date that does not exist', () => sql`select ${'2026-02-30'}::date as day`],
  ])('%s is a 400 saying what is wrong, not a 500', async (_, statement) => {
    const response = await appRunning(() => statement().execute(database.db)).request('/api/probe')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('not one the club’s records can hold'),
    })
  })

  test('any other database failure is still a 500 that tells nothing of the database', async () => {
    const response = await appRunning(() => sql`select * from no_such_table`.execute(database.db)).request('/api/probe')
    expect(response.status).toBe(500)
    expect(JSON.stringify(await response.json())).not.toContain('no_such_table')
  })
})
