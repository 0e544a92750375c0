import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { AuditEntry } from '../../../domain/contract/audit'
import type { MemberDetail } from '../../../domain/contract/members'
import type { MenuWithAccess } from '../../../domain/contract/roles'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { adminMenu, steward, stewardClubMenu } from './fixtures'
import { bookingStats, clubEvent, eventBookingsPage, eventsManager, viewerMenu } from './events/fixtures'

// The audit trail's screens (ADR 029): /dashboard/audit for administrators, and a member's History tab.

const menu: MenuWithAccess[] = [
  ...adminMenu,
  {
    menu_id: 98,
    key: 'audit',
    title: 'Audit',
    path: '/dashboard/audit',
    icon: 'history',
    sort_order: 165,
    access: { view: true, create: true, edit: true, delete: true },
  },
]

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  audit_id: 1,
  at: '2026-11-22T04:30:00.000Z',
  actor: { kind: 'staff', id: 2, name: 'Rajiv Khanna' },
  ip: '10.0.0.7',
  user_agent: 'Office Chrome',
  area: 'members',
  action: 'update',
  record_type: 'member',
  record_id: 'M1001',
  summary: null,
  before: { mobileNumber: '9810043210' },
  after: { mobileNumber: '9810099999' },
  ...overrides,
})

const page = (result: AuditEntry[], total = result.length) => ({
  result,
  pagination: { page: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) },
})

const people = { json: { result: [{ id: 2, name: 'Rajiv Khanna' }] } }

describe('the audit screen (/dashboard/audit)', () => {
  test('lists each change with who, when, from where and the fields before and after', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/audit/people': people,
      'GET /api/audit': {
        json: page([
          entry(),
          entry({
            audit_id: 2,
            action: 'password',
            summary: 'Password set; 1 session ended',
            before: null,
            after: null,
            actor: { kind: 'super-admin', id: 1, name: 'Club Control' },
          }),
        ]),
      },
    })
    storeRecord('user', staffRecord())
    renderApp('/dashboard/audit')
    const list = await screen.findByRole('list', { name: 'Changes' })
    const [changed, password] = within(list).getAllByRole('listitem')
    expect(within(changed!).getByText('Rajiv Khanna')).toBeTruthy()
    expect(within(changed!).getByText('Members · Member M1001')).toBeTruthy()
    const diff = within(changed!).getByRole('table')
    expect(within(diff).getByRole('rowheader', { name: 'Mobile number' })).toBeTruthy()
    expect(within(diff).getByText('9810043210').tagName).toBe('DEL')
    expect(within(diff).getByText('9810099999').tagName).toBe('INS')
    expect(within(changed!).getByText(/From 10\.0\.0\.7 · Office Chrome/)).toBeTruthy()
    expect(within(password!).getByText('Club Control (super-administrator)')).toBeTruthy()
    expect(within(password!).getByText('Password set; 1 session ended')).toBeTruthy()
    expect(within(password!).queryByRole('table')).toBeNull()
    expect(screen.getByText('Page 1 of 1 · 2 changes')).toBeTruthy()
  })

  test('the filters are sent as the contract reads them; a record ID goes only with its kind', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/audit/people': people,
      'GET /api/audit': (call) => ({ json: page(call.path.includes('area=facilities') ? [] : [entry()]) }),
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/audit')
    await screen.findByRole('list', { name: 'Changes' })
    await app.user.selectOptions(screen.getByLabelText('Area'), 'facilities')
    expect(await screen.findByText('No changes found')).toBeTruthy()
    await app.user.selectOptions(screen.getByLabelText('Area'), '')
    await app.user.selectOptions(await screen.findByLabelText('Person'), 'Rajiv Khanna')
    await app.user.selectOptions(screen.getByLabelText('Record'), 'member')
    await app.user.type(screen.getByLabelText('Record ID'), 'M1001')
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('person=2') && call.path.includes('recordType=member&recordId=M1001'))).toBe(true),
    )
  })

  test('a last day before the first is marked on its field and nothing is asked', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/audit/people': people,
      'GET /api/audit': { json: page([entry()]) },
    })
    storeRecord('user', staffRecord())
    renderApp('/dashboard/audit?from=2026-11-22&to=2026-11-01')
    expect(await screen.findByText('must be on or after the first day')).toBeTruthy()
    expect(calls.some((call) => call.path.startsWith('/api/audit?'))).toBe(false)
  })

  test('a failed load says so and tries again', async () => {
    let isDown = true
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/audit/people': people,
      'GET /api/audit': () =>
        isDown
          ? { status: 500, json: { message: 'Something went wrong on the server. Please try again.', code: 'internal' } }
          : { json: page([]) },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/audit')
    expect(await screen.findByText('The audit trail could not be loaded')).toBeTruthy()
    isDown = false
    await app.user.click(screen.getByRole('button', { name: /try again/i }))
    expect(await screen.findByText('Nothing has been changed yet.')).toBeTruthy()
  })
})

