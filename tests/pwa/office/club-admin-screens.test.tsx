import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { AdminAffiliatedClub } from '../../../domain/contract/affiliated-clubs'
import type { Facility } from '../../../domain/contract/facilities'
import type { Organisation } from '../../../domain/contract/organisations'
import type { MenuWithAccess } from '../../../domain/contract/roles'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { adminMenu } from './fixtures'

const stamp = { created_at: '2026-11-01T06:30:00.000Z', updated_at: '2026-11-01T06:30:00.000Z' }
const menu: MenuWithAccess[] = [
  ...adminMenu,
  {
    menu_id: 99,
    key: 'facilities',
    title: 'Facilities',
    path: '/dashboard/facilities',
    icon: 'bed',
    sort_order: 95,
    access: { view: true, create: true, edit: true, delete: true },
  },
]
const signedIn = () => storeRecord('user', staffRecord())

const club = (overrides: Partial<AdminAffiliatedClub>): AdminAffiliatedClub => ({
  _id: 1,
  club_id: 1,
  sr_no: 1,
  name: 'Marine Lines Gymkhana',
  contact: 'Rakesh Malhotra',
  contact_position: 'Secretary',
  address: 'Azad Maidan, Mumbai',
  phone: '022-28872946',
  email: null,
  website: null,
  facility: 'Rooms, Dining',
  description: null,
  is_active: true,
  status: 'active',
  ...stamp,
  ...overrides,
})

const organisation: Organisation = {
  _id: 1,
  organisation_id: 1,
  name: 'New Friends Club',
  address_line: 'Club Road, D Block',
  locality: 'New Friends Colony',
  city: 'New Delhi',
  state: 'Delhi',
  pin_code: '110025',
  phones: ['+91 11 2683 1994'],
  email: 'office@newfriendsclub.in',
  website: 'https://www.newfriendsclub.in/',
  president_name: 'Mr. Rajiv Khanna',
  president_title: 'President',
  chat_number: '919810012345',
  gstin: null,
  logo_url: null,
  social_links: [],
  updated_at: stamp.updated_at,
}

const facility = (overrides: Partial<Facility>): Facility => ({
  _id: 1,
  facility_id: 1,
  name: 'Card Room',
  kind: 'card_room',
  capacity: 32,
  description: null,
  images: [],
  is_visible: true,
  sort_order: 10,
  ...stamp,
  ...overrides,
})

describe('the affiliated clubs directory (/dashboard/affiliated-clubs)', () => {
  test('lists every club, lapsed ones too, finds them by any word, and deactivates one', async () => {
    const clubs = [
      club({}),
      club({ _id: 2, club_id: 2, sr_no: 2, name: 'Chembur Golf Club', address: 'Chembur, Mumbai' }),
      club({ _id: 3, club_id: 3, sr_no: 3, name: 'Ooty Club', address: 'Ooty', is_active: false, status: 'inactive' }),
    ]
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/affiliated-clubs/admin': { json: { data: clubs } },
      'PATCH /api/affiliated-clubs/admin/2/toggle-status': {
        json: { message: 'Affiliated club deactivated successfully', data: { ...clubs[1]!, is_active: false, status: 'inactive' } },
      },
    })
    signedIn()
    const app = renderApp('/dashboard/affiliated-clubs')
    const list = await screen.findByRole('list', { name: 'Affiliated clubs' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByText(/2 active of 3/)).toBeTruthy()
    await app.user.type(screen.getByLabelText('Search'), 'golf mumbai')
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate Chembur Golf Club' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true))
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/affiliated-clubs/admin')).toHaveLength(2))
    await app.user.clear(screen.getByLabelText('Search'))
    await app.user.type(screen.getByLabelText('Search'), 'nowhere at all')
    expect(await screen.findByText('No club matches the search')).toBeTruthy()
  })
})

describe('the club profile (/dashboard/organisations)', () => {
  test('a PIN code the server refuses is marked on its field, and nothing else changes', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/organisations': { json: { result: [organisation] } },
    })
    signedIn()
    const app = renderApp('/dashboard/organisations')
    const form = await screen.findByRole('form', { name: 'Club profile' })
    // The fields open for editing once the menu says the role may edit.
    const save = await within(form).findByRole('button', { name: 'Save club profile' })
    await app.user.clear(within(form).getByLabelText('PIN code'))
    await app.user.type(within(form).getByLabelText('PIN code'), '1100')
    await app.user.click(save)
    expect(await within(form).findByText('PIN code must be 6 digits, such as 110025')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/organisations'))).toBe(false)
  })

  test('a saved address and links are sent as the contract reads them', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/organisations': { json: { result: [organisation] } },
      'POST /api/organisations/1': (call) => ({
        json: { message: 'Club profile saved', result: { ...organisation, ...(call.body as object) } },
      }),
    })
    signedIn()
    const app = renderApp('/dashboard/organisations')
    const form = await screen.findByRole('form', { name: 'Club profile' })
    // The fields open for editing once the menu says the role may edit.
    const save = await within(form).findByRole('button', { name: 'Save club profile' })
    await app.user.clear(within(form).getByLabelText('Address'))
    await app.user.type(within(form).getByLabelText('Address'), '9 Ring Road, E Block')
    await app.user.type(within(form).getByLabelText('Social links'), 'Instagram https://www.instagram.com/nfc')
    await app.user.click(save)
    await waitFor(() => expect(calls.some((call) => call.path === '/api/organisations/1')).toBe(true))
    expect(calls.find((call) => call.path === '/api/organisations/1')?.body).toMatchObject({
      address_line: '9 Ring Road, E Block',
      phones: ['+91 11 2683 1994'],
      logo_url: null,
      social_links: [{ label: 'Instagram', url: 'https://www.instagram.com/nfc' }],
    })
  })
})

describe('the facilities (/dashboard/facilities)', () => {
  test('lists the hidden ones too, read with the office’s token', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: menu } },
      'GET /api/getallfacility': {
        json: {
          success: true,
          data: [facility({}), facility({ _id: 2, facility_id: 2, name: 'Patio', kind: 'patio', is_visible: false })],
        },
      },
    })
    signedIn()
    renderApp('/dashboard/facilities')
    const list = await screen.findByRole('list', { name: 'Facilities' })
    expect(within(list).getByText('Hidden')).toBeTruthy()
    expect(within(list).getByText(/Card room · up to 32 guests/)).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/getallfacility')?.headers['x-auth-token']).toBe('staff-token')
  })
})
