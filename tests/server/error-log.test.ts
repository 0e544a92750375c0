import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
const lines: string[] = []
beforeAll(async () => {
  t = await createTestApp({ log: (line) => lines.push(line) })
  // A failure of the database's own, whose message quotes what the request sent.
  await sql`create function refuse_role() returns trigger language plpgsql as $$
    begin raise exception 'role refused: "%"', new.description; end $$`.execute(t.db)
  await sql`create trigger refuse_role before insert on roles for each row execute function refuse_role()`.execute(t.db)
})
afterAll(async () => {
  await t.close()
})

test('a request the server fails on gets 500 and is logged once, at level error, without what the request sent', async () => {
  const token = await t.tokens.staff()
  lines.length = 0
  const response = await t.call('POST', '/api/createrole', {
    token,
    body: { name: 'Night Manager', description: 'PRIVATE-TEXT-1234', permissions: [] },
  })
  expect(response.status).toBe(500)
  expect(response.body.message).toBe('Something went wrong on the server. Please try again.')
  const requestId = response.headers.get('x-request-id')
  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.requestId === requestId)
  expect(logged).toHaveLength(1)
  expect(logged[0]).toMatchObject({
    level: 'error',
    method: 'POST',
    path: '/api/createrole',
    status: 500,
    error: expect.stringContaining('role refused'),
  })
  expect(lines.join('\n')).not.toContain('PRIVATE-TEXT-1234')
})

test('an answered request is one line at level info', async () => {
  lines.length = 0
  const response = await t.call('GET', '/api/health')
  expect(response.status).toBe(200)
  expect(lines.map((line) => JSON.parse(line))).toEqual([
    expect.objectContaining({ level: 'info', message: 'request', path: '/api/health', status: 200 }),
  ])
})
