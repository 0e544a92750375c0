import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { rupeesToPaise } from '../../../domain/money'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { dish, diningTable, managerMenu, restaurant, steward, stewardMenu } from './fixtures'

const manager = staffRecord({ role_id: 3, role_name: 'F&B Manager', user_id: 4 })

const entry = (_id: number, name: string, type: string) => ({
  _id,
  name,
  type,
  isActive: true,
  dish_count: 0,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
})
/** The menu categories' dropdowns (GET menu-categories/type/:type): the active entries of each list. */
const dropdowns = (
  lists: Record<string, string[]> = { category: ['Starters', 'Main course'], foodType: ['Veg', 'Non-Veg'], cuisine: ['North Indian'] },
) =>
  Object.fromEntries(
    Object.entries(lists).map(([type, names]) => [
      `GET /api/menu-categories/type/${type}`,
      {
        json: {
          success: true,
          data: names.map((name, index) => entry(index + 1, name, type)),
          options: names.map((name) => ({ label: name, value: name })),
        },
      },
    ]),
  )

describe('the restaurants office (/dashboard/restaurants)', () => {
  test('closing a restaurant sends PUT facilities/restaurant/:id with only isOpen', async () => {
    let isOpen = true
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurants': () => ({ json: { success: true, data: [restaurant({ isOpen })] } }),
      'PUT /api/facilities/restaurant/1': (call) => {
        isOpen = (call.body as { isOpen: boolean }).isOpen
        return { json: { success: true, message: 'Zafraan is now closed for orders', data: restaurant({ isOpen }) } }
      },
    })
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants')
    const toggle = await screen.findByRole('switch', { name: 'Zafraan open for orders' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    await app.user.click(toggle)
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Zafraan open for orders' }).getAttribute('aria-checked')).toBe('false'))
    expect(calls.filter((call) => call.method === 'PUT')).toMatchObject([{ path: '/api/facilities/restaurant/1', body: { isOpen: false } }])
  })

  test('a steward sees open and closed but no switch, and no button to add a restaurant', async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: stewardMenu } },
      'GET /api/facilities/restaurants': { json: { success: true, data: [restaurant({ isOpen: false })] } },
    })
    storeRecord('user', steward)
    renderApp('/dashboard/restaurants')
    const list = await screen.findByRole('list', { name: 'Restaurants' })
    expect(within(list).getByText('Closed')).toBeTruthy()
    expect(screen.queryByRole('switch')).toBeNull()
    expect(screen.queryByRole('link', { name: /New restaurant/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Take an order/ })).toBeTruthy()
  })

  test('a steward who opens the new-restaurant address is told at once, with no form to fill in', async () => {
    stubApi({ 'POST /api/getmenubyrole': { json: { result: stewardMenu } } })
    storeRecord('user', steward)
    renderApp('/dashboard/restaurants/new')
    expect(await screen.findByText('You cannot add restaurants')).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to the restaurants' })).toBeTruthy()
  })

  test("a list the server cannot give shows the spec's default when it gives no reason", async () => {
    // An empty 500, as a proxy in front of the server answers: not one of the server's own answers.
    stubApi({
      'POST /api/getmenubyrole': { json: { result: stewardMenu } },
      'GET /api/facilities/restaurants': () => new Response(null, { status: 500 }),
    })
    storeRecord('user', steward)
    renderApp('/dashboard/restaurants')
    expect(await screen.findByText('Failed to fetch restaurants')).toBeTruthy()
  })
})

