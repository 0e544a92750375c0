import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { describe, expect, test, vi } from 'vitest'
import type { Booking } from '../../../../domain/contract/event-bookings'
import { stubApi } from '../../helpers/fetch-stub'
import { renderApp } from '../../helpers/render-app'
import { storeRecord } from '../../helpers/sessions'
import {
  booking,
  bookingStats,
  clubEvent,
  coupon,
  eventBookingsPage,
  eventsManager,
  failureWithoutBody,
  managerMenu,
  page,
  scanResult,
  ticket,
  viewerMenu,
} from './fixtures'

describe('an event and its bookings (/dashboard/events/:eventId)', () => {
  test('shows the booking figures and the bookings, each linked to its page', async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: viewerMenu } },
      'GET /api/event-bookings/events/7': { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      'GET /api/event-bookings/events/7/bookings': { json: eventBookingsPage(7, [booking()]) },
    })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events/7')
    const stats = await screen.findByLabelText('Booking figures')
    expect(within(stats).getByText('40 of 120')).toBeTruthy()
    expect(within(stats).getByText('₹48,000')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Bookings for Winter Social Evening' })
    expect(within(table).getByRole('link', { name: '#31' }).getAttribute('href')).toBe('/dashboard/events/bookings/31')
    expect(within(table).getByText('₹2,400')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()
  })
})

describe('a booking (/dashboard/events/bookings/:bookingId)', () => {
  test('lists its tickets with holder, status and check-in', async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/bookings/31': {
        json: {
          success: true,
          booking: booking({
            tickets: [
              ticket({ status: 'checked_in', is_inside: true, checked_in_at: '2026-12-12T14:05:00.000Z' }),
              ticket({ ticketId: 502, holder_name: 'Anjali Malhotra' }),
            ],
          }),
        },
      },
    })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events/bookings/31')
    const tickets = await screen.findByRole('table', { name: 'Tickets' })
    const [first, second] = within(tickets).getAllByRole('row').slice(1)
    expect(within(first!).getByText('Vikram Malhotra')).toBeTruthy()
    expect(within(first!).getByText('Checked in')).toBeTruthy()
    expect(within(first!).getByText('12 December 2026 at 7:35 pm')).toBeTruthy()
    expect(within(first!).getByRole('button', { name: 'Check out Vikram Malhotra' })).toBeTruthy()
    expect(within(second!).getByRole('button', { name: 'Check in Anjali Malhotra' })).toBeTruthy()
  })

  test("cancelling asks first, sends the reason, and says 'Booking cancelled successfully'", async () => {
    let status: Booking['status'] = 'confirmed'
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/bookings/31': () => ({ json: { success: true, booking: booking({ status }) } }),
      'PATCH /api/event-bookings/bookings/31/cancel': () => {
        status = 'cancelled'
        return { json: { success: true, message: 'Booking cancelled successfully', booking: booking({ status }) } }
      },
    })
    const success = vi.spyOn(toast, 'success')
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/bookings/31')
    await app.user.type(await screen.findByLabelText('Reason for cancelling (optional)'), 'Family emergency')
    await app.user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
    await app.user.click(screen.getByRole('button', { name: 'Confirm cancel booking' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking cancelled successfully'))
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/event-bookings/bookings/31/cancel',
      body: { reason: 'Family emergency' },
    })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull())
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull()
  })

  test("a refused cancel shows the server's reason, else the spec's default", async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/bookings/31': { json: { success: true, booking: booking() } },
      'PATCH /api/event-bookings/bookings/31/cancel': failureWithoutBody,
    })
    const failure = vi.spyOn(toast, 'error')
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/bookings/31')
    await app.user.click(await screen.findByRole('button', { name: 'Cancel booking' }))
    await app.user.click(screen.getByRole('button', { name: 'Confirm cancel booking' }))
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to cancel booking'))
  })

  test('a ticket is checked in on its own, and several at once with bulk check-in', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/bookings/31': {
        json: {
          success: true,
          booking: booking({
            tickets: [
              ticket(),
              ticket({ ticketId: 502, holder_name: 'Anjali Malhotra' }),
              ticket({ ticketId: 503, holder_name: 'Kabir Malhotra' }),
            ],
          }),
        },
      },
      'PATCH /api/event-bookings/bookings/31/checkin/501': {
        json: {
          success: true,
          message: 'Attendee checked in successfully',
          result: scanResult(),
          ticket: ticket({ status: 'checked_in', is_inside: true, checked_in_at: '2026-12-12T13:40:00.000Z' }),
        },
      },
      'PATCH /api/event-bookings/bookings/31/bulk-checkin': {
        json: {
          success: true,
          message: 'Attendees checked in successfully',
          checked_in: 2,
          results: [
            scanResult({ ticketId: 502, holder_name: 'Anjali Malhotra' }),
            scanResult({ ticketId: 503, holder_name: 'Kabir Malhotra' }),
          ],
          tickets: [ticket({ ticketId: 502, status: 'checked_in' }), ticket({ ticketId: 503, status: 'checked_in' })],
        },
      },
    })
    const success = vi.spyOn(toast, 'success')
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/bookings/31')
    await app.user.click(await screen.findByRole('button', { name: 'Check in Vikram Malhotra' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Attendee checked in successfully'))
    await app.user.click(screen.getByLabelText('Select Anjali Malhotra'))
    await app.user.click(screen.getByLabelText('Select Kabir Malhotra'))
    await app.user.click(screen.getByRole('button', { name: 'Check in selected (2)' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Attendees checked in successfully'))
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { path: '/api/event-bookings/bookings/31/checkin/501', body: { type: 'entry' } },
      { path: '/api/event-bookings/bookings/31/bulk-checkin', body: { ticketIds: [502, 503] } },
    ])
  })

  test('the status is changed with PATCH bookings/{id}/status', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/bookings/31': { json: { success: true, booking: booking() } },
      'PATCH /api/event-bookings/bookings/31/status': {
        json: { success: true, message: 'Booking status updated successfully', booking: booking({ status: 'no_show' }) },
      },
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/bookings/31')
    await app.user.selectOptions(await screen.findByLabelText('Status'), 'no_show')
    await app.user.click(screen.getByRole('button', { name: 'Update status' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        path: '/api/event-bookings/bookings/31/status',
        body: { status: 'no_show' },
      }),
    )
  })

  test('the receipt is fetched with the token header as a file and saved', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/bookings/31': { json: { success: true, booking: booking() } },
      'GET /api/event-bookings/bookings/31/receipt': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    })
    const createObjectURL = vi.fn(() => 'blob:receipt')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const failure = vi.spyOn(toast, 'error')
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/bookings/31')
    await app.user.click(await screen.findByRole('button', { name: 'Receipt (PDF)' }))
    await waitFor(() => expect(failure.mock.calls.concat(click.mock.calls.length ? [['clicked']] : [])).toEqual([['clicked']]))
    expect(calls.find((call) => call.path === '/api/event-bookings/bookings/31/receipt')?.headers['x-auth-token']).toBe('staff-token')
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('receipt-31.pdf')
  })
})

