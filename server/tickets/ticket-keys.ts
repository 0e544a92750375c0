import { createHash } from 'node:crypto'
import {
  importTicketPublicKey,
  signTicketPayload,
  ticketKeyAlgorithm,
  verifyTicketCode,
  type TicketRef,
  type TicketVerification,
} from '../../domain/tickets.js'
import type { AppDeps } from '../http/context.js'
import { deriveTicketSigningKey, readTicketSigningKey } from './ticket-key-material.js'

export interface TicketSigner {
  /** The code to print in a ticket's QR (format in domain/tickets.ts). */
  sign(ticket: TicketRef): Promise<string>
  /** The server's own check of a scanned code (checkin.redeem with `code`). */
  verify(code: string): Promise<TicketVerification>
  /** What door devices download: kty, crv, x, y, plus alg and kid (RFC 7638 thumbprint). Never `d`. */
  publicKeyJwk: JsonWebKey & { kid: string }
}

const signers = new Map<string, Promise<TicketSigner>>()

/**
 * The process's ticket signer, built once per key source: TICKET_SIGNING_KEY when configured,
 * otherwise a key derived from the JWT secret (see ticket-key-material.ts).
 */
export function ticketSigner(deps: Pick<AppDeps, 'tokens' | 'ticketSigningKey'>): Promise<TicketSigner> {
  const source = deps.ticketSigningKey ? `pem:${deps.ticketSigningKey}` : `secret:${deps.tokens.secret}`
  let signer = signers.get(source)
  if (!signer) {
    signer = createSigner(deps)
    void signer.catch(() => signers.delete(source))
    signers.set(source, signer)
  }
  return signer
}

async function createSigner(deps: Pick<AppDeps, 'tokens' | 'ticketSigningKey'>): Promise<TicketSigner> {
  const privateKey = deps.ticketSigningKey ? readTicketSigningKey(deps.ticketSigningKey) : deriveTicketSigningKey(deps.tokens.secret)
  const { kty, crv, x, y, d } = privateKey.export({ format: 'jwk' })
  if (!x || !y || !d) throw new Error('The ticket signing key did not export as an EC JWK')
  const signingKey = await globalThis.crypto.subtle.importKey('jwk', { kty, crv, x, y, d }, ticketKeyAlgorithm, false, ['sign'])
  const publicKeyJwk = { kty: 'EC', crv: 'P-256', x, y, alg: 'ES256', kid: thumbprint(x, y) }
  const publicKey = await importTicketPublicKey(publicKeyJwk)
  return {
    sign: (ticket) => signTicketPayload(signingKey, ticket),
    verify: (code) => verifyTicketCode(code, publicKey),
    publicKeyJwk,
  }
}

/** RFC 7638: a device can tell whether the key it holds is the current one. */
function thumbprint(x: string, y: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'P-256', kty: 'EC', x, y }))
    .digest('base64url')
}
