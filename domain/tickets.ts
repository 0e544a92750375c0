/**
 * Ticket QR codes that a door device checks offline ("Tickets that validate offline").
 * Runs in browsers and in Node 20: WebCrypto (`globalThis.crypto.subtle`) and TextEncoder only.
 *
 * Format, version 1:
 *
 *     T1.<ticketId>.<eventId>.<signature>        e.g. T1.4711.42.MZXW6YTBOI...  (103 signature characters)
 *
 * - `ticketId`, `eventId`: positive integers in decimal, no sign, no leading zero.
 * - `signature`: ECDSA P-256 with SHA-256 by the server's private key over the UTF-8 bytes of
 *   `T1.<ticketId>.<eventId>` (the version is signed too), as the 64-byte r‖s that WebCrypto
 *   produces, in RFC 4648 base32 without padding: always 103 characters, the 3 spare bits zero.
 *
 * Base32 rather than base64url: every character is then in the QR alphanumeric set (0-9, A-Z, '.'),
 * which makes the QR code one size smaller (version 5-M instead of 6-M), and the code means the same
 * in either letter case, so a hardware scanner typing through a keyboard with Caps Lock on still
 * scans. Parsing trims whitespace (the Enter a scanner types) and upper-cases before matching.
 * A door device holds only the public key; a new key or format gets a new version prefix.
 */

export const TICKET_CODE_PREFIX = 'T1'
/** What WebCrypto is asked for: the same on the server and on devices. */
export const ticketKeyAlgorithm = { name: 'ECDSA', namedCurve: 'P-256' } as const
const signatureAlgorithm = { name: 'ECDSA', hash: 'SHA-256' } as const

const SIGNATURE_BYTES = 64
const SIGNATURE_CHARS = Math.ceil((SIGNATURE_BYTES * 8) / 5) // 103
const codePattern = /^T1\.([1-9]\d{0,15})\.([1-9]\d{0,15})\.([A-Z2-7]+)$/
/** Anything shaped like "T<digits>." is meant as one of our ticket codes, if not one we can read. */
const ticketLikePattern = /^T\d+\./

export interface TicketRef {
  ticketId: number
  eventId: number
}

export type ParsedTicketCode = TicketRef & {
  ok: true
  /** The signed text, `T1.<ticketId>.<eventId>`. */
  payload: string
  /** r‖s, 64 bytes. */
  signature: Uint8Array<ArrayBuffer>
}
/** `not_a_ticket`: some other QR code or typing; `malformed`: a ticket code, damaged or of another version. */
export type TicketCodeParseFailure = { ok: false; reason: 'not_a_ticket' | 'malformed' }

export type TicketVerification = (TicketRef & { ok: true }) | { ok: false; reason: 'malformed' | 'forged' }

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const base32Values = new Map([...base32Alphabet].map((char, index) => [char, index]))

function toBase32(bytes: Uint8Array): string {
  let text = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      text += base32Alphabet[(buffer >>> bits) & 31]
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) text += base32Alphabet[(buffer << (5 - bits)) & 31]
  return text
}

/** The 64 signature bytes, or undefined when the text is not exactly their canonical encoding. */
function signatureFromBase32(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (text.length !== SIGNATURE_CHARS) return undefined
  const bytes = new Uint8Array(SIGNATURE_BYTES)
  let buffer = 0
  let bits = 0
  let index = 0
  for (const char of text) {
    buffer = (buffer << 5) | base32Values.get(char)!
    bits += 5
    if (bits >= 8) {
      bits -= 8
      if (index < SIGNATURE_BYTES) bytes[index++] = (buffer >>> bits) & 255
      buffer &= (1 << bits) - 1
    }
  }
  // The 3 spare bits must be zero, so that one signature has exactly one spelling.
  return buffer === 0 ? bytes : undefined
}

const isTicketId = (value: number) => Number.isSafeInteger(value) && value > 0

/** The signed text of a ticket. */
export function ticketCodePayload({ ticketId, eventId }: TicketRef): string {
  if (!isTicketId(ticketId) || !isTicketId(eventId)) {
    throw new RangeError(`A ticket code needs positive integer ids, not ticket ${ticketId} of event ${eventId}`)
  }
  return `${TICKET_CODE_PREFIX}.${ticketId}.${eventId}`
}

