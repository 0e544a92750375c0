import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { describe, expect, test, vi } from 'vitest'
import { stubApi, type RecordedCall } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { storeRecord } from '../helpers/sessions'
import { activity, details, item, page, sportsDesk, sportsManagerMenu, sportsViewerMenu, subcategory } from './fixtures'

const api = '/api/sports-activity'
const menu = (result: unknown) => ({ 'POST /api/getmenubyrole': { json: { result } } })
const categories = {
  [`GET ${api}/categories`]: {
    json: {
      success: true,
      categories: [
        { name: 'Racquet sports', activity_count: 2 },
        { name: 'Aquatics', activity_count: 1 },
      ],
    },
  },
}
/** The message shown under a field of a form, found by the field's label. */
const messageOf = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label).closest('.field')?.querySelector('.field__error')?.textContent
const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.path.startsWith(`${api}/activities?`))

describe('the sports activities list (/dashboard/sports)', () => {
  test('lists activities with category, who sees them, hours, items and price, with the staff token', async () => {
    const { calls } = stubApi({
      ...menu(sportsManagerMenu),
      ...categories,
      [`GET ${api}/activities`]: {
        json: page([
          activity(),
          activity({
            activity_id: 4,
            name: 'Swimming',
            category: 'Aquatics',
            is_public: false,
            status: 'maintenance',
            item_ids: [21],
            guest_price_paise: null,
            price_paise: 0,
          }),
        ]),
      },
    })
    storeRecord('user', sportsDesk)
    renderApp('/dashboard/sports')
    const list = await screen.findByRole('list', { name: 'Activities' })
    expect(within(list).getByRole('link', { name: 'Badminton' }).getAttribute('href')).toBe('/dashboard/sports/3')
    expect(within(list).getByText('Racquet sports · Public · 6:00 am – 10:00 pm · 2 items')).toBeTruthy()
    expect(within(list).getByText('₹800 a slot of 1 hour (guests ₹1,000)')).toBeTruthy()
    expect(within(list).getByText('Aquatics · Members only · 6:00 am – 10:00 pm · 1 item')).toBeTruthy()
    expect(within(list).getByText('Maintenance')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New activity' })).toBeTruthy()
    expect(listCalls(calls)[0]?.path).toBe(`${api}/activities?page=1&limit=20`)
    expect(listCalls(calls)[0]?.headers['x-auth-token']).toBe('staff-token')
  })

  test('search, category, status and public filters go to GET activities, back on page 1', async () => {
    const { calls } = stubApi({ ...menu(sportsViewerMenu), ...categories, [`GET ${api}/activities`]: { json: page([activity()]) } })
    storeRecord('user', sportsDesk)
    const app = renderApp('/dashboard/sports?page=2')
    await screen.findByRole('list', { name: 'Activities' })
    expect(screen.queryByRole('link', { name: 'New activity' })).toBeNull()
    const filters = screen.getByRole('search', { name: 'Find activities' })
    await waitFor(() => expect(within(filters).getAllByRole('option', { name: 'Aquatics' })).toHaveLength(1))
    await app.user.selectOptions(within(filters).getByLabelText('Category'), 'Aquatics')
    await app.user.selectOptions(within(filters).getByLabelText('Status'), 'active')
    await app.user.selectOptions(within(filters).getByLabelText('Shown to'), 'false')
    await app.user.type(within(filters).getByLabelText('Search'), 'pool')
    await waitFor(() => {
      const query = new URLSearchParams(listCalls(calls).at(-1)!.path.split('?')[1])
      expect(Object.fromEntries(query)).toEqual({
        search: 'pool',
        category: 'Aquatics',
        status: 'active',
        is_public: 'false',
        page: '1',
        limit: '20',
      })
    })
  })

  test('an empty list and a failing list each say so', async () => {
    stubApi({ ...menu(sportsViewerMenu), ...categories, [`GET ${api}/activities`]: { json: page([]) } })
    storeRecord('user', sportsDesk)
    const empty = renderApp('/dashboard/sports')
    expect(await screen.findByText('No activities found')).toBeTruthy()
    empty.unmount()

    stubApi({
      ...menu(sportsViewerMenu),
      ...categories,
      [`GET ${api}/activities`]: { status: 500, json: { message: 'db down', code: 'internal' } },
    })
    renderApp('/dashboard/sports')
    expect(await screen.findByText('Server error - please try again later.')).toBeTruthy()
  })
})

describe('the activity form', () => {
  test('every field is checked before sending, each message naming its field', async () => {
    const { calls } = stubApi({ ...menu(sportsManagerMenu), ...categories })
    storeRecord('user', sportsDesk)
    const app = renderApp('/dashboard/sports/new')
    const form = await screen.findByRole('form', { name: 'New activity' })
    await app.user.clear(within(form).getByLabelText('Opens'))
    await app.user.type(within(form).getByLabelText('Opens'), '7am')
    await app.user.clear(within(form).getByLabelText('Slot length (minutes)'))
    await app.user.type(within(form).getByLabelText('Slot length (minutes)'), '10')
    await app.user.type(within(form).getByLabelText('Guest price per slot (₹)'), '12.345')
    await app.user.clear(within(form).getByLabelText('Players, at most'))
    await app.user.type(within(form).getByLabelText('Players, at most'), '60')
    await app.user.clear(within(form).getByLabelText('Slots per booking, at most'))
    await app.user.type(within(form).getByLabelText('Slots per booking, at most'), '9')
    await app.user.clear(within(form).getByLabelText('Cancellation cut-off (minutes)'))
    await app.user.type(within(form).getByLabelText('Cancellation cut-off (minutes)'), '-5')
    await app.user.click(within(form).getByRole('button', { name: 'Create activity' }))
    expect(within(form).getByRole('alert').textContent).toBe('Please correct the fields marked below.')
    expect(messageOf(form, 'Name')).toBe('Name is required')
    expect(messageOf(form, 'Category')).toBe('Category is required')
    expect(messageOf(form, 'Opens')).toBe('Must be a time such as 18:30')
    expect(messageOf(form, 'Slot length (minutes)')).toBe('Must be 15 or more')
    expect(messageOf(form, 'Price per slot (₹)')).toBe('Required')
    expect(messageOf(form, 'Guest price per slot (₹)')).toBe('Must be a number')
    expect(messageOf(form, 'Players, at most')).toBe('Must be at most 50')
    expect(messageOf(form, 'Slots per booking, at most')).toBe('Must be at most 8')
    expect(messageOf(form, 'Cancellation cut-off (minutes)')).toBe('Must be 0 or more')
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith(api))).toBe(false)

    await app.user.clear(within(form).getByLabelText('Opens'))
    await app.user.type(within(form).getByLabelText('Opens'), '22:00')
    await app.user.clear(within(form).getByLabelText('Closes'))
    await app.user.type(within(form).getByLabelText('Closes'), '21:00')
    await app.user.click(within(form).getByRole('button', { name: 'Create activity' }))
    expect(messageOf(form, 'Closes')).toBe('Must be after open_time')

    await app.user.clear(within(form).getByLabelText('Closes'))
    await app.user.type(within(form).getByLabelText('Closes'), '22:10')
    await app.user.clear(within(form).getByLabelText('Slot length (minutes)'))
    await app.user.type(within(form).getByLabelText('Slot length (minutes)'), '30')
    await app.user.click(within(form).getByRole('button', { name: 'Create activity' }))
    expect(messageOf(form, 'Closes')).toBe('Must leave room for at least one slot after open_time')
  })

  test('a valid activity is created with prices in paise and times as HH:MM, then opens', async () => {
    const created = activity({ activity_id: 8, name: 'Squash' })
    const { calls } = stubApi({
      ...menu(sportsManagerMenu),
      ...categories,
      [`POST ${api}/activities`]: {
        status: 201,
        json: { success: true, message: 'Sports activity created successfully', activity: created },
      },
      [`GET ${api}/activities/8`]: { json: details({ activity: created, items: [] }) },
      [`GET ${api}/activities`]: { json: page([created]) },
    })
    const success = vi.spyOn(toast, 'success')
    storeRecord('user', sportsDesk)
    const app = renderApp('/dashboard/sports/new')
    const form = await screen.findByRole('form', { name: 'New activity' })
    await app.user.type(within(form).getByLabelText('Name'), 'Squash')
    await app.user.type(within(form).getByLabelText('Category'), 'Racquet sports')
    await app.user.clear(within(form).getByLabelText('Slot length (minutes)'))
    await app.user.type(within(form).getByLabelText('Slot length (minutes)'), '45')
    await app.user.type(within(form).getByLabelText('Price per slot (₹)'), '1,250.50')
    await app.user.type(within(form).getByLabelText('Guest price per slot (₹)'), '1500')
    await app.user.click(within(form).getByLabelText("Shown on the club's public site"))
    await app.user.click(within(form).getByRole('button', { name: 'Create activity' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/sports/8'))
    expect(success).toHaveBeenCalledWith('Sports activity created successfully')
    expect(calls.find((call) => call.method === 'POST' && call.path === `${api}/activities`)?.body).toEqual({
      name: 'Squash',
      category: 'Racquet sports',
      description: null,
      is_public: true,
      slot_minutes: 45,
      open_time: '06:00',
      close_time: '22:00',
      price_paise: 125_050,
      guest_price_paise: 150_000,
      max_players: 4,
      max_slots_per_booking: 2,
      booking_window_days: 14,
      cancel_cutoff_minutes: 120,
      image_url: null,
    })
  })

  test("the server's field messages land on their fields", async () => {
    stubApi({
      ...menu(sportsManagerMenu),
      ...categories,
      [`GET ${api}/activities/3`]: { json: details() },
      [`PUT ${api}/activities/3`]: {
        status: 400,
        json: {
          message: 'name: already used',
          code: 'invalid_input',
          errors: [{ path: 'name', msg: 'An activity named Badminton already exists' }],
        },
      },
    })
    storeRecord('user', sportsDesk)
    const app = renderApp('/dashboard/sports/3/edit')
    const form = await screen.findByRole('form', { name: 'Edit Badminton' })
    expect(within(form).getByLabelText('Price per slot (₹)')).toHaveProperty('value', '800')
    await app.user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(messageOf(form, 'Name')).toBe('An activity named Badminton already exists'))
    expect(within(form).getByRole('alert').textContent).toBe('Please correct the fields marked below.')
  })
})

describe('an activity’s page', () => {
  test('a missing activity says "Sports activity not found."', async () => {
    stubApi({
      ...menu(sportsManagerMenu),
      [`GET ${api}/activities/99`]: { status: 404, json: { message: 'Not found', code: 'not_found' } },
    })
    storeRecord('user', sportsDesk)
    renderApp('/dashboard/sports/99')
    expect(await screen.findByText('Sports activity not found.')).toBeTruthy()
  })

  test('status changes, items are added, edited and linked from another activity, subcategories added and deleted', async () => {
    const { calls } = stubApi({
      ...menu(sportsManagerMenu),
      ...categories,
      [`GET ${api}/activities/3`]: { json: details({ subcategories: [subcategory()] }) },
      [`GET ${api}/activities/3/items-enhanced`]: {
        json: {
          success: true,
          items: [
            {
              ...item(),
              bookings_today: 3,
              in_use_now: true,
              next_booking: {
                booking_id: 9,
                booking_date: '2026-12-05',
                start_time: '18:00',
                end_time: '19:00',
                contact_name: 'Vikram Malhotra',
              },
            },
          ],
        },
      },
      [`PATCH ${api}/activities/3/status`]: {
        json: { success: true, message: 'Sports activity status updated successfully', activity: activity({ status: 'maintenance' }) },
      },
      [`POST ${api}/items`]: {
        status: 201,
        json: { success: true, message: 'Item created successfully', item: item({ item_id: 13, name: 'Court 3' }) },
      },
      [`PUT ${api}/items/11`]: {
        json: { success: true, message: 'Item updated successfully', item: item({ name: 'Centre Court', status: 'maintenance' }) },
      },
      [`GET ${api}/activities`]: { json: page([activity(), activity({ activity_id: 6, name: 'Table Tennis' })]) },
      [`GET ${api}/activities/6/items`]: {
        json: {
          success: true,
          items: [item({ item_id: 31, name: 'Hall table 1', kind: 'table', activity_ids: [6] }), item({ item_id: 12, name: 'Court 2' })],
        },
      },
      [`POST ${api}/activities/3/link-items`]: {
        json: {
          success: true,
          message: 'Items linked successfully',
          activity_id: 3,
          item_ids: [11, 12, 31],
          items: [
            item(),
            item({ item_id: 12, name: 'Court 2' }),
            item({ item_id: 31, name: 'Hall table 1', kind: 'table', activity_ids: [3, 6] }),
          ],
        },
      },
      [`POST ${api}/activities/3/subcategories`]: {
        status: 201,
        json: {
          success: true,
          message: 'Subcategory created successfully',
          subcategory: subcategory({ sub_category_id: 6, name: 'Practice', price_paise: 60_000 }),
        },
      },
      [`DELETE ${api}/activities/3/subcategories/5`]: { json: { success: true, message: 'Subcategory deleted successfully' } },
    })
    storeRecord('user', sportsDesk)
    const app = renderApp('/dashboard/sports/3')
    await screen.findByRole('heading', { level: 1, name: /Badminton/ })
    expect(screen.getByText('₹800 members · ₹1,000 guests')).toBeTruthy()
    expect(await screen.findByText('3 bookings today · in use now · next 6:00 pm – 7:00 pm')).toBeTruthy()

    const status = screen.getByRole('form', { name: 'Activity status' })
    await app.user.selectOptions(within(status).getByLabelText('Status'), 'maintenance')
    await app.user.click(within(status).getByRole('button', { name: 'Update status' }))
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'maintenance' }))

    const addItem = screen.getByRole('form', { name: 'Add an item' })
    await app.user.click(within(addItem).getByRole('button', { name: 'Add item' }))
    expect(messageOf(addItem, 'New item name')).toBe('Name is required')
    await app.user.type(within(addItem).getByLabelText('New item name'), 'Court 3')
    await app.user.click(within(addItem).getByRole('button', { name: 'Add item' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.path === `${api}/items`)?.body).toEqual({
        activity_id: 3,
        name: 'Court 3',
        kind: 'court',
        description: null,
        status: 'available',
      }),
    )

    await app.user.click(screen.getByRole('button', { name: 'Edit Court 1' }))
    const editor = screen.getByRole('form', { name: 'Edit Court 1' })
    await app.user.clear(within(editor).getByLabelText('Item name'))
    await app.user.type(within(editor).getByLabelText('Item name'), 'Centre Court')
    await app.user.selectOptions(within(editor).getByLabelText('Item status'), 'maintenance')
    await app.user.click(within(editor).getByRole('button', { name: 'Save item' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Centre Court', kind: 'court', status: 'maintenance' }),
    )

    const link = screen.getByRole('form', { name: 'Link items of another activity' })
    await waitFor(() => expect(within(link).getByRole('option', { name: 'Table Tennis' })).toBeTruthy())
    await app.user.selectOptions(within(link).getByLabelText('Items of'), '6')
    await app.user.click(await within(link).findByLabelText('Hall table 1'))
    expect(within(link).queryByLabelText('Court 2')).toBeNull()
    await app.user.click(within(link).getByRole('button', { name: 'Link 1 item' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === `${api}/activities/3/link-items`)?.body).toEqual({ itemIds: [11, 12, 31] }),
    )

    const subcategories = screen.getByRole('list', { name: 'Subcategories' })
    expect(within(subcategories).getByText('₹1,200 a slot')).toBeTruthy()
    const addSub = screen.getByRole('form', { name: 'Add a subcategory' })
    await app.user.type(within(addSub).getByLabelText('Subcategory name'), 'Practice')
    await app.user.type(within(addSub).getByLabelText('Subcategory price per slot (₹)'), 'abc')
    await app.user.click(within(addSub).getByRole('button', { name: 'Add subcategory' }))
    expect(messageOf(addSub, 'Subcategory price per slot (₹)')).toBe('Must be a number')
    await app.user.clear(within(addSub).getByLabelText('Subcategory price per slot (₹)'))
    await app.user.type(within(addSub).getByLabelText('Subcategory price per slot (₹)'), '600')
    await app.user.click(within(addSub).getByRole('button', { name: 'Add subcategory' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === `${api}/activities/3/subcategories`)?.body).toEqual({
        name: 'Practice',
        description: null,
        price_paise: 60_000,
        is_active: true,
      }),
    )

    await app.user.click(within(subcategories).getByRole('button', { name: 'Delete Coaching' }))
    await app.user.click(within(subcategories).getByRole('button', { name: 'Confirm delete' }))
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === `${api}/activities/3/subcategories/5`)).toBe(true),
    )
  })

  test('a viewer sees the activity without the changing controls', async () => {
    stubApi({ ...menu(sportsViewerMenu), ...categories, [`GET ${api}/activities/3`]: { json: details() } })
    storeRecord('user', sportsDesk)
    renderApp('/dashboard/sports/3')
    await screen.findByRole('list', { name: 'Items' })
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Activity status' })).toBeNull())
    expect(screen.queryByRole('form', { name: 'Add an item' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete activity' })).toBeNull()
  })
})
