import { openDatabase } from '../../server/db/database.js'
import { databaseUrl, withAdminClient } from './postgres-admin.js'
import { addLayer, parentLayer, type SeedLayer } from './seed-layers.js'

/**
 * The real PostgreSQL's templates (ADR 019): one database per seed layer, built at the start of a
 * run, copied by CREATE DATABASE ... TEMPLATE for each test file, and dropped at the end of the run.
 * Names carry the run's start time and a random part, so runs sharing a server never collide, and a
 * run that was killed leaves names the next run can recognise as stale.
 */

const STALE_AFTER_SECONDS = 86_400
const runDatabaseName = /^club_(tpl|test)_(\d{10})_[0-9a-f]{6}_/

/** Builds the template of each layer (`empty` needs none: it is a plain CREATE DATABASE). */
export async function createPostgresTemplates(serverUrl: string, runTag: string): Promise<Partial<Record<SeedLayer, string>>> {
  const templates: Partial<Record<SeedLayer, string>> = {}
  for (const layer of ['schema', 'fixture', 'demo'] as const) {
    const name = `club_tpl_${runTag}_${layer}`
    const parent = templates[parentLayer[layer]!]
    await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${parent ? ` template ${parent}` : ''}`))
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 })
    try {
      await addLayer(database.db, layer)
    } finally {
      await database.close()
    }
    templates[layer] = name
  }
  return templates
}

/** Drops this run's databases: its templates, and any copy a test file could not drop itself. */
export async function dropRunDatabases(serverUrl: string, runTag: string): Promise<void> {
  await dropDatabases(serverUrl, (name) => name.startsWith(`club_tpl_${runTag}_`) || name.startsWith(`club_test_${runTag}_`))
}

/** Drops what runs started more than a day ago left behind (a run killed before its teardown). */
export async function dropStaleRunDatabases(serverUrl: string): Promise<void> {
  const oldest = Date.now() / 1000 - STALE_AFTER_SECONDS
  await dropDatabases(serverUrl, (name) => Number(runDatabaseName.exec(name)?.[2] ?? Infinity) < oldest)
}

async function dropDatabases(serverUrl: string, isDropped: (name: string) => boolean) {
  await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'club\\_%'`)
    for (const { datname } of rows.filter((row) => isDropped(row.datname))) {
      await client.query(`drop database if exists ${datname} with (force)`)
    }
  })
}
