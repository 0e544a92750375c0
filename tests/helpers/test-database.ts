import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { openDatabase, type OpenDatabase } from '../../server/db/database.js'
import { databaseUrl, testDatabaseName, withAdminClient } from './postgres-admin.js'
import { buildLayer, type SeedLayer } from './seed-layers.js'

export type { SeedLayer }

/** What the server projects' global setup (tests/server/global-setup.ts) hands each test file. */
export type TestDatabaseTemplates =
  | { kind: 'pglite'; runDir: string; templates: Record<SeedLayer, string> }
  | { kind: 'postgres'; runTag: string; templates: Partial<Record<SeedLayer, string>> }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates?: TestDatabaseTemplates
  }
}

/**
 * A database of this test file's own, holding `layer` (ADR 019): a copy of the embedded template
 * (a data directory), or (TEST_DB=postgres) a new database on the server named by TEST_DATABASE_URL
 * made from its template; removed again on close. Without templates (a benchmark, outside the test
 * run) the layer is built into a fresh database.
 */
export async function openTestDatabase(layer: SeedLayer = 'empty'): Promise<OpenDatabase> {
  const provided = process.env.VITEST ? inject('testDatabaseTemplates') : undefined
  if (process.env.TEST_DB !== 'postgres') {
    if (provided?.kind === 'pglite') return openPgliteCopy(provided.templates[layer], provided.runDir)
    return withLayer(await openDatabase({ kind: 'pglite' }), layer)
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const template = provided?.kind === 'postgres' ? provided.templates[layer] : undefined
  const name = testDatabaseName(provided?.kind === 'postgres' ? provided.runTag : 'standalone')
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`))
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 })
  const closable = {
    ...database,
    close: async () => {
      await database.close()
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
  return template || layer === 'empty' ? closable : withLayer(closable, layer)
}

async function openPgliteCopy(template: string, runDir: string): Promise<OpenDatabase> {
  const dataDir = path.join(runDir, `${process.pid}-${randomBytes(4).toString('hex')}`)
  mkdirSync(runDir, { recursive: true })
  cpSync(template, dataDir, { recursive: true })
  const database = await openDatabase({ kind: 'pglite', dataDir })
  return {
    ...database,
    close: async () => {
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function withLayer(database: OpenDatabase, layer: SeedLayer): Promise<OpenDatabase> {
  await buildLayer(database.db, layer)
  return database
}
