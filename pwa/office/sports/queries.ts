import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { activityCategories, activityDetail, listActivities } from '../../../domain/contract/sports-activities'
import { dashboard, revenue, statistics } from '../../../domain/contract/sports-analytics'
import { bookingDetail, listBookings } from '../../../domain/contract/sports-bookings'
import { activityItems, activityItemsInUse } from '../../../domain/contract/sports-items'
import { activityAvailability, activityCalendar } from '../../../domain/contract/sports-schedule'
import { callApi } from '../../api/client'

/** The office's sports-activity reads (spec 2 §7 "Sports activity", ADR 015). */

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
    queryFn: ({ signal }) => callApi(listActivities, { query: { ...filters, limit: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  })

/** Every activity, for pickers (bookings filter, calendar, linking items). */
export const allActivitiesQuery = () =>
  queryOptions({
    queryKey: sportsKeys.allActivities,
    queryFn: async ({ signal }) => (await callApi(listActivities, { query: { limit: 100 } }, { signal })).data,
  })

/** GET categories: the categories in use, `{categories: [{name, activity_count}]}`. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: sportsKeys.categories,
    queryFn: async ({ signal }) => (await callApi(activityCategories, {}, { signal })).categories.map((category) => category.name),
    staleTime: 5 * 60_000,
  })

export const activityQuery = (activityId: number) =>
  queryOptions({
    queryKey: sportsKeys.activity(activityId),
    queryFn: ({ signal }) => callApi(activityDetail, { params: { id: activityId } }, { signal }),
  })

export const itemsInUseQuery = (activityId: number) =>
  queryOptions({
    queryKey: sportsKeys.itemsInUse(activityId),
    queryFn: async ({ signal }) => (await callApi(activityItemsInUse, { params: { id: activityId } }, { signal })).items,
  })

export const activityItemsQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...sportsKeys.activity(activityId), 'items'] as const,
    queryFn: async ({ signal }) => (await callApi(activityItems, { params: { id: activityId } }, { signal })).items,
  })

export const officeAvailabilityQuery = (activityId: number, date: string) =>
  queryOptions({
    queryKey: sportsKeys.availability(activityId, date),
    queryFn: ({ signal }) => callApi(activityAvailability, { params: { id: activityId }, query: { date } }, { signal }),
  })

export const calendarQuery = (activityId: number, year: number, month: number) =>
  queryOptions({
    queryKey: sportsKeys.calendar(activityId, year, month),
    queryFn: ({ signal }) => callApi(activityCalendar, { params: { id: activityId }, query: { month, year } }, { signal }),
    placeholderData: keepPreviousData,
  })

export const sportsBookingsQuery = (filters: SportsBookingFilters) =>
  queryOptions({
    queryKey: sportsKeys.bookings(filters),
    queryFn: ({ signal }) => callApi(listBookings, { query: { ...filters, limit: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  })

export const sportsBookingQuery = (bookingId: number) =>
  queryOptions({
    queryKey: sportsKeys.booking(bookingId),
    queryFn: async ({ signal }) => (await callApi(bookingDetail, { params: { id: bookingId } }, { signal })).booking,
  })

export const statisticsQuery = (activityId: string) =>
  queryOptions({
    queryKey: sportsKeys.statistics(activityId),
    queryFn: async ({ signal }) => (await callApi(statistics, { query: { activity_id: activityId } }, { signal })).statistics,
  })

export const revenueQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: sportsKeys.revenue(startDate, endDate),
    queryFn: async ({ signal }) => (await callApi(revenue, { query: { start_date: startDate, end_date: endDate } }, { signal })).revenue,
    placeholderData: keepPreviousData,
  })

export const sportsDashboardQuery = () =>
  queryOptions({
    queryKey: sportsKeys.dashboard,
    queryFn: async ({ signal }) => (await callApi(dashboard, {}, { signal })).dashboard,
  })