const detail: MemberDetail = {
  memberId: 'M1001',
  title: 'Mr.',
  name: 'Vikram Malhotra',
  mobileNumber: '9810043210',
  email: null,
  dateOfBirth: null,
  spouseName: null,
  dateOfAnniversary: null,
  category_id: 2,
  categoryName: 'Permanent Member',
  address: null,
  joinedOn: null,
  status: 'active',
  creditLimitPaise: null,
  effectiveCreditLimitPaise: 5_000_000,
  hasPassword: true,
  lastLoginAt: null,
  dependentCount: 0,
  created_at: '2026-11-01T06:30:00.000Z',
  updated_at: '2026-11-01T06:30:00.000Z',
  dependents: [],
  openBookings: { events: [], sports: [] },
}

describe('a member’s History tab', () => {
  test('an administrator reads the member’s own changes', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/member/M1001': { json: { result: detail } },
      'GET /api/audit': { json: page([entry({ area: 'accounts', action: 'money', summary: 'Deposit of ₹5,000.00 (transaction 9)' })]) },
    })
    storeRecord('user', staffRecord())
    renderApp('/dashboard/members/M1001?tab=history')
    const panel = await screen.findByRole('tabpanel')
    expect(await within(panel).findByText('Deposit of ₹5,000.00 (transaction 9)')).toBeTruthy()
    expect(within(panel).getByText('Accounts')).toBeTruthy()
    expect(calls.some((call) => call.path.startsWith('/api/audit?') && call.path.includes('recordType=member&recordId=M1001'))).toBe(true)
  })

  test('anyone else has no History tab', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: stewardClubMenu } },
      'POST /api/getmenubyrole': { json: { result: stewardClubMenu } },
      'GET /api/member/M1001': { json: { result: detail } },
    })
    storeRecord('user', steward)
    renderApp('/dashboard/members/M1001')
    await screen.findByRole('tab', { name: 'Profile' })
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull()
  })
})

describe('a record page’s Audit history', () => {
  test('is folded away and read only when an administrator opens it', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/event-bookings/events/7': { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      'GET /api/event-bookings/events/7/bookings': { json: eventBookingsPage(7, []) },
      'GET /api/audit': {
        json: page([
          entry({
            area: 'events',
            action: 'status',
            record_type: 'event',
            record_id: '7',
            before: { status: 'draft' },
            after: { status: 'published' },
          }),
        ]),
      },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/events/7')
    const summary = await screen.findByText('Audit history')
    expect(calls.some((call) => call.path.startsWith('/api/audit'))).toBe(false)
    await app.user.click(summary)
    expect(await screen.findByText('published')).toBeTruthy()
    expect(calls.some((call) => call.path.includes('recordType=event&recordId=7'))).toBe(true)
  })

  test('is not there for anyone else', async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: viewerMenu } },
      'GET /api/event-bookings/events/7': { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      'GET /api/event-bookings/events/7/bookings': { json: eventBookingsPage(7, []) },
    })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events/7')
    await screen.findByLabelText('Booking figures')
    expect(screen.queryByText('Audit history')).toBeNull()
  })
})
