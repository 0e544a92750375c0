import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { Booking } from '../../../domain/contract/event-bookings'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'
import { booking, coupon, memberEvent, page, ticket } from '../office/events/fixtures'

const api = '/api/event-bookings'
const mySports = '/api/sports-activity/member/bookings'

beforeEach(() => {
  // Only the clock is fixed (10:00 in Delhi, 5 December 2026, a week before the evening); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-05T04:30:00.000Z'))
})
const booked = booking({
  booking_id: 40,
  ticket_count: 2,
  discount_paise: 24_000,
  total_paise: 216_000,
  coupon_code: 'WINTER10',
  tickets: [
    ticket({ ticketId: 601, code: 'T601.member-signed', holder_name: 'Vikram Malhotra' }),
    ticket({ ticketId: 602, code: 'T602.member-signed', short_code: 'R2D2C3PZ', holder_name: 'Rohan Kapoor' }),
  ],
})

describe('events in the member app', () => {
  test('the membership card links to Events and My bookings', async () => {
    stubApi({})
    storeRecord('member', memberRecord())
    const app = renderApp('/member')
    const links = within(await screen.findByRole('navigation', { name: 'Member app' }))
    expect(links.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/member/bookings')
    await app.user.click(links.getByRole('link', { name: 'Events' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/events'))
  })

  test('a member books two tickets with a coupon checked first, sees the total, and lands on the tickets', async () => {
    let bookings: unknown[] = []
    const { calls } = stubApi({
      [`GET ${api}/member/events/available`]: { json: page([memberEvent()]) },
      [`GET ${api}/member/events/7`]: { json: { success: true, event: memberEvent() } },
      [`POST ${api}/events/7/coupons/validate`]: (call) => {
        const { coupon_code, ticket_count } = call.body as { coupon_code: string; ticket_count: number }
        if (coupon_code !== 'WINTER10')
          return {
            status: 400,
            json: {
              message: `Coupon ${coupon_code} does not exist for this event`,
              code: 'coupon_invalid',
              valid: false,
              reason: 'unknown',
            },
          }
        const subtotal = 120_000 * ticket_count
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
      [`POST ${api}/member/bookings`]: () => {
        bookings = [booked]
        return { status: 201, json: { success: true, message: 'Booking created successfully', booking: booked } }
      },
      [`GET ${api}/member/bookings/40`]: { json: { success: true, booking: booked } },
      [`GET ${api}/member/my-bookings`]: () => ({ json: page(bookings) }),
      [`GET ${mySports}`]: { json: page([]) },
    })
    const success = vi.spyOn(toast, 'success')
    storeRecord('member', memberRecord())
    const app = renderApp('/member/events')
    await app.user.click(await screen.findByRole('link', { name: /Winter Social Evening/ }))
    const form = await screen.findByRole('form', { name: 'Book tickets' })
    expect(within(form).getByLabelText('Ticket 1 holder')).toHaveProperty('value', 'Vikram Malhotra')
    await app.user.click(within(form).getByRole('button', { name: /Add a ticket/ }))
    await app.user.type(within(form).getByLabelText('Ticket 2 holder'), 'Rohan Kapoor')
    await app.user.type(within(form).getByLabelText('Coupon code'), 'nope1')
    expect(await within(form).findByText('Coupon NOPE1 does not exist for this event')).toBeTruthy()
    await app.user.clear(within(form).getByLabelText('Coupon code'))
    await app.user.type(within(form).getByLabelText('Coupon code'), 'winter10')
    expect(await within(form).findByText('Coupon validated successfully: WINTER10 takes ₹240 off')).toBeTruthy()
    const price = within(form).getByLabelText('Price')
    expect(within(price).getByText('₹2,400')).toBeTruthy()
    expect(within(price).getByText('−₹240')).toBeTruthy()
    expect(within(price).getByText('₹2,160')).toBeTruthy()
    await app.user.click(within(form).getByRole('button', { name: 'Book 2 tickets' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/bookings/40'))
    expect(success).toHaveBeenCalledWith('Booking created successfully')
    expect(calls.find((call) => call.method === 'POST' && call.path === `${api}/member/bookings`)?.body).toEqual({
      event_id: 7,
      tickets: [{ holder_name: 'Vikram Malhotra' }, { holder_name: 'Rohan Kapoor' }],
      coupon_code: 'WINTER10',
    })
    expect(
      calls.find(
        (call) => call.path === `${api}/events/7/coupons/validate` && (call.body as { coupon_code: string }).coupon_code === 'WINTER10',
      )?.body,
    ).toEqual({ coupon_code: 'WINTER10', ticket_count: 2 })
    expect(await screen.findByRole('img', { name: 'Ticket QR code for Rohan Kapoor' })).toBeTruthy()

    await app.user.click(screen.getByRole('link', { name: /My bookings/ }))
    const list = await screen.findByRole('list', { name: 'Upcoming bookings' })
    expect(within(list).getByText(/2 tickets · ₹2,160/)).toBeTruthy()
  })

  test('a name error goes as soon as the name is typed, and the banner once every name it was about is given', async () => {
    const { calls } = stubApi({ [`GET ${api}/member/events/7`]: { json: { success: true, event: memberEvent() } } })
    storeRecord('member', memberRecord())
    const app = renderApp('/member/events/7')
    const form = await screen.findByRole('form', { name: 'Book tickets' })
    await app.user.clear(within(form).getByLabelText('Ticket 1 holder'))
    await app.user.click(within(form).getByRole('button', { name: /Add a ticket/ }))
    await app.user.click(within(form).getByRole('button', { name: 'Book 2 tickets' }))
    expect(within(form).getByRole('alert').textContent).toBe('Please give a name for each ticket.')
    expect(within(form).getByText('Ticket 1 holder name is required')).toBeTruthy()
    expect(within(form).getByText('Ticket 2 holder name is required')).toBeTruthy()

    await app.user.type(within(form).getByLabelText('Ticket 1 holder'), 'Vikram Malhotra')
    expect(within(form).queryByText('Ticket 1 holder name is required')).toBeNull()
    expect(within(form).getByLabelText('Ticket 1 holder').getAttribute('aria-invalid')).toBeNull()
    expect(within(form).getByText('Ticket 2 holder name is required')).toBeTruthy()
    expect(within(form).getByRole('alert')).toBeTruthy()

    // A new ticket is not wrong until the next submit; removing the first renumbers the error after it.
    await app.user.click(within(form).getByRole('button', { name: /Add a ticket/ }))
    await app.user.click(within(form).getByRole('button', { name: 'Remove ticket 1' }))
    expect(within(form).getByText('Ticket 1 holder name is required')).toBeTruthy()
    expect(within(form).queryByText(/Ticket 2 holder name is required/)).toBeNull()

    await app.user.type(within(form).getByLabelText('Ticket 1 holder'), 'Rohan Kapoor')
    expect(within(form).queryByText(/holder name is required/)).toBeNull()
    expect(within(form).queryByRole('alert')).toBeNull()

    await app.user.click(within(form).getByRole('button', { name: 'Book 2 tickets' }))
    expect(within(form).getByRole('alert').textContent).toBe('Please give a name for each ticket.')
    expect(within(form).getByText('Ticket 2 holder name is required')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  test('a member opens a booking from My bookings, sees each QR code, and cancels after confirming', async () => {
    let status: Booking['status'] = 'confirmed'
    const current = () =>
      booking({ ...booked, status, event_start_at: '2099-12-12T13:30:00.000Z', event_end_at: '2099-12-12T17:30:00.000Z' })
    const { calls } = stubApi({
      [`GET ${api}/member/my-bookings`]: () => ({ json: page([current()]) }),
      [`GET ${api}/member/bookings/40`]: () => ({ json: { success: true, booking: current() } }),
      [`GET ${mySports}`]: { json: page([]) },
      [`PATCH ${api}/member/bookings/40/cancel`]: () => {
        status = 'cancelled'
        return { json: { success: true, message: 'Booking cancelled successfully', booking: current() } }
      },
    })
    const success = vi.spyOn(toast, 'success')
    storeRecord('member', memberRecord())
    const app = renderApp('/member/bookings')
    await app.user.click(await screen.findByRole('link', { name: /Winter Social Evening/ }))
    const tickets = await screen.findByRole('list', { name: 'Tickets' })
    const qr = await within(tickets).findByRole('img', { name: 'Ticket QR code for Vikram Malhotra' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(within(tickets).getByRole('img', { name: 'Ticket QR code for Rohan Kapoor' })).toBeTruthy()
    // The short code beside each QR, for the door to type when the QR will not scan.
    expect(within(within(tickets).getByRole('listitem', { name: 'Ticket for Rohan Kapoor' })).getByText('R2D2-C3PZ')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
    await app.user.click(screen.getByRole('button', { name: 'Confirm cancel booking' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Booking cancelled successfully'))
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual([`${api}/member/bookings/40/cancel`])
    expect(await screen.findAllByText('This ticket was cancelled and will not open the door.')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })

  test('tickets saved on the phone open with their QR codes when the network is gone', async () => {
    stubApi({
      [`GET ${api}/member/my-bookings`]: { json: page([booked]) },
      [`GET ${api}/member/bookings/40`]: { json: { success: true, booking: booked } },
      [`GET ${mySports}`]: { json: page([]) },
    })
    storeRecord('member', memberRecord())
    const first = renderApp('/member/bookings')
    await screen.findByRole('list', { name: 'Upcoming bookings' })
    first.unmount()

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const app = renderApp('/member/bookings')
    expect(await screen.findByText(/Offline: showing your bookings as saved on this phone/)).toBeTruthy()
    await app.user.click(screen.getByRole('link', { name: /Winter Social Evening/ }))
    expect(await screen.findByText(/Offline: showing these tickets as saved on this phone on 5 December 2026 at 10:00 am/)).toBeTruthy()
    expect(screen.getByText('The QR codes below still open the door: they need no network.')).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'Ticket QR code for Vikram Malhotra' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Ticket QR code for Rohan Kapoor' })).toBeTruthy()
  })
})

describe('signing out of the member app', () => {
  test('takes the saved tickets off the phone', async () => {
    stubApi({ [`GET ${api}/member/my-bookings`]: { json: page([booked]) }, [`GET ${mySports}`]: { json: page([]) } })
    storeRecord('member', memberRecord())
    const first = renderApp('/member/bookings')
    await screen.findByRole('list', { name: 'Upcoming bookings' })
    expect(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('clubMember'))
        .sort(),
    ).toEqual(['clubMemberSports:M1001', 'clubMemberTickets:M1001'])
    first.unmount()

    const app = renderApp('/member')
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member-login'))
    expect(Object.keys(localStorage).some((key) => key.startsWith('clubMember'))).toBe(false)
  })
})
