import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely'

/**
 * Kysely over an embedded PGlite. PGlite is one connection, so the driver hands it out to one
 * caller at a time: a transaction holds it until commit or rollback, as a pooled pg client would.
 * (Why not the kysely-pglite package: see docs/decisions/001-embedded-postgresql.md.)
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite)
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection
  private queue: Promise<void> = Promise.resolve()
  private release: (() => void) | undefined

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite)
  }

  async init() {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue
    let release!: () => void
    this.queue = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.release = release
    return this.connection
  }

  async releaseConnection() {
    const release = this.release
    this.release = undefined
    release?.()
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async destroy() {
    if (!this.pglite.closed) await this.pglite.close()
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters])
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    }
  }

  // eslint-disable-next-line require-yield -- Kysely's connection must have streamQuery; the embedded database has no streaming, so it only throws
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database')
  }
}
