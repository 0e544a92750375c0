import { createECDH, createPrivateKey, hkdfSync, type KeyObject } from 'node:crypto'

/**
 * Where the private key that signs ticket codes comes from. Either TICKET_SIGNING_KEY (a PEM of a
 * P-256 key), or derived from the JWT secret, so that every server process and every restart signs
 * with the same key and nothing needs storing. Rotating the JWT secret therefore invalidates every
 * ticket already issued unless TICKET_SIGNING_KEY is set.
 */

/** The order n of the P-256 group. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n
/** A new label gives a new, unrelated key: change it (and the code version) to rotate. */
export const TICKET_KEY_DERIVATION_LABEL = 'club ticket signing key v1'

export class TicketKeyError extends Error {}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/**
 * The P-256 key for a secret: HKDF-SHA256 gives 320 bits (n's 256 plus 64), reduced to a scalar d
 * in [1, n-1] as in FIPS 186-5 A.2.1, so the bias is below 2^-64. The public point comes from ECDH.
 */
export function deriveTicketSigningKey(secret: string): KeyObject {
  const bits = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), TICKET_KEY_DERIVATION_LABEL, 40))
  const scalar = (BigInt(`0x${bits.toString('hex')}`) % (P256_ORDER - 1n)) + 1n
  const d = Buffer.from(scalar.toString(16).padStart(64, '0'), 'hex')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(d)
  const point = ecdh.getPublicKey() // 0x04 ‖ x ‖ y
  return createPrivateKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', d: base64url(d), x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) },
  })
}

/**
 * The key of a TICKET_SIGNING_KEY value: a PKCS#8 (or SEC1) PEM of a P-256 private key. A PEM pasted
 * into one line with literal "\n" (as env files often hold it) is accepted. Throws TicketKeyError
 * saying what is wrong, never echoing the key.
 */
export function readTicketSigningKey(pem: string): KeyObject {
  const text = pem.replaceAll('\\n', '\n').trim()
  if (!text.startsWith('-----BEGIN ')) throw new TicketKeyError('must be a PEM ("-----BEGIN PRIVATE KEY-----" …) of a P-256 private key')
  const refuse = (reason: string) => new TicketKeyError(`must be a PKCS#8 PEM of a P-256 private key: ${reason}`)
  if (text.includes('ENCRYPTED')) throw refuse('it is encrypted; give it unencrypted')
  if (text.includes('PUBLIC KEY-----')) throw refuse('it is a public key')
  let key: KeyObject
  try {
    key = createPrivateKey({ key: text, format: 'pem' })
  } catch {
    throw refuse('it is not a readable private key')
  }
  const curve = key.asymmetricKeyDetails?.namedCurve
  if (key.asymmetricKeyType !== 'ec' || curve !== 'prime256v1') {
    const found =
      key.asymmetricKeyType === 'ec' ? `an EC key on ${curve ?? 'an unnamed curve'}` : `a ${key.asymmetricKeyType ?? 'unknown'} key`
    throw new TicketKeyError(`must be a P-256 (prime256v1) EC private key, not ${found}`)
  }
  return key
}

/** What is wrong with a TICKET_SIGNING_KEY value, for the environment check; undefined when fine. */
export function ticketSigningKeyProblem(pem: string): string | undefined {
  try {
    readTicketSigningKey(pem)
    return undefined
  } catch (error) {
    if (error instanceof TicketKeyError) return error.message
    throw error
  }
}
