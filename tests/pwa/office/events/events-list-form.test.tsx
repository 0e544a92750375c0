import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { describe, expect, test, vi } from 'vitest'
import { clubInstantOf, toClubLocalInput } from '../../../../pwa/office/events/event-form'
import type { ClubEvent } from '../../../../domain/contract/events'
import { stubApi } from '../../helpers/fetch-stub'
import { renderApp } from '../../helpers/render-app'
import { storeRecord } from '../../helpers/sessions'
import { bookingStats, clubEvent, eventsManager, managerMenu, page, viewerMenu, eventBookingsPage, failureWithoutBody } from './fixtures'

const eventsCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/event-bookings/events'))

describe('the events list (/dashboard/events)', () => {
  test('lists events with their seats, prices in rupees and status, and pages through them', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/events': (call) =>
        call.path.includes('page=2')
          ? { json: page([clubEvent({ event_id: 8, title: 'Quiz Night', featured: false })], { page: 2, total: 11, pages: 2 }) }
          : {
              json: page(
                [clubEvent(), clubEvent({ event_id: 9, title: 'Yoga at Dawn', status: 'draft', price_paise: 0, member_price_paise: null })],
                { total: 11, pages: 2 },
              ),
            },
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events')
    const list = await screen.findByRole('list', { name: 'Events' })
    expect(within(list).getByRole('link', { name: 'Winter Social Evening' })).toBeTruthy()
    expect(within(list).getByText(/40 of 120 booked · ₹1,500 \(members ₹1,200\)/)).toBeTruthy()
    expect(within(list).getByText(/Free/)).toBeTruthy()
    expect(within(list).getByText('Draft')).toBeTruthy()
    expect(screen.getByText('Page 1 of 2 · 11 events')).toBeTruthy()
    expect(eventsCalls(calls)[0]?.path).toBe('/api/event-bookings/events?page=1&limit=10')
    await app.user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('link', { name: 'Quiz Night' })).toBeTruthy()
    expect(eventsCalls(calls).at(-1)?.path).toBe('/api/event-bookings/events?page=2&limit=10')
  })

  test('filters are sent as the query of GET events, flags only when set, back on page 1', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: viewerMenu } },
      'GET /api/event-bookings/events': { json: page([clubEvent()]) },
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events?page=3')
    await screen.findByRole('list', { name: 'Events' })
    const filters = screen.getByRole('search', { name: 'Find events' })
    await app.user.selectOptions(within(filters).getByLabelText('Type'), 'sports')
    await app.user.selectOptions(within(filters).getByLabelText('Status'), 'published')
    await app.user.selectOptions(within(filters).getByLabelText('Visibility'), 'members')
    await app.user.type(within(filters).getByLabelText('From'), '2026-12-01')
    await app.user.type(within(filters).getByLabelText('To'), '2026-12-31')
    await app.user.click(within(filters).getByLabelText('Featured only'))
    await app.user.click(within(filters).getByLabelText('Upcoming only'))
    await waitFor(() => {
      const query = new URLSearchParams(eventsCalls(calls).at(-1)!.path.split('?')[1])
      expect(Object.fromEntries(query)).toEqual({
        event_type: 'sports',
        status: 'published',
        visibility: 'members',
        date_from: '2026-12-01',
        date_to: '2026-12-31',
        featured_only: 'true',
        upcoming_only: 'true',
        page: '1',
        limit: '10',
      })
    })
    expect(screen.queryByRole('link', { name: /New event/ })).toBeNull()
  })

  test('searching by title asks search/events once the term has 2 characters', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: viewerMenu } },
      'GET /api/event-bookings/events': { json: page([clubEvent()]) },
      'GET /api/event-bookings/search/events': { json: { success: true, data: [clubEvent({ event_id: 12, title: 'Diwali Mela' })] } },
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events')
    await screen.findByRole('list', { name: 'Events' })
    await app.user.type(screen.getByLabelText('Search titles'), 'Di')
    const found = await screen.findByRole('list', { name: 'Events found' })
    expect(within(found).getByRole('link', { name: 'Diwali Mela' })).toBeTruthy()
    expect(calls.filter((call) => call.path.startsWith('/api/event-bookings/search/events')).map((call) => call.path)).toEqual([
      '/api/event-bookings/search/events?q=Di',
    ])
  })

  test("an empty list says so, and a failed one shows the spec's default", async () => {
    stubApi({ 'POST /api/getmenubyrole': { json: { result: viewerMenu } }, 'GET /api/event-bookings/events': { json: page([]) } })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events')
    expect(await screen.findByText('No events found')).toBeTruthy()
  })

  test("a list the server cannot give shows 'Failed to fetch events'", async () => {
    stubApi({ 'POST /api/getmenubyrole': { json: { result: viewerMenu } }, 'GET /api/event-bookings/events': failureWithoutBody })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events')
    expect(await screen.findByText('Failed to fetch events')).toBeTruthy()
  })
})

