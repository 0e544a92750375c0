import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { describe, expect, test, vi } from 'vitest'
import { stubApi } from '../../helpers/fetch-stub'
import { renderApp } from '../../helpers/render-app'
import { storeRecord } from '../../helpers/sessions'
import { booking, bookingStats, clubEvent, coupon, eventsManager, failureWithoutBody, managerMenu } from './fixtures'

const api = '/api/event-bookings'

describe('a walk-in booking at the desk', () => {
  test('a guest books with a coupon checked live, pays by UPI, and the booking opens', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      [`GET ${api}/events/7`]: { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      [`POST ${api}/events/7/coupons/validate`]: (call) => {
        const { ticket_count } = call.body as { ticket_count: number }
        const subtotal = 150_000 * ticket_count
        return {
          json: {
            success: true,
            valid: true,
            message: 'Coupon validated successfully',
            coupon: coupon(),
            subtotal_paise: subtotal,
            discount_paise: subtotal / 10,
            total_paise: subtotal * 0.9,
          },
        }
      },
      [`POST ${api}/bookings`]: {
        status: 201,
        json: { success: true, message: 'Booking created successfully', booking: booking({ booking_id: 77, booking_type: 'guest' }) },
      },
      [`GET ${api}/bookings/77`]: { json: { success: true, booking: booking({ booking_id: 77, booking_type: 'guest' }) } },
    })
    const success = vi.spyOn(toast, 'success')
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/7/walk-in')
    const form = await screen.findByRole('form', { name: 'Walk-in booking' })
    await app.user.type(within(form).getByLabelText('Ticket 1 holder'), 'Sunita Rao')
    await app.user.click(within(form).getByRole('button', { name: /Add a ticket/ }))
    await app.user.type(within(form).getByLabelText('Ticket 2 holder'), 'Arjun Rao')
    await app.user.type(within(form).getByLabelText('Guest mobile (optional)'), '9811122233')
    await app.user.selectOptions(within(form).getByLabelText('Payment at the desk'), 'upi')
    await app.user.type(within(form).getByLabelText('Coupon code'), 'winter10')
    expect(await within(form).findByText('Coupon validated successfully: WINTER10 takes ₹300 off')).toBeTruthy()
    const price = within(form).getByLabelText('Price')
    expect(within(price).getByText('₹3,000')).toBeTruthy()
    expect(within(price).getByText('₹2,700')).toBeTruthy()
    await app.user.click(within(form).getByRole('button', { name: 'Book 2 tickets' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/events/bookings/77'))
    expect(success).toHaveBeenCalledWith('Booking created successfully')
    expect(calls.find((call) => call.method === 'POST' && call.path === `${api}/bookings`)?.body).toEqual({
      event_id: 7,
      booking_type: 'guest',
      payment_method: 'upi',
      contact_phone: '9811122233',
      tickets: [{ holder_name: 'Sunita Rao' }, { holder_name: 'Arjun Rao' }],
      coupon_code: 'WINTER10',
    })
    expect(calls.filter((call) => call.path === `${api}/events/7/coupons/validate`).at(-1)?.body).toEqual({
      coupon_code: 'WINTER10',
      ticket_count: 2,
      booking_type: 'guest',
    })
  })

  test("a used-up coupon is refused with the server's reason and nothing is booked", async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      [`GET ${api}/events/7`]: { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      [`POST ${api}/events/7/coupons/validate`]: {
        status: 400,
        json: { message: 'Coupon WINTER10 has been used up', code: 'coupon_invalid', valid: false, reason: 'used_up' },
      },
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/7/walk-in')
    const form = await screen.findByRole('form', { name: 'Walk-in booking' })
    await app.user.selectOptions(within(form).getByLabelText('Booking for'), 'member')
    await app.user.type(within(form).getByLabelText('Member ID'), 'm1001')
    await app.user.type(within(form).getByLabelText('Ticket 1 holder'), 'Vikram Malhotra')
    await app.user.type(within(form).getByLabelText('Coupon code'), 'WINTER10')
    expect(await within(form).findByText('Coupon WINTER10 has been used up')).toBeTruthy()
    await app.user.click(within(form).getByRole('button', { name: 'Book 1 ticket' }))
    expect(within(form).getByText('Check the coupon code, or clear it to book without one.')).toBeTruthy()
    expect(calls.some((call) => call.path === `${api}/bookings`)).toBe(false)
  })
})

describe('coupons of an event', () => {
  test('a flat coupon is sent in paise with its validity on the club clock', async () => {
    const { calls } = stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      [`GET ${api}/events/7`]: { json: { success: true, event: clubEvent(), booking_stats: bookingStats() } },
      [`GET ${api}/events/7/coupons`]: { json: { success: true, coupons: [] } },
      [`POST ${api}/events/7/coupons`]: (call) => ({
        status: 201,
        json: {
          success: true,
          message: 'Coupon created successfully',
          coupon: {
            coupon_id: 3,
            event_id: 7,
            code: 'EARLY',
            discount_type: 'flat',
            value: 25_000,
            max_uses: 50,
            uses_count: 0,
            uses_left: 50,
            valid_from: '2026-12-01T04:30:00.000Z',
            valid_to: '2026-12-10T18:29:00.000Z',
            ...(call.body as object),
          },
        },
      }),
    })
    storeRecord('user', eventsManager)
    const app = renderApp('/dashboard/events/7/coupons')
    const form = await screen.findByRole('form', { name: 'New coupon' })
    await app.user.type(within(form).getByLabelText('Code'), 'early')
    await app.user.selectOptions(within(form).getByLabelText('Discount'), 'flat')
    await app.user.type(within(form).getByLabelText('Amount off (₹)'), '250')
    await app.user.type(within(form).getByLabelText('Max uses'), '50')
    await app.user.type(within(form).getByLabelText('Valid from'), '2026-12-01T10:00')
    await app.user.type(within(form).getByLabelText('Valid to'), '2026-12-10T23:59')
    await app.user.click(within(form).getByRole('button', { name: 'Create coupon' }))
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === `${api}/events/7/coupons`)).toHaveLength(2))
    expect(calls.find((call) => call.method === 'POST' && call.path === `${api}/events/7/coupons`)?.body).toEqual({
      code: 'EARLY',
      discount_type: 'flat',
      value: 25_000,
      max_uses: 50,
      valid_from: '2026-12-01T10:00:00+05:30',
      valid_to: '2026-12-10T23:59:00+05:30',
    })
  })
})

