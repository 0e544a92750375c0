import type { CompiledQuery, PostgresPool, PostgresPoolClient, QueryResult } from 'kysely'
import type { Executor } from './database.js'

/**
 * Statements that run on every request of a hot path, prepared once per connection (ADR 022, "The
 * tap's path"). PostgreSQL otherwise parses and plans a statement each time it arrives: for the
 * kitchen's order read, with its five joins, planning takes three times as long as running it. A
 * prepared statement whose parameters are single values (`order_id = $1`, not a list) is planned once
 * for all values. A statement is known by its exact text, so only statements whose text does not
 * change with their values belong here. The embedded database runs them as any other.
 *
 * Such a statement carries a mark at the start of its text; each pool (withPreparedStatements) keeps
 * its own names for the marked texts it has seen, so nothing is shared between two apps in one process.
 */
const PREPARED_MARK = '/* prepared */ '
/** A guard against a caller whose text does vary: past this many per pool, statements run unprepared. */
const MAX_PREPARED = 32

/** Runs `query` as a prepared statement where the driver can (PostgreSQL), and as usual elsewhere. */
export function executePrepared<R>(executor: Executor, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  return executor.executeQuery(query.sql.startsWith(PREPARED_MARK) ? query : { ...query, sql: `${PREPARED_MARK}${query.sql}` })
}

/**
 * PostgreSQL refuses to run a prepared statement whose result columns a migration has changed
 * (`select orders.*` after a column was added, by another server of a rolling deploy). It is then
 * prepared again on that connection, under a new name (the old one cannot be replaced in place).
 */
const isStalePlan = (error: unknown) =>
  (error as { code?: string } | null)?.code === '0A000' && /cached plan must not change result type/.test((error as Error).message)

/**
 * The pool Kysely is given on PostgreSQL: each connection it lends runs the marked statements by
 * name, so that pg prepares each on that connection the first time and reuses it after.
 */
export function withPreparedStatements(pool: PostgresPool): PostgresPool {
  const names = new Map<string, string>()
  const nameOf = (text: string) => {
    if (!text.startsWith(PREPARED_MARK)) return undefined
    if (!names.has(text) && names.size < MAX_PREPARED) names.set(text, `club_prepared_${names.size + 1}`)
    return names.get(text)
  }
  /** Per connection, how many times a statement had to be prepared again under a new name. */
  const renamed = new WeakMap<object, Map<string, number>>()
  return {
    async connect() {
      const client = await pool.connect()
      if (!renamed.has(client)) {
        const generations = new Map<string, number>()
        renamed.set(client, generations)
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
        client.query = ((config: unknown, parameters?: readonly unknown[]) => {
          const name = typeof config === 'string' ? nameOf(config) : undefined
          if (!name) return query(config, parameters)
          const run = () => {
            const generation = generations.get(name)
            return query({ name: generation ? `${name}_${generation}` : name, text: config, values: parameters })
          }
          return run().catch((error: unknown) => {
            if (!isStalePlan(error)) throw error
            generations.set(name, (generations.get(name) ?? 0) + 1)
            // Inside a transaction the error has aborted it and the retry fails too: the caller
            // sees the first error, and the connection's next use prepares the new statement.
            return run().catch(() => {
              throw error
            })
          })
        }) as PostgresPoolClient['query']
      }
      return client
    },
    end: () => pool.end(),
  }
}
