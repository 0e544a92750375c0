import type { kitchenSignIn, memberSignIn, staffSignIn, superAdminSignIn } from '../../../domain/contract/auth'
import type { ResponseOf } from '../../../domain/contract/endpoint'
import { sessionStorageKeys } from '../../../pwa/auth/session'
import type { KitchenSession, MemberSession, SessionKind, StaffSession } from '../../../pwa/auth/session-types'

const nowSeconds = () => Math.floor(Date.now() / 1000)
export const inOneHour = () => nowSeconds() + 3600
export const anHourAgo = () => nowSeconds() - 3600

/** An unsigned token with the given claims: the device never checks signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`
}

export const staffRecord = (overrides: Partial<StaffSession> = {}): StaffSession => ({
  token: 'staff-token',
  expiresAt: inOneHour(),
  role_id: 1,
  user_id: 2,
  name: 'Rajiv Khanna',
  email: 'admin@club.test',
  username: 'admin',
  mobile: '9810000001',
  role_name: 'Admin',
  is_super_admin: false,
  ...overrides,
})

export const kitchenRecord = (overrides: Partial<KitchenSession> = {}): KitchenSession => ({
  token: 'kitchen-token',
  tokenExpiryTime: inOneHour(),
  role_id: 13,
  user_id: 9,
  name: 'Chef Gurdeep Singh',
  username: 'kitchen1',
  kitchen_id: 1,
  kitchenId: 1,
  kitchen_name: 'Main Kitchen',
  ...overrides,
})

export const memberRecord = (overrides: Partial<MemberSession> = {}): MemberSession => ({
  token: 'member-token',
  expiresAt: inOneHour(),
  role_id: 16,
  member_id: 'M1001',
  memberId: 'M1001',
  title: 'Mr.',
  name: 'Vikram Malhotra',
  email: 'vikram@example.in',
  mobile: '9810043210',
  category: 'Permanent Member',
  joined_on: '2004-03-12',
  dependents: [{ dependent_id: 1, dependent_code: 'M1001-1', name: 'Anjali Malhotra', relation: 'Spouse', date_of_birth: '1978-07-02' }],
  ...overrides,
})

/** Writes a record straight into localStorage, as a previous visit would have left it. */
export function storeRecord(kind: SessionKind, record: unknown): void {
  localStorage.setItem(sessionStorageKeys[kind], JSON.stringify(record))
}

export function storedRecord(kind: SessionKind): unknown {
  const text = localStorage.getItem(sessionStorageKeys[kind])
  return text === null ? null : JSON.parse(text)
}

// What each sign-in door answers (domain/contract/auth.ts), made from the records above.

export const staffSignInAnswer = (overrides: Partial<StaffSession> = {}) => {
  const record = staffRecord(overrides)
  return {
    msg: 'Success',
    result: {
      token: record.token,
      expiresAt: Number(record.expiresAt ?? inOneHour()),
      user_id: record.user_id,
      name: record.name,
      email: record.email ?? null,
      username: record.username ?? null,
      mobile: record.mobile ?? null,
      role_id: record.role_id,
      role_name: record.role_name ?? null,
      is_super_admin: record.is_super_admin ?? false,
    },
  } satisfies ResponseOf<typeof staffSignIn>
}

export const superAdminSignInAnswer = (overrides: Partial<StaffSession> = {}) =>
  ({
    status: 200,
    message: 'Signed in',
    ...staffSignInAnswer({ is_super_admin: true, ...overrides }),
    msg: 'Success',
  }) satisfies ResponseOf<typeof superAdminSignIn>

export const kitchenSignInAnswer = (overrides: Partial<KitchenSession> = {}, expiresAt = inOneHour()) => {
  const record = kitchenRecord(overrides)
  return {
    success: true,
    message: 'Login successful',
    data: {
      token: record.token,
      expiresAt,
      role_id: record.role_id,
      user_id: record.user_id,
      name: record.name,
      username: record.username ?? null,
      kitchen_id: record.kitchen_id,
      kitchenId: record.kitchenId,
      kitchen_name: record.kitchen_name ?? null,
    },
  } satisfies ResponseOf<typeof kitchenSignIn>
}

export const memberSignInAnswer = (overrides: Partial<MemberSession> = {}) => {
  const record = memberRecord(overrides)
  return {
    status: 200,
    message: 'Login successful',
    data: {
      token: record.token,
      expiresAt: Number(record.expiresAt ?? inOneHour()),
      role_id: 16,
      member_id: record.member_id,
      memberId: record.memberId,
      title: record.title ?? null,
      name: record.name,
      email: record.email ?? null,
      mobile: record.mobile ?? null,
      category: record.category ?? null,
      joined_on: record.joined_on ?? null,
      dependents: (record.dependents ?? []).map((dependent) => ({ ...dependent, dependent_id: Number(dependent.dependent_id) })),
    },
  } satisfies ResponseOf<typeof memberSignIn>
}

/** An answer with no JSON the API would give, as a proxy in between might send. */
export const bareAnswer = (status: number) => new Response(null, { status })
