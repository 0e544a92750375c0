import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type OpenDatabase } from '../../server/db/database.js'

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the server named by TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ kind: 'pglite' })
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `club_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 })
  return {
    ...database,
    close: async () => {
      await database.close()
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
