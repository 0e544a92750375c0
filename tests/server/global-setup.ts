import { execFile } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import type { TestDatabaseTemplates } from '../helpers/test-database.js'
import { builtPgliteTemplates, runsDir } from '../helpers/pglite-templates.js'
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
    const { dropRunDatabases, dropStaleRunDatabases } = await import('../helpers/postgres-templates.js')
    await dropStaleRunDatabases(serverUrl)
    const templates = await templatesBuiltApart<Partial<Record<string, string>>>(['postgres', serverUrl, runTag])
    project.provide('testDatabaseTemplates', { kind: 'postgres', runTag, templates } as TestDatabaseTemplates)
    return () => dropRunDatabases(serverUrl, runTag)
  }
  const runDir = path.join(runsDir, runTag)
  mkdirSync(runDir, { recursive: true })
  // Kept from an earlier run, as in the edit-test loop: found here without starting a process.
  const templates = builtPgliteTemplates() ?? (await templatesBuiltApart<Record<string, string>>(['pglite']))
  project.provide('testDatabaseTemplates', { kind: 'pglite', runDir, templates } as TestDatabaseTemplates)
  return () => rmSync(runDir, { recursive: true, force: true })
}

/**
 * The templates, made by `tests/helpers/build-templates.ts` in a process of its own. Built in
 * vitest's main process, they left PGlite, the migrator and the seeds loaded there, and every test
 * file of the run took about a third longer (ADR 019, amendment of 2026-11-26).
 */
async function templatesBuiltApart<T>(args: string[]): Promise<T> {
  const builder = fileURLToPath(new URL('../helpers/build-templates.ts', import.meta.url))
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', builder, ...args], {
      env: process.env,
      maxBuffer: 16 * 1024 * 1024,
    })
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as T
  } catch (error) {
    const failed = error as { stderr?: string; message: string }
    throw new Error(`The test database templates could not be built: ${failed.stderr || failed.message}`, { cause: error })
  }
}
