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
  dependents: [{ dependent_id: 1, name: 'Anjali Malhotra', relation: 'Spouse', date_of_birth: '1978-07-02' }],
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
