import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../api/api-error'
import type { Booking } from '../../domain/contract/event-bookings'
import { memberAvailableEvents, memberEventDetail, myBooking, myBookings } from '../../domain/contract/event-bookings-member'
import { callApi } from '../api/client'
import { keepBooking, readWallet, saveWallet, walletBooking } from './ticket-wallet'

/** Enough for every booking a member holds; the server's page size allows at most 100. */
const MY_BOOKINGS_LIMIT = 100

export const memberEventKeys = {
  available: ['member-events'] as const,
  event: (eventId: number) => ['member-events', eventId] as const,
  bookings: (memberId: string) => ['member-bookings', memberId] as const,
  booking: (memberId: string, bookingId: number) => ['member-bookings', memberId, bookingId] as const,
}

/** No answer at all (offline, refused, timed out): the device's copy may stand in. */
const isUnreachable = (error: unknown) => error instanceof ApiError && !error.hasResponse

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

export interface MyBookings {
  bookings: Booking[]
  /** Set when the list is the phone's copy because the server could not be reached. */
  savedAt?: string
}

export const myBookingsQuery = (memberId: string) =>
  queryOptions({
    queryKey: memberEventKeys.bookings(memberId),
    queryFn: async ({ signal }): Promise<MyBookings> => {
      try {
        const answer = await callApi(myBookings, { query: { limit: MY_BOOKINGS_LIMIT } }, { signal })
        saveWallet(memberId, answer.data)
        return { bookings: answer.data }
      } catch (error) {
        const wallet = readWallet(memberId)
        if (isUnreachable(error) && wallet) return { bookings: wallet.bookings, savedAt: wallet.savedAt }
        throw error
      }
    },
  })

export interface MyBooking {
  booking: Booking
  isFromDevice: boolean
}

export const memberBookingQuery = (memberId: string, bookingId: number) =>
  queryOptions({
    queryKey: memberEventKeys.booking(memberId, bookingId),
    queryFn: async ({ signal }): Promise<MyBooking> => {
      try {
        const { booking } = await callApi(myBooking, { params: { id: bookingId } }, { signal })
        keepBooking(memberId, booking)
        return { booking, isFromDevice: false }
      } catch (error) {
        const kept = walletBooking(memberId, bookingId)
        if (isUnreachable(error) && kept) return { booking: kept, isFromDevice: true }
        throw error
      }
    },
  })
