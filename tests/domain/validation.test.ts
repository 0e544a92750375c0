import { describe, expect, test } from 'vitest'
import {
  email,
  firstError,
  minLength,
  phone,
  required,
  validateForm,
  validateNewPassword,
  validateOtp,
  validateResetId,
} from '../../domain/validation.js'

describe('generic form rules', () => {
  test('a required field that is missing, empty or only spaces says it cannot be empty', () => {
    const rule = required('Member ID')
    for (const value of [null, undefined, '', '   ']) expect(rule(value)).toBe("* Member ID can't be empty")
    expect(rule('M1001')).toBeUndefined()
  })

  test('a value shorter than the minimum names the field and the length', () => {
    expect(minLength('Password', 8)('abc')).toBe('* Password must be at least 8 characters long')
    expect(minLength('Password', 8)('abcdefgh')).toBeUndefined()
  })

  test('an address without a user, an @ and a domain is an invalid email', () => {
    for (const value of ['priya', 'priya@', '@club.test', 'priya@club', 'pri ya@club.test']) {
      expect(email(value)).toBe('* Invalid email format')
    }
    expect(email('priya.sharma@club.test')).toBeUndefined()
  })

  test('a phone number must be exactly ten digits', () => {
    for (const value of ['981000000', '98100000011', '98100-00001', '+919810000001']) {
      expect(phone(value)).toBe('* Phone number must be exactly 10 digits')
    }
    expect(phone('9810000001')).toBeUndefined()
  })

  test('format rules leave a blank optional field alone; required decides about blanks', () => {
    expect(email('')).toBeUndefined()
    expect(phone('  ')).toBeUndefined()
    expect(minLength('Name', 3)('')).toBeUndefined()
  })

  test('the first broken rule wins, in the order given', () => {
    expect(firstError('', [required('Email'), email])).toBe("* Email can't be empty")
    expect(firstError('nope', [required('Email'), email])).toBe('* Invalid email format')
  })

  test('a form gets one message per broken field and none for valid ones', () => {
    const errors = validateForm(
      { name: '', mobile: '12345', email: 'a@b.in' },
      { name: [required('Name')], mobile: [required('Mobile'), phone], email: [email] },
    )
    expect(errors).toEqual({ name: "* Name can't be empty", mobile: '* Phone number must be exactly 10 digits' })
  })
})

describe('forgot password rules', () => {
  test('a blank ID asks the person to enter it', () => {
    expect(validateResetId('  ')).toBe('Please enter your ID.')
    expect(validateResetId('M1001')).toBeUndefined()
  })

  test('the OTP must be six digits', () => {
    expect(validateOtp('12345')).toBe('Please enter the 6-digit OTP.')
    expect(validateOtp('12a456')).toBe('Please enter the 6-digit OTP.')
    expect(validateOtp('123456')).toBeUndefined()
  })

  test('both password fields are required before anything else is checked', () => {
    expect(validateNewPassword('', 'secret1')).toBe('Please fill both password fields.')
    expect(validateNewPassword('secret1', ' ')).toBe('Please fill both password fields.')
  })

  test('the two passwords must match', () => {
    expect(validateNewPassword('secret1', 'secret2')).toBe('Passwords do not match.')
  })

  test('a matching password shorter than six characters is refused', () => {
    expect(validateNewPassword('abc12', 'abc12')).toBe('Password must be at least 6 characters.')
    expect(validateNewPassword('abc123', 'abc123')).toBeUndefined()
  })
})
