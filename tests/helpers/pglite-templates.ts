import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { addLayer, parentLayer, type SeedLayer } from './seed-layers.js'
import { importGraph, keyOf, rememberedImportGraph } from './source-key.js'

/**
 * The embedded database's templates (ADR 019): one data directory per seed layer, built once and
 * kept between runs under a key of everything that decides their contents; a test file copies one.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
// Templates of other keys (another branch, an older seed, yesterday) are swept once unused for two hours
// (longer than any run); the copies of a run killed before its teardown, after a day.
const TEMPLATE_KEPT_MS = 2 * 3_600_000
const COPY_KEPT_MS = 86_400_000

/** Memory-backed where the system has it: a copy per test file is then a memory copy. */
export const testDatabasesDir = existsSync('/dev/shm') ? '/dev/shm/club-test-databases' : path.join(tmpdir(), 'club-test-databases')
const templatesDir = path.join(testDatabasesDir, 'templates')
export const runsDir = path.join(testDatabasesDir, 'runs')

// What a copy costs is mostly PostgreSQL starting and the files copied, so the empty cluster is made
// lean: a 1 MB write-ahead-log segment instead of 16 MB, and without the template0 and template1
// databases (half the files; a test never creates a database on the embedded engine). A test database
// holds a few megabytes: 32 MB of shared buffers holds it all and starts faster than the default 128 MB.
const INITDB_PARAMS = ['--wal-segsize=1']
const DROPPED_DATABASES = ['template0', 'template1']
const TEST_SETTINGS = 'shared_buffers = 32MB\n'

/** The data directory of each layer, built now if this key has none yet. */
export async function pgliteTemplates(): Promise<Record<SeedLayer, string>> {
  const dirs = templateDirs(await contentSources())
  for (const layer of layers) {
    const parent = parentLayer[layer]
    if (!existsSync(dirs[layer])) await buildTemplate(layer, dirs[layer], parent && dirs[parent])
  }
  return keptInUse(dirs)
}

/**
 * The templates when every one of them is already built, found without loading TypeScript or PGlite
 * (the import graph as remembered); else undefined, and `pgliteTemplates()` has work to do.
 */
export function builtPgliteTemplates(): Record<SeedLayer, string> | undefined {
  const sources = contentSources({ rememberedOnly: true })
  if (!sources) return undefined
  const dirs = templateDirs(sources)
  return layers.every((layer) => existsSync(dirs[layer])) ? keptInUse(dirs) : undefined
}

const layers = ['empty', 'schema', 'fixture', 'demo'] as const

function templateDirs(sources: string[]): Record<SeedLayer, string> {
  const engineKey = keyOf(
    [path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')],
    [...INITDB_PARAMS, ...DROPPED_DATABASES, TEST_SETTINGS],
    repoRoot,
  )
  // The seeds stamp rows with the real clock (a live order placed minutes ago): a template is
  // rebuilt each day so that the demo is the one a fresh seed would give today.
  const contentKey = keyOf(sources, [engineKey, new Date().toISOString().slice(0, 10)], repoRoot)
  return Object.fromEntries(
    layers.map((layer) => [layer, path.join(templatesDir, `${layer}-${layer === 'empty' ? engineKey : contentKey}`)]),
  ) as Record<SeedLayer, string>
}

/** Marks the templates in use (the sweep keeps them) and sweeps what nobody has used for a while. */
function keptInUse(dirs: Record<SeedLayer, string>): Record<SeedLayer, string> {
  const now = new Date()
  for (const dir of Object.values(dirs)) utimesSync(dir, now, now)
  sweep(templatesDir, TEMPLATE_KEPT_MS)
  sweep(runsDir, COPY_KEPT_MS)
  return dirs
}

/** Loads the engine only when it builds: a run that finds its templates loads nothing of this. */
async function buildTemplate(layer: SeedLayer, dir: string, parentDir: string | undefined) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { openDatabase } = await import('../../server/db/database.js')
  const building = `${dir}.building-${process.pid}`
  rmSync(building, { recursive: true, force: true })
  if (parentDir) {
    cpSync(parentDir, building, { recursive: true })
    const database = await openDatabase({ kind: 'pglite', dataDir: building })
    try {
      await addLayer(database.db, layer)
    } finally {
      await database.close()
    }
  } else {
    mkdirSync(building, { recursive: true })
    const pglite = await PGlite.create(building, { initDbStartParams: INITDB_PARAMS })
    for (const name of DROPPED_DATABASES) {
      await pglite.query(`alter database ${name} is_template false`)
      await pglite.query(`drop database ${name}`)
    }
    await pglite.close()
    appendFileSync(path.join(building, 'postgresql.conf'), TEST_SETTINGS)
  }
  try {
    renameSync(building, dir)
  } catch {
    rmSync(building, { recursive: true, force: true }) // another run built the same template meanwhile
  }
}

/** Removes what nobody has used for `maxAgeMs`: templates of older keys, copies of runs that ended badly. */
function sweep(dir: string, maxAgeMs: number) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name)
    if (Date.now() - statSync(entry).mtimeMs > maxAgeMs) rmSync(entry, { recursive: true, force: true })
  }
}

/**
 * Every file whose change can change a template: this module and the source files it imports,
 * directly or not (the seeds, the migrator, the domain rules the seeds use), the migrations (loaded
 * by folder), and the lockfile (the packages' versions).
 */
function contentSources(options: { rememberedOnly: true }): string[] | undefined
function contentSources(): Promise<string[]>
function contentSources(options?: { rememberedOnly: true }): string[] | undefined | Promise<string[]> {
  const migrations = path.join(repoRoot, 'db/migrations')
  const others = [
    ...readdirSync(migrations)
      .sort()
      .map((file) => path.join(migrations, file)),
    path.join(repoRoot, 'package-lock.json'),
  ]
  const entry = fileURLToPath(import.meta.url)
  if (options?.rememberedOnly) {
    const graph = rememberedImportGraph(entry, testDatabasesDir)
    return graph && [...graph, ...others]
  }
  return importGraph(entry, testDatabasesDir).then((graph) => [...graph, ...others])
}
