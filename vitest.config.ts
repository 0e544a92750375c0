import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './tests/longest-first-sequencer'

// The server suite runs on the embedded PostgreSQL (PGlite) always, and a second time on a real
// PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) names one.
const realPostgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent', ...env },
    // Each file opens its own app on its own database copy and no server module keeps state of
    // its own, so a worker imports the server (and compiles PGlite's WebAssembly) once.
    isolate: false,
    // the migrated and seeded databases each test file copies (ADR 019)
    globalSetup: ['tests/server/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

const devicePwaTests = ['tests/pwa/{kitchen,door,desk,offline}/**/*.test.{ts,tsx}']

const pwaProject = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
  test: {
    name,
    ...files,
    environment: 'jsdom',
    setupFiles: ['tests/pwa/setup.ts'],
    // the first test of a file may wait for a lazy page's module graph to load
    testTimeout: 20_000,
  },
})

export default defineConfig({
  test: {
    // A test file runs on one core (PGlite, jsdom); vitest's own process mostly waits. Its default
    // keeps a core for that process: one worker on a 2-core machine, and half the machine idle. One
    // worker more than the cores: a file waiting on a server it started, or on a timer, leaves its
    // core to the third (ADR 019: 214 s against 239 s for a fresh clone, at the same machine speed).
    maxWorkers: availableParallelism() + 1,
    // the long files start first, so the two workers finish together (tests/longest-first-sequencer.ts)
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(realPostgresUrl ? [serverProject('server-pg', { TEST_DB: 'postgres', TEST_DATABASE_URL: realPostgresUrl })] : []),
      {
        test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' },
      },
      // App tests on jsdom. Building a jsdom window and importing React and the app again for every
      // file cost ~2.5 s of a core per file; files that only render screens against stubbed answers
      // share one window and module graph per worker (setup.ts resets storage, mocks and the DOM
      // after each test). The device areas (kitchen, door, desk, offline) hold IndexedDB handles,
      // sockets and module mocks (vi.mock), which must not leak from one file into the next: those
      // files keep a fresh environment each. A new test that mocks a module belongs in them.
      pwaProject('pwa', { include: ['tests/pwa/**/*.test.{ts,tsx}'], exclude: devicePwaTests, isolate: false }),
      pwaProject('pwa-devices', { include: devicePwaTests, isolate: true }),
    ],
  },
})
