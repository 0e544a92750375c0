import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import type { Booking, BookingStats, BookingsDashboard, ClubEvent, Coupon, EventStats, Page } from './event-types'

/** The office's event-bookings reads (spec 2 §7 "Events"). */
export const EVENTS_API = '/api/event-bookings'

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
    queryFn: ({ signal }) => apiGet<Page<ClubEvent>>(`${EVENTS_API}/events`, { signal, query: flagsOf(filters) }),
    placeholderData: keepPreviousData,
  })

export const eventSearchQuery = (term: string) =>
  queryOptions({
    queryKey: eventKeys.search(term),
    queryFn: async ({ signal }) => (await apiGet<{ data: ClubEvent[] }>(`${EVENTS_API}/search/events`, { signal, query: { q: term } })).data,
  })

export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) => apiGet<{ event: ClubEvent; booking_stats: BookingStats }>(`${EVENTS_API}/events/${eventId}`, { signal }),
  })

export const eventBookingsQuery = (eventId: number, page: number) =>
  queryOptions({
    queryKey: eventKeys.bookings(eventId, page),
    queryFn: ({ signal }) => apiGet<Page<Booking>>(`${EVENTS_API}/events/${eventId}/bookings`, { signal, query: { page, limit: 20 } }),
    placeholderData: keepPreviousData,
  })

export const bookingQuery = (bookingId: number) =>
  queryOptions({
    queryKey: eventKeys.booking(bookingId),
    queryFn: async ({ signal }) => (await apiGet<{ booking: Booking }>(`${EVENTS_API}/bookings/${bookingId}`, { signal })).booking,
  })

export const eventStatsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.stats(eventId),
    queryFn: async ({ signal }) => (await apiGet<{ data: EventStats }>(`${EVENTS_API}/events/${eventId}/stats`, { signal })).data,
  })

export const dashboardQuery = () =>
  queryOptions({
    queryKey: eventKeys.dashboard,
    queryFn: async ({ signal }) => (await apiGet<{ data: BookingsDashboard }>(`${EVENTS_API}/analytics/dashboard`, { signal })).data,
  })

export const eventCouponsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.coupons(eventId),
    queryFn: async ({ signal }) => (await apiGet<{ coupons: Coupon[] }>(`${EVENTS_API}/events/${eventId}/coupons`, { signal })).coupons,
  })