describe('analytics', () => {
  test('the dashboard shows its totals in rupees and the chart with its table of figures', async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      [`GET ${api}/analytics/dashboard`]: {
        json: {
          success: true,
          data: {
            events: { total: 9, upcoming: 4, by_status: { published: 5, draft: 4 }, by_type: { social: 6, sports: 3 } },
            bookings: { total: 30, active: 27, cancelled: 3, tickets_sold: 64, revenue_paise: 9_650_000, due_at_desk_paise: 300_000 },
            bookings_per_day: [
              { date: '2026-11-20', bookings: 4, tickets: 9, revenue_paise: 1_200_000 },
              { date: '2026-11-21', bookings: 7, tickets: 15, revenue_paise: 2_100_000 },
            ],
            top_upcoming_events: [
              {
                event_id: 7,
                title: 'Winter Social Evening',
                start_at: '2026-12-12T13:30:00.000Z',
                capacity: 120,
                tickets_sold: 40,
                seats_left: 80,
              },
            ],
            as_of: '2026-11-22T06:00:00.000Z',
          },
        },
      },
    })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events/analytics')
    const totals = await screen.findByLabelText('Totals')
    expect(within(totals).getByText('₹96,500')).toBeTruthy()
    expect(within(totals).getByText('64')).toBeTruthy()
    expect(screen.getByRole('img', { name: /Bookings per day, last 30 days: Bookings up to 7; Tickets up to 15/ })).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Bookings per day, last 30 days' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual(['DayBookingsTickets', '20 Nov49', '21 Nov715'])
    expect(screen.getByRole('link', { name: 'Winter Social Evening' })).toBeTruthy()
  })

  test("a failed dashboard says 'Failed to fetch analytics'", async () => {
    stubApi({ 'POST /api/getmenubyrole': { json: { result: managerMenu } }, [`GET ${api}/analytics/dashboard`]: failureWithoutBody })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events/analytics')
    expect(await screen.findByText('Failed to fetch analytics')).toBeTruthy()
  })

  test("an event's live figures show booked, checked in and inside now, with check-ins by hour", async () => {
    stubApi({
      'POST /api/getmenubyrole': { json: { result: managerMenu } },
      [`GET ${api}/events/7/stats`]: {
        json: {
          success: true,
          data: {
            event_id: 7,
            title: 'Winter Social Evening',
            status: 'published',
            start_at: '2026-12-12T13:30:00.000Z',
            end_at: '2026-12-12T17:30:00.000Z',
            capacity: 120,
            booked: 40,
            checked_in: 25,
            inside_now: 21,
            seats_left: 80,
            cancelled_tickets: 2,
            bookings: { total: 20, confirmed: 18, attended: 0, no_show: 0, cancelled: 2 },
            revenue_paise: 4_800_000,
            check_ins_by_hour: [
              { hour: '2026-12-12 19:00', entries: 18, exits: 2 },
              { hour: '2026-12-12 20:00', entries: 7, exits: 2 },
            ],
            as_of: '2026-12-12T15:00:00.000Z',
          },
        },
      },
    })
    storeRecord('user', eventsManager)
    renderApp('/dashboard/events/7/stats')
    const figures = await screen.findByLabelText('Live figures')
    expect(within(figures).getByText('40 of 120')).toBeTruthy()
    expect(within(figures).getByText('25')).toBeTruthy()
    expect(within(figures).getByText('21')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Check-ins by hour' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['HourEntriesExits', '19:00182', '20:0072'])
  })
})
