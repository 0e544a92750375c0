import type { ResponseOf } from '../../domain/contract/endpoint'
import type { healthCheck } from '../../domain/contract/platform'
import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '../../pwa/api/api-error'
import { apiGet, apiPost, apiRequest, MEMBERS_LIST_TIMEOUT_MS } from '../../pwa/api/client'
import { toastMessagesFor } from '../../pwa/api/show-error-toast'
import { browserLocation } from '../../pwa/app/browser-location'
import { hangingFetch, stubApi } from './helpers/fetch-stub'
import { anHourAgo, kitchenRecord, memberRecord, staffRecord, staffSignInAnswer, storeRecord, storedRecord } from './helpers/sessions'

/** What GET /api/health answers (domain/contract/platform.ts). */
const healthy = { status: 'ok', database: 'reachable', time: '2026-11-25T04:30:00.000Z' } satisfies ResponseOf<typeof healthCheck>

const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('token headers', () => {
  test('x-auth-token carries the user token first, then the kitchen token, then the member token', async () => {
    const { calls } = stubApi({ 'GET /api/health': { json: healthy } })
    storeRecord('member', memberRecord())
    await apiGet('/api/health')
    storeRecord('kitchen', kitchenRecord())
    await apiGet('/api/health')
    storeRecord('user', staffRecord())
    await apiGet('/api/health')
    expect(calls.map((call) => call.headers['x-auth-token'])).toEqual(['member-token', 'kitchen-token', 'staff-token'])
  })

  test('member API calls send the member token as xm-auth-token', async () => {
    const { calls } = stubApi({ 'GET /member/api/profile': { json: {} } })
    storeRecord('user', staffRecord())
    storeRecord('member', memberRecord())
    await apiGet('/member/api/profile')
    expect(calls[0]?.headers['xm-auth-token']).toBe('member-token')
    expect(calls[0]?.headers['x-auth-token']).toBeUndefined()
  })

  test('the member’s own event bookings send the member token, even with staff signed in on the device', async () => {
    const { calls } = stubApi({
      'GET /api/event-bookings/member/my-bookings': {
        json: { success: true, data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
      },
    })
    storeRecord('user', staffRecord())
    storeRecord('member', memberRecord())
    await apiGet('/api/event-bookings/member/my-bookings')
    expect(calls[0]?.headers['xm-auth-token']).toBe('member-token')
    expect(calls[0]?.headers['x-auth-token']).toBeUndefined()
  })

  test('the member’s sports calls send the member token; the office’s sports calls send the staff token', async () => {
    const { calls } = stubApi({
      'GET /api/sports-activity/member/bookings': {
        json: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } },
      },
      'GET /api/sports-activity/bookings': { json: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } } },
    })
    storeRecord('user', staffRecord())
    storeRecord('member', memberRecord())
    await apiGet('/api/sports-activity/member/bookings')
    await apiGet('/api/sports-activity/bookings')
    expect(calls[0]?.headers['xm-auth-token']).toBe('member-token')
    expect(calls[0]?.headers['x-auth-token']).toBeUndefined()
    expect(calls[1]?.headers['x-auth-token']).toBe('staff-token')
    expect(calls[1]?.headers['xm-auth-token']).toBeUndefined()
  })

  test('an expired record lends no token, and sign-in calls send none', async () => {
    const { calls } = stubApi({ 'GET /api/health': { json: healthy }, 'POST /api/login': { json: staffSignInAnswer() } })
    storeRecord('user', staffRecord({ expiresAt: anHourAgo() }))
    storeRecord('kitchen', kitchenRecord())
    await apiGet('/api/health')
    await apiPost('/api/login', { email_id: 'a', password: 'b' }, { isAuthenticated: false })
    expect(calls[0]?.headers['x-auth-token']).toBe('kitchen-token')
    expect(calls[1]?.headers['x-auth-token']).toBeUndefined()
  })

  test('the API is called on the same origin, with empty filters left out of the query', async () => {
    const { calls } = stubApi({
      'GET /api/members': { json: { result: [], pagination: { page: 1, limit: 10, total: 0, pages: 0, totalIsLowerBound: false } } },
    })
    await apiGet('/api/members', { query: { page: 1, search: '', limit: 10, status: undefined } })
    expect(calls[0]?.path).toBe('/api/members?page=1&limit=10')
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/members?page=1&limit=10')
  })
})

describe('timeouts', () => {
  test('a call with no answer after 30 seconds fails with the timeout message', async () => {
    vi.useFakeTimers()
    hangingFetch()
    const failure = failureOf(apiGet('/api/health'))
    await vi.advanceTimersByTimeAsync(29_999)
    await vi.advanceTimersByTimeAsync(1)
    const error = await failure
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('Request timeout - please try again')
  })

  test('the members list may take 60 seconds', async () => {
    vi.useFakeTimers()
    hangingFetch()
    let isSettled = false
    const failure = failureOf(apiGet('/api/members', { timeoutMs: MEMBERS_LIST_TIMEOUT_MS }).finally(() => (isSettled = true)))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(isSettled).toBe(false)
    await vi.advanceTimersByTimeAsync(30_000)
    expect((await failure).message).toBe('Request timeout - please try again')
  })
})

