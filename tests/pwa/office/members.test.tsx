import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { Member, MemberDetail } from '../../../domain/contract/members'
import type { MemberCategory } from '../../../domain/contract/member-categories'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { billOf, billPage } from './bill-fixtures'
import { adminMenu } from './fixtures'

const stamp = { created_at: '2026-11-01T06:30:00.000Z', updated_at: '2026-11-01T06:30:00.000Z' }

const permanent: MemberCategory = {
  category_id: 2,
  name: 'Permanent Member',
  description: 'Full membership with voting rights',
  annual_fee_paise: 2_400_000,
  default_credit_limit_paise: 5_000_000,
  is_active: true,
  member_count: 969,
  ...stamp,
}

const member = (overrides: Partial<Member> = {}): Member => ({
  memberId: 'M1001',
  title: 'Mr.',
  name: 'Vikram Malhotra',
  mobileNumber: '9810043210',
  email: 'vikram.malhotra0@example.in',
  dateOfBirth: '1950-01-01',
  spouseName: 'Anjali Malhotra',
  dateOfAnniversary: '1977-06-01',
  category_id: 2,
  categoryName: 'Permanent Member',
  address: '1, Block A, New Friends Colony, New Delhi 110025',
  joinedOn: '1994-01-01',
  status: 'active',
  creditLimitPaise: null,
  effectiveCreditLimitPaise: 5_000_000,
  hasPassword: true,
  lastLoginAt: null,
  dependentCount: 1,
  ...stamp,
  ...overrides,
})

const detail = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  ...member(),
  dependents: [
    {
      dependent_id: 1,
      dependent_code: 'M1001-1',
      member_id: 'M1001',
      name: 'Anjali Malhotra',
      relation: 'spouse',
      date_of_birth: '1953-06-14',
      mobile: '9810043211',
      ...stamp,
    },
  ],
  openBookings: { events: [], sports: [] },
  ...overrides,
})

const page = (result: Member[], total = result.length) => ({
  result,
  pagination: { page: 1, limit: 20, total, pages: Math.ceil(total / 20), totalIsLowerBound: false },
})

describe('the members office (/dashboard/members)', () => {
  test('typing searches once the clerk pauses, keeping the rows on screen, and the member ID opens the member', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: adminMenu } },
      'GET /api/membercategory': { json: { result: [permanent] } },
      'GET /api/members': (call) =>
        call.path.includes('search=sha')
          ? { json: page([member({ memberId: 'M1008', name: 'Shalini Bansal', title: 'Mrs.', dependentCount: 0 })]) }
          : { json: page([member(), member({ memberId: 'M1002', name: 'Rahul Khurana' })], 1800) },
      'GET /api/member/M1008': { json: { result: detail({ memberId: 'M1008', name: 'Shalini Bansal', dependents: [] }) } },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/members')
    expect(await screen.findByText('1,800 members')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'M1002' })).toBeTruthy()

    await app.user.type(screen.getByLabelText('Search'), 'sha')
    expect(await screen.findByRole('link', { name: 'M1008' })).toBeTruthy()
    const searches = calls.filter((call) => call.path.startsWith('/api/members?')).map((call) => call.path)
    // One request for the list, one for the search: not one per letter typed.
    expect(searches).toHaveLength(2)
    expect(searches[1]).toContain('search=sha')

    await app.user.click(screen.getByRole('link', { name: 'M1008' }))
    expect(await screen.findByRole('heading', { name: 'Mr. Shalini Bansal · M1008' })).toBeTruthy()
  })

  test('the new-member form says what is wrong on each field before anything is sent', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: adminMenu } },
      'GET /api/membercategory': { json: { result: [permanent] } },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/members/new')
    const form = await screen.findByRole('form', { name: 'New member' })
    await app.user.type(within(form).getByLabelText('Member ID'), 'M1801')
    await app.user.type(within(form).getByLabelText('Mobile number'), '98100')
    await app.user.type(within(form).getByLabelText('E-mail'), 'kavya@')
    await app.user.click(within(form).getByRole('button', { name: 'Save member' }))
    expect(within(form).getByText('* Phone number must be exactly 10 digits')).toBeTruthy()
    expect(within(form).getByText('* Invalid email format')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/member')).toBe(false)
  })

  test('"Save and add another" sends the member and empties the form for the next, keeping the category', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: adminMenu } },
      'GET /api/membercategory': { json: { result: [permanent] } },
      'POST /api/member': {
        status: 201,
        json: { message: 'Member created successfully', result: detail({ memberId: 'M1801', name: 'Kavya Raghavan' }) },
      },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/members/new')
    const form = await screen.findByRole('form', { name: 'New member' })
    await app.user.type(within(form).getByLabelText('Member ID'), 'M1801')
    await app.user.selectOptions(within(form).getByLabelText('Title'), 'Mrs.')
    await app.user.type(within(form).getByLabelText('Name'), 'Kavya Raghavan')
    await app.user.type(within(form).getByLabelText('Mobile number'), '98712 34567')
    await app.user.selectOptions(within(form).getByLabelText('Category'), 'Permanent Member')
    await app.user.type(within(form).getByLabelText('Credit limit (₹)'), '25,000')
    await app.user.click(within(form).getByRole('button', { name: 'Save and add another' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/member')).toBe(true))
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/member')?.body).toMatchObject({
      memberId: 'M1801',
      title: 'Mrs.',
      name: 'Kavya Raghavan',
      mobileNumber: '9871234567',
      category_id: 2,
      creditLimitPaise: 2_500_000,
    })
    await waitFor(() => expect((within(form).getByLabelText('Member ID') as HTMLInputElement).value).toBe(''))
    expect((within(form).getByLabelText('Category') as HTMLSelectElement).value).toBe('2')
    expect((within(form).getByLabelText('Title') as HTMLSelectElement).value).toBe('Mrs.')
  })

  test('a suspended member’s page lists the bookings they still hold, each linked to act on', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: adminMenu } },
      'GET /api/membercategory': { json: { result: [permanent] } },
      'GET /api/member/M1058': {
        json: {
          result: detail({
            memberId: 'M1058',
            name: 'Gaurav Dhawan',
            status: 'suspended',
            openBookings: {
              events: [
                {
                  booking_id: 7,
                  event_id: 3,
                  event_title: 'Winter Social Evening',
                  start_at: '2026-12-12T13:30:00.000Z',
                  ticket_count: 2,
                  total_paise: 360_000,
                  payment_status: 'charged',
                },
              ],
              sports: [],
            },
          }),
        },
      },
    })
    storeRecord('user', staffRecord())
    renderApp('/dashboard/members/M1058')
    expect(await screen.findByText(/Suspended: Gaurav Dhawan cannot sign in or book\. They still hold 1 open booking:/)).toBeTruthy()
    expect(screen.getByRole('link', { name: /Winter Social Evening/ }).getAttribute('href')).toBe('/dashboard/events/bookings/7')
  })
})