describe('the event form', () => {
  test('times typed on the club clock are sent with +05:30 and read back the same way', () => {
    expect(clubInstantOf('2026-12-12T19:00')).toBe('2026-12-12T19:00:00+05:30')
    expect(clubInstantOf('tomorrow')).toBeNull()
    expect(toClubLocalInput('2026-12-12T13:30:00.000Z')).toBe('2026-12-12T19:00')
  })

  test("each wrong field is named with the contract's message and nothing is sent", async () => {
    const { calls } = stubApi({ 'POST /api/getmenubyrole': { json: { result: managerMenu } } })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/new')
    const form = await screen.findByRole('form', { name: 'New event' })
    await app.user.type(within(form).getByLabelText('Starts'), '2026-12-12T19:00')
    await app.user.type(within(form).getByLabelText('Ends'), '2026-12-12T18:00')
    await app.user.type(within(form).getByLabelText('Capacity'), '0')
    await app.user.type(within(form).getByLabelText('Price (₹)'), '1500')
    await app.user.type(within(form).getByLabelText('Member price (₹)'), '1800.555')
    await app.user.click(within(form).getByRole('button', { name: 'Create event' }))
    expect(await within(form).findByText('Title is required')).toBeTruthy()
    expect(within(form).getByText('Venue is required')).toBeTruthy()
    expect(within(form).getByText('Description is required')).toBeTruthy()
    // no type chosen: an empty field is required, whatever value the schema wanted
    expect(within(form).getByText('Required')).toBeTruthy()
    expect(within(form).getByText('Must be 1 or more')).toBeTruthy()
    expect(within(form).getByText('Must be a number')).toBeTruthy()
    expect(within(form).getByRole('alert').textContent).toBe('Please correct the fields marked below.')

    // The rules across fields are checked once each field is right on its own.
    await app.user.type(within(form).getByLabelText('Title'), 'New Year Gala')
    await app.user.selectOptions(within(form).getByLabelText('Type'), 'social')
    await app.user.type(within(form).getByLabelText('Venue'), 'Ballroom')
    await app.user.type(within(form).getByLabelText('Description'), 'Dinner and dancing.')
    await app.user.clear(within(form).getByLabelText('Capacity'))
    await app.user.type(within(form).getByLabelText('Capacity'), '200')
    await app.user.clear(within(form).getByLabelText('Member price (₹)'))
    await app.user.type(within(form).getByLabelText('Member price (₹)'), '1800')
    await app.user.click(within(form).getByRole('button', { name: 'Create event' }))
    expect(await within(form).findByText('Must be after start_at')).toBeTruthy()
    expect(within(form).getByText('Must not be more than price_paise')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/event-bookings'))).toBe(false)
  })

  test('a new event is sent with its prices in paise, its times on the club clock, its uploaded picture and highlights, then opened', async () => {
    const created = clubEvent({ event_id: 44, title: 'New Year Gala', status: 'draft' })
    const picture = '/uploads/events/k3v9x2m4q8r7t1w6-960.webp'
    const { calls } = stubApi({
      'POST /api/utility/upload/file': {
        status: 201,
        json: {
          url: '/uploads/events/k3v9x2m4q8r7t1w6.jpg',
          path: 'events/k3v9x2m4q8r7t1w6.jpg',
          name: 'gala.jpg',
          size: 52_000,
          type: 'image/jpeg',
          variants: [480, 960].map((width) => ({ width, url: `/uploads/events/k3v9x2m4q8r7t1w6-${width}.webp` })),
          display_url: picture,
        },
      },
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'POST /api/event-bookings/events': { status: 201, json: { success: true, message: 'Event created successfully', event: created } },
      'GET /api/event-bookings/events/44': { json: { success: true, event: created, booking_stats: bookingStats({ total_bookings: 0 }) } },
      'GET /api/event-bookings/events/44/bookings': { json: eventBookingsPage(44) },
    })
    storeRecord('user', eventsManager)
    const success = vi.spyOn(toast, 'success')
    const app = renderApp('/dashboard/events/new')
    const form = await screen.findByRole('form', { name: 'New event' })
    await app.user.type(within(form).getByLabelText('Title'), 'New Year Gala')
    await app.user.selectOptions(within(form).getByLabelText('Type'), 'social')
    await app.user.type(within(form).getByLabelText('Venue'), 'Ballroom')
    await app.user.type(within(form).getByLabelText('Starts'), '2026-12-31T21:00')
    await app.user.type(within(form).getByLabelText('Ends'), '2027-01-01T01:00')
    await app.user.type(within(form).getByLabelText('Capacity'), '200')
    await app.user.type(within(form).getByLabelText('Price (₹)'), '3,500.50')
    await app.user.type(within(form).getByLabelText('Member price (₹)'), '2500')
    await app.user.selectOptions(within(form).getByLabelText('Visibility'), 'members')
    await app.user.click(within(form).getByLabelText("Featured on the club's site"))
    await app.user.type(within(form).getByLabelText('Description'), 'Dinner and dancing.')
    await app.user.upload(within(form).getByLabelText('Picture'), new File(['jpeg bytes'], 'gala.jpg', { type: 'image/jpeg' }))
    expect((await within(form).findByRole('img', { name: 'Picture: the picture chosen' })).getAttribute('src')).toBe(picture)
    expect(calls.find((call) => call.path === '/api/utility/upload/file?folder=events')?.body).toBeInstanceOf(FormData)
    await app.user.type(within(form).getByLabelText('Highlights'), 'Live band{enter}{enter}Midnight fireworks')
    await app.user.click(within(form).getByRole('button', { name: 'Create event' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'New Year Gala' })).toBeTruthy()
    expect(success).toHaveBeenCalledWith('Event created successfully')
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/event-bookings/events')?.body).toEqual({
      title: 'New Year Gala',
      description: 'Dinner and dancing.',
      event_type: 'social',
      venue: 'Ballroom',
      start_at: '2026-12-31T21:00:00+05:30',
      end_at: '2027-01-01T01:00:00+05:30',
      capacity: 200,
      price_paise: 350_050,
      member_price_paise: 250_000,
      visibility: 'members',
      featured: true,
      image_url: picture,
      highlights: ['Live band', 'Midnight fireworks'],
    })
  })

  test("the server's 400 is shown beside its field, and the form says to correct it", async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/events/7': { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      'PUT /api/event-bookings/events/7': {
        status: 400,
        json: {
          message: 'capacity: must be at least 40: that many tickets are already booked',
          code: 'invalid_input',
          errors: [{ path: 'capacity', msg: 'capacity: must be at least 40: that many tickets are already booked' }],
        },
      },
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/7/edit')
    const form = await screen.findByRole('form', { name: 'Edit Winter Social Evening' })
    expect(within(form).getByLabelText('Price (₹)')).toHaveProperty('value', '1500')
    expect(within(form).getByLabelText('Starts')).toHaveProperty('value', '2026-12-12T19:00')
    await app.user.clear(within(form).getByLabelText('Capacity'))
    await app.user.type(within(form).getByLabelText('Capacity'), '20')
    await app.user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('Must be at least 40: that many tickets are already booked')).not.toBeNull()
    expect(within(form).getByRole('alert').textContent).toBe('Please correct the fields marked below.')
  })
})