describe('error mapping', () => {
  test('a network failure says the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect((await failureOf(apiGet('/api/health'))).message).toBe('Server connection failed. Please check if the server is running.')
  })

  test('a refused connection says the server is not running', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })))
    expect((await failureOf(apiGet('/api/health'))).message).toBe('Server is not running. Please start the server and try again.')
  })

  test.each([
    [{ error: 'Kitchen is closed', errors: [{ msg: 'ignored' }], message: 'ignored' }, ['Kitchen is closed']],
    [
      {
        errors: [
          { msg: 'Name is required', path: 'name' },
          { msg: 'Mobile is required', path: 'mobile' },
        ],
        message: 'ignored',
      },
      ['Name is required', 'Mobile is required'],
    ],
    [{ message: 'Member not found', code: 'not_found' }, ['Member not found']],
    [{ code: 'internal' }, ['Something went wrong']],
    ['<html>Bad gateway</html>', ['Something went wrong']],
  ])('an error body %j reads %j', async (body, expected) => {
    stubApi({ 'GET /api/thing': { status: 400, json: body } })
    const error = await failureOf(apiGet('/api/thing'))
    expect(error.messages).toEqual(expected)
    expect(error.status).toBe(400)
  })

  test('the shared toast shows the server message, else each errors entry, else the error itself', () => {
    const both = new ApiError('http', ['x'], 400, { message: 'Server says no', errors: [{ msg: 'a' }] })
    const listOnly = new ApiError('http', ['a', 'b'], 400, { errors: [{ msg: 'a' }, { msg: 'b' }] })
    expect(toastMessagesFor(both)).toEqual(['Server says no'])
    expect(toastMessagesFor(listOnly)).toEqual(['a', 'b'])
    expect(toastMessagesFor(new Error('Request timeout - please try again'))).toEqual(['Request timeout - please try again'])
  })
})

describe('401 answers', () => {
  const unauthorized = { status: 401, json: { message: 'Your session has expired. Please sign in again.', code: 'session_expired' } }

  test('in general a 401 clears every session and sends the person to /login', async () => {
    window.history.replaceState(null, '', '/dashboard/members')
    stubApi({ 'GET /api/members': unauthorized })
    storeRecord('user', staffRecord())
    storeRecord('member', memberRecord())
    const error = await failureOf(apiGet('/api/members'))
    expect(error.status).toBe(401)
    expect(storedRecord('user')).toBeNull()
    expect(storedRecord('member')).toBeNull()
    expect(browserLocation.assign).toHaveBeenCalledWith('/login')
    expect(sessionStorage.getItem('intendedRoute')).toBe('/dashboard/members')
  })

  test.each([
    ['POST', '/api/event-bookings/events'],
    ['PUT', '/api/event-bookings/events/42'],
  ] as const)('a failed %s of %s clears sessions but stays on the page', async (method, path) => {
    stubApi({ [`${method} ${path}`]: unauthorized })
    storeRecord('user', staffRecord())
    const error = await failureOf(apiRequest(path, { method, body: { title: 'Diwali Night' } }))
    expect(error.message).toBe('Unauthorized: Please login again')
    expect(storedRecord('user')).toBeNull()
    expect(browserLocation.assign).not.toHaveBeenCalled()
  })

  test('a receptionist on the dashboard with an unexpired token stays signed in and on the page', async () => {
    window.history.replaceState(null, '', '/dashboard')
    stubApi({ 'GET /api/sports-activity/dashboard': unauthorized })
    storeRecord('user', staffRecord({ role_id: 7, role_name: 'Receptionist' }))
    const error = await failureOf(apiGet('/api/sports-activity/dashboard'))
    expect(error.message).toBe('API authentication error - token may be invalid')
    expect(storedRecord('user')).not.toBeNull()
    expect(browserLocation.assign).not.toHaveBeenCalled()
  })

  test('a receptionist away from the dashboard gets the general treatment', async () => {
    window.history.replaceState(null, '', '/door')
    stubApi({ 'GET /api/sports-activity/dashboard': unauthorized })
    storeRecord('user', staffRecord({ role_id: 7 }))
    await failureOf(apiGet('/api/sports-activity/dashboard'))
    expect(browserLocation.assign).toHaveBeenCalledWith('/login')
  })

  test('a 401 from a sign-in call is only an answer: nothing is cleared, nobody is moved', async () => {
    stubApi({
      'POST /api/login': {
        status: 401,
        json: { code: 'unauthenticated', message: 'Invalid credentials, please try again.', msg: 'Invalid credentials, please try again.' },
      },
    })
    storeRecord('member', memberRecord())
    await failureOf(apiPost('/api/login', { email_id: 'x', password: 'y' }, { isAuthenticated: false }))
    expect(storedRecord('member')).not.toBeNull()
    expect(browserLocation.assign).not.toHaveBeenCalled()
  })
})
