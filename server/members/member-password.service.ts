import { recordChange, type Auditor } from '../audit/audit-trail.js'
import { hashPassword } from '../auth/passwords.js'
import { clearSignInFailures } from '../auth/sign-in.service.js'
import type { AppDeps } from '../http/context.js'
import { notFound } from '../http/errors.js'
import { endMemberSessions, lockMember, setMemberPasswordHash } from './members.repository.js'
import { MEMBER_NOT_FOUND } from './members.service.js'

/** What the member is told: that a password was set, and by whom. Never the password itself. */
export const passwordSetNotice = (name: string, memberId: string) =>
  `Dear ${name}, the club office has set a new password for your membership ${memberId}. ` +
  'Sign in to the club app with your member ID and the password the office gave you. ' +
  'If you did not ask for this, please call the club office.'

/**
 * Staff set a member's password (spec 2 §7 createmember-password). Every session the member had
 * ends (ADR 018: a changed password ends them anyway; they are also marked ended, so the record says
 * so), failed sign-ins no longer hold the account back, and the member is told on WhatsApp, after
 * the change is stored: a slow or failed message does not undo it, and the office is told the outcome.
 */
export async function setMemberPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'messaging'>,
  by: Auditor,
  memberId: string,
  password: string,
) {
  const { db, messaging } = deps
  const now = deps.clock()
  const passwordHash = await hashPassword(password)
  const changed = await db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, memberId)
    if (!member) throw notFound(MEMBER_NOT_FOUND)
    await setMemberPasswordHash(trx, member.member_id, passwordHash, now)
    const sessionsEnded = await endMemberSessions(trx, member.member_id, now)
    // That a password was set, and by whom: never the password or its hash.
    await recordChange(trx, by, {
      area: 'members',
      action: 'password',
      recordType: 'member',
      recordId: member.member_id,
      summary: `Password set; ${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'} ended`,
    })
    return { member, sessionsEnded }
  })
  const { member, sessionsEnded } = changed
  await clearSignInFailures(db, { memberId: member.member_id })
  const notice = member.mobile
    ? (await messaging.send({ to: member.mobile, body: passwordSetNotice(member.name, member.member_id), purpose: 'password-set' })).status
    : 'none'
  const told =
    notice === 'none'
      ? `${member.name} has no mobile number on record: tell them yourself.`
      : notice === 'failed'
        ? `The WhatsApp message to ${member.name} could not be sent: tell them yourself.`
        : `${member.name} has been told on WhatsApp (without the password).`
  return { message: `Password set for ${member.name} (${member.member_id}). ${told}`, notice, sessionsEnded }
}
