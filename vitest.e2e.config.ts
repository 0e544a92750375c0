import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './tests/longest-first-sequencer'

// End-to-end: the built app served by the real server, driven in Debian's Chromium. Two workers,
// each with its own server and database (global-setup.ts): a file mostly waits on the browser, the
// server and their timers, so two side by side on two cores take little more time than one.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { sequencer: LongestFirstSequencer },
  },
})
