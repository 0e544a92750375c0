import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * The embedded database is one process's files (ADR 021): a second server on the same DATA_DIR
 * would see only its own writes, and one of the two would lose everything it acknowledged. So a
 * process takes DATA_DIR/server.lock for its whole life; another finds it and refuses to start.
 */
export const LOCK_FILE = 'server.lock'

/** Who holds the lock, as written in it. */
export interface LockHolder {
  pid: number
  hostname: string
  /** When the holding process started (ms since the epoch). */
  processStartedAt: number
  lockedAt: string
  /** Tells one holding apart from another of the same pid. */
  nonce: string
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const lockFile = path.join(dataDir, LOCK_FILE)
    super(
      holder
        ? `Another club server is using the data in ${dataDir} (process ${holder.pid} on ${holder.hostname}, since ${holder.lockedAt}). ` +
            `Only one server may run on an embedded database: stop that one first, or give this one another DATA_DIR. ` +
            `If no such server is running, delete ${lockFile}.`
        : `${lockFile} cannot be read, so the data in ${dataDir} may be in use by another club server. If none is running, delete ${lockFile}.`,
    )
    this.name = 'DataDirInUseError'
  }
}

export interface DataDirLock {
  holder: LockHolder
  /** Gives the lock up (at shutdown); a lock taken over meanwhile by another process is left alone. */
  release(): void
}

/** This process, as a lock names it. */
export interface LockingProcess {
  pid: number
  hostname: string
  processStartedAt: number
  /** Whether a process of this pid runs on this host now. */
  isRunning(pid: number): boolean
  /** Called between finding a stale lock and taking it over: where tests let another process overtake. */
  beforeTakeover?: () => void
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' // it exists, under another user
  }
}

export const thisProcess = (): LockingProcess => ({
  pid: process.pid,
  hostname: hostname(),
  processStartedAt: Math.round(performance.timeOrigin),
  isRunning,
})

function readHolder(lockFile: string): LockHolder | undefined | 'unreadable' {
  let text: string
  try {
    text = readFileSync(lockFile, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>
    if (
      typeof holder.pid === 'number' &&
      typeof holder.hostname === 'string' &&
      typeof holder.nonce === 'string' &&
      typeof holder.processStartedAt === 'number'
    ) {
      return holder as LockHolder
    }
  } catch {
    // fall through
  }
  return 'unreadable'
}

/**
 * Is the holder's process gone? Only a process on this host can be checked. A holder whose pid is
 * ours but whose process started before ours is an earlier life of this pid (a restarted container).
 */
function isStale(holder: LockHolder, me: LockingProcess): boolean {
  if (holder.hostname !== me.hostname) return false
  if (holder.pid === me.pid) return holder.processStartedAt < me.processStartedAt
  return !me.isRunning(holder.pid)
}

/** Creates `file` with `content` only if it does not exist, all at once (a reader never sees it half written). */
function createExclusively(file: string, content: string): boolean {
  const draft = `${file}.${randomBytes(6).toString('hex')}.draft`
  writeFileSync(draft, content, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(draft, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(draft)
  }
}

function removeIfExists(file: string) {
  try {
    unlinkSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError naming who has it. A lock left by a
 * process that is gone (killed, crashed) is taken over; of several processes taking over the same
 * stale lock at once, exactly one succeeds: each must first create a claim named after that lock's
 * nonce, which only one can, and the claimant removes the stale lock only if it is still the one it read.
 */
export function lockDataDir(dataDir: string, me: LockingProcess = thisProcess()): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const lockFile = path.join(dataDir, LOCK_FILE)
  const holder: LockHolder = {
    pid: me.pid,
    hostname: me.hostname,
    processStartedAt: me.processStartedAt,
    lockedAt: new Date().toISOString(),
    nonce: randomBytes(12).toString('hex'),
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusively(lockFile, JSON.stringify(holder))) return heldLock(lockFile, holder)
    const current = readHolder(lockFile)
    if (current === undefined) continue // released just now: try again
    if (current === 'unreadable') throw new DataDirInUseError(dataDir, undefined)
    if (!isStale(current, me)) throw new DataDirInUseError(dataDir, current)
    me.beforeTakeover?.()
    const claim = `${lockFile}.${current.nonce}.claim`
    if (!createExclusively(claim, JSON.stringify(holder))) continue // another process is taking it over
    try {
      const again = readHolder(lockFile)
      if (again !== undefined && again !== 'unreadable' && again.nonce === current.nonce) unlinkSync(lockFile)
    } finally {
      removeIfExists(claim)
    }
  }
  throw new DataDirInUseError(dataDir, undefined)
}

function heldLock(lockFile: string, holder: LockHolder): DataDirLock {
  let isHeld = true
  return {
    holder,
    release() {
      if (!isHeld) return
      isHeld = false
      const current = readHolder(lockFile)
      if (current !== undefined && current !== 'unreadable' && current.nonce === holder.nonce) removeIfExists(lockFile)
    },
  }
}

/** What the server keeps in DATA_DIR: the embedded database, the generated token secret, the lock. */
const SERVER_FILES = ['pgdata', 'jwt-secret', LOCK_FILE]

/**
 * Makes the server's data readable by this user only: DATA_DIR and every folder of the server's in
 * it 0700, every file 0600. New files are made so by the process's umask (prepareDataDir); this fixes
 * those made before. Only the server's own entries are walked, whatever else DATA_DIR holds.
 */
export function restrictDataDir(dataDir: string) {
  if (!existsSync(dataDir)) return
  chmodSync(dataDir, 0o700)
  for (const name of SERVER_FILES) restrictTree(path.join(dataDir, name))
}

/** A folder and all in it 0700 (folders) and 0600 (files); a missing one is left alone. */
export function restrictTree(entry: string) {
  if (!existsSync(entry)) return
  const stat = lstatSync(entry)
  if (stat.isSymbolicLink()) return
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) chmodSync(entry, 0o700)
    for (const name of readdirSync(entry)) restrictTree(path.join(entry, name))
  } else if ((stat.mode & 0o777) !== 0o600) {
    chmodSync(entry, 0o600)
  }
}

/**
 * What the server and the commands that open the embedded database do first: files they make from
 * now on are the user's only (umask 077), those already in DATA_DIR are made so, and DATA_DIR is
 * locked for the process's life. The lock is released on exit.
 */
export function prepareDataDir(dataDir: string): DataDirLock {
  process.umask(0o077)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  restrictDataDir(dataDir)
  const lock = lockDataDir(dataDir)
  process.once('exit', () => lock.release())
  return lock
}
