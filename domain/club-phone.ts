/**
 * The phone numbers an affiliated club can be reached on. The spec's form rule is "exactly 10
 * digits" (a mobile), but clubs mostly publish an office landline, and the overseas ones an
 * international number, so three forms are accepted (ADR 006):
 * - a mobile: 10 digits, e.g. 9810012345;
 * - an Indian landline with its STD code: 0, a 2-4 digit code, then the number, 11 digits in all,
 *   with one optional hyphen or space after the code, e.g. 022-22820000, 0172 2740000;
 * - an international number: '+', then 8 to 15 digits in groups split by single spaces or hyphens,
 *   e.g. +44 20 7930 1234.
 */
const MOBILE = /^\d{10}$/
const LANDLINE = /^0\d{2,4}[- ]?\d{6,8}$/
const INTERNATIONAL = /^\+\d{1,4}([- ]?\d{1,6}){1,6}$/

const digitCount = (value: string) => value.replace(/\D/g, '').length

export function isClubPhone(value: string): boolean {
  if (MOBILE.test(value)) return true
  if (LANDLINE.test(value)) return digitCount(value) === 11
  if (INTERNATIONAL.test(value)) return digitCount(value) >= 8 && digitCount(value) <= 15
  return false
}

export const CLUB_PHONE_RULE =
  'must be a 10-digit mobile number, a landline with its STD code (e.g. 011-26830000) or an international number starting with + (e.g. +44 20 7930 1234)'
