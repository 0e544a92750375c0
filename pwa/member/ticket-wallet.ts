import type { Booking } from '../../domain/contract/event-bookings'
import type { SportsBooking } from '../../domain/contract/sports-bookings'
import { bookingWallet } from './saved/booking-wallet'

/** The member's event bookings and their tickets, on the phone (booking-wallet.ts). */
export const ticketWallet = bookingWallet<Booking>('clubMemberTickets')

/** The member's sports bookings, on the phone the same way. */
export const sportsWallet = bookingWallet<SportsBooking>('clubMemberSports')

export const keepBooking = ticketWallet.keep

/** Signing out of the member app takes the saved bookings off the phone: the next person sees none. */
export function forgetSavedBookings(): void {
  ticketWallet.forgetAll()
  sportsWallet.forgetAll()
}
