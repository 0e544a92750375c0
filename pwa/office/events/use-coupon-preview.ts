import { useQuery } from '@tanstack/react-query'
import { validateCoupon } from '../../../domain/contract/event-bookings-office'
import { callApi } from '../../api/client'
import { useDebouncedValue } from './use-debounced-value'

const COUPON_CODE = /^[A-Z0-9_-]{3,30}$/

export const normaliseCouponCode = (text: string) => text.trim().toUpperCase()

/**
 * What a typed coupon takes off these tickets, checked with the server as the person types
 * (POST events/{id}/coupons/validate, after a pause). Nothing is asked for an empty or malformed code.
 * Office and members share it: members always get the member price, whatever `bookingType` says.
 */
export function useCouponPreview(eventId: number, typedCode: string, ticketCount: number, bookingType?: 'member' | 'guest') {
  const code = useDebouncedValue(normaliseCouponCode(typedCode))
  const isWellFormed = COUPON_CODE.test(code)
  const preview = useQuery({
    queryKey: ['coupon-preview', eventId, code, ticketCount, bookingType ?? null],
    queryFn: () =>
      callApi(validateCoupon, {
        params: { id: eventId },
        body: { coupon_code: code, ticket_count: ticketCount, ...(bookingType ? { booking_type: bookingType } : {}) },
      }),
    enabled: isWellFormed && ticketCount > 0,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })
  const isSettled = code === normaliseCouponCode(typedCode)
  return { code, isWellFormed, isSettled, preview }
}
