import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from '../../domain/validation.js'
import type { OtpScope } from './password-reset.repository.js'

/** Six digits from the CSPRNG, leading zeros kept: '004271' is as likely as '731906'. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/**
 * Only this keyed hash is stored. A plain SHA of a 6-digit code could be reversed by trying all
 * million codes, the HMAC key (the server's token secret) stops that for anyone holding only a
 * database dump. The purpose label ('password-reset', 'registration') keeps these MACs apart from
 * anything else made with the same secret and from each other, and the owner in the input stops one
 * account's code from matching another's.
 */
export function hashOtpCode(secret: string, scope: OtpScope, code: string): string {
  return createHmac('sha256', secret).update(`${scope.purpose}:${scope.type}:${scope.id}:${code}`).digest('hex')
}

export function isOtpCodeMatch(secret: string, scope: OtpScope, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtpCode(secret, scope, code), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
