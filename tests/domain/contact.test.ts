import { describe, expect, test } from 'vitest'
import { maskMobile } from '../../domain/contact.js'

describe('maskMobile', () => {
  test('a 10-digit mobile shows only its last four digits', () => {
    expect(maskMobile('9810043210')).toBe('******3210')
  })

  test('a number with a country code keeps one star per hidden digit', () => {
    expect(maskMobile('919810043210')).toBe('********3210')
  })

  test('spaces, dashes and a plus sign are ignored', () => {
    expect(maskMobile('+91 98100-43210')).toBe('********3210')
    expect(maskMobile(' 98100 43210 ')).toBe('******3210')
  })

  test('leading zeros are kept as digits', () => {
    expect(maskMobile('0000000001')).toBe('******0001')
  })

  test('a number of four digits or fewer is masked whole', () => {
    expect(maskMobile('3210')).toBe('****')
    expect(maskMobile('12')).toBe('**')
  })

  test('an empty or digit-free value masks to nothing', () => {
    expect(maskMobile('')).toBe('')
    expect(maskMobile('n/a')).toBe('')
  })
})
