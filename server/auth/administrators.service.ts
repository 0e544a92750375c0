import { ADMIN_ROLE_ID } from '../../domain/roles.js'
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../domain/validation.js'
import type { Executor } from '../db/database.js'
import { insertUser, isSignInNameTaken } from './auth.repository.js'
import { hashPassword } from './passwords.js'

export { MIN_ADMIN_PASSWORD_LENGTH }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const USERNAME = /^[a-z0-9._-]{3,40}$/i

export interface NewAdministrator {
  email: string
  name: string
  username?: string | undefined
  mobile?: string | undefined
  password: string
}

/** What is wrong with a new administrator, one sentence each; empty when nothing is. */
export function administratorProblems(admin: NewAdministrator): string[] {
  const problems: string[] = []
  if (!EMAIL.test(admin.email.trim())) problems.push('The e-mail address is not valid (like owner@club.in).')
  if (admin.name.trim() === '') problems.push('The name is required.')
  if (admin.username !== undefined && !USERNAME.test(admin.username.trim())) {
    problems.push('The username must be 3 to 40 letters, digits, dots, dashes or underscores.')
  }
  if (admin.mobile !== undefined && !/^\d{10}$/.test(admin.mobile.trim())) problems.push('The mobile number must be exactly 10 digits.')
  if (admin.password.length < MIN_ADMIN_PASSWORD_LENGTH)
    problems.push(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`)
  return problems
}

export class AdministratorRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '))
    this.name = 'AdministratorRefused'
  }
}

/**
 * Creates an administrator (role 1, and the super-admin who signs in at /control): how an
 * installation gets its first person, `npm run create-admin` (ADR 021). Refuses an e-mail or
 * username that is already someone's.
 */
export async function createAdministrator(db: Executor, admin: NewAdministrator, now: Date): Promise<number> {
  const problems = administratorProblems(admin)
  if (problems.length > 0) throw new AdministratorRefused(problems)
  const email = admin.email.trim().toLowerCase()
  const username = admin.username?.trim().toLowerCase()
  if (await isSignInNameTaken(db, [email, ...(username ? [username] : [])])) {
    throw new AdministratorRefused([`Someone already signs in as ${username ? `${email} or ${username}` : email}.`])
  }
  return insertUser(db, {
    name: admin.name.trim(),
    email,
    username: username ?? null,
    mobile: admin.mobile?.trim() ?? null,
    role_id: ADMIN_ROLE_ID,
    is_super_admin: true,
    password_hash: await hashPassword(admin.password),
    password_changed_at: now,
  })
}
