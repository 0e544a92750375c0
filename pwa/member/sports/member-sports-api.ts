import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import type { Page } from '../../../domain/contract/events'
import type { ActivityDetails, Availability, SportsActivity, SportsBooking } from '../../office/sports/sports-types'

/** The member app's part of sports-activity (ADR 015): the member token goes with every call. */
export const MEMBER_SPORTS_API = '/api/sports-activity/member'
/** Every activity and every booking a member holds fits in one page (the server allows 100). */
const ALL = 100

export const memberSportsKeys = {
  all: ['member-sports'] as const,
  activities: ['member-sports', 'activities'] as const,
  activity: (activityId: number) => ['member-sports', 'activities', activityId] as const,
  availability: (activityId: number, date: string) => ['member-sports', 'availability', activityId, date] as const,
  bookings: (memberId: string) => ['member-sports', 'bookings', memberId] as const,
}

export const memberActivitiesQuery = () =>
  queryOptions({
    queryKey: memberSportsKeys.activities,
    queryFn: async ({ signal }) => (await apiGet<Page<SportsActivity>>(`${MEMBER_SPORTS_API}/activities`, { signal, query: { limit: ALL } })).data,
  })

export const memberActivityQuery = (activityId: number) =>
  queryOptions({
    queryKey: memberSportsKeys.activity(activityId),
    queryFn: ({ signal }) => apiGet<ActivityDetails>(`${MEMBER_SPORTS_API}/activities/${activityId}`, { signal }),
  })

export const availabilityQuery = (activityId: number, date: string) =>
  queryOptions({
    queryKey: memberSportsKeys.availability(activityId, date),
    queryFn: ({ signal }) => apiGet<Availability>(`${MEMBER_SPORTS_API}/activities/${activityId}/availability`, { signal, query: { date } }),
  })

export const mySportsBookingsQuery = (memberId: string) =>
  queryOptions({
    queryKey: memberSportsKeys.bookings(memberId),
    queryFn: async ({ signal }) => (await apiGet<Page<SportsBooking>>(`${MEMBER_SPORTS_API}/bookings`, { signal, query: { limit: ALL } })).data,
  })
