import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order test files start in (ADR 019). Two workers finish together only if the longest files
 * start first: vitest's own order runs the projects by name (domain, pwa, …, server) and, on a fresh
 * clone with no timings cached, the larger files first, so the server's few long files (real server
 * processes, the chaos run, the sign-in limits) started last and ran on alone for a minute or more.
 * Here the server projects start first; within a project, files by their last run's duration when
 * vitest has it, else the known long ones first, else the larger first.
 */
const projectOrder = ['server', 'server-pg', 'pwa-devices', 'pwa', 'domain']

/** Files that take 10 s or more of a core, whatever the cache says (measured 2026-11-26). */
const knownLong = [
  'tests/server/data-dir.test.ts',
  'tests/server/sign-in-limits.test.ts',
  'tests/server/sync-chaos.test.ts',
  'tests/server/create-admin.test.ts',
  'tests/server/bulk-upload.test.ts',
  'tests/server/production.test.ts',
  'tests/server/restart.test.ts',
  'tests/pwa/door/door-screen.test.tsx',
  'tests/pwa/desk/desk-screen.test.tsx',
  'tests/pwa/office/events/events-list-form.test.tsx',
  'tests/pwa/office/floor.test.tsx',
  // a few seconds alone, but 12–14 s late in a worker's shared window: it ended fresh-clone runs alone
  'tests/pwa/app/update-prompt.test.tsx',
]

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    const rankOfProject = (spec: TestSpecification) => {
      const rank = projectOrder.indexOf(spec.project.name)
      return rank === -1 ? projectOrder.length : rank
    }
    const pathOf = (spec: TestSpecification) => relative(root, spec.moduleId).replaceAll('\\', '/')
    const estimate = (spec: TestSpecification) => {
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${pathOf(spec)}`)
      if (cached) return cached.duration
      const hint = knownLong.indexOf(pathOf(spec))
      if (hint !== -1) return 1e9 - hint
      return this.ctx.cache.getFileStats(`${spec.project.name}:${pathOf(spec)}`)?.size ?? 0
    }
    return [...files].sort((a, b) => rankOfProject(a) - rankOfProject(b) || estimate(b) - estimate(a))
  }
}
