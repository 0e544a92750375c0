import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { Availability } from '../../../domain/contract/sports-shapes'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'
import { activity, details } from '../office-sports/fixtures'

const api = '/api/sports-activity/member'

/** Badminton's day (06:00–22:00, one court) with the given hours taken. */
function day(date: string, taken: string[] = []): Availability {
  const hours = Array.from({ length: 16 }, (_, index) => String(6 + index).padStart(2, '0'))
  return {
    success: true,
    activity_id: 3,
    date,
    items: [{ item_id: 11, name: 'Court 1', status: 'available' }],
    slots: hours.map((hour) => ({
      start_time: `${hour}:00`,
      end_time: `${String(Number(hour) + 1).padStart(2, '0')}:00`,
      items: [{ item_id: 11, available: !taken.includes(hour) }],
    })),
  }
}
const everyHour = Array.from({ length: 16 }, (_, index) => String(6 + index).padStart(2, '0'))

/** The activity, and each day's availability as `takenOn(date)` says; the days asked for are recorded. */
function stubActivity(takenOn: (date: string) => string[] = () => []) {
  const asked: string[] = []
  stubApi({
    [`GET ${api}/activities/3`]: { json: details({ items: [details().items[0]!], activity: activity({ booking_window_days: 3 }) }) },
    [`GET ${api}/activities/3/availability`]: (call) => {
      const date = new URLSearchParams(call.path.split('?')[1]).get('date')!
      asked.push(date)
      return { json: day(date, takenOn(date)) }
    },
  })
  return asked
}

/** The club's clock at a time of day on Saturday 5 December 2026 (Delhi). */
const at = (time: string) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`2026-12-05T${time}:00+05:30`))
  storeRecord('member', memberRecord())
}

describe('the activity page opens on a day that can still be booked', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn() as unknown as Element['scrollIntoView']
  })

  test('late in the evening, with no slot left today, it opens on tomorrow and says why', async () => {
    at('21:30')
    const asked = stubActivity()
    renderApp('/member/sports/3')
    // The first page of the file loads the member app's code, then reads two days: give it time on a busy machine.
    const date = await screen.findByLabelText('Date', {}, { timeout: 15_000 })
    expect(date).toHaveProperty('value', '2026-12-06')
    expect(screen.getByText('No slots left to book today: showing Sun, 6 Dec, 2026, the first day with one.').getAttribute('role')).toBe(
      'status',
    )
    // Tomorrow's grid starts at its first slot: nothing has started yet, so nothing is folded away.
    const grid = await screen.findByRole('table')
    expect(within(grid).getByRole('button', { name: 'Court 1, 6:00 am – 7:00 am, free' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /already started/ })).toBeNull()
    expect(asked.slice(0, 2)).toEqual(['2026-12-05', '2026-12-06'])
  })

  test('with today and tomorrow booked out, it opens on the first day with a free slot', async () => {
    at('10:00')
    stubActivity((date) => (date <= '2026-12-06' ? everyHour : ['06', '07']))
    renderApp('/member/sports/3')
    expect(await screen.findByLabelText('Date')).toHaveProperty('value', '2026-12-07')
    expect(await screen.findByText('No slots left to book today: showing Mon, 7 Dec, 2026, the first day with one.')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Court 1, 8:00 am – 9:00 am, free' })).toBeTruthy()
  })

  test('with a slot left today, it opens on today, the slots already started folded away', async () => {
    at('10:00')
    const asked = stubActivity()
    const app = renderApp('/member/sports/3')
    expect(await screen.findByLabelText('Date')).toHaveProperty('value', '2026-12-05')
    const grid = await screen.findByRole('table')
    expect(screen.queryByText(/No slots left to book today/)).toBeNull()
    expect(within(grid).getAllByRole('row')[1]!.textContent).toMatch(/^11:00 am/)
    expect(screen.getByRole('button', { name: 'Show the 5 slots already started' })).toBeTruthy()
    expect(asked).not.toContain('2026-12-06')

    // A day the member picks stays picked.
    await app.user.clear(screen.getByLabelText('Date'))
    await app.user.type(screen.getByLabelText('Date'), '2026-12-07')
    await waitFor(() => expect(asked).toContain('2026-12-07'))
    expect(screen.queryByText(/No slots left to book today/)).toBeNull()
  })

  test('with nothing free in the whole booking window, it stays on today, which says every slot has gone', async () => {
    at('21:30')
    stubActivity(() => everyHour)
    renderApp('/member/sports/3')
    expect(await screen.findByLabelText('Date')).toHaveProperty('value', '2026-12-05')
    expect(await screen.findByText('Every slot of this day has started: choose another date.')).toBeTruthy()
  })
})
