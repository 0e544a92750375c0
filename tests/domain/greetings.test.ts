import { describe, expect, test } from 'vitest'
import {
  exportFileName,
  formatGreeting,
  greetingTemplates,
  isOccasionOn,
  monthDaysFor,
  occasionDayIn,
  occasionKey,
  placeholders,
  templateParameters,
  yearsBetween,
  type GreetingMember,
} from '../../domain/greetings.js'

const member: GreetingMember = {
  memberId: 'M1001',
  name: 'Vikram Malhotra',
  mobileNumber: '9876543210',
  title: 'Mr.',
  spouseName: 'Anjali Malhotra',
  age: 52,
  yearsOfMarriage: 25,
}

describe('greeting templates', () => {
  test('every template of every type is filled in with no placeholder left and no "undefined"', () => {
    for (const [type, templates] of Object.entries(greetingTemplates)) {
      for (const [key, template] of Object.entries(templates)) {
        const { message, unfilled } = formatGreeting(template, member)
        expect(unfilled, `${type}.${key}`).toEqual([])
        expect(message, `${type}.${key}`).not.toMatch(/[{}]|undefined|null/)
        expect(message, `${type}.${key}`).toContain('Vikram Malhotra')
      }
    }
  })

  test('the spec’s templates are all there: birthday and anniversary default/formal/casual, festival diwali/holi/newyear', () => {
    expect(Object.keys(greetingTemplates.birthday)).toEqual(['default', 'formal', 'casual'])
    expect(Object.keys(greetingTemplates.anniversary)).toEqual(['default', 'formal', 'casual'])
    expect(Object.keys(greetingTemplates.festival)).toEqual(['diwali', 'holi', 'newyear'])
  })

  test('each of the six placeholders is replaced by the member’s value', () => {
    const template = placeholders.map((name) => `${name}=<{${name}}>`).join(' ')
    expect(formatGreeting(template, member).message).toBe(
      'title=<Mr.> name=<Vikram Malhotra> spouseName=<Anjali Malhotra> memberId=<M1001> age=<52> yearsOfMarriage=<25>',
    )
  })

  test('a birthday default reads as the member will receive it', () => {
    expect(formatGreeting(greetingTemplates.birthday.default, member).message).toBe(
      'Dear Mr. Vikram Malhotra, the Club wishes you a very happy birthday! Many happy returns on turning 52!',
    )
  })

  test('an unknown placeholder is left visible and reported, never sent as undefined', () => {
    const result = formatGreeting('Dear {name}, your {nickname} awaits', member)
    expect(result.message).toBe('Dear Vikram Malhotra, your {nickname} awaits')
    expect(result.unfilled).toEqual(['nickname'])
  })

  test('a placeholder the member has no value for is left visible and reported', () => {
    const result = formatGreeting(greetingTemplates.anniversary.default, { memberId: 'M1002', name: 'Rahul Kapoor', title: 'Mr.' })
    expect(result.message).toContain('{spouseName}')
    expect(result.message).toContain('{yearsOfMarriage}')
    expect(result.unfilled).toEqual(['spouseName', 'yearsOfMarriage'])
    expect(result.message).not.toContain('undefined')
  })

  test('a zero age is a value, not a missing one', () => {
    expect(formatGreeting('{age}', { ...member, age: 0 }).message).toBe('0')
  })

  test('the WhatsApp template’s body parameters are the placeholders’ values in order', () => {
    expect(templateParameters(greetingTemplates.anniversary.formal, member)).toEqual(['Mr.', 'Vikram Malhotra', 'Anjali Malhotra', '25'])
  })
})

describe('the calendar', () => {
  test('29 February birthdays are greeted on 28 February in a common year, and on 29 February in a leap year', () => {
    expect(occasionDayIn('1980-02-29', 2027)).toBe('02-28')
    expect(occasionDayIn('1980-02-29', 2028)).toBe('02-29')
    expect(isOccasionOn('1980-02-29', '2027-02-28')).toBe(true)
    expect(isOccasionOn('1980-02-29', '2028-02-28')).toBe(false)
    expect(isOccasionOn('1980-02-29', '2028-02-29')).toBe(true)
    expect(monthDaysFor('2027-02-28')).toEqual(['02-28', '02-29'])
    expect(monthDaysFor('2028-02-28')).toEqual(['02-28'])
  })

  test('ages and years count whole years, reached on the day itself', () => {
    expect(yearsBetween('1974-11-22', '2026-11-22')).toBe(52)
    expect(yearsBetween('1974-11-23', '2026-11-22')).toBe(51)
    expect(yearsBetween('1980-02-29', '2027-02-28')).toBe(47)
  })

  test('a festival counts once per festival; birthdays and anniversaries per type', () => {
    expect(occasionKey('birthday')).toBe('birthday')
    expect(occasionKey('festival', 'diwali')).toBe('festival:diwali')
    expect(occasionKey('festival', 'holi')).not.toBe(occasionKey('festival', 'diwali'))
  })

  test('the export is named as the spec says', () => {
    expect(exportFileName('birthday', '2026-11-22')).toBe('greetings_birthday_2026-11-22.csv')
  })
})
