import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'
import { booking, memberEvent, page, ticket } from '../office/events/fixtures'
import { details, sportsBooking } from '../office-sports/fixtures'

const events = '/api/event-bookings/member'
const sports = '/api/sports-activity/member'

const family = () =>
  memberRecord({
    dependents: [
      { dependent_id: 1, dependent_code: 'M1001-1', name: 'Anjali Malhotra', relation: 'Spouse', date_of_birth: '1978-07-02' },
      { dependent_id: 2, dependent_code: 'M1001-2', name: 'Kabir Malhotra', relation: 'Son', date_of_birth: '2012-04-18' },
    ],
  })

beforeEach(() => {
  // 10:00 in Delhi on Saturday 5 December 2026; timers stay real for the user events.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-05T04:30:00.000Z'))
  storeRecord('member', family())
  // jsdom lays nothing out, so it has no scrollIntoView (the slot booking form calls it).
  Element.prototype.scrollIntoView = vi.fn() as unknown as Element['scrollIntoView']
})

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

describe("a dependent's own card", () => {
  test('each dependent on the card page opens their own card, with their own id and a QR code of it', async () => {
    stubApi({})
    const app = renderApp('/member')
    // The first page of the file loads the member app's code: give it time on a busy machine.
    const list = await screen.findByRole('region', { name: 'Dependents' }, { timeout: 15_000 })
    expect(within(list).getByText('M1001-2 · Son · born 18 April 2012')).toBeTruthy()
    await app.user.click(within(list).getByRole('link', { name: /Kabir Malhotra/ }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/dependents/2'))

    // The card page's own code may still be on its way: wait for its heading, not the card left behind.
    await screen.findByRole('heading', { level: 1, name: 'Kabir Malhotra' })
    const card = screen.getByRole('region', { name: 'New Friends Club' })
    expect(within(card).getByText('Family card')).toBeTruthy()
    expect(within(card).getByText('Kabir Malhotra')).toBeTruthy()
    expect(within(card).getByText('M1001-2')).toBeTruthy()
    expect(within(card).getByText('Vikram Malhotra (M1001) · Son')).toBeTruthy()
    const qr = (await within(card).findByRole('img', { name: 'Membership QR code for Kabir Malhotra (M1001-2)' })) as HTMLImageElement
    // The QR holds the dependent's id, drawn on the phone: not the member's.
    const svg = decodeURIComponent(qr.src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))
    const memberQr = await import('qrcode').then((QRCode) =>
      QRCode.toString('M1001-2', { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#0b2e22', light: '#ffffff' } }),
    )
    expect(svg).toBe(memberQr)
  })

  test('a dependent who is not on the membership gets no card', async () => {
    stubApi({})
    renderApp('/member/dependents/9')
    expect(await screen.findByText('Not on your membership')).toBeTruthy()
  })
})

describe('booking tickets for the family', () => {
  test('the member picks dependents beside the named tickets; each dependent ticket is sent with its id', async () => {
    const booked = booking({
      booking_id: 41,
      ticket_count: 2,
      total_paise: 240_000,
      tickets: [
        ticket({ ticketId: 611, holder_name: 'Kabir Malhotra', dependent_id: 2 }),
        ticket({ ticketId: 612, holder_name: 'Anjali Malhotra', dependent_id: 1 }),
      ],
    })
    const { calls } = stubApi({
      [`GET ${events}/events/7`]: { json: { success: true, event: memberEvent() } },
      [`POST ${events}/bookings`]: { status: 201, json: { success: true, message: 'Booking created successfully', booking: booked } },
      [`GET ${events}/bookings/41`]: { json: { success: true, booking: booked } },
      [`GET ${events}/my-bookings`]: { json: page([booked]) },
    })
    const app = renderApp('/member/events/7')
    const form = await screen.findByRole('form', { name: 'Book tickets' })
    const familyTickets = within(form).getByRole('group', { name: 'Family on your membership' })
    await app.user.click(within(familyTickets).getByRole('checkbox', { name: /Kabir Malhotra/ }))
    await app.user.click(within(familyTickets).getByRole('checkbox', { name: /Anjali Malhotra/ }))
    expect(within(form).getByRole('button', { name: 'Book 3 tickets' })).toBeTruthy()
    // Only the family goes: the member's own ticket can now be taken off.
    await app.user.click(within(form).getByRole('button', { name: 'Remove ticket 1' }))
    await app.user.click(within(form).getByRole('button', { name: 'Book 2 tickets' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/bookings/41'))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      event_id: 7,
      // In the membership's order, whatever the order they were picked in.
      tickets: [
        { holder_name: 'Anjali Malhotra', dependent_id: 1 },
        { holder_name: 'Kabir Malhotra', dependent_id: 2 },
      ],
    })
    const tickets = await screen.findByRole('list', { name: 'Tickets' })
    const kabir = within(tickets).getByRole('listitem', { name: 'Ticket for Kabir Malhotra' })
    expect(within(kabir).getByText('Son · M1001-2')).toBeTruthy()
    expect(await within(kabir).findByRole('img', { name: 'Ticket QR code for Kabir Malhotra' })).toBeTruthy()
  })

  test('with no dependent chosen, the member keeps at least one named ticket', async () => {
    stubApi({ [`GET ${events}/events/7`]: { json: { success: true, event: memberEvent() } } })
    const app = renderApp('/member/events/7')
    const form = await screen.findByRole('form', { name: 'Book tickets' })
    expect(within(form).queryByRole('button', { name: 'Remove ticket 1' })).toBeNull()
    const kabir = within(form).getByRole('checkbox', { name: /Kabir Malhotra/ })
    await app.user.click(kabir)
    await app.user.click(within(form).getByRole('button', { name: 'Remove ticket 1' }))
    await app.user.click(kabir)
    expect(within(form).getByLabelText('Ticket 1 holder')).toHaveProperty('value', 'Vikram Malhotra')
    expect(within(form).getByRole('button', { name: 'Book 1 ticket' })).toBeTruthy()
  })
})

describe('a sports slot for a dependent', () => {
  test('the member books a court for a dependent at the member price; My bookings says who plays', async () => {
    const forAnjali = sportsBooking({
      booking_id: 77,
      dependent_id: 1,
      contact_name: 'Anjali Malhotra',
      booking_date: '2026-12-05',
      start_time: '11:00',
      end_time: '12:00',
    })
    const { calls } = stubApi({
      [`GET ${sports}/activities/3`]: { json: details() },
      [`GET ${sports}/activities/3/availability`]: {
        json: {
          success: true,
          activity_id: 3,
          date: '2026-12-05',
          items: [{ item_id: 11, name: 'Court 1', status: 'available' }],
          slots: [{ start_time: '11:00', end_time: '12:00', items: [{ item_id: 11, available: true }] }],
        },
      },
      [`POST ${sports}/bookings`]: { status: 201, json: { success: true, message: 'Booking created successfully', booking: forAnjali } },
      [`GET ${sports}/bookings`]: { json: page([forAnjali]) },
      [`GET ${sports}/activities`]: { json: page([details().activity]) },
      [`GET ${events}/my-bookings`]: { json: page([]) },
    })
    const app = renderApp('/member/sports/3')
    await app.user.click(await screen.findByRole('button', { name: 'Court 1, 11:00 am – 12:00 pm, free' }))
    const form = await screen.findByRole('form', { name: 'Book a slot' })
    await app.user.click(within(form).getByRole('radio', { name: 'Anjali Malhotra (Spouse)' }))
    expect(within(within(form).getByLabelText('Price')).getByText('1 × ₹800')).toBeTruthy()
    await app.user.click(within(form).getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/bookings'))
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ user_type: 'member', dependent_id: 1 })
    const upcoming = await screen.findByRole('list', { name: 'Upcoming bookings' })
    expect(within(upcoming).getByText(/for Anjali Malhotra · ₹800/)).toBeTruthy()
  })
})
