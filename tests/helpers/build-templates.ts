import { pgliteTemplates } from './pglite-templates.js'
import { createPostgresTemplates } from './postgres-templates.js'

/**
 * Makes the test databases' templates (ADR 019) and prints where they are, as one line of JSON.
 * The server projects' global setup runs this in a process of its own: PGlite, the migrator and the
 * seeds loaded into vitest's main process slowed every test file after them (ADR 019, amendment of
 * 2026-11-26).
 *
 *   node --import tsx tests/helpers/build-templates.ts pglite
 *   node --import tsx tests/helpers/build-templates.ts postgres <server url> <run tag>
 */
const [kind, serverUrl, runTag] = process.argv.slice(2)
if (kind === 'postgres' && (!serverUrl || !runTag)) throw new Error('postgres needs the server url and the run tag')
const templates = kind === 'postgres' ? await createPostgresTemplates(serverUrl!, runTag!) : await pgliteTemplates()
process.stdout.write(`${JSON.stringify(templates)}\n`)
