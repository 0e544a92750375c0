import { describe, expect, test } from 'vitest'
import { pageWindow } from '../../../pwa/public-site/affiliations/page-window'
import { dateAttribute, formatEventDates, formatFunctionDate, formatTimeRange } from '../../../pwa/public-site/events/event-dates'
import { gallerySectionIds } from '../../../pwa/public-site/events/gallery-sections'

describe('the page-number window (at most five)', () => {
  test.each([
    [1, 11, [1, 2, 3, 4, 5]],
    [2, 11, [1, 2, 3, 4, 5]],
    [3, 11, [1, 2, 3, 4, 5]],
    [6, 11, [4, 5, 6, 7, 8]],
    [10, 11, [7, 8, 9, 10, 11]],
    [11, 11, [7, 8, 9, 10, 11]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i shows %j', (current, pageCount, expected) => {
    expect(pageWindow(current, pageCount)).toEqual(expected)
  })
})

describe('event dates, read in Delhi whatever the device zone', () => {
  test("a function's date is the club's calendar date", () => {
    expect(formatFunctionDate('2025-12-31T20:00:00.000Z')).toBe('1 January 2026')
    expect(dateAttribute('2025-12-31T20:00:00.000Z')).toBe('2026-01-01')
  })

  test("an upcoming event reads 'February 15, 2024' and '7:00 PM - 11:00 PM'", () => {
    expect(formatEventDates('2024-02-15T13:30:00.000Z', '2024-02-15T17:30:00.000Z')).toBe('February 15, 2024')
    expect(formatTimeRange('2024-02-15T13:30:00.000Z', '2024-02-15T17:30:00.000Z')).toBe('7:00 PM - 11:00 PM')
  })

  test('an event into the next day names both dates', () => {
    expect(formatEventDates('2027-01-09T03:30:00.000Z', '2027-01-10T12:30:00.000Z')).toBe('January 9, 2027 - January 10, 2027')
  })

  test('a date the server garbled is left out rather than shown as Invalid Date', () => {
    expect(formatFunctionDate('soon')).toBe('')
    expect(formatEventDates('soon', 'later')).toBe('')
    expect(dateAttribute('soon')).toBeUndefined()
  })
})

describe('gallery section ids', () => {
  test('are the slug of the title, made unique when two functions share a title', () => {
    expect(gallerySectionIds(["New Year's Eve Gala 2026", 'Holi Milan', 'Holi Milan', '!!!'])).toEqual([
      'new-year-s-eve-gala-2026',
      'holi-milan',
      'holi-milan-2',
      'event-4',
    ])
  })
})
