import type { CreateCouponInput } from '../../../domain/contract/event-bookings'
import { numberFromText } from '../../forms/use-contract-form'
import { clubInstant, instantFromText, paiseFromText } from './event-form'

/** The coupon form as typed: the request's field names, times on the club's clock. */
export interface CouponFormValues {
  code: string
  discount_type: 'percent' | 'flat'
  /** Percent (1-100), or rupees for a flat discount. */
  value: string
  max_uses: string
  valid_from: string
  valid_to: string
}

export const emptyCoupon: CouponFormValues = { code: '', discount_type: 'percent', value: '', max_uses: '', valid_from: '', valid_to: '' }

/** What the contract's coupon schema reads: a flat discount in paise, numbers, times with the club's offset. */
export const couponRequest = (values: CouponFormValues) => ({
  ...values,
  value: values.discount_type === 'percent' ? numberFromText(values.value) : paiseFromText(values.value),
  max_uses: numberFromText(values.max_uses),
  valid_from: instantFromText(values.valid_from),
  valid_to: instantFromText(values.valid_to),
})

/** POST events/{id}/coupons: the checked coupon, its times back on the club's clock. */
export const couponBody = (request: CreateCouponInput) => ({
  ...request,
  valid_from: clubInstant(request.valid_from),
  valid_to: clubInstant(request.valid_to),
})
