import { queryOptions } from '@tanstack/react-query'
import type { Booking } from '../../domain/contract/event-bookings'
import { memberAvailableEvents, memberEventDetail, myBooking, myBookings } from '../../domain/contract/event-bookings-member'
import { callApi } from '../api/client'
import { listThroughWallet } from './saved/booking-wallet'
import { isUnreachable } from './saved/saved-read'
import { ticketWallet } from './ticket-wallet'

/** Enough for every booking a member holds; the server's page size allows at most 100. */
const MY_BOOKINGS_LIMIT = 100

export const memberEventKeys = {
  available: ['member-events'] as const,
  event: (eventId: number) => ['member-events', eventId] as const,
  bookings: (memberId: string) => ['member-bookings', memberId] as const,
  booking: (memberId: string, bookingId: number) => ['member-bookings', memberId, bookingId] as const,
}

export const availableEventsQuery = () =>
  queryOptions({
    queryKey: memberEventKeys.available,
    queryFn: ({ signal }) => callApi(memberAvailableEvents, { query: { limit: 50 } }, { signal }),
  })

export const memberEventQuery = (eventId: number) =>
  queryOptions({
    queryKey: memberEventKeys.event(eventId),
    queryFn: async ({ signal }) => (await callApi(memberEventDetail, { params: { id: eventId } }, { signal })).event,
  })

/**
 * The member's event bookings, through the ticket wallet. offlineFirst: the read is tried even when
 * the phone says it is offline, so that the wallet answers at once instead of a paused read.
 */
export const myBookingsQuery = (memberId: string) =>
  queryOptions({
    queryKey: memberEventKeys.bookings(memberId),
    networkMode: 'offlineFirst',
    queryFn: ({ signal }) =>
      listThroughWallet(
        ticketWallet,
        memberId,
        async () => (await callApi(myBookings, { query: { limit: MY_BOOKINGS_LIMIT } }, { signal })).data,
      ),
  })

export interface MyBooking {
  booking: Booking
  /** Set when the booking is the phone's copy (the server could not be reached): when it was saved. */
  savedAt?: string
}

export const memberBookingQuery = (memberId: string, bookingId: number) =>
  queryOptions({
    queryKey: memberEventKeys.booking(memberId, bookingId),
    networkMode: 'offlineFirst',
    queryFn: async ({ signal }): Promise<MyBooking> => {
      try {
        const { booking } = await callApi(myBooking, { params: { id: bookingId } }, { signal })
        ticketWallet.keep(memberId, booking)
        return { booking }
      } catch (error) {
        const wallet = ticketWallet.read(memberId)
        const kept = wallet?.bookings.find((booking) => booking.booking_id === bookingId)
        if (isUnreachable(error) && wallet && kept) return { booking: kept, savedAt: wallet.savedAt }
        throw error
      }
    },
  })
