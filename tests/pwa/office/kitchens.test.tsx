import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { managerMenu } from './fixtures'

const mainKitchen = {
  kitchenId: 1,
  id: 1,
  kitchen_id: 1,
  name: 'Main Kitchen',
  description: null,
  location: 'Clubhouse',
  is_active: true,
  amber_after_minutes: 5,
  red_after_minutes: 10,
  stations: ['hot', 'tandoor'],
  created_at: '2026-11-01T04:30:00.000Z',
  updated_at: '2026-11-01T04:30:00.000Z',
  restaurants: [{ restaurant_id: 1, name: 'Zafraan', isOpen: true }],
}

describe('the kitchens office (/dashboard/kitchens)', () => {
  test('red must come after amber, and a valid change sends thresholds and stations', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/admin/getallkitchens': { json: { success: true, data: [mainKitchen] } },
      'PUT /api/admin/updatekitchen/1': { json: { success: true, message: 'Kitchen updated successfully', data: mainKitchen } },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/kitchens')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Main Kitchen' }))
    const form = screen.getByRole('form', { name: 'Edit Main Kitchen' })
    await app.user.clear(within(form).getByLabelText('Red after (minutes)'))
    await app.user.type(within(form).getByLabelText('Red after (minutes)'), '5')
    await app.user.click(within(form).getByRole('button', { name: 'Save kitchen' }))
    expect(within(form).getByText('Must be more than amber after (a card turns amber first, then red)')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await app.user.type(within(form).getByLabelText('Red after (minutes)'), '0')
    await app.user.type(within(form).getByLabelText('Stations'), ', Wok')
    await app.user.click(within(form).getByRole('button', { name: 'Save kitchen' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Main Kitchen',
      description: null,
      location: 'Clubhouse',
      amber_after_minutes: 5,
      red_after_minutes: 50,
      stations: ['hot', 'tandoor', 'wok'],
      is_active: true,
    })
  })

  test('a wrong station in the list is marked on the Stations field with the contract’s message', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/admin/getallkitchens': { json: { success: true, data: [mainKitchen] } },
    })
    storeRecord('user', staffRecord())
    const app = renderApp('/dashboard/kitchens')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Main Kitchen' }))
    const form = screen.getByRole('form', { name: 'Edit Main Kitchen' })
    await app.user.type(within(form).getByLabelText('Stations'), ', Pastry Bench')
    await app.user.click(within(form).getByRole('button', { name: 'Save kitchen' }))
    expect(await within(form).findByText('Must be one lowercase word such as hot, tandoor, wok or dessert')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })
})
