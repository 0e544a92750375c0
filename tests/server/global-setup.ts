import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { pgliteTemplates, runsDir } from '../helpers/pglite-templates.js'
import { newRunTag } from '../helpers/postgres-admin.js'

/**
 * Once per run of a server project (ADR 019): the template databases its test files copy, on the
 * embedded PostgreSQL (kept between runs) or on the real one (dropped when the run ends).
 */
export default async function setup(project: TestProject) {
  const runTag = newRunTag()
  if (project.config.env.TEST_DB === 'postgres') {
    const serverUrl = project.config.env.TEST_DATABASE_URL
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    // loaded here: an embedded run has no use for it
    const { createPostgresTemplates, dropRunDatabases, dropStaleRunDatabases } = await import('../helpers/postgres-templates.js')
    await dropStaleRunDatabases(serverUrl)
    project.provide('testDatabaseTemplates', { kind: 'postgres', runTag, templates: await createPostgresTemplates(serverUrl, runTag) })
    return () => dropRunDatabases(serverUrl, runTag)
  }
  const runDir = path.join(runsDir, runTag)
  mkdirSync(runDir, { recursive: true })
  project.provide('testDatabaseTemplates', { kind: 'pglite', runDir, templates: await pgliteTemplates() })
  return () => rmSync(runDir, { recursive: true, force: true })
}
