import type { DB } from '../../server/db/database.js'
import { hashPassword } from '../../server/auth/passwords.js'
import { DEMO_PASSWORD } from '../helpers/test-app.js'

/** The test clock's day in Delhi (createTestClock starts at 2026-11-22 10:00 IST). */
export const TODAY = '2026-11-22'

/** Members with birthdays and anniversaries the greetings tests look for. */
export const greetingMembers = [
  // birthday today, married: 52 on the day, 25 years married today too
  {
    member_id: 'G2001',
    title: 'Mr.',
    name: 'Arjun Mehra',
    mobile: '9811100001',
    date_of_birth: '1974-11-22',
    anniversary: '2001-11-22',
    spouse_name: 'Kiran Mehra',
  },
  // birthday today, not married
  {
    member_id: 'G2002',
    title: 'Ms.',
    name: 'Bela Sood',
    mobile: '9811100002',
    date_of_birth: '1990-11-22',
    anniversary: null,
    spouse_name: null,
  },
  // birthday today but opted out of greetings
  {
    member_id: 'G2003',
    title: 'Dr.',
    name: 'Chetan Rao',
    mobile: '9811100003',
    date_of_birth: '1960-11-22',
    anniversary: null,
    spouse_name: null,
  },
  // born on 29 February: greeted on 28 February in common years
  {
    member_id: 'G2004',
    title: 'Mrs.',
    name: 'Deepa Leap',
    mobile: '9811100004',
    date_of_birth: '1980-02-29',
    anniversary: null,
    spouse_name: null,
  },
  // birthday today, no mobile on record
  {
    member_id: 'G2005',
    title: 'Mr.',
    name: 'Eshan Nophone',
    mobile: null,
    date_of_birth: '1985-11-22',
    anniversary: null,
    spouse_name: null,
  },
] as const

export async function seedGreetingMembers(db: DB) {
  await db
    .insertInto('members')
    .values(greetingMembers.map((member) => ({ ...member, email: null, status: 'active' as const })))
    .execute()
  await db.insertInto('greeting_opt_outs').values({ member_id: 'G2003', reason: 'Asked not to be messaged' }).execute()
}

/** A staff account of the Club Secretary role (greetings: view, create, edit; no delete). */
export async function addSecretary(db: DB, email = 'secretary-greetings@club.test') {
  await db
    .insertInto('users')
    .values({ name: 'Greetings Secretary', email, role_id: 2, password_hash: await hashPassword(DEMO_PASSWORD) })
    .execute()
  return email
}
