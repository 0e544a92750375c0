import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Each approver's own link to the viewer (ADR 033): the request and the member, signed with a key
 * derived from the server's token secret. Knowing a member id is not enough to answer for them; the
 * link is, so it goes only to that member's WhatsApp.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('approval-links/v1').digest()

export function linkSignature(secret: string, approvalId: number, memberId: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${approvalId}:${memberId.toUpperCase()}`).digest('base64url').slice(0, 32)
}

export function isLinkSignature(secret: string, approvalId: number, memberId: string, signature: string | undefined): boolean {
  if (!signature) return false
  const expected = Buffer.from(linkSignature(secret, approvalId, memberId))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function approvalLink(origin: string, secret: string, approvalId: number, memberId: string): string {
  const query = new URLSearchParams({ member_id: memberId, sig: linkSignature(secret, approvalId, memberId) })
  return `${origin}/approval/view/${approvalId}?${query}`
}
