import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely'

const migrationsFolder = fileURLToPath(new URL('../../db/migrations/', import.meta.url))

/** Loads db/migrations/*.ts (or .js) in name order; names are timestamp-prefixed. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationsFolder)).filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    const migrations: Record<string, Migration> = {}
    for (const file of files.sort()) {
      const module = (await import(pathToFileURL(path.join(migrationsFolder, file)).href)) as Migration
      migrations[file.replace(/\.(ts|js)$/, '')] = module
    }
    return migrations
  }
}

export type MigrationLog = (line: string) => void

/** Brings the schema to the latest migration; throws (after logging each step) on failure. */
export async function migrateToLatest(db: Kysely<any>, log: MigrationLog = () => {}): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() })
  const resultSet = await migrator.migrateToLatest()
  for (const result of resultSet.results ?? []) {
    log(`migration ${result.migrationName}: ${result.status === 'Success' ? 'applied' : result.status.toLowerCase()}`)
  }
  if (resultSet.error) {
    const reason = resultSet.error instanceof Error ? resultSet.error.message : String(resultSet.error)
    throw new Error(`Migration failed: ${reason}`, { cause: resultSet.error })
  }
  if (!resultSet.results?.length) log('migrations: the schema is up to date')
  return resultSet
}

/** Which migrations of this build the database has run, and which it has not (the control panel's system page). */
export async function migrationStatus(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() })
  const migrations = await migrator.getMigrations()
  const applied = migrations.filter((migration) => migration.executedAt !== undefined)
  const latest = applied.at(-1)
  return {
    applied: applied.length,
    pending: migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name),
    latest: latest?.name ?? null,
    latest_applied_at: latest?.executedAt ?? null,
  }
}
