import { describe, expect, test } from 'vitest'
import { isClubPhone } from '../../domain/club-phone.js'
import { eventSlug } from '../../domain/slug.js'

describe('the section id of an event gallery (spec 1 §2)', () => {
  test.each([
    ["New Year's Eve Gala 2026", 'new-year-s-eve-gala-2026'],
    ['Founders’ Day Dinner 2026', 'founders-day-dinner-2026'],
    ['  Holi   Milan!! ', 'holi-milan'],
    ['Yoga & Wellness Retreat', 'yoga-wellness-retreat'],
  ])('%j becomes %j', (title, slug) => {
    expect(eventSlug(title)).toBe(slug)
  })
})

describe('an affiliated club’s phone number', () => {
  test.each(['9810012345', '011-26830000', '0172 2740000', '+44 20 7930 1234'])('%s is accepted', (phone) => {
    expect(isClubPhone(phone)).toBe(true)
  })
  test.each(['98100', '011-2683', '+1', 'call us', '98100123456'])('%s is refused', (phone) => {
    expect(isClubPhone(phone)).toBe(false)
  })
})
