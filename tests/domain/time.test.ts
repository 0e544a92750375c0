import { describe, expect, it } from 'vitest'
import { CLUB_TIME_ZONE, clubDate } from '../../domain/time'

const byIntl = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

describe("the club's calendar date", () => {
  it('turns at midnight in Delhi, not in UTC', () => {
    expect(clubDate(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31')
    expect(clubDate(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01')
    expect(clubDate(new Date('2028-02-28T18:30:00.000Z'))).toBe('2028-02-29')
  })

  it("agrees with the zone's own data on every day and hour for years", () => {
    const start = Date.parse('2024-01-01T00:00:00Z')
    for (let at = start; at < start + 3 * 366 * 86_400_000; at += 3_600_000 * 7 + 1_234) {
      expect(clubDate(new Date(at))).toBe(byIntl.format(at))
    }
  })
})
