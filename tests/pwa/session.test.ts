import { describe, expect, test } from 'vitest'
import { rememberIntendedRoute, takeLandingRoute } from '../../pwa/auth/intended-route'
import { isPublicPath } from '../../pwa/auth/public-paths'
import { decideRouteAccess } from '../../pwa/auth/route-access'
import { expiryInMs, isSessionValid, peekSession, peekValidSessions, removeInvalidSessions } from '../../pwa/auth/session'
import { anHourAgo, inOneHour, kitchenRecord, memberRecord, staffRecord, storedRecord, storeRecord } from './helpers/sessions'

describe('session records', () => {
  test('a numeric expiry counts as seconds since the epoch', () => {
    expect(expiryInMs({ expiresAt: 1_700_000_000 })).toBe(1_700_000_000_000)
    expect(expiryInMs({ tokenExpiryTime: '1700000000' })).toBe(1_700_000_000_000)
    const now = 1_700_000_000_000
    expect(isSessionValid({ token: 't', expiresAt: 1_700_000_001, role_id: 1 }, now)).toBe(true)
    expect(isSessionValid({ token: 't', expiresAt: 1_699_999_999, role_id: 1 }, now)).toBe(false)
  })

  test('expiresAt is read before tokenExpiryTime, and a date string is a date', () => {
    expect(expiryInMs({ expiresAt: 10, tokenExpiryTime: 20 })).toBe(10_000)
    expect(expiryInMs({ tokenExpiryTime: '2026-11-22T10:00:00Z' })).toBe(Date.parse('2026-11-22T10:00:00Z'))
  })

  test('a record without a token or without an expiry is not a session', () => {
    expect(isSessionValid({ expiresAt: inOneHour(), role_id: 1 })).toBe(false)
    expect(isSessionValid({ token: 't', role_id: 1 })).toBe(false)
    expect(isSessionValid('not a record')).toBe(false)
  })

  test('the session check removes expired and unreadable records and keeps valid ones', () => {
    storeRecord('user', staffRecord({ expiresAt: anHourAgo() }))
    localStorage.setItem('kitchenDetails', '{not json')
    storeRecord('member', memberRecord())
    removeInvalidSessions()
    expect(storedRecord('user')).toBeNull()
    expect(localStorage.getItem('kitchenDetails')).toBeNull()
    expect(storedRecord('member')).not.toBeNull()
    expect(peekSession('member')?.memberId).toBe('M1001')
  })
})

describe('public paths', () => {
  test('the public site, sign-in pages, /function, approvals and password resets need no session', () => {
    for (const path of [
      '/',
      '/about',
      '/gallery',
      '/login',
      '/member-login',
      '/control',
      '/refundpolicy',
      '/function',
      '/approval/view/1',
      '/forgot-password/x',
      '/forgot-password/member',
      '/register',
    ]) {
      expect(isPublicPath(path), path).toBe(true)
    }
  })

  test('back-office and area paths are not public', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/members',
      '/kitchen',
      '/member',
      '/door',
      '/approval/view/',
      '/forgot-password',
      '/approvals',
    ]) {
      expect(isPublicPath(path), path).toBe(false)
    }
  })
})

describe('where a path leads', () => {
  const staff = { user: staffRecord() }

  test('with a valid session, /login, /member-login and / go to /dashboard', () => {
    for (const path of ['/login', '/member-login', '/'])
      expect(decideRouteAccess(path, staff)).toEqual({ kind: 'redirect', to: '/dashboard' })
  })

  test('the dashboard sends kitchen sessions to /kitchen and member sessions to /member, and keeps staff', () => {
    expect(decideRouteAccess('/dashboard', { kitchen: kitchenRecord() })).toEqual({ kind: 'redirect', to: '/kitchen' })
    expect(decideRouteAccess('/dashboard', { member: memberRecord() })).toEqual({ kind: 'redirect', to: '/member' })
    expect(decideRouteAccess('/dashboard', staff)).toEqual({ kind: 'allow' })
  })

  test('without a session a public or unknown path opens and the signed-in areas need a sign-in', () => {
    expect(decideRouteAccess('/forgot-password/user', {})).toEqual({ kind: 'allow' })
    expect(decideRouteAccess('/no-such-page', {})).toEqual({ kind: 'allow' })
    expect(decideRouteAccess('/member-login', {})).toEqual({ kind: 'allow' })
    for (const path of ['/dashboard/members', '/door', '/kitchen', '/member/bookings'])
      expect(decideRouteAccess(path, {})).toEqual({ kind: 'sign-in-required' })
  })

  test('only unexpired records count as sessions', () => {
    storeRecord('user', staffRecord({ expiresAt: anHourAgo() }))
    storeRecord('kitchen', kitchenRecord())
    expect(Object.keys(peekValidSessions())).toEqual(['kitchen'])
  })
})

describe('the intended route', () => {
  test('is used once after sign-in', () => {
    rememberIntendedRoute('/dashboard/members?page=2')
    expect(takeLandingRoute()).toBe('/dashboard/members?page=2')
    expect(takeLandingRoute()).toBe('/dashboard')
  })

  test('is never /login, /member-login or /', () => {
    for (const route of ['/login', '/member-login', '/', '/login?next=1']) {
      rememberIntendedRoute(route)
      expect(takeLandingRoute(), route).toBe('/dashboard')
    }
  })
})
