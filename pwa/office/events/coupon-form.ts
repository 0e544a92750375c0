import { rupeesToPaise } from '../../../domain/money'
import { clubInstantOf } from './event-form'

export interface CouponFormValues {
  code: string
  discountType: 'percent' | 'flat'
  /** Percent (1-100), or rupees for a flat discount. */
  value: string
  maxUses: string
  validFrom: string
  validTo: string
}

export type CouponFieldErrors = Partial<Record<keyof CouponFormValues, string>>

export const emptyCoupon: CouponFormValues = { code: '', discountType: 'percent', value: '', maxUses: '', validFrom: '', validTo: '' }

export const couponServerFields: Record<string, keyof CouponFormValues> = {
  code: 'code',
  discount_type: 'discountType',
  value: 'value',
  max_uses: 'maxUses',
  valid_from: 'validFrom',
  valid_to: 'validTo',
}

const whole = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max

/** The checks of createCouponSchema, each message naming its field. */
export function validateCoupon(values: CouponFormValues): CouponFieldErrors {
  const errors: CouponFieldErrors = {}
  if (!/^[A-Z0-9_-]{3,30}$/.test(values.code.trim().toUpperCase())) errors.code = 'Code must be 3-30 letters, digits, - or _'
  if (values.discountType === 'percent' && !whole(values.value, 1, 100)) errors.value = 'Percent off must be a whole number from 1 to 100'
  if (values.discountType === 'flat') {
    const paise = rupeesToPaise(values.value)
    if (paise === null || paise < 1) errors.value = 'Amount off must be an amount in rupees, such as 200 or 250.50'
  }
  if (!whole(values.maxUses, 1, 100_000)) errors.maxUses = 'Max uses must be a whole number from 1 to 100000'
  const from = clubInstantOf(values.validFrom)
  const to = clubInstantOf(values.validTo)
  if (!from) errors.validFrom = 'Valid from is required: a date and time'
  if (!to) errors.validTo = 'Valid to is required: a date and time'
  else if (from && Date.parse(to) <= Date.parse(from)) errors.validTo = 'Valid to must be after valid from'
  return errors
}

/** POST events/{id}/coupons: a flat discount goes in paise. */
export function toCouponBody(values: CouponFormValues) {
  return {
    code: values.code.trim().toUpperCase(),
    discount_type: values.discountType,
    value: values.discountType === 'percent' ? Number(values.value) : rupeesToPaise(values.value)!,
    max_uses: Number(values.maxUses),
    valid_from: clubInstantOf(values.validFrom)!,
    valid_to: clubInstantOf(values.validTo)!,
  }
}
