import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { DataDirInUseError, LOCK_FILE, lockDataDir, thisProcess, type LockingProcess } from '../../server/db/data-dir.js'
import { outputOf, startChild, stopChild, type Child } from '../helpers/processes.js'

// One server per embedded database (ADR 021): DATA_DIR is locked for a server's life.
const made: string[] = []
const children: Child[] = []
const freshDataDir = () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-data-dir-'))
  made.push(dataDir)
  return dataDir
}
afterEach(async () => {
  for (const child of children.splice(0)) await stopChild(child, 'SIGKILL')
  for (const dataDir of made.splice(0)) rmSync(dataDir, { recursive: true, force: true })
})

/** A process that is not running any more: a finished child's pid. */
const goneProcessId = () => spawnSync(process.execPath, ['-e', '']).pid!
const processLike = (pid: number, running: number[]): LockingProcess => ({
  ...thisProcess(),
  pid,
  isRunning: (other) => running.includes(other),
})
const lockHolder = (dataDir: string) => JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; nonce: string }

describe('the lock', () => {
  test('a second process is refused while the first runs, with a message naming it', () => {
    const dataDir = freshDataDir()
    lockDataDir(dataDir, processLike(4101, [4101]))
    let refusal: unknown
    try {
      lockDataDir(dataDir, processLike(4102, [4101, 4102]))
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError)
    expect((refusal as Error).message).toMatch(
      new RegExp(
        `^Another club server is using the data in ${dataDir} \\(process 4101 on .+\\)\\. Only one server may run on an embedded database`,
      ),
    )
    expect(lockHolder(dataDir).pid).toBe(4101)
  })

  test('a lock left by a process that is gone is taken over', () => {
    const dataDir = freshDataDir()
    const gone = goneProcessId()
    lockDataDir(dataDir, processLike(gone, [gone]))
    lockDataDir(dataDir, processLike(4202, [4202]))
    expect(lockHolder(dataDir).pid).toBe(4202)
  })

  test('a lock in this process’s pid from an earlier life (a restarted container) is taken over', () => {
    const dataDir = freshDataDir()
    const me = thisProcess()
    lockDataDir(dataDir, { ...me, processStartedAt: me.processStartedAt - 60_000 })
    const lock = lockDataDir(dataDir, me)
    expect(lockHolder(dataDir).nonce).toBe(lock.holder.nonce)
  })

  test('released, it can be taken again; a release after another took it over leaves theirs alone', () => {
    const dataDir = freshDataDir()
    const first = lockDataDir(dataDir, processLike(4301, []))
    first.release()
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
    const second = lockDataDir(dataDir, processLike(4302, []))
    const third = lockDataDir(dataDir, processLike(4303, [])) // 4302 counts as gone
    second.release()
    expect(lockHolder(dataDir).nonce).toBe(third.holder.nonce)
  })

  test('a process overtaken while it took over a stale lock does not take the new holder’s', () => {
    const dataDir = freshDataDir()
    const gone = goneProcessId()
    lockDataDir(dataDir, processLike(gone, [gone]))
    let overtaker: ReturnType<typeof lockDataDir> | undefined
    const slow = {
      ...processLike(4502, [4501, 4502]),
      beforeTakeover: () => void (overtaker ??= lockDataDir(dataDir, processLike(4501, [4501]))),
    }
    expect(() => lockDataDir(dataDir, slow)).toThrow(DataDirInUseError)
    expect(lockHolder(dataDir).nonce).toBe(overtaker!.holder.nonce)
  })

  test('of several processes taking over one stale lock at once, exactly one gets it', async () => {
    const dataDir = freshDataDir()
    const gone = goneProcessId()
    lockDataDir(dataDir, processLike(gone, [gone]))
    const racers = Array.from({ length: 4 }, () => startChild('tests/helpers/hold-data-dir.ts', [dataDir], {}))
    children.push(...racers)
    const said = await Promise.all(racers.map((racer) => outputOf(racer, /locked|refused/)))
    expect(said.filter((line) => line.startsWith('locked'))).toHaveLength(1)
    expect(said.filter((line) => line.startsWith('refused: Another club server is using the data'))).toHaveLength(3)
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** The real server (server/main.ts) on the embedded database in `dataDir`. */
async function startServer(dataDir: string) {
  const server = startChild(
    'server/main.ts',
    [],
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      PUBLIC_DIR: path.join(dataDir, 'no-app'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    'ignore',
  )
  children.push(server)
  return server
}

/** Every folder and file under `dataDir` with its permission bits. */
function modesUnder(dataDir: string): { entry: string; mode: string }[] {
  const modes = [{ entry: '.', mode: (lstatSync(dataDir).mode & 0o777).toString(8) }]
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const entry = path.join(folder, name)
      const stat = lstatSync(entry)
      modes.push({ entry: path.relative(dataDir, entry), mode: (stat.mode & 0o777).toString(8) })
      if (stat.isDirectory()) walk(entry)
    }
  }
  walk(dataDir)
  return modes
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the server on an embedded database', () => {
  test(
    'keeps its data readable by its user only, refuses a second server, and takes over after a killed one',
    { timeout: 240_000 },
    async () => {
      const dataDir = freshDataDir()
      chmodSync(dataDir, 0o755)
      writeFileSync(path.join(dataDir, 'jwt-secret'), 'an-older-secret-written-readable-by-all-0123', { mode: 0o644 })

      const first = await startServer(dataDir)
      await outputOf(first, /Club platform is running at/, 180_000)
      const modes = modesUnder(dataDir)
      expect(modes.length).toBeGreaterThan(100) // the embedded database's files are there
      expect(modes.filter(({ entry, mode }) => mode !== (lstatSync(path.join(dataDir, entry)).isDirectory() ? '700' : '600'))).toEqual([])

      const second = await startServer(dataDir)
      expect(await second.exited).toBe(1)
      expect(second.output()).toContain(
        `The server could not start: Another club server is using the data in ${dataDir} (process ${first.process.pid} on`,
      )

      await stopChild(first, 'SIGKILL')
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true) // left behind
      const third = await startServer(dataDir)
      await outputOf(third, /Club platform is running at/, 180_000)
      expect(lockHolder(dataDir).pid).toBe(third.process.pid)

      await stopChild(third, 'SIGTERM')
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
    },
  )
})
