import { readJson, removeKey, saveJson } from '../../app/local-storage'
import { isUnreachable } from './saved-read'

/**
 * A member's bookings kept on the phone (localStorage) each time they are read, so that they open
 * with no network: the tickets with their QR codes at the door, the courts booked. The query cache
 * is persisted too, but only for a day; bookings made weeks ahead must outlive that.
 */
export interface Wallet<Booking> {
  savedAt: string
  bookings: Booking[]
}

export function bookingWallet<Booking extends { booking_id: number }>(prefix: string) {
  const keyOf = (memberId: string) => `${prefix}:${memberId}`

  function read(memberId: string): Wallet<Booking> | undefined {
    const stored = readJson(keyOf(memberId)) as Partial<Wallet<Booking>> | null | undefined
    return stored && Array.isArray(stored.bookings) && typeof stored.savedAt === 'string' ? (stored as Wallet<Booking>) : undefined
  }

  /** Replaces the whole list with what the server just said (a booking gone from it is gone here). */
  function save(memberId: string, bookings: Booking[], now = new Date()): void {
    saveJson(keyOf(memberId), { savedAt: now.toISOString(), bookings } satisfies Wallet<Booking>)
  }

  /** Adds or refreshes one booking (just made, just read, just cancelled). */
  function keep(memberId: string, booking: Booking, now = new Date()): void {
    const others = (read(memberId)?.bookings ?? []).filter((kept) => kept.booking_id !== booking.booking_id)
    save(memberId, [booking, ...others], now)
  }

  function find(memberId: string, bookingId: number): Booking | undefined {
    return read(memberId)?.bookings.find((booking) => booking.booking_id === bookingId)
  }

  /** Every member's copy on this phone (signing out: the next person sees none). */
  function forgetAll(): void {
    const keys: string[] = []
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)
      if (key?.startsWith(`${prefix}:`)) keys.push(key)
    }
    for (const key of keys) removeKey(key)
  }

  return { read, save, keep, find, forgetAll }
}

/** A member's bookings as read: from the server, or (`savedAt` set) the phone's copy when it cannot be reached. */
export interface SavedList<Booking> {
  bookings: Booking[]
  savedAt?: string
}

/** Reads the list from the server and keeps it in the wallet; with no answer at all, the wallet's copy. */
export async function listThroughWallet<Booking extends { booking_id: number }>(
  wallet: ReturnType<typeof bookingWallet<Booking>>,
  memberId: string,
  readFromServer: () => Promise<Booking[]>,
): Promise<SavedList<Booking>> {
  try {
    const bookings = await readFromServer()
    wallet.save(memberId, bookings)
    return { bookings }
  } catch (error) {
    const saved = wallet.read(memberId)
    if (isUnreachable(error) && saved) return { bookings: saved.bookings, savedAt: saved.savedAt }
    throw error
  }
}
