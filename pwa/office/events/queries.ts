import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { analyticsDashboard, searchEvents } from '../../../domain/contract/event-bookings-lookup'
import { bookingDetail, eventCoupons } from '../../../domain/contract/event-bookings-office'
import { eventBookings, eventDetail, eventStatistics, listEvents } from '../../../domain/contract/event-bookings-manage'
import { callApi } from '../../api/client'

/** The office's event-bookings reads (spec 2 §7 "Events"). */

export interface EventFilters {
  event_type: string
  status: string
  visibility: string
  date_from: string
  date_to: string
  featured_only: boolean
  upcoming_only: boolean
  page: number
  limit: number
}

/** Spec 2 §9: empty filters, flags false, page 1 and 10 a page. */
export const defaultEventFilters: EventFilters = {
  event_type: '',
  status: '',
  visibility: '',
  date_from: '',
  date_to: '',
  featured_only: false,
  upcoming_only: false,
  page: 1,
  limit: 10,
}

export const eventKeys = {
  all: ['events'] as const,
  list: (filters: EventFilters) => ['events', 'list', filters] as const,
  search: (term: string) => ['events', 'search', term] as const,
  detail: (eventId: number) => ['events', eventId] as const,
  bookings: (eventId: number, page: number) => ['events', eventId, 'bookings', page] as const,
  stats: (eventId: number) => ['events', eventId, 'stats'] as const,
  coupons: (eventId: number) => ['events', eventId, 'coupons'] as const,
  booking: (bookingId: number) => ['event-bookings', bookingId] as const,
  bookingsAll: ['event-bookings'] as const,
  dashboard: ['events', 'analytics'] as const,
}

/** Flags go only when set: `false` is the server's default and an empty filter is left out. */
const flagsOf = ({ featured_only, upcoming_only, ...rest }: EventFilters) => ({
  ...rest,
  featured_only: featured_only ? 'true' : undefined,
  upcoming_only: upcoming_only ? 'true' : undefined,
})

export const eventsQuery = (filters: EventFilters) =>
  queryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ signal }) => callApi(listEvents, { query: flagsOf(filters) }, { signal }),
    placeholderData: keepPreviousData,
  })

export const eventSearchQuery = (term: string) =>
  queryOptions({
    queryKey: eventKeys.search(term),
    queryFn: async ({ signal }) => (await callApi(searchEvents, { query: { q: term } }, { signal })).data,
  })

export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) => callApi(eventDetail, { params: { id: eventId } }, { signal }),
  })

export const eventBookingsQuery = (eventId: number, page: number) =>
  queryOptions({
    queryKey: eventKeys.bookings(eventId, page),
    queryFn: ({ signal }) => callApi(eventBookings, { params: { id: eventId }, query: { page, limit: 20 } }, { signal }),
    placeholderData: keepPreviousData,
  })

export const bookingQuery = (bookingId: number) =>
  queryOptions({
    queryKey: eventKeys.booking(bookingId),
    queryFn: async ({ signal }) => (await callApi(bookingDetail, { params: { id: bookingId } }, { signal })).booking,
  })

export const eventStatsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.stats(eventId),
    queryFn: async ({ signal }) => (await callApi(eventStatistics, { params: { id: eventId } }, { signal })).data,
  })

export const dashboardQuery = () =>
  queryOptions({
    queryKey: eventKeys.dashboard,
    queryFn: async ({ signal }) => (await callApi(analyticsDashboard, {}, { signal })).data,
  })

export const eventCouponsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.coupons(eventId),
    queryFn: async ({ signal }) => (await callApi(eventCoupons, { params: { id: eventId } }, { signal })).coupons,
  })
