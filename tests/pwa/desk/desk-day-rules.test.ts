import { describe, expect, it } from 'vitest'
import { nowAndNext } from '../../../pwa/desk/desk-now'
import { searchKeysOf } from '../../../pwa/desk/desk-store'
import { walkInDay, walkInDayText } from '../../../pwa/desk/walk-in-day'
import { deskBooking } from './desk-fixtures'

// The desk's time-of-day rules, on a fixed club time given in minutes after midnight (no clock read).
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const stored = (overrides: Parameters<typeof deskBooking>[0]) => {
  const booking = deskBooking(overrides)
  return { ...booking, searchKeys: searchKeysOf(booking) }
}

describe('now and next', () => {
  const day = [
    stored({ bookingId: 1, startTime: '08:00', endTime: '09:00', status: 'completed' }),
    stored({ bookingId: 2, startTime: '09:30', endTime: '10:30' }),
    stored({ bookingId: 3, startTime: '09:45', endTime: '10:45', status: 'checked_in' }),
    stored({ bookingId: 4, startTime: '12:00', endTime: '13:00' }),
    stored({ bookingId: 5, startTime: '12:15', endTime: '13:15' }),
    stored({ bookingId: 6, startTime: '10:30', endTime: '11:30', status: 'cancelled' }),
    stored({ bookingId: 7, startTime: '08:00', endTime: '09:00' }),
  ]

  it('at 10:00: on court, the late one under way, and those starting by 12:00; not the ended, cancelled or later ones', () => {
    const { onCourt, next, until } = nowAndNext(day, at('10:00'))
    expect(onCourt.map((booking) => booking.bookingId)).toEqual([3])
    expect(next.map((booking) => booking.bookingId)).toEqual([2, 4])
    expect(until).toBe('12:00')
  })

  it('late in the evening the window stops at midnight', () => {
    expect(nowAndNext([stored({ startTime: '23:00', endTime: '24:00' })], at('23:10')).until).toBe('24:00')
  })
})

describe('what is left of the day for a walk-in', () => {
  const items = [
    { item_id: 1, name: 'Court 1', status: 'available' as const },
    { item_id: 2, name: 'Court 2', status: 'available' as const },
  ]
  const slot = (start: string, end: string, cells: { item_id: number; available: boolean; booking_id?: number }[]) => ({
    start_time: start,
    end_time: end,
    items: cells,
  })
  const free = { item_id: 1, available: true }
  const held = (bookingId: number, itemId = 1) => ({ item_id: itemId, available: false, booking_id: bookingId })
  const blocked = (itemId = 1) => ({ item_id: itemId, available: false })
  const hours = [
    slot('18:00', '19:00', [held(1), held(2, 2)]),
    slot('19:00', '20:00', [held(3), blocked(2)]),
    slot('20:00', '21:00', [free, blocked(2)]),
  ]

  it('is free while any slot is free', () => {
    expect(walkInDay({ items, slots: hours }, at('17:00'))).toEqual({ kind: 'free' })
  })

  it('is "all taken" only when every slot still to come is booked', () => {
    const booked = [slot('18:00', '19:00', [held(1), held(2, 2)]), slot('19:00', '20:00', [held(3), held(4, 2)])]
    expect(walkInDay({ items, slots: booked }, at('17:00'))).toEqual({ kind: 'all_taken' })
    expect(walkInDayText({ kind: 'all_taken' }, 'Squash', true)).toBe('No slots left today: every slot still to come is booked.')
  })

  it('is over once the last slot has started, and closed after closing time', () => {
    const started = [slot('18:00', '19:00', [blocked(), blocked(2)]), slot('19:00', '20:00', [blocked(), blocked(2)])]
    expect(walkInDay({ items, slots: started }, at('19:10'))).toEqual({ kind: 'day_over', isClosed: false, closesAt: '20:00' })
    expect(walkInDay({ items, slots: started }, at('20:00'))).toEqual({ kind: 'day_over', isClosed: true, closesAt: '20:00' })
    expect(walkInDayText({ kind: 'day_over', isClosed: false, closesAt: '20:00' }, 'Squash', true)).toBe(
      'The day is over: the last slot of Squash has started (it closes at 8:00 pm).',
    )
  })

  it('tells a closed activity and courts in maintenance from slots that are booked', () => {
    const unbooked = [slot('18:00', '19:00', [blocked(), blocked(2)])]
    expect(walkInDay({ items, slots: unbooked }, at('17:00'))).toEqual({ kind: 'not_taking' })
    const resting = items.map((item) => ({ ...item, status: 'maintenance' as const }))
    expect(walkInDay({ items: resting, slots: unbooked }, at('17:00'))).toEqual({ kind: 'maintenance' })
    expect(walkInDay({ items, slots: [] }, at('17:00'))).toEqual({ kind: 'no_slots' })
  })

  it('for a day to come, every slot is still to come', () => {
    const booked = [slot('06:00', '07:00', [held(1), held(2, 2)])]
    expect(walkInDay({ items, slots: booked }, undefined)).toEqual({ kind: 'all_taken' })
  })
})
