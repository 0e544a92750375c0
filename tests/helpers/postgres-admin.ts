import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Names and connections of the test run's databases on a real PostgreSQL (ADR 019). */

/** `<seconds since 1970>_<random>`: what the names of one run's databases start with. */
export function newRunTag(): string {
  return `${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`
}

export const testDatabaseName = (runTag: string) => `club_test_${runTag}_${process.pid}_${randomBytes(4).toString('hex')}`

/** The same server's URL, naming another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
