import { generateKeyPairSync } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { importTicketPublicKey, parseTicketCode, signTicketPayload, ticketKeyAlgorithm, verifyTicketCode } from '../../domain/tickets.js'
import { EnvError, loadEnv } from '../../server/env.js'
import { deriveTicketSigningKey, readTicketSigningKey } from '../../server/tickets/ticket-key-material.js'
import { ticketSigner } from '../../server/tickets/ticket-keys.js'

const secret = 'test-secret-test-secret-test-secret-0123456789'
const tokens = { secret, staffTtlSeconds: 3600, memberTtlSeconds: 3600 }

async function newKeyPair() {
  const pair = await crypto.subtle.generateKey(ticketKeyAlgorithm, true, ['sign', 'verify'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return { privateKey: pair.privateKey, publicKey: await importTicketPublicKey(jwk), jwk }
}

let keys: Awaited<ReturnType<typeof newKeyPair>>
let code: string
beforeAll(async () => {
  keys = await newKeyPair()
  code = await signTicketPayload(keys.privateKey, { ticketId: 4711, eventId: 42 })
})

/** The code with one character of its signature changed (the first: every value of it is canonical). */
const withSignatureChanged = (text: string) => {
  const at = text.lastIndexOf('.') + 1
  return text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
}

describe('ticket codes', () => {
  test('a signed code reads back its ticket and event, and verifies with the public key', async () => {
    expect(code).toMatch(/^T1\.4711\.42\.[A-Z2-7]{103}$/)
    expect(parseTicketCode(code)).toMatchObject({ ok: true, ticketId: 4711, eventId: 42, payload: 'T1.4711.42' })
    expect(await verifyTicketCode(code, keys.publicKey)).toEqual({ ok: true, ticketId: 4711, eventId: 42 })
  })

  test('every character of a code is in the QR alphanumeric set', async () => {
    const large = await signTicketPayload(keys.privateKey, { ticketId: Number.MAX_SAFE_INTEGER, eventId: 9_999_999 })
    expect(large).toMatch(/^[0-9A-Z.]+$/)
    expect(await verifyTicketCode(large, keys.publicKey)).toEqual({ ok: true, ticketId: Number.MAX_SAFE_INTEGER, eventId: 9_999_999 })
  })

  test.each([
    ['a trailing Enter', (text: string) => `${text}\n`],
    ['a trailing carriage return and newline', (text: string) => `${text}\r\n`],
    ['spaces and tabs around it', (text: string) => ` \t${text}  `],
    ['Caps Lock on the scanner (lower case)', (text: string) => text.toLowerCase()],
  ])('a code typed with %s is accepted', async (_, typed) => {
    expect(await verifyTicketCode(typed(code), keys.publicKey)).toEqual({ ok: true, ticketId: 4711, eventId: 42 })
  })

  test.each([
    ['another ticket id', (text: string) => text.replace('T1.4711.', 'T1.4712.')],
    ['another event id', (text: string) => text.replace('.42.', '.43.')],
    ['a changed signature', withSignatureChanged],
  ])('a code with %s is forged', async (_, tamper) => {
    const tampered = tamper(code)
    expect(parseTicketCode(tampered).ok).toBe(true)
    expect(await verifyTicketCode(tampered, keys.publicKey)).toEqual({ ok: false, reason: 'forged' })
  })

  test('a code signed by another key is forged', async () => {
    const other = await newKeyPair()
    const foreign = await signTicketPayload(other.privateKey, { ticketId: 4711, eventId: 42 })
    expect(await verifyTicketCode(foreign, keys.publicKey)).toEqual({ ok: false, reason: 'forged' })
    expect(await verifyTicketCode(foreign, other.publicKey)).toMatchObject({ ok: true })
  })

  test.each([
    ['truncated', (text: string) => text.slice(0, -1)],
    ['cut after the ids', (text: string) => text.slice(0, text.lastIndexOf('.') + 1)],
    ['one character longer', (text: string) => `${text}A`],
    ['a character outside base32', (text: string) => `${text.slice(0, -2)}1${text.slice(-1)}`],
    ['non-zero spare bits', (text: string) => text.slice(0, -1) + (text.endsWith('B') ? 'C' : 'B')],
    ['a leading zero in the ticket id', (text: string) => text.replace('T1.4711.', 'T1.04711.')],
    ['a ticket id of zero', (text: string) => text.replace('T1.4711.', 'T1.0.')],
    ['a negative event id', (text: string) => text.replace('.42.', '.-42.')],
    ['an id beyond a safe integer', (text: string) => text.replace('T1.4711.', 'T1.9007199254740993.')],
    ['a version this device does not know', (text: string) => text.replace('T1.', 'T2.')],
    ['a space inside', (text: string) => text.replace('.42.', '.42 .')],
  ])('a code %s is malformed', async (_, damage) => {
    const damaged = damage(code)
    expect(parseTicketCode(damaged)).toEqual({ ok: false, reason: 'malformed' })
    expect(await verifyTicketCode(damaged, keys.publicKey)).toEqual({ ok: false, reason: 'malformed' })
  })

  test.each(['', '   \n', 'hello', 'https://club.example/events/42', 'M1001', '4711', 'T1', '\u0000\u00ff💥'])(
    '%j is not a ticket code at all',
    async (text) => {
      expect(parseTicketCode(text)).toEqual({ ok: false, reason: 'not_a_ticket' })
      expect(await verifyTicketCode(text, keys.publicKey)).toEqual({ ok: false, reason: 'malformed' })
    },
  )

  test('two signatures of one ticket differ (ECDSA is randomised) and both verify', async () => {
    const again = await signTicketPayload(keys.privateKey, { ticketId: 4711, eventId: 42 })
    expect(again).not.toBe(code)
    expect(await verifyTicketCode(again, keys.publicKey)).toMatchObject({ ok: true })
  })

  test('a ticket without positive integer ids cannot be signed', async () => {
    for (const ticket of [
      { ticketId: 0, eventId: 1 },
      { ticketId: 1.5, eventId: 1 },
      { ticketId: 1, eventId: -1 },
      { ticketId: Number.NaN, eventId: 1 },
    ]) {
      await expect(signTicketPayload(keys.privateKey, ticket)).rejects.toThrow(RangeError)
    }
  })
})

describe('the public key on a device', () => {
  test('the same key is imported once and reused', async () => {
    const first = importTicketPublicKey(keys.jwk)
    const second = importTicketPublicKey({ ...keys.jwk, alg: 'ES256' })
    expect(second).toBe(first)
    expect(await first).toBe(keys.publicKey)
  })

  test('a key with its private part is refused', async () => {
    const pair = await crypto.subtle.generateKey(ticketKeyAlgorithm, true, ['sign', 'verify'])
    const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
    await expect(importTicketPublicKey(privateJwk)).rejects.toThrow(/public key only/)
  })

  test('a key that is not P-256 is refused', async () => {
    await expect(importTicketPublicKey({ ...keys.jwk, crv: 'P-384' })).rejects.toThrow(/P-256/)
    await expect(importTicketPublicKey({ kty: 'oct', k: 'c2VjcmV0' })).rejects.toThrow(/P-256/)
  })
})

describe('the server signing key', () => {
  const pkcs8 = (curve: string) =>
    generateKeyPairSync('ec', { namedCurve: curve }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

  test('the key derived from the JWT secret is the same in every process and restart', () => {
    const d = (key: ReturnType<typeof deriveTicketSigningKey>) => key.export({ format: 'jwk' }).d
    expect(d(deriveTicketSigningKey(secret))).toBe(d(deriveTicketSigningKey(secret)))
    expect(d(deriveTicketSigningKey(`${secret}!`))).not.toBe(d(deriveTicketSigningKey(secret)))
  })

  // Checked against an independent HKDF (RFC 5869) and P-256 scalar multiplication in Python.
  test('the derivation is fixed: changing it would turn every issued ticket into a forgery', async () => {
    const signer = await ticketSigner({ tokens: { ...tokens, secret: 'a fixed secret for the derivation test, 32+ chars' } })
    expect(signer.publicKeyJwk).toEqual({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      x: 'X7xTJr8rr3qX3Ki468OfGC6KctkAnBp3WsnFKi_uedo',
      y: 'O819HC2mBvoJwblwxXN-7CQoe50NqLGtvbW9o9WA5oQ',
      kid: 'bADpiytbFv_bm_5gF3_UvdRv-teTEBjyBoFri7p9QXQ',
    })
  })

  test('codes signed by the server verify on a device holding only the published public key', async () => {
    const signer = await ticketSigner({ tokens })
    expect(signer.publicKeyJwk).not.toHaveProperty('d')
    const signed = await signer.sign({ ticketId: 7, eventId: 3 })
    const deviceKey = await importTicketPublicKey(JSON.parse(JSON.stringify(signer.publicKeyJwk)) as JsonWebKey)
    expect(await verifyTicketCode(signed, deviceKey)).toEqual({ ok: true, ticketId: 7, eventId: 3 })
    expect(await signer.verify(signed)).toEqual({ ok: true, ticketId: 7, eventId: 3 })
    expect(await signer.verify(withSignatureChanged(signed))).toEqual({ ok: false, reason: 'forged' })
  })

  test('the signer is built once per process and key', async () => {
    expect(ticketSigner({ tokens })).toBe(ticketSigner({ tokens: { ...tokens } }))
    const [one, other] = await Promise.all([ticketSigner({ tokens }), ticketSigner({ tokens: { ...tokens, secret: `${secret}!` } })])
    expect(other.publicKeyJwk.kid).not.toBe(one.publicKeyJwk.kid)
  })

  test('a configured TICKET_SIGNING_KEY signs instead of the derived key', async () => {
    const pem = pkcs8('prime256v1')
    const expected = readTicketSigningKey(pem).export({ format: 'jwk' })
    const signer = await ticketSigner({ tokens, ticketSigningKey: pem })
    expect(signer.publicKeyJwk).toMatchObject({ x: expected.x, y: expected.y })
    expect((await ticketSigner({ tokens })).publicKeyJwk.x).not.toBe(expected.x)
    expect(await signer.verify(await signer.sign({ ticketId: 1, eventId: 1 }))).toMatchObject({ ok: true })
    // Pasted into one line of an env file:
    const oneLine = await ticketSigner({ tokens, ticketSigningKey: pem.trim().replaceAll('\n', '\\n') })
    expect(oneLine.publicKeyJwk.kid).toBe(signer.publicKeyJwk.kid)
  })

  test('the environment accepts a P-256 PEM and refuses to start with a bad one, saying why', () => {
    expect(loadEnv({ TICKET_SIGNING_KEY: pkcs8('prime256v1') }).TICKET_SIGNING_KEY).toContain('BEGIN PRIVATE KEY')
    expect(loadEnv({}).TICKET_SIGNING_KEY).toBeUndefined()

    const problemsOf = (value: string) => {
      try {
        loadEnv({ TICKET_SIGNING_KEY: value })
      } catch (error) {
        if (error instanceof EnvError) return error.problems.join('\n')
        throw error
      }
      return ''
    }
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    expect(problemsOf('not a key')).toMatch(/^TICKET_SIGNING_KEY: must be a PEM/)
    expect(problemsOf('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----')).toMatch(
      /TICKET_SIGNING_KEY: .*not a readable private key/,
    )
    expect(problemsOf(p256.publicKey.export({ type: 'spki', format: 'pem' }).toString())).toMatch(/it is a public key/)
    expect(problemsOf(pkcs8('secp384r1'))).toMatch(
      /TICKET_SIGNING_KEY: must be a P-256 \(prime256v1\) EC private key, not an EC key on secp384r1/,
    )
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    expect(problemsOf(rsa)).toMatch(/not a rsa key/)
    const encrypted = p256.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'door' }).toString()
    expect(problemsOf(encrypted)).toMatch(/it is encrypted; give it unencrypted/)
  })
})
