import type { CompiledQuery, PostgresPool, PostgresPoolClient, QueryResult } from 'kysely'
import type { Executor } from './database.js'

/**
 * Statements that run on every request of a hot path, prepared once per connection (ADR 010, "The
 * tap's path"). PostgreSQL otherwise parses and plans a statement each time it arrives: for the
 * kitchen's order read, with its five joins, planning takes three times as long as running it. A
 * prepared statement whose parameters are single values (`order_id = $1`, not a list) is planned once
 * for all values. A statement is known by its exact text, so only statements whose text does not
 * change with their values belong here. The embedded database runs them as any other.
 */
const names = new Map<string, string>()
/** A guard against a caller whose text does vary: past this many, statements run unprepared. */
const MAX_PREPARED = 32

/** Runs `query` as a prepared statement where the driver can (PostgreSQL), and as usual elsewhere. */
export function executePrepared<R>(executor: Executor, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  if (!names.has(query.sql) && names.size < MAX_PREPARED) names.set(query.sql, `club_prepared_${names.size + 1}`)
  return executor.executeQuery(query)
}

/** Per connection, how many times a statement had to be prepared again under a new name. */
const renamed = new WeakMap<object, Map<string, number>>()

/**
 * PostgreSQL refuses to run a prepared statement whose result columns a migration has changed
 * (`select orders.*` after a column was added, by another server of a rolling deploy). It is then
 * prepared again on that connection, under a new name (the old one cannot be replaced in place).
 */
const isStalePlan = (error: unknown) =>
  (error as { code?: string } | null)?.code === '0A000' && /cached plan must not change result type/.test((error as Error).message)

/**
 * The pool Kysely is given on PostgreSQL: each connection it lends runs the statements registered
 * above by name, so that pg prepares each on that connection the first time and reuses it after.
 */
export function withPreparedStatements(pool: PostgresPool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect()
      if (!renamed.has(client)) {
        const generations = new Map<string, number>()
        renamed.set(client, generations)
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
        client.query = ((config: unknown, parameters?: readonly unknown[]) => {
          const name = typeof config === 'string' ? names.get(config) : undefined
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
