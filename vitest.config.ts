import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// The server suite runs on the embedded PostgreSQL (PGlite) always, and a second time on a real
// PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) names one.
const realPostgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent', ...env },
    // the migrated and seeded databases each test file copies (ADR 019)
    globalSetup: ['tests/server/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    // A test file runs on one core (PGlite, jsdom); vitest's own process mostly waits. Its default
    // keeps a core for that process: one worker on a 2-core machine, and half the machine idle.
    maxWorkers: availableParallelism(),
    projects: [
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(realPostgresUrl ? [serverProject('server-pg', { TEST_DB: 'postgres', TEST_DATABASE_URL: realPostgresUrl })] : []),
      {
        test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'pwa',
          include: ['tests/pwa/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/pwa/setup.ts'],
          // the first test of a file may wait for a lazy page's module graph to load
          testTimeout: 20_000,
        },
      },
    ],
  },
})
