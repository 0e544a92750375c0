import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Bill } from '../../../domain/contract/restaurant-bills'
import type { KitchenOrder } from '../../../domain/contract/kitchen-orders'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { storeRecord } from '../helpers/sessions'
import { billOf, billPage } from './bill-fixtures'
import { restaurant, sentItem, sentOrder, steward, stewardMenu } from './fixtures'

// The office's Bills screen and the floor's Bill action (ADR 028).

const bill = billOf
const page = (result: Bill[]) => billPage(result)
const common = {
  'POST /api/getmenubyrole': { json: { result: stewardMenu } },
  'GET /api/facilities/restaurants': { json: { success: true, data: [restaurant()] } },
}

beforeEach(() => {
  storeRecord('user', steward)
})

describe('the Bills screen (/dashboard/restaurants/bills)', () => {
  test('lists bills; opening one shows its lines, the tax line and the total; a filter asks the server again', async () => {
    const { calls } = stubApi({
      ...common,
      'GET /api/restaurant-bills': page([
        bill(),
        bill({ bill_id: 40, payment_method: 'cash', member_id: null, member_name: null, transaction_id: null }),
      ]),
    })
    const app = renderApp('/dashboard/restaurants/bills')
    await app.user.click(await screen.findByRole('button', { name: 'Bill 41' }))
    const card = await screen.findByRole('article', { name: 'Bill 41' })
    expect(card.textContent).toContain('Dal Makhani')
    expect(card.textContent).toContain('GST 5%')
    expect(card.textContent).toContain('₹55.50')
    expect(card.textContent).toContain('₹1,165.50')
    await app.user.selectOptions(screen.getByLabelText('Status'), 'voided')
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/restaurant-bills?') && call.path.includes('status=voided'))).toBe(true),
    )
  })

  test('says so when there are no bills, and when they cannot be loaded', async () => {
    stubApi({ ...common, 'GET /api/restaurant-bills': page([]) })
    const first = renderApp('/dashboard/restaurants/bills')
    expect(await screen.findByText('No bills found')).toBeTruthy()
    first.unmount()
    stubApi({
      ...common,
      'GET /api/restaurant-bills': {
        status: 500,
        json: { message: 'Something went wrong on the server. Please try again.', code: 'internal' },
      },
    })
    renderApp('/dashboard/restaurants/bills')
    expect(await screen.findByText('Bills could not be loaded')).toBeTruthy()
  })

  test('voiding asks for a reason and sends it', async () => {
    const { calls } = stubApi({
      ...common,
      'GET /api/restaurant-bills': page([bill()]),
      'POST /api/restaurant-bills/41/void': {
        json: { success: true, message: 'Bill voided successfully', bill: bill({ status: 'voided' }) },
      },
    })
    const app = renderApp('/dashboard/restaurants/bills')
    await app.user.click(await screen.findByRole('button', { name: 'Bill 41' }))
    await app.user.click(await screen.findByRole('button', { name: 'Void bill' }))
    await app.user.click(screen.getByRole('button', { name: 'Void and refund the member’s account' }))
    expect(await screen.findByText('Reason is required')).toBeTruthy()
    await app.user.type(screen.getByLabelText('Reason'), 'Wrong table')
    await app.user.click(screen.getByRole('button', { name: 'Void and refund the member’s account' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/restaurant-bills/41/void')?.body).toEqual({ reason: 'Wrong table' }),
    )
  })
})

describe('the floor’s Bill action', () => {
  test('charges the member named on a table order with a key, and shows the bill', async () => {
    const orders: KitchenOrder[] = [sentOrder({ order_id: 812, table_id: 22, table_label: 'T2', status: 'served', items: [sentItem()] })]
    const { calls } = stubApi({
      ...common,
      'GET /api/facilities/restaurant/1/menu': { json: { success: true, restaurant_id: 1, menuItems: [] } },
      'GET /api/facilities/restaurant/1/tables': { json: { success: true, data: [] } },
      'GET /api/facilities/restaurant/1/orders': { json: { success: true, restaurant_id: 1, orders } },
      'POST /api/restaurant-bills': { status: 201, json: { success: true, message: 'Bill closed successfully', bill: bill() } },
    })
    const app = renderApp('/dashboard/restaurants/floor')
    await app.user.click(await screen.findByRole('button', { name: /Zafraan/ }))
    await app.user.click(await screen.findByText(/Other orders/))
    await app.user.click(await screen.findByRole('button', { name: 'Bill order 812' }))
    await app.user.selectOptions(screen.getByLabelText('Payment'), 'member_account')
    await app.user.click(screen.getByRole('button', { name: 'Close bill' }))
    expect(await screen.findByText('Member number is required')).toBeTruthy()
    await app.user.type(screen.getByLabelText('Member number'), 'M1001')
    await app.user.click(screen.getByRole('button', { name: 'Close bill' }))
    expect(await screen.findByText(/Billed: bill 41, ₹1,165.50/)).toBeTruthy()
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/restaurant-bills')!.body as Record<string, unknown>
    expect(sent).toMatchObject({ order_id: 812, payment_method: 'member_account', member_id: 'M1001', idempotency_key: expect.any(String) })
  })
})
