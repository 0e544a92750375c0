import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { inOneHour, storeRecord } from '../helpers/sessions'
import type { SportsBookingDetails, SportsInvoice } from '../../../domain/contract/sports-bookings'
import { activity, CLUB_NOW, page, sportsBooking, sportsDesk, sportsManagerMenu, sportsViewerMenu } from './fixtures'

const api = '/api/sports-activity'
const menu = (result: unknown) => ({ 'POST /api/getmenubyrole': { json: { result } } })
const activities = { [`GET ${api}/activities`]: { json: page([activity(), activity({ activity_id: 4, name: 'Swimming' })]) } }
const bookingCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith(`${api}/bookings?`))

const invoice = (invoiceNumber: string): SportsInvoice => ({
  invoice_number: invoiceNumber,
  issued_at: '2026-12-05T04:30:00.000Z',
  booking_id: 501,
  billed_to: { name: 'Vikram Malhotra', member_id: 'M1001', phone: null },
  lines: [{ description: 'Badminton, Court 1: 2026-12-06 18:00–19:00', quantity: 1, unit_price_paise: 80_000, amount_paise: 80_000 }],
  total_paise: 80_000,
  amount_paid_paise: 0,
  balance_paise: 0,
  payment_status: 'charged',
  status: 'confirmed',
})

const guestBooking = (overrides: Partial<SportsBookingDetails> = {}): SportsBookingDetails => ({
  ...sportsBooking({
    booking_id: 610,
    member_id: null,
    member_name: null,
    user_type: 'guest',
    contact_name: 'Rohan Kapoor',
    contact_phone: '9810011122',
    channel: 'reception',
    pricing_details: { unit_price_paise: 100_000, slot_count: 2, player_count: 2, user_type: 'guest', total_paise: 200_000 },
    payment: { status: 'due', method: null, amount_paid_paise: 50_000, balance_paise: 150_000 },
  }),
  history: [
    {
      from: null,
      to: 'confirmed',
      at: '2026-12-01T06:00:00.000Z',
      by: { kind: 'staff', user_id: 7, name: 'Arjun Mehta' },
      device: null,
      note: null,
    },
    {
      from: 'confirmed',
      to: 'checked_in',
      at: '2026-12-06T12:25:00.000Z',
      by: { kind: 'staff', user_id: 7, name: 'Arjun Mehta' },
      device: 'desk-tablet-1',
      note: null,
    },
  ],
  payments: [
    { payment_id: 1, amount_paise: 50_000, method: 'upi', reference: 'UPI-778', received_by: 7, received_at: '2026-12-01T06:01:00.000Z' },
  ],
  ...overrides,
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(CLUB_NOW)
  // The desk's session must outlive the fixed clock.
  storeRecord('user', { ...sportsDesk, expiresAt: inOneHour() })
})

describe('sports bookings (/dashboard/sports/bookings)', () => {
  test('lists bookings and sends the activity, status, member and date filters', async () => {
    const { calls } = stubApi({
      ...menu(sportsViewerMenu),
      ...activities,
      [`GET ${api}/bookings`]: { json: page([sportsBooking(), guestBooking()]) },
    })
    const app = renderApp('/dashboard/sports/bookings')
    const table = await screen.findByRole('table', { name: 'Sports bookings' })
    expect(within(table).getByRole('link', { name: '#501' }).getAttribute('href')).toBe('/dashboard/sports/bookings/501')
    expect(within(table).getByText('Vikram Malhotra (M1001)')).toBeTruthy()
    expect(within(table).getByText('Rohan Kapoor, guest')).toBeTruthy()
    expect(within(table).getByText('₹2,000')).toBeTruthy()
    const filters = screen.getByRole('search', { name: 'Find bookings' })
    await waitFor(() => expect(within(filters).getByRole('option', { name: 'Swimming' })).toBeTruthy())
    await app.user.selectOptions(within(filters).getByLabelText('Activity'), '4')
    await app.user.selectOptions(within(filters).getByLabelText('Status'), 'no_show')
    await app.user.type(within(filters).getByLabelText('Member ID'), 'm1001')
    await app.user.type(within(filters).getByLabelText('Date'), '2026-12-06')
    await waitFor(() => {
      const query = new URLSearchParams(bookingCalls(calls).at(-1)!.path.split('?')[1])
      expect(Object.fromEntries(query)).toEqual({
        activity_id: '4',
        status: 'no_show',
        member_id: 'M1001',
        date: '2026-12-06',
        page: '1',
        limit: '20',
      })
    })
  })

  test('no bookings, and a failure, say so', async () => {
    stubApi({ ...menu(sportsViewerMenu), ...activities, [`GET ${api}/bookings`]: { json: page([]) } })
    const empty = renderApp('/dashboard/sports/bookings')
    expect(await screen.findByText('No bookings found')).toBeTruthy()
    empty.unmount()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    renderApp('/dashboard/sports/bookings')
    expect(await screen.findByText('Network error - please check your connection and try again')).toBeTruthy()
  })
})

