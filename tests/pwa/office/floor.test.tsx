import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { KitchenOrder } from '../../../domain/contract/kitchen-orders'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { storeRecord } from '../helpers/sessions'
import { diningTable, dish, restaurant, sentItem, sentOrder, steward, stewardMenu } from './fixtures'

let sentOrders: KitchenOrder[] = []
beforeEach(() => {
  sentOrders = []
})

const floorApi = (
  placeOrder: Parameters<typeof stubApi>[0][string] = {
    status: 201,
    json: { success: true, message: 'Order sent to the kitchen', order: sentOrder({ order_id: 812, table_id: 22, table_label: 'T2' }) },
  },
  more: Parameters<typeof stubApi>[0] = {},
) =>
  stubApi({
    ...more,
    'POST /api/getmenubyrole': { json: { result: stewardMenu } },
    'GET /api/facilities/restaurants': {
      json: { success: true, data: [restaurant(), restaurant({ _id: 2, restaurant_id: 2, name: 'The Colony Bar', isOpen: false })] },
    },
    'GET /api/facilities/restaurant/1/menu': {
      json: {
        success: true,
        restaurant_id: 1,
        menuItems: [
          dish(),
          dish({ _id: 12, menu_item_id: 12, name: 'Chicken Tikka', category: 'Starters', price_paise: 56_050, is_veg: false }),
          dish({ _id: 13, menu_item_id: 13, name: 'Sold-out Kulfi', category: 'Desserts', is_available: false }),
        ],
      },
    },
    'GET /api/facilities/restaurant/1/tables': {
      json: {
        success: true,
        data: [
          diningTable(),
          diningTable({ _id: 22, table_id: 22, label: 'T2' }),
          diningTable({ _id: 23, table_id: 23, label: 'T9', is_active: false }),
        ],
      },
    },
    'POST /api/kitchen/orders': placeOrder,
    'GET /api/facilities/restaurant/1/orders': { json: { success: true, restaurant_id: 1, orders: sentOrders } },
  })

async function openZafraan() {
  storeRecord('user', steward)
  const app = renderApp('/dashboard/restaurants/floor')
  await app.user.click(await screen.findByRole('button', { name: /Zafraan/ }))
  await screen.findByRole('button', { name: /Add Dal Makhani/ })
  return app
}

