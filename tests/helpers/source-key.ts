import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What a built artefact (a template database) depends on, as a short hash (ADR 019). */

/** A hash of the extras and of each file's path (from `root`) and contents. */
export function keyOf(files: string[], extras: string[], root: string): string {
  const hash = createHash('sha256')
  for (const extra of extras) hash.update(extra).update('\0')
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex').slice(0, 16)
}

/**
 * `entry` and every source file it imports, directly or not, through relative imports (static or
 * dynamic; packages are left out). TypeScript's own scanner reads the imports; as it takes most of a
 * second to load, the graph is remembered in `memoDir` and read again only once one of its files has
 * changed (its modification time or size).
 */
export async function importGraph(entry: string, memoDir: string): Promise<string[]> {
  const remembered = rememberedImportGraph(entry, memoDir)
  if (remembered) return remembered
  const memo = memoFile(entry, memoDir)
  const graph = await readImportGraph(entry)
  mkdirSync(memoDir, { recursive: true })
  writeFileSync(memo, JSON.stringify(Object.fromEntries(graph.map((file) => [file, stampOf(file)]))))
  return graph
}

/** The graph `importGraph` remembered, if none of its files has changed since; never loads TypeScript. */
export function rememberedImportGraph(entry: string, memoDir: string): string[] | undefined {
  const memo = memoFile(entry, memoDir)
  const remembered = existsSync(memo) ? (JSON.parse(readFileSync(memo, 'utf8')) as Record<string, string>) : {}
  const files = Object.keys(remembered)
  return files.length && files.every((file) => existsSync(file) && stampOf(file) === remembered[file]) ? files : undefined
}

const memoFile = (entry: string, memoDir: string) =>
  path.join(memoDir, `imports-${createHash('sha256').update(entry).digest('hex').slice(0, 12)}.json`)

const stampOf = (file: string) => {
  const { mtimeMs, size } = statSync(file)
  return `${mtimeMs}:${size}`
}

async function readImportGraph(entry: string): Promise<string[]> {
  const { default: ts } = await import('typescript')
  const seen = new Set<string>()
  const pending = [entry]
  while (pending.length) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8')).importedFiles) {
      if (fileName.startsWith('.')) pending.push(sourceFile(path.resolve(path.dirname(file), fileName)))
    }
  }
  return [...seen].sort()
}

/** The TypeScript file an import names: './x.js' is x.ts (or x.tsx). */
function sourceFile(imported: string): string {
  const stem = imported.replace(/\.js$/, '')
  const found = [`${stem}.ts`, `${stem}.tsx`, imported].find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  if (!found) throw new Error(`Cannot find the source of ${imported}`)
  return found
}
