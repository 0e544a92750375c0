import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  )

const COST = 16_384 // N: 2^14, OWASP's floor for scrypt with r=8, p=1
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 32

/**
 * 'scrypt$N$r$p$salt$key' (base64url), so the cost can be raised later without breaking old hashes.
 * Every account's hash is made at COST; a test that checks hundreds of wrong passwords may store a
 * cheaper one for the accounts it guesses at (the hash carries its cost, and checking follows it).
 */
export async function hashPassword(password: string, cost: number = COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: PARALLELISM })
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$')
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

/** Letters and digits that cannot be read one for another (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** A password to be shown once and typed by a person: four groups of five, about 117 bits. */
export function generatePassword(): string {
  const group = () => Array.from({ length: 5 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('')
  return [group(), group(), group(), group()].join('-')
}

/**
 * A real hash to compare against when the account does not exist, so a wrong ID takes as long as a
 * wrong password and does not reveal which IDs exist. Its password was random and thrown away; a
 * match with it never signs anyone in (the caller checks that the account had a hash of its own).
 * Made at the cost above: a raised cost needs a new decoy, or unknown IDs would answer faster.
 */
export const DECOY_PASSWORD_HASH = 'scrypt$16384$8$1$1iCXIGjF6l7f0Re3R9PjvQ$QK7g6IkBcSblcQ-QV4Pidi0Z7BwGFy0ifS2LIjJ50wM'