describe('the floor screen (/dashboard/restaurants/floor)', () => {
  test('a closed restaurant is shown as closed and cannot be picked', async () => {
    floorApi()
    storeRecord('user', steward)
    renderApp('/dashboard/restaurants/floor')
    const colonyBar = await screen.findByRole('button', { name: /The Colony Bar/ })
    expect(colonyBar).toHaveProperty('disabled', true)
    expect(within(colonyBar).getByText('Closed')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Zafraan/ })).toHaveProperty('disabled', false)
  })

  test('sends the table, the dishes with quantities, notes and allergies, and the order’s notes as one POST', async () => {
    const success = vi.spyOn(toast, 'success')
    const { calls } = floorApi()
    const app = await openZafraan()
    expect(screen.queryByRole('button', { name: /Sold-out Kulfi/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'T9' })).toBeNull()
    await app.user.click(screen.getByRole('button', { name: /^T2/ }))
    await app.user.click(screen.getByRole('button', { name: /Add Dal Makhani/ }))
    await app.user.click(screen.getByRole('button', { name: /Add Chicken Tikka/ }))
    await app.user.click(screen.getByRole('button', { name: 'One more Chicken Tikka' }))
    await app.user.click(screen.getByRole('button', { name: 'One more Chicken Tikka' }))
    await app.user.click(screen.getByRole('button', { name: 'One less Chicken Tikka' }))
    await app.user.type(screen.getByLabelText('Notes for Chicken Tikka'), 'Extra mint chutney')
    await app.user.type(screen.getByLabelText('Order notes'), 'Birthday table')
    await app.user.type(screen.getByLabelText('Allergies for Dal Makhani'), 'No cream: dairy')
    await app.user.type(screen.getByLabelText('Allergy notes for the whole order'), 'Peanuts')
    // ₹420 + 2 × ₹560.50, grouped the Indian way.
    expect(within(screen.getByRole('form', { name: 'Order' })).getByText('₹1,541')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Send to kitchen' }))

    await waitFor(() => expect(success).toHaveBeenCalledWith('Order #812 sent to the kitchen for table T2'))
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/kitchen/orders').map((call) => call.body)).toEqual([
      {
        restaurant_id: 1,
        table_id: 22,
        member_id: null,
        items: [
          { menu_item_id: 11, quantity: 1, notes: null, allergy_notes: 'No cream: dairy' },
          { menu_item_id: 12, quantity: 2, notes: 'Extra mint chutney', allergy_notes: null },
        ],
        notes: 'Birthday table',
        allergy_notes: 'Peanuts',
      },
    ])
    expect(screen.getByText('Tap a dish to add it.')).toBeTruthy()
    expect(screen.getByLabelText('Order notes')).toHaveProperty('value', '')
  })

  test('"Send to kitchen" stays off, with the reason beside it, until the order has a dish', async () => {
    const { calls } = floorApi()
    const app = await openZafraan()
    await app.user.click(screen.getByRole('button', { name: 'Counter' }))
    const send = screen.getByRole('button', { name: 'Send to kitchen' })
    expect(send).toHaveProperty('disabled', true)
    expect(screen.getByText('Add a dish to send the order')).toBeTruthy()
    expect(send.getAttribute('aria-describedby')).toBe(screen.getByText('Add a dish to send the order').id)
    // Enter in a field must not send an empty order either.
    await app.user.type(screen.getByLabelText('Order notes'), 'Window seat{Enter}')
    expect(calls.some((call) => call.path === '/api/kitchen/orders')).toBe(false)

    await app.user.click(screen.getByRole('button', { name: /Add Dal Makhani/ }))
    expect(send).toHaveProperty('disabled', false)
    expect(screen.queryByText('Add a dish to send the order')).toBeNull()
    await app.user.click(screen.getByRole('button', { name: 'Remove Dal Makhani' }))
    expect(send).toHaveProperty('disabled', true)
  })

  test("the server's 400 message is shown on the form and the order is kept", async () => {
    floorApi({
      status: 400,
      json: {
        message: 'member_id: No active member M9999',
        code: 'invalid_input',
        errors: [{ path: 'member_id', msg: 'member_id: No active member M9999' }],
      },
    })
    const app = await openZafraan()
    await app.user.click(screen.getByRole('button', { name: 'Member' }))
    await app.user.type(screen.getByLabelText('Member ID'), 'M9999')
    await app.user.click(screen.getByRole('button', { name: /Add Dal Makhani/ }))
    await app.user.click(screen.getByRole('button', { name: 'Send to kitchen' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No active member M9999')
    expect(screen.getByRole('list', { name: 'Dishes on the order' })).toBeTruthy()
  })

  test('a second tap while the order is on its way does not send it twice', async () => {
    let answer: (reply: { status: number; json: unknown }) => void = () => {}
    const { calls } = floorApi(() => new Promise<never>((resolve) => (answer = resolve as never)))
    const app = await openZafraan()
    await app.user.click(screen.getByRole('button', { name: 'Counter' }))
    await app.user.click(screen.getByRole('button', { name: /Add Dal Makhani/ }))
    const send = screen.getByRole('button', { name: 'Send to kitchen' })
    await app.user.click(send)
    await app.user.dblClick(screen.getByRole('button', { name: 'Sending…' }))
    answer({
      status: 201,
      json: { success: true, message: 'Order sent to the kitchen', order: sentOrder({ order_id: 9, table_id: null, table_label: null }) },
    })
    await screen.findByText('Tap a dish to add it.')
    expect(calls.filter((call) => call.path === '/api/kitchen/orders')).toHaveLength(1)
  })
})

describe('the floor follows its orders in the kitchen', () => {
  test('what is ready stands first, named by table, with how long it has waited; the rest is under a fold', async () => {
    sentOrders = [
      sentOrder({
        order_id: 31,
        table_label: 'T4',
        status: 'preparing',
        created_at: '2026-11-22T13:00:00.000Z',
        items: [
          sentItem({ order_id: 31, status: 'ready' }),
          sentItem({ order_id: 31, item_id: 12, name: 'Dal Makhani', quantity: 1, status: 'preparing' }),
        ],
      }),
      sentOrder({
        order_id: 32,
        table_label: 'T2',
        status: 'ready',
        created_at: '2026-11-22T13:05:00.000Z',
        ready_at: '2026-11-22T13:20:00.000Z',
        items: [sentItem({ order_id: 32, status: 'ready' })],
      }),
      sentOrder({
        order_id: 30,
        table_label: 'T7',
        status: 'served',
        served_at: '2026-11-22T13:10:00.000Z',
        items: [sentItem({ order_id: 30, status: 'served' })],
      }),
    ]
    floorApi()
    await openZafraan()
    expect(screen.getByRole('heading', { name: 'Ready to serve (1)' })).toBeTruthy()
    const ready = within(screen.getByRole('list', { name: 'Ready to serve' }))
    expect(ready.getByText('Table T2')).toBeTruthy()
    expect(ready.getByText('Ready since 6:50 pm: take it to the table')).toBeTruthy()
    const others = within(screen.getByRole('list', { name: 'Other orders' }))
    expect(others.getAllByRole('listitem').map((row) => row.querySelector('strong')?.textContent)).toEqual(['Table T4', 'Table T7'])
    expect(others.getByText('Cooking: 1 of 2 ready')).toBeTruthy()
    expect(others.getByText('2× Butter Naan (ready), 1× Dal Makhani (cooking)')).toBeTruthy()
    expect(others.getByText('Served at 6:40 pm')).toBeTruthy()
  })

  test('the steward may withdraw an order of theirs the kitchen has not started, after saying so twice', async () => {
    sentOrders = [
      sentOrder({ order_id: 41, table_label: 'T4', status: 'pending', placed_by: steward.user_id }),
      sentOrder({ order_id: 42, table_label: 'T5', status: 'pending', placed_by: 99 }),
      sentOrder({
        order_id: 43,
        table_label: 'T6',
        status: 'preparing',
        placed_by: steward.user_id,
        items: [sentItem({ order_id: 43, status: 'preparing' })],
      }),
    ]
    const { calls } = floorApi(undefined, {
      'POST /api/kitchen/orders/41/withdraw': {
        json: {
          success: true,
          message: 'Order 41 withdrawn: the kitchen is told to stop',
          order: sentOrder({ order_id: 41, status: 'cancelled' }),
        },
      },
    })
    const app = await openZafraan()
    const others = within(screen.getByRole('list', { name: 'Other orders' }))
    expect(others.getAllByRole('button', { name: /^Withdraw order/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Withdraw order 41',
    ])
    await app.user.click(others.getByRole('button', { name: 'Withdraw order 41' }))
    expect(calls.some((call) => call.path.endsWith('/withdraw'))).toBe(false)
    await app.user.click(others.getByRole('button', { name: 'Withdraw, tell the kitchen' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/kitchen/orders/41/withdraw')).toBe(true))
  })

  test('with nothing at the pass it says so, and an order sent is asked for again at once', async () => {
    const { calls } = floorApi()
    const app = await openZafraan()
    expect(await screen.findByRole('heading', { name: 'Nothing is waiting at the pass' })).toBeTruthy()
    const asked = () => calls.filter((call) => call.path === '/api/facilities/restaurant/1/orders').length
    const before = asked()
    await app.user.click(screen.getByRole('button', { name: 'Counter' }))
    await app.user.click(screen.getByRole('button', { name: /Add Dal Makhani/ }))
    await app.user.click(screen.getByRole('button', { name: 'Send to kitchen' }))
    await waitFor(() => expect(asked()).toBeGreaterThan(before))
  })
})