describe('the menu item form', () => {
  test('rupees typed by people become whole paise, and anything else is refused', () => {
    expect(rupeesToPaise('450')).toBe(45_000)
    expect(rupeesToPaise('450.5')).toBe(45_050)
    expect(rupeesToPaise('₹1,250.75')).toBe(125_075)
    expect(rupeesToPaise('12.345')).toBeNull()
    expect(rupeesToPaise('-5')).toBeNull()
    expect(rupeesToPaise('abc')).toBeNull()
  })

  test('a new dish is sent with its price in paise', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurant/1': { json: { success: true, data: restaurant() } },
      'GET /api/facilities/restaurant/1/menu': { json: { success: true, restaurant_id: 1, menuItems: [dish()] } },
      ...dropdowns(),
      'POST /api/facilities/menu': {
        status: 201,
        json: { success: true, message: 'Menu item created successfully', data: dish({ _id: 14, menu_item_id: 14 }) },
      },
    })
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('button', { name: /Add dish/ }))
    const form = screen.getByRole('form', { name: 'New dish' })
    await app.user.type(within(form).getByLabelText('Name'), 'Paneer Tikka')
    await within(form).findByRole('option', { name: 'Starters' })
    await app.user.selectOptions(within(form).getByLabelText('Category'), 'Starters')
    await app.user.selectOptions(within(form).getByLabelText('Food type'), 'Veg')
    await app.user.type(within(form).getByLabelText('Price (₹)'), '485.50')
    await app.user.type(within(form).getByLabelText('Station'), 'Tandoor')
    await app.user.click(within(form).getByRole('button', { name: 'Add dish' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New dish' })).toBeNull())
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/facilities/menu')?.body).toEqual({
      restaurant_id: 1,
      name: 'Paneer Tikka',
      category: 'Starters',
      food_type: 'Veg',
      cuisine: null,
      price_paise: 48_550,
      is_veg: true,
      station: 'tandoor',
      is_available: true,
      tags: [],
    })
  })

  test('category, food type and cuisine are chosen from the active lists; a switched-off one the dish has stays, and a refusal shows beside it', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurant/1': { json: { success: true, data: restaurant() } },
      'GET /api/facilities/restaurant/1/menu': { json: { success: true, restaurant_id: 1, menuItems: [dish()] } },
      ...dropdowns({ category: ['Starters', 'Main course'], foodType: ['Veg', 'Non-Veg'], cuisine: [] }),
      'PUT /api/menu/11': {
        status: 400,
        json: {
          message: "category: 'Starters' is switched off in the Category list; choose an active one or switch it on under Menu categories",
          code: 'invalid_input',
          errors: [{ path: 'category', msg: "category: 'Starters' is switched off in the Category list" }],
        },
      },
    })
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Dal Makhani' }))
    const form = screen.getByRole('form', { name: 'Edit Dal Makhani' })
    const category = await within(form).findByRole('combobox', { name: 'Category' })
    await within(form).findByRole('option', { name: 'Mains (switched off)' })
    expect(category).toHaveProperty('value', 'Mains')
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Starters', 'Main course', 'Mains (switched off)'])
    expect(within(form).getByText('The cuisine list has no active entries; add them under Menu categories.')).toBeTruthy()
    await app.user.selectOptions(category, 'Starters')
    await app.user.click(within(form).getByRole('button', { name: 'Save dish' }))
    expect(await within(form).findByText(/'Starters' is switched off in the Category list/)).toBeTruthy()
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ category: 'Starters', food_type: 'Veg' })
  })

  test('a list that cannot be loaded says so beside its field and offers to try again', async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurant/1': { json: { success: true, data: restaurant() } },
      'GET /api/facilities/restaurant/1/menu': { json: { success: true, restaurant_id: 1, menuItems: [dish()] } },
      ...dropdowns({ category: ['Starters'], foodType: ['Veg'] }),
      'GET /api/menu-categories/type/cuisine': { status: 403, json: { message: 'Access denied', code: 'forbidden' } },
    })
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('button', { name: /Add dish/ }))
    const form = screen.getByRole('form', { name: 'New dish' })
    expect(await within(form).findByText('Access denied')).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('an invalid name and price are named on the form and nothing is sent', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurant/1': { json: { success: true, data: restaurant() } },
      'GET /api/facilities/restaurant/1/menu': { json: { success: true, restaurant_id: 1, menuItems: [dish()] } },
    })
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Dal Makhani' }))
    const form = screen.getByRole('form', { name: 'Edit Dal Makhani' })
    expect(within(form).getByLabelText('Price (₹)')).toHaveProperty('value', '420')
    await app.user.clear(within(form).getByLabelText('Name'))
    await app.user.clear(within(form).getByLabelText('Price (₹)'))
    await app.user.type(within(form).getByLabelText('Price (₹)'), '4.205')
    await app.user.click(within(form).getByRole('button', { name: 'Save dish' }))
    expect(within(form).getByText('Dish name is required')).toBeTruthy()
    expect(within(form).getByText('Must be a number')).toBeTruthy()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  test("the server's 400 for a field is shown beside that field", async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurant/1': { json: { success: true, data: restaurant() } },
      'GET /api/facilities/restaurant/1/menu': { json: { success: true, restaurant_id: 1, menuItems: [dish()] } },
      'PUT /api/menu/11': {
        status: 400,
        json: {
          message: 'station: grill is not a station of Main Kitchen',
          code: 'invalid_input',
          errors: [{ path: 'station', msg: 'station: grill is not a station of Main Kitchen' }],
        },
      },
    })
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Dal Makhani' }))
    const form = screen.getByRole('form', { name: 'Edit Dal Makhani' })
    await app.user.clear(within(form).getByLabelText('Station'))
    await app.user.type(within(form).getByLabelText('Station'), 'grill')
    await app.user.click(within(form).getByRole('button', { name: 'Save dish' }))
    const station = within(form).getByLabelText('Station')
    await waitFor(() => expect(station.getAttribute('aria-invalid')).toBe('true'))
    expect(within(form).getByText('Grill is not a station of Main Kitchen')).not.toBeNull()
    expect(within(form).getByRole('alert').textContent).toBe('Please correct the fields marked below.')
  })
})

