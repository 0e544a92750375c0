import { describe, expect, test } from 'vitest'
import {
  addDays,
  canMove,
  clubInstant,
  clubMinutesOf,
  decideDeskAction,
  formatTimeOfDay,
  holdsSlot,
  isTimeOfDay,
  memberMayCancel,
  minutesOf,
  overlaps,
  priceSportsBooking,
  slotCount,
  slotProblem,
  slotsOf,
  sportsBookingStatuses,
  timeOf,
  type SlotRules,
} from '../../domain/sports.js'

// 10:00 in Delhi on 22 November 2026.
const now = new Date('2026-11-22T04:30:00.000Z')
const hourly: SlotRules = { slotMinutes: 60, openTime: '06:00', closeTime: '22:00', maxSlotsPerBooking: 2 }
const ask = (bookingDate: string, startTime: string, endTime: string) => ({ bookingDate, startTime, endTime })

describe('the booking status machine', () => {
  test('confirmed → checked_in → completed; confirmed → cancelled or no_show; nothing else', () => {
    const allowed = sportsBookingStatuses.flatMap((from) =>
      sportsBookingStatuses.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed).toEqual(['confirmed→checked_in', 'confirmed→cancelled', 'confirmed→no_show', 'checked_in→completed'])
  })

  test('only confirmed and checked-in bookings hold their slot', () => {
    expect(sportsBookingStatuses.filter(holdsSlot)).toEqual(['confirmed', 'checked_in'])
  })
})

describe('the desk decision', () => {
  const booking = { status: 'confirmed' as const, bookingDate: '2026-11-22' }
  test('checks in today’s confirmed booking, and out a checked-in one', () => {
    expect(decideDeskAction(booking, 'check_in', now)).toEqual({ ok: true, to: 'checked_in' })
    expect(decideDeskAction({ ...booking, status: 'checked_in' }, 'check_out', now)).toEqual({ ok: true, to: 'completed' })
  })
  test('refuses a second check-in with the first one’s time and device, a check-out before check-in, another day', () => {
    const first = { ...booking, status: 'checked_in' as const, checkedInAt: '2026-11-22T04:00:00Z', checkedInDevice: 'desk-1' }
    expect(decideDeskAction(first, 'check_in', now)).toEqual({
      ok: false,
      reason: 'already_checked_in',
      checkedInAt: first.checkedInAt,
      checkedInDevice: 'desk-1',
    })
    expect(decideDeskAction(booking, 'check_out', now)).toEqual({ ok: false, reason: 'not_checked_in' })
    expect(decideDeskAction({ ...booking, bookingDate: '2026-11-23' }, 'check_in', now)).toEqual({ ok: false, reason: 'not_today' })
    expect(decideDeskAction({ ...booking, status: 'cancelled' }, 'check_in', now)).toEqual({ ok: false, reason: 'cancelled' })
  })
})

describe('times of day and slots', () => {
  test('HH:MM and 24:00 are times; others are not', () => {
    expect(['00:00', '06:30', '23:59', '24:00'].every(isTimeOfDay)).toBe(true)
    expect(['6:30', '24:30', '12:60', 'noon', 630].some(isTimeOfDay)).toBe(false)
  })

  test('minutes and times convert both ways; times print the club’s way', () => {
    expect(minutesOf('18:30')).toBe(1110)
    expect(minutesOf('24:00')).toBe(1440)
    expect(timeOf(1110)).toBe('18:30')
    expect(formatTimeOfDay('18:30')).toBe('6:30 pm')
    expect(formatTimeOfDay('00:15')).toBe('12:15 am')
  })

  test('slots run from opening every slot_minutes; the last ends at or before closing', () => {
    expect(slotsOf({ ...hourly, slotMinutes: 45, openTime: '07:00', closeTime: '09:50' })).toEqual([
      { startTime: '07:00', endTime: '07:45' },
      { startTime: '07:45', endTime: '08:30' },
      { startTime: '08:30', endTime: '09:15' },
    ])
    expect(slotsOf(hourly)).toHaveLength(16)
  })

  test('overlap is any shared minute; touching slots do not overlap', () => {
    expect(overlaps({ startTime: '10:00', endTime: '11:00' }, { startTime: '10:30', endTime: '11:30' })).toBe(true)
    expect(overlaps({ startTime: '10:00', endTime: '11:00' }, { startTime: '11:00', endTime: '12:00' })).toBe(false)
  })

  test('club time: minutes after midnight in Delhi, dates added on the calendar, instants at +05:30', () => {
    expect(clubMinutesOf(now)).toBe(600)
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(clubInstant('2026-11-22', '10:00').toISOString()).toBe('2026-11-22T04:30:00.000Z')
  })
})

