// The npm registry this project installs from serves only the platform packages of this machine's
// kind, so `npm install` leaves the other platforms' optional binaries (rollup's, for one) out of
// package-lock.json — and npm 11's `npm ci` then refuses the lock as out of sync. This adds an entry
// for each missing optional dependency, marked optional and limited to its own platform (read from
// its name, e.g. rollup-linux-arm64-musl), so `npm ci` skips it here and installs it elsewhere.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

const lockPath = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const packages = lock.packages

const osNames = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'netbsd', 'sunos', 'aix']
const cpuNames = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => osNames.includes(part))
  const cpu = parts.find((part) => cpuNames.includes(part))
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    const version = String(range).replace(/^[\^~=]/, '')
    const { os, cpu, libc } = platformOf(name)
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    }
    added++
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: added ${added} optional platform entries`)