describe('a name already taken', () => {
  test("the server's 409 marks the dish's name, not only the form's alert", async () => {
    const message = "Zafraan already has a dish called 'Dal Makhani'. Choose another name or edit that dish."
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurant/1': { json: { success: true, data: restaurant() } },
      'GET /api/facilities/restaurant/1/menu': { json: { success: true, restaurant_id: 1, menuItems: [dish()] } },
      'PUT /api/menu/11': { status: 409, json: { message, code: 'conflict', errors: [{ path: 'name', msg: message }] } },
    })
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Dal Makhani' }))
    const form = screen.getByRole('form', { name: 'Edit Dal Makhani' })
    await app.user.click(within(form).getByRole('button', { name: 'Save dish' }))
    const name = within(form).getByLabelText('Name')
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(within(form).getByText(message)).not.toBeNull()
    expect(within(form).getByRole('alert').textContent).toBe('Please correct the fields marked below.')
  })
})

describe('keyboard use of the restaurant page', () => {
  const stubRestaurant = () =>
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurant/1': { json: { success: true, data: restaurant() } },
      'GET /api/facilities/restaurant/1/menu': {
        json: { success: true, restaurant_id: 1, menuItems: [dish(), dish({ _id: 12, menu_item_id: 12, name: 'Paneer Tikka' })] },
      },
      'GET /api/facilities/restaurant/1/tables': { json: { success: true, data: [diningTable()] } },
    })

  test('the arrow keys move between the Menu and Tables tabs, and the tab chosen is kept in the address', async () => {
    stubRestaurant()
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    const menuTab = await screen.findByRole('tab', { name: 'Menu' })
    menuTab.focus()
    await app.user.keyboard('{ArrowRight}')
    const tablesTab = screen.getByRole('tab', { name: 'Tables' })
    expect(tablesTab.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tablesTab)
    expect(await screen.findByRole('button', { name: 'Delete table T1' })).toBeTruthy()
    expect(app.router.state.location.search).toBe('?tab=tables')
  })

  test('a form opened in place takes the focus, Escape closes it, and the focus goes back to its button', async () => {
    stubRestaurant()
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('tab', { name: 'Tables' }))
    await app.user.click(await screen.findByRole('button', { name: /Add table/ }))
    const form = screen.getByRole('form', { name: 'New table' })
    expect(document.activeElement).toBe(within(form).getByLabelText('Label'))
    await app.user.keyboard('{Escape}')
    expect(screen.queryByRole('form', { name: 'New table' })).toBeNull()
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/Add table/))
  })

  test('while one dish is being edited, the other dishes cannot be opened (what was typed would be lost)', async () => {
    stubRestaurant()
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Dal Makhani' }))
    expect(screen.getByRole('button', { name: 'Edit Paneer Tikka' })).toHaveProperty('disabled', true)
    await app.user.click(within(screen.getByRole('form', { name: 'Edit Dal Makhani' })).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Edit Paneer Tikka' })).toHaveProperty('disabled', false)
  })

  test('a delete waiting for confirmation has the focus on Confirm; Escape keeps the table and returns to Delete', async () => {
    stubRestaurant()
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    await app.user.click(await screen.findByRole('tab', { name: 'Tables' }))
    await app.user.click(await screen.findByRole('button', { name: 'Delete table T1' }))
    expect(document.activeElement?.textContent).toBe('Confirm delete')
    await app.user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Confirm delete' })).toBeNull()
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete table T1'))
  })
})

describe('switching a dish off mid-service', () => {
  test('the Available box moves at once, and moves back with the reason when the server refuses', async () => {
    let answer: (reply: { status: number; json: unknown }) => void = () => {}
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/facilities/restaurant/1': { json: { success: true, data: restaurant() } },
      'GET /api/facilities/restaurant/1/menu': { json: { success: true, restaurant_id: 1, menuItems: [dish()] } },
      'PUT /api/menu/11': () => new Promise((resolve) => (answer = resolve as never)),
    })
    storeRecord('user', manager)
    const app = renderApp('/dashboard/restaurants/1')
    const available = await screen.findByRole('checkbox', { name: 'Available' })
    expect(available).toHaveProperty('checked', true)
    await app.user.click(available)
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Available' })).toHaveProperty('checked', false))
    answer({ status: 500, json: { message: 'The menu could not be saved just now.', code: 'internal' } })
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Available' })).toHaveProperty('checked', true))
  })
})
