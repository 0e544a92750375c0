import { readJson, removeKey, saveJson } from '../app/local-storage'
import type { Booking } from '../../domain/contract/event-bookings'

/**
 * The member's bookings and their tickets, kept on the phone (localStorage) each time they are
 * read, so the tickets and their QR codes open at the door with no network. The query cache is
 * persisted too, but only for a day; tickets bought weeks ahead must outlive that.
 */
export interface TicketWallet {
  savedAt: string
  bookings: Booking[]
}

const walletKey = (memberId: string) => `clubMemberTickets:${memberId}`

export function readWallet(memberId: string): TicketWallet | undefined {
  const stored = readJson(walletKey(memberId)) as Partial<TicketWallet> | null | undefined
  return stored && Array.isArray(stored.bookings) && typeof stored.savedAt === 'string' ? (stored as TicketWallet) : undefined
}

/** Replaces the whole list with what the server just said (a booking gone from it is gone here). */
export function saveWallet(memberId: string, bookings: Booking[], now = new Date()): void {
  saveJson(walletKey(memberId), { savedAt: now.toISOString(), bookings } satisfies TicketWallet)
}

/** Adds or refreshes one booking (just made, just read, just cancelled). */
export function keepBooking(memberId: string, booking: Booking, now = new Date()): void {
  const others = (readWallet(memberId)?.bookings ?? []).filter((kept) => kept.booking_id !== booking.booking_id)
  saveWallet(memberId, [booking, ...others], now)
}

export function walletBooking(memberId: string, bookingId: number): Booking | undefined {
  return readWallet(memberId)?.bookings.find((booking) => booking.booking_id === bookingId)
}

/** Signing out of the member app takes the tickets off the phone: the next person sees none. */
export function forgetTicketWallets(): void {
  const keys: string[] = []
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index)
    if (key?.startsWith('clubMemberTickets:')) keys.push(key)
  }
  for (const key of keys) removeKey(key)
}
