import { describe, expect, test } from 'vitest'
import { formatRupees } from '../../domain/money.js'

describe('rupees from paise', () => {
  test.each([
    [180_000, '₹1,800'],
    [10_000_000, '₹1,00,000'],
    [0, '₹0'],
    [12_345, '₹123.45'],
    [5, '₹0.05'],
  ])('%i paise reads %j', (paise, text) => {
    expect(formatRupees(paise)).toBe(text)
  })

  test('a fraction of a paisa is a bug upstream, not something to round away', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError)
  })
})
