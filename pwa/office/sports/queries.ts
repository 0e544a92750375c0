import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import type { Page } from '../../../domain/contract/events'
import type { ActivityDetails, Availability, SportsActivity, SportsBooking, SportsBookingDetails, SportsCalendar, SportsItem, SportsItemInUse } from './sports-types'
import type { RevenueReport, SportsDashboard, SportsStatistics } from './analytics-types'

/** The office's sports-activity reads (spec 2 §7 "Sports activity", ADR 015). */
export const SPORTS_API = '/api/sports-activity'

export interface ActivityFilters {
  search: string
  category: string
  status: string
  is_public: string
  page: number
}

export const defaultActivityFilters: ActivityFilters = { search: '', category: '', status: '', is_public: '', page: 1 }

export interface SportsBookingFilters {
  activity_id: string
  status: string
  member_id: string
  date: string
  page: number
}

export const defaultBookingFilters: SportsBookingFilters = { activity_id: '', status: '', member_id: '', date: '', page: 1 }

export const sportsKeys = {
  all: ['sports'] as const,
  activities: (filters: ActivityFilters) => ['sports', 'activities', filters] as const,
  allActivities: ['sports', 'activities', 'all'] as const,
  categories: ['sports', 'categories'] as const,
  activity: (activityId: number) => ['sports', 'activity', activityId] as const,
  itemsInUse: (activityId: number) => ['sports', 'activity', activityId, 'items-enhanced'] as const,
  availability: (activityId: number, date: string) => ['sports', 'activity', activityId, 'availability', date] as const,
  calendar: (activityId: number, year: number, month: number) => ['sports', 'activity', activityId, 'calendar', year, month] as const,
  bookings: (filters: SportsBookingFilters) => ['sports', 'bookings', filters] as const,
  booking: (bookingId: number) => ['sports', 'booking', bookingId] as const,
  statistics: (activityId: string) => ['sports', 'statistics', activityId] as const,
  revenue: (startDate: string, endDate: string) => ['sports', 'revenue', startDate, endDate] as const,
  dashboard: ['sports', 'dashboard'] as const,
}

const PAGE_SIZE = 20

export const activitiesQuery = (filters: ActivityFilters) =>
  queryOptions({
    queryKey: sportsKeys.activities(filters),
    queryFn: ({ signal }) => apiGet<Page<SportsActivity>>(`${SPORTS_API}/activities`, { signal, query: { ...filters, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

/** Every activity, for pickers (bookings filter, calendar, linking items). */
export const allActivitiesQuery = () =>
  queryOptions({
    queryKey: sportsKeys.allActivities,
    queryFn: async ({ signal }) => (await apiGet<Page<SportsActivity>>(`${SPORTS_API}/activities`, { signal, query: { limit: 100 } })).data,
  })

/** GET categories: the categories in use, `{categories: [{name, activity_count}]}`. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: sportsKeys.categories,
    queryFn: async ({ signal }) => (await apiGet<{ categories: { name: string; activity_count: number }[] }>(`${SPORTS_API}/categories`, { signal })).categories.map((category) => category.name),
    staleTime: 5 * 60_000,
  })

export const activityQuery = (activityId: number) =>
  queryOptions({
    queryKey: sportsKeys.activity(activityId),
    queryFn: ({ signal }) => apiGet<ActivityDetails>(`${SPORTS_API}/activities/${activityId}`, { signal }),
  })

export const itemsInUseQuery = (activityId: number) =>
  queryOptions({
    queryKey: sportsKeys.itemsInUse(activityId),
    queryFn: async ({ signal }) => (await apiGet<{ items: SportsItemInUse[] }>(`${SPORTS_API}/activities/${activityId}/items-enhanced`, { signal })).items,
  })

export const activityItemsQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...sportsKeys.activity(activityId), 'items'] as const,
    queryFn: async ({ signal }) => (await apiGet<{ items: SportsItem[] }>(`${SPORTS_API}/activities/${activityId}/items`, { signal })).items,
  })

export const officeAvailabilityQuery = (activityId: number, date: string) =>
  queryOptions({
    queryKey: sportsKeys.availability(activityId, date),
    queryFn: ({ signal }) => apiGet<Availability>(`${SPORTS_API}/activities/${activityId}/availability`, { signal, query: { date } }),
  })

export const calendarQuery = (activityId: number, year: number, month: number) =>
  queryOptions({
    queryKey: sportsKeys.calendar(activityId, year, month),
    queryFn: ({ signal }) => apiGet<SportsCalendar>(`${SPORTS_API}/activities/${activityId}/calendar`, { signal, query: { month, year } }),
    placeholderData: keepPreviousData,
  })

export const sportsBookingsQuery = (filters: SportsBookingFilters) =>
  queryOptions({
    queryKey: sportsKeys.bookings(filters),
    queryFn: ({ signal }) => apiGet<Page<SportsBooking>>(`${SPORTS_API}/bookings`, { signal, query: { ...filters, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })

export const sportsBookingQuery = (bookingId: number) =>
  queryOptions({
    queryKey: sportsKeys.booking(bookingId),
    queryFn: async ({ signal }) => (await apiGet<{ booking: SportsBookingDetails }>(`${SPORTS_API}/bookings/${bookingId}`, { signal })).booking,
  })

export const statisticsQuery = (activityId: string) =>
  queryOptions({
    queryKey: sportsKeys.statistics(activityId),
    queryFn: async ({ signal }) => (await apiGet<{ statistics: SportsStatistics }>(`${SPORTS_API}/statistics`, { signal, query: { activity_id: activityId } })).statistics,
  })

export const revenueQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: sportsKeys.revenue(startDate, endDate),
    queryFn: async ({ signal }) => (await apiGet<{ revenue: RevenueReport }>(`${SPORTS_API}/analytics/revenue`, { signal, query: { start_date: startDate, end_date: endDate } })).revenue,
    placeholderData: keepPreviousData,
  })

export const sportsDashboardQuery = () =>
  queryOptions({
    queryKey: sportsKeys.dashboard,
    queryFn: async ({ signal }) => (await apiGet<{ dashboard: SportsDashboard }>(`${SPORTS_API}/dashboard`, { signal })).dashboard,
  })