describe('a guest pays at the desk (/dashboard/events/bookings/:bookingId)', () => {
  test('a booking left to pay offers the payment; recording it sends the method and shows it paid', async () => {
    let payment: Pick<Booking, 'payment_status' | 'payment_method'> = { payment_status: 'due', payment_method: null }
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/bookings/31': () => ({
        json: { success: true, booking: booking({ booking_type: 'guest', member_id: null, ...payment }) },
      }),
      'PATCH /api/event-bookings/bookings/31/payment': () => {
        payment = { payment_status: 'paid', payment_method: 'upi' }
        return { json: { success: true, message: 'Payment recorded successfully', booking: booking(payment) } }
      },
    })
    const success = vi.spyOn(toast, 'success')
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/bookings/31')
    const form = await screen.findByRole('form', { name: 'Record payment' })
    await app.user.selectOptions(within(form).getByLabelText(/^Paid ₹/), 'upi')
    await app.user.click(within(form).getByRole('button', { name: 'Record payment' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Payment recorded successfully'))
    expect(calls.find((call) => call.path.endsWith('/payment'))?.body).toEqual({ payment_method: 'upi' })
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record payment' })).toBeNull())
  })

  test("a member's booking, on the account, offers no desk payment", async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/bookings/31': {
        json: { success: true, booking: booking({ payment_status: 'charged', payment_method: 'member_account' }) },
      },
    })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events/bookings/31')
    await screen.findByRole('table', { name: 'Tickets' })
    expect(screen.queryByRole('form', { name: 'Record payment' })).toBeNull()
  })
})