describe('publishing and deleting an event', () => {
  test('a draft is published with PATCH events/{id}/publish', async () => {
    let status: ClubEvent['status'] = 'draft'
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/events/7': () => ({
        json: { success: true, event: clubEvent({ status }), booking_stats: bookingStats({ total_bookings: 0 }) },
      }),
      'GET /api/event-bookings/events/7/bookings': { json: eventBookingsPage(7) },
      'PATCH /api/event-bookings/events/7/publish': () => {
        status = 'published'
        return { json: { success: true, message: 'Event published successfully', event: clubEvent() } }
      },
    })
    storeRecord('user', eventsManager)
    const success = vi.spyOn(toast, 'success')
    const app = renderApp('/dashboard/events/7')
    await app.user.click(await screen.findByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Event published successfully'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull())
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(['/api/event-bookings/events/7/publish'])
  })

  test('deleting asks first, then DELETE events/{id} and back to the list', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/events/7': {
        json: {
          success: true,
          event: clubEvent({ status: 'draft' }),
          booking_stats: bookingStats({ total_bookings: 0, cancelled_bookings: 0 }),
        },
      },
      'GET /api/event-bookings/events/7/bookings': { json: eventBookingsPage(7) },
      'DELETE /api/event-bookings/events/7': {
        json: { success: true, message: 'Event deleted successfully', deleted: true, cancelled_bookings: 0 },
      },
      'GET /api/event-bookings/events': { json: page([]) },
    })
    storeRecord('user', eventsManager)
    const success = vi.spyOn(toast, 'success')
    const app = renderApp('/dashboard/events/7')
    await app.user.click(await screen.findByRole('button', { name: 'Delete Winter Social Evening' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    expect(screen.getByText('Delete Winter Social Evening? This cannot be undone.')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Confirm delete' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/events'))
    expect(success).toHaveBeenCalledWith('Event deleted successfully')
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/event-bookings/events/7'])
  })

  test("a failed publish shows the spec's default", async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/events/7': { json: { success: true, event: clubEvent({ status: 'draft' }), booking_stats: bookingStats() } },
      'GET /api/event-bookings/events/7/bookings': { json: eventBookingsPage(7) },
      'PATCH /api/event-bookings/events/7/publish': failureWithoutBody,
    })
    storeRecord('user', eventsManager)
    const failure = vi.spyOn(toast, 'error')
    const app = renderApp('/dashboard/events/7')
    await app.user.click(await screen.findByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to publish event'))
  })
})