describe('what is wrong with a requested slot', () => {
  test.each([
    [ask('2026-11-23', '10:00', '11:00'), undefined, null],
    [ask('2026-11-23', '10:00', '12:00'), undefined, null],
    [ask('2026-11-23', '1000', '11:00'), undefined, 'invalid_time'],
    [ask('2026-11-23', '11:00', '11:00'), undefined, 'end_before_start'],
    [ask('2026-11-23', '05:00', '06:00'), undefined, 'outside_hours'],
    [ask('2026-11-23', '21:00', '23:00'), undefined, 'outside_hours'],
    [ask('2026-11-23', '10:30', '11:30'), undefined, 'off_boundary'],
    [ask('2026-11-23', '10:00', '13:00'), undefined, 'too_long'],
    [ask('2026-11-21', '10:00', '11:00'), undefined, 'in_the_past'],
    [ask('2026-11-22', '09:00', '10:00'), undefined, 'in_the_past'],
    [ask('2026-11-22', '10:00', '11:00'), undefined, null],
    [ask('2026-12-07', '10:00', '11:00'), 14, 'beyond_window'],
    [ask('2026-12-06', '10:00', '11:00'), 14, null],
    [ask('2026-12-07', '10:00', '11:00'), undefined, null],
  ] as const)('%o (window %s) → %s', (request, windowDays, problem) => {
    expect(slotProblem(hourly, request, now, windowDays)).toBe(problem)
  })

  test('slot count is the length over the slot length', () => {
    expect(slotCount(hourly, { startTime: '10:00', endTime: '12:00' })).toBe(2)
  })
})

describe('cancellation cut-off', () => {
  test('a member may cancel until the cut-off before the start, not after', () => {
    expect(memberMayCancel(ask('2026-11-22', '12:00', '13:00'), 120, now)).toBe(true)
    expect(memberMayCancel(ask('2026-11-22', '11:00', '12:00'), 120, now)).toBe(false)
    expect(memberMayCancel(ask('2026-11-22', '11:00', '12:00'), 0, now)).toBe(true)
  })
})

describe('price', () => {
  const rules = { pricePaise: 50_000, guestPricePaise: 80_000 }
  test('per item per slot: member price, guest price for guests, a subcategory’s price over both', () => {
    expect(priceSportsBooking(rules, { slotCount: 2, playerCount: 3, userType: 'member' })).toEqual({
      unit_price_paise: 50_000,
      slot_count: 2,
      player_count: 3,
      user_type: 'member',
      total_paise: 100_000,
    })
    expect(priceSportsBooking(rules, { slotCount: 1, playerCount: 1, userType: 'guest' }).total_paise).toBe(80_000)
    expect(priceSportsBooking({ ...rules, guestPricePaise: null }, { slotCount: 1, playerCount: 1, userType: 'guest' }).total_paise).toBe(
      50_000,
    )
    expect(
      priceSportsBooking({ ...rules, subcategoryPricePaise: 150_000 }, { slotCount: 2, playerCount: 1, userType: 'guest' }).total_paise,
    ).toBe(300_000)
  })
})