describe('coupons of an event (/dashboard/events/:eventId/coupons)', () => {
  test('lists the event\u2019s coupons with their uses and state; a new one joins the list', async () => {
    const coupons = [coupon({ state: 'active' })]
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/events/7': { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      'GET /api/event-bookings/events/7/coupons': () => ({ json: { success: true, coupons } }),
      'POST /api/event-bookings/events/7/coupons': (call) => {
        const body = call.body as { code: string }
        const created = coupon({ coupon_id: 4, code: body.code, uses_count: 0, uses_left: 50, state: 'scheduled' })
        coupons.unshift(created)
        return { status: 201, json: { success: true, message: 'Coupon created successfully', coupon: created } }
      },
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/7/coupons')
    const list = await screen.findByRole('list', { name: 'Coupons' })
    expect(within(list).getByText('WINTER10')).toBeTruthy()
    expect(within(list).getByText(/used 12 of 50/)).toBeTruthy()
    expect(within(list).getByText(/Active/)).toBeTruthy()

    const form = screen.getByRole('form', { name: 'New coupon' })
    await app.user.type(within(form).getByLabelText('Code'), 'diwali5')
    await app.user.type(within(form).getByLabelText('Percent off'), '5')
    await app.user.type(within(form).getByLabelText('Max uses'), '20')
    await app.user.type(within(form).getByLabelText('Valid from'), '2026-12-01T10:00')
    await app.user.type(within(form).getByLabelText('Valid to'), '2026-12-10T10:00')
    await app.user.click(within(form).getByRole('button', { name: 'Create coupon' }))
    expect(await within(screen.getByRole('list', { name: 'Coupons' })).findByText('DIWALI5')).toBeTruthy()
  })

  test('an event with no coupons says so; a failed list offers a retry', async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      'GET /api/event-bookings/events/7': { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      'GET /api/event-bookings/events/7/coupons': { json: { success: true, coupons: [] } },
    })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events/7/coupons')
    expect(await screen.findByText('No coupons yet')).toBeTruthy()
  })
})

describe('finding a booking (/dashboard/events/bookings)', () => {
  test('asks for three characters, then lists the matches, each linked to its booking', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: viewerMenu } },
      'GET /api/event-bookings/search/bookings': (call) => ({
        json: new URL(`http://club${call.path}`).searchParams.get('q') === 'malh' ? page([booking()]) : page([]),
      }),
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/bookings')
    expect(await screen.findByText('Search for a booking')).toBeTruthy()
    const box = screen.getByLabelText('Name, phone, member id or booking number')
    await app.user.type(box, 'ma')
    expect(screen.getByText('Search for a booking')).toBeTruthy()
    await app.user.type(box, 'lh')
    const table = await screen.findByRole('table', { name: 'Bookings matching malh' })
    expect(within(table).getByRole('link', { name: '#31' }).getAttribute('href')).toBe('/dashboard/events/bookings/31')
    expect(calls.some((call) => call.path.includes('q=ma&'))).toBe(false)

    await app.user.type(box, 'x')
    expect(await screen.findByText('No bookings match “malhx”')).toBeTruthy()
  })

  test('a booking number is searched from its first digit; two letters are not', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: viewerMenu } },
      'GET /api/event-bookings/search/bookings': (call) => ({
        json: new URL(`http://club${call.path}`).searchParams.get('q') === '7' ? page([booking({ booking_id: 7 })]) : page([]),
      }),
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/bookings')
    const box = await screen.findByLabelText('Name, phone, member id or booking number')
    expect(screen.getByText('At least 3 characters, or a booking number')).toBeTruthy()
    expect(screen.getByText(/Type a booking number, or at least 3 characters/)).toBeTruthy()

    await app.user.type(box, 'ab')
    await new Promise((resolve) => setTimeout(resolve, 400)) // past the search's pause
    expect(screen.getByText('Search for a booking')).toBeTruthy()
    expect(calls.some((call) => call.path.includes('/search/bookings'))).toBe(false)

    await app.user.clear(box)
    await app.user.type(box, '7')
    const table = await screen.findByRole('table', { name: 'Bookings matching 7' })
    expect(within(table).getByRole('link', { name: '#7' }).getAttribute('href')).toBe('/dashboard/events/bookings/7')
  })
})
