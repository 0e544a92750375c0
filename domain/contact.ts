/** Digits a masked mobile keeps visible: enough for a person to recognise their own number. */
const VISIBLE_DIGITS = 4

/**
 * '9810043210' → '******3210'. Spaces, dashes and a leading '+' are dropped first, so a number
 * typed any way masks the same. A number too short to hide anything is masked whole: showing
 * all of it would defeat the point.
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '')
  if (digits.length <= VISIBLE_DIGITS) return '*'.repeat(digits.length)
  return '*'.repeat(digits.length - VISIBLE_DIGITS) + digits.slice(-VISIBLE_DIGITS)
}
