import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'
import { booking, page } from '../office/events/fixtures'
import { activity, sportsBooking } from '../office-sports/fixtures'

const events = '/api/event-bookings/member'
const sports = '/api/sports-activity/member'

beforeEach(() => {
  // 10:00 in Delhi on Saturday 5 December 2026; timers stay real for the user events.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-05T04:30:00.000Z'))
  storeRecord('member', memberRecord())
})

const winterEvening = booking({ booking_id: 40 }) // 12 December, 7 pm
const diwali = booking({
  booking_id: 12,
  event_title: 'Diwali Mela',
  event_start_at: '2026-11-08T12:30:00.000Z',
  event_end_at: '2026-11-08T16:30:00.000Z',
  event_image_url: null,
  status: 'attended',
})
const jazzTonight = booking({
  booking_id: 45,
  event_title: 'Jazz on the Lawn',
  event_start_at: '2026-12-05T13:30:00.000Z', // 7 pm today
  event_end_at: '2026-12-05T16:30:00.000Z',
  event_image_url: '/uploads/events/jazz.jpg',
})
const badmintonNow = sportsBooking({ booking_id: 501, booking_date: '2026-12-05', start_time: '09:30', end_time: '10:30' })
const squashTomorrow = sportsBooking({
  booking_id: 502,
  activity_id: 5,
  activity_name: 'Squash',
  item_name: 'Court A',
  booking_date: '2026-12-06',
  start_time: '07:00',
  end_time: '08:00',
})
const swimLastWeek = sportsBooking({ booking_id: 400, activity_name: 'Swimming', booking_date: '2026-11-28', status: 'completed' })

describe('My bookings', () => {
  test('events and sports in one list: upcoming soonest first (what is under way too), then the past, latest first', async () => {
    stubApi({
      [`GET ${events}/my-bookings`]: { json: page([winterEvening, diwali, jazzTonight]) },
      [`GET ${sports}/bookings`]: { json: page([squashTomorrow, swimLastWeek, badmintonNow]) },
      [`GET ${sports}/activities`]: { json: page([activity()]) },
    })
    renderApp('/member/bookings')
    const upcoming = await screen.findByRole('list', { name: 'Upcoming bookings' })
    const titles = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.member-list__title')?.textContent)
    expect(titles(upcoming)).toEqual(['Badminton', 'Jazz on the Lawn', 'Squash', 'Winter Social Evening'])
    expect(titles(screen.getByRole('list', { name: 'Past bookings' }))).toEqual(['Swimming', 'Diwali Mela'])
  })

  test("each event shows its picture (the placeholder when it has none), and opens the booking's tickets", async () => {
    stubApi({
      [`GET ${events}/my-bookings`]: { json: page([winterEvening, diwali, jazzTonight]) },
      [`GET ${sports}/bookings`]: { json: page([]) },
      [`GET ${sports}/activities`]: { json: page([]) },
    })
    renderApp('/member/bookings')
    const winter = (await screen.findByRole('link', { name: /Winter Social Evening/ })).querySelector('img')!
    expect(winter.getAttribute('src')).toBe('/images/events/winter-social-evening-960.webp')
    expect(winter.getAttribute('srcset')).toBe(
      '/images/events/winter-social-evening-480.webp 480w, /images/events/winter-social-evening-960.webp 960w',
    )
    expect(
      screen
        .getByRole('link', { name: /Jazz on the Lawn/ })
        .querySelector('img')!
        .getAttribute('src'),
    ).toBe('/uploads/events/jazz.jpg')
    expect(
      screen
        .getByRole('link', { name: /Diwali Mela/ })
        .querySelector('img')!
        .getAttribute('src'),
    ).toBe('/images/placeholder-960.webp')
    expect(screen.getByRole('link', { name: /Winter Social Evening/ }).getAttribute('href')).toBe('/member/bookings/40')
  })

  test('when one kind cannot be loaded, the other is still listed, and the failure says which', async () => {
    stubApi({
      [`GET ${events}/my-bookings`]: { status: 500, json: { message: 'boom', code: 'internal' } },
      [`GET ${sports}/bookings`]: { json: page([squashTomorrow]) },
      [`GET ${sports}/activities`]: { json: page([]) },
    })
    renderApp('/member/bookings')
    const failure = await screen.findByRole('alert')
    expect(within(failure).getByText('Your event bookings could not be loaded')).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Upcoming bookings' })).getByText('Squash')).toBeTruthy()
    expect(screen.queryByText('No bookings yet')).toBeNull()
  })
})
