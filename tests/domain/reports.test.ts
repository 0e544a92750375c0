import { describe, expect, test } from 'vitest'
import { costShare, csvRupees, daysInRange, eachDay, reportFileName, reportRange } from '../../domain/reports'

describe('a report’s range', () => {
  test('left out, it is the 30 club days up to today; a From after today ends on that day', () => {
    expect(reportRange({}, '2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' })
    expect(reportRange({ to: '2026-03-01' }, '2026-11-23')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(reportRange({ from: '2026-11-01' }, '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' })
    expect(reportRange({ from: '2026-12-05' }, '2026-11-23')).toEqual({ from: '2026-12-05', to: '2026-12-05' })
  })

  test('days are counted with both ends, across a month and a leap day', () => {
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30)
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3)
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
  })
})

describe('figures for a spreadsheet', () => {
  test('paise as rupees with two decimals, no symbol or grouping', () => {
    expect(csvRupees(116_550)).toBe('1165.50')
    expect(csvRupees(5)).toBe('0.05')
    expect(csvRupees(0)).toBe('0.00')
    expect(csvRupees(-12_345)).toBe('-123.45')
    expect(csvRupees(1_00_00_000_00)).toBe('10000000.00')
  })

  test('the cost share has one decimal, and none without sales', () => {
    expect(costShare(4_000, 84_000)).toBe(4.8)
    expect(costShare(0, 104_000)).toBe(0)
    expect(costShare(500, 0)).toBeNull()
  })

  test('a file is named by its report and range', () => {
    expect(reportFileName('sales-by-day', '2026-11-01', '2026-11-30')).toBe('sales-by-day_2026-11-01_2026-11-30.csv')
    expect(reportFileName('stock-value', '2026-11-30')).toBe('stock-value_2026-11-30.csv')
  })
})
