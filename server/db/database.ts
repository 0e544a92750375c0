import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Transaction,
} from 'kysely'
import pg from 'pg'
import { PGliteDialect } from './pglite-dialect.js'
import { restrictTree } from './data-dir.js'
import { withPreparedStatements } from './prepared.js'
import type { Database } from './schema.js'

export type DB = Kysely<Database>
/** What repositories take: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>

/**
 * Builds PostgreSQL statements without a database: for a statement compiled once, at load, whose text
 * is the same for every app and every value (its values are filled in when it runs).
 */
export const compileOnly = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

const INT8_OID = 20
const NUMERIC_OID = 1700
const DATE_OID = 1082

// Both drivers read the same types the same way: bigint counts and paise as numbers (always far
// below 2^53 here), numeric as numbers, calendar dates as 'YYYY-MM-DD' text (no time-zone shift).
pg.types.setTypeParser(INT8_OID, (text) => Number(text))
pg.types.setTypeParser(NUMERIC_OID, (text) => Number(text))
pg.types.setTypeParser(DATE_OID, (text) => text)

const pgliteParsers = {
  [INT8_OID]: (text: string) => Number(text),
  [NUMERIC_OID]: (text: string) => Number(text),
  [DATE_OID]: (text: string) => text,
}

export type DatabaseTarget = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory

export interface OpenDatabase {
  db: DB
  target: DatabaseTarget
  /** The embedded database, when that is what runs (tests snapshot it). */
  pglite?: PGlite
  close: () => Promise<void>
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 })
    // An idle pooled connection that the server ends (restart, failover, a dropped test database)
    // must not crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection closed: ${error.message}`))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) })
    return { db, target, close: () => db.destroy() }
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true, mode: 0o700 })
  // pg_trgm backs the member search's index (ADR 023); a database that has it must always be opened with it.
  const pglite = await PGlite.create(target.dataDir, { parsers: pgliteParsers, extensions: { pg_trgm } })
  // A new database is unpacked with the modes of PGlite's archive (0666), whatever the umask: the user's only.
  if (target.dataDir) restrictTree(target.dataDir)
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
  return { db, target, pglite, close: () => db.destroy() }
}

/** Where the database lives, in words for the console. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return target.dataDir ? `embedded PostgreSQL in ${target.dataDir}` : 'embedded PostgreSQL in memory'
  const url = new URL(target.url)
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`
}