describe('a sports booking (/dashboard/sports/bookings/:bookingId)', () => {
  test('shows its price, payment, history (who, device) and payments', async () => {
    stubApi({ ...menu(sportsManagerMenu), [`GET ${api}/bookings/610`]: { json: { success: true, booking: guestBooking() } } })
    renderApp('/dashboard/sports/bookings/610')
    expect(await screen.findByRole('heading', { level: 1, name: /Booking #610/ })).toBeTruthy()
    expect(screen.getByText('2 × ₹1,000 = ₹2,000')).toBeTruthy()
    expect(screen.getByText('Due, paid ₹500, balance ₹1,500')).toBeTruthy()
    const history = screen.getByRole('table', { name: 'Status history' })
    expect(within(history).getByText('Confirmed → Checked in')).toBeTruthy()
    expect(within(history).getByText('· device desk-tablet-1')).toBeTruthy()
    const payments = screen.getByRole('table', { name: 'Payments' })
    expect(within(payments).getByText('UPI-778')).toBeTruthy()
  })

  test('a payment is checked (amount, balance, method) before it is recorded', async () => {
    const { calls } = stubApi({
      ...menu(sportsManagerMenu),
      [`GET ${api}/bookings/610`]: { json: { success: true, booking: guestBooking() } },
      [`POST ${api}/bookings/610/payment`]: { json: { success: true, message: 'Payment recorded successfully', booking: guestBooking() } },
    })
    const success = vi.spyOn(toast, 'success')
    const app = renderApp('/dashboard/sports/bookings/610')
    const form = await screen.findByRole('form', { name: 'Record a payment' })
    expect(within(form).getByLabelText('Amount (₹)')).toHaveProperty('value', '1500')
    await app.user.clear(within(form).getByLabelText('Amount (₹)'))
    await app.user.click(within(form).getByRole('button', { name: 'Record payment' }))
    // the amount cleared and no method chosen: both are required
    expect(within(form).getAllByText('Required')).toHaveLength(2)
    await app.user.type(within(form).getByLabelText('Amount (₹)'), '2000')
    await app.user.click(within(form).getByRole('button', { name: 'Record payment' }))
    expect(within(form).getByText('Must be at most the balance of ₹1,500')).toBeTruthy()
    await app.user.clear(within(form).getByLabelText('Amount (₹)'))
    await app.user.type(within(form).getByLabelText('Amount (₹)'), '0')
    await app.user.click(within(form).getByRole('button', { name: 'Record payment' }))
    expect(within(form).getByText('Must be 1 or more')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/payment'))).toBe(false)

    await app.user.clear(within(form).getByLabelText('Amount (₹)'))
    await app.user.type(within(form).getByLabelText('Amount (₹)'), '1000.50')
    await app.user.selectOptions(within(form).getByLabelText('Method'), 'card')
    await app.user.type(within(form).getByLabelText('Reference (optional)'), 'SLIP-42')
    await app.user.click(within(form).getByRole('button', { name: 'Record payment' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Payment recorded successfully'))
    expect(calls.find((call) => call.path === `${api}/bookings/610/payment`)?.body).toEqual({
      amount_paise: 100_050,
      method: 'card',
      reference: 'SLIP-42',
    })
  })

  test("the server's refusal of a payment is shown on the form", async () => {
    stubApi({
      ...menu(sportsManagerMenu),
      [`GET ${api}/bookings/610`]: { json: { success: true, booking: guestBooking() } },
      [`POST ${api}/bookings/610/payment`]: {
        status: 400,
        json: {
          message: 'amount_paise: must be at most the balance of ₹1,000',
          code: 'invalid_input',
          errors: [{ path: 'amount_paise', msg: 'must be at most the balance of ₹1,000' }],
        },
      },
    })
    const app = renderApp('/dashboard/sports/bookings/610')
    const form = await screen.findByRole('form', { name: 'Record a payment' })
    await app.user.selectOptions(within(form).getByLabelText('Method'), 'cash')
    await app.user.click(within(form).getByRole('button', { name: 'Record payment' }))
    expect(await within(form).findByText('Must be at most the balance of ₹1,000')).not.toBeNull()
    expect(within(form).getByRole('alert').textContent).toBe('Please correct the fields marked below.')
  })

  test('a charged member booking offers no payment; its invoice is issued and its PDF fetched with the staff token', async () => {
    let invoiceNumber: string | null = null
    const { calls } = stubApi({
      ...menu(sportsManagerMenu),
      [`GET ${api}/bookings/501`]: () => ({
        json: { success: true, booking: { ...sportsBooking({ invoice_number: invoiceNumber }), history: [], payments: [] } },
      }),
      [`POST ${api}/bookings/501/invoice`]: () => {
        invoiceNumber = 'SI-2026-000501'
        return { status: 201, json: { success: true, message: 'Invoice generated successfully', invoice: invoice(invoiceNumber) } }
      },
      [`GET ${api}/bookings/501/invoice`]: () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    })
    const createObjectURL = vi.fn(() => 'blob:invoice')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const app = renderApp('/dashboard/sports/bookings/501')
    await screen.findByRole('heading', { level: 1, name: /Booking #501/ })
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull()
    expect(screen.getByText('No payments recorded.')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Issue invoice' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-SI-2026-000501.pdf')
    const pdf = calls.find((call) => call.path === `${api}/bookings/501/invoice?format=pdf`)
    expect(pdf?.headers['x-auth-token']).toBe('staff-token')
    expect(await screen.findByRole('button', { name: 'Invoice SI-2026-000501 (PDF)' })).toBeTruthy()
  })

  test('staff set any status with a reason', async () => {
    const { calls } = stubApi({
      ...menu(sportsManagerMenu),
      [`GET ${api}/bookings/501`]: { json: { success: true, booking: { ...sportsBooking(), history: [], payments: [] } } },
      [`PATCH ${api}/bookings/501/status`]: {
        json: { success: true, message: 'Booking status updated successfully', booking: sportsBooking({ status: 'no_show' }) },
      },
    })
    const app = renderApp('/dashboard/sports/bookings/501')
    const form = await screen.findByRole('form', { name: 'Booking status' })
    await app.user.selectOptions(within(form).getByLabelText('Status'), 'no_show')
    await app.user.type(within(form).getByLabelText('Reason (optional)'), 'Did not come')
    await app.user.click(within(form).getByRole('button', { name: 'Update status' }))
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'no_show', reason: 'Did not come' }))
  })

  test('a booking that cannot be read says so', async () => {
    stubApi({
      ...menu(sportsManagerMenu),
      [`GET ${api}/bookings/9`]: { status: 404, json: { message: 'Booking 9 was not found', code: 'not_found' } },
    })
    renderApp('/dashboard/sports/bookings/9')
    expect(await screen.findByText('Booking not found.')).toBeTruthy()
  })
})