/** Reads a scanned or typed code without checking its signature. */
export function parseTicketCode(text: string): ParsedTicketCode | TicketCodeParseFailure {
  const code = text.trim().toUpperCase()
  const match = codePattern.exec(code)
  if (!match) return { ok: false, reason: ticketLikePattern.test(code) ? 'malformed' : 'not_a_ticket' }
  const ticketId = Number(match[1])
  const eventId = Number(match[2])
  const signature = signatureFromBase32(match[3]!)
  if (!signature || !isTicketId(ticketId) || !isTicketId(eventId)) return { ok: false, reason: 'malformed' }
  return { ok: true, ticketId, eventId, payload: `${TICKET_CODE_PREFIX}.${ticketId}.${eventId}`, signature }
}

const encoder = new TextEncoder()

/** Genuine (signed by the key whose public half is given) or not; never throws for any text. */
export async function verifyTicketCode(code: string, publicKey: CryptoKey): Promise<TicketVerification> {
  const parsed = parseTicketCode(code)
  if (!parsed.ok) return { ok: false, reason: 'malformed' }
  const isGenuine = await globalThis.crypto.subtle.verify(signatureAlgorithm, publicKey, parsed.signature, encoder.encode(parsed.payload))
  return isGenuine ? { ok: true, ticketId: parsed.ticketId, eventId: parsed.eventId } : { ok: false, reason: 'forged' }
}

/** The code printed on a ticket. The server calls this with its private key; devices never can. */
export async function signTicketPayload(privateKey: CryptoKey, ticket: TicketRef): Promise<string> {
  const payload = ticketCodePayload(ticket)
  const signature = await globalThis.crypto.subtle.sign(signatureAlgorithm, privateKey, encoder.encode(payload))
  return `${payload}.${toBase32(new Uint8Array(signature))}`
}

const importedPublicKeys = new Map<string, Promise<CryptoKey>>()

/**
 * The verifying key from the public JWK the server publishes. Imported once per key and kept, so a
 * scan costs one verification and no import. A JWK carrying a private part is refused: devices must
 * never hold it.
 */
export function importTicketPublicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) {
    return Promise.reject(new TypeError('A ticket public key is an EC P-256 JWK with x and y'))
  }
  if (jwk.d !== undefined)
    return Promise.reject(new TypeError('Refusing a ticket key with its private part: devices get the public key only'))
  const cacheKey = `${jwk.x}.${jwk.y}`
  let imported = importedPublicKeys.get(cacheKey)
  if (!imported) {
    const publicJwk: JsonWebKey = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y }
    imported = globalThis.crypto.subtle.importKey('jwk', publicJwk, ticketKeyAlgorithm, true, ['verify'])
    void imported.catch(() => importedPublicKeys.delete(cacheKey))
    importedPublicKeys.set(cacheKey, imported)
  }
  return imported
}

/**
 * Short ticket codes: what a person reads off a printed ticket or a phone and types at the door when
 * the QR will not scan (a cracked screen, a crumpled print). Eight characters of Crockford's base32
 * alphabet: the digits and the capital letters without I, L, O and U, so nothing looks like
 * something else (0/O, 1/I/L) and no word is spelled by accident. 32^8 ≈ 1.1 × 10^12 codes: a
 * guess hits one of a club's tickets about once in ten million tries, and a short code is only ever
 * looked up in the door's own list (it is not signed, the QR is).
 *
 * The database draws each ticket's code when the ticket row is written (strong randomness, unique:
 * migration 2026-11-27T0200_ticket-short-codes) and keeps it for the ticket's life. It is shown and
 * printed in two groups of four (`K7M3-9QXD`); typing reads it back in any case, with or without the
 * hyphen or spaces, and reads I and L as 1 and O as 0, as Crockford's decoding does.
 */
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const SHORT_CODE_LENGTH = 8
/** A stored short code: exactly the canonical form. */
export const shortCodePattern = /^[0-9A-HJKMNP-TV-Z]{8}$/

const crockfordLookalikes: Record<string, string> = { I: '1', L: '1', O: '0' }

/** Typed or scanned text as a stored short code, or undefined when it is not one. */
export function parseShortCode(text: string): string | undefined {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ILO]/g, (char) => crockfordLookalikes[char]!)
  return shortCodePattern.test(compact) ? compact : undefined
}

/** 'K7M39QXD' → 'K7M3-9QXD': as printed beside the QR and shown on the member's ticket. */
export function formatShortCode(code: string): string {
  return `${code.slice(0, SHORT_CODE_LENGTH / 2)}-${code.slice(SHORT_CODE_LENGTH / 2)}`
}
