import type { BookingType } from '../db/schema.js'

/** A member pays the member price where the event has one; a guest the full price. */
export function unitPrice(event: { price_paise: number; member_price_paise: number | null }, bookingType: BookingType): number {
  return bookingType === 'member' ? (event.member_price_paise ?? event.price_paise) : event.price_paise
}