describe('the member’s Bills tab', () => {
  test('lists the member’s restaurant bills from the Bills screen’s list; one opens as printed', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: adminMenu } },
      'GET /api/membercategory': { json: { result: [permanent] } },
      'GET /api/member/M1001': { json: { result: detail() } },
      'GET /api/restaurant-bills': billPage([billOf(), billOf({ bill_id: 39, status: 'voided', total_paise: 52_500 })]),
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/members/M1001')
    await app.user.click(await screen.findByRole('tab', { name: 'Bills' }))
    const list = await screen.findByRole('list', { name: 'Bills of M1001' })
    expect(list.textContent).toContain('₹1,165.50')
    expect(within(list).getByText('Voided')).toBeTruthy()
    expect(calls.find((call) => call.path.startsWith('/api/restaurant-bills'))?.path).toBe('/api/restaurant-bills?member_id=M1001&page=1')
    await app.user.click(within(list).getByRole('button', { name: 'Bill 41' }))
    const card = await screen.findByRole('article', { name: 'Bill 41' })
    expect(card.textContent).toContain('Dal Makhani')
    expect(within(card).getByRole('button', { name: 'PDF' })).toBeTruthy()
    expect(app.router.state.location.search).toBe('?tab=bills')
  })

  test('says so when the member has no bills, and is not offered to a role without the restaurants', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: adminMenu } },
      'GET /api/membercategory': { json: { result: [permanent] } },
      'GET /api/member/M1001': { json: { result: detail() } },
      'GET /api/restaurant-bills': billPage([]),
    })
    storeRecord('user', staffRecord())
    const first = renderApp('/dashboard/members/M1001?tab=bills')
    expect(await screen.findByText('No bills')).toBeTruthy()
    first.unmount()
    const noRestaurants = adminMenu.map((entry) =>
      entry.key === 'restaurants' ? { ...entry, access: { ...entry.access, view: false } } : entry,
    )
    stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: noRestaurants } },
      'GET /api/membercategory': { json: { result: [permanent] } },
      'GET /api/member/M1001': { json: { result: detail() } },
    })
    renderApp('/dashboard/members/M1001?tab=bills')
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Dependents (1)', 'Bookings']))
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true')
  })
})
