import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  )

const COST = 16_384 // N: 2^14, OWASP's floor for scrypt with r=8, p=1
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 32

/** 'scrypt$N$r$p$salt$key' (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM })
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(cost),
    r: Number(blockSize),
    p: Number(parallelism),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// A real hash to compare against when the account does not exist, so a wrong ID takes as long
// as a wrong password and does not reveal which IDs exist.
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'))
  return decoyHash
}
