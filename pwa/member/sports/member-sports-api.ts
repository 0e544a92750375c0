import { queryOptions } from '@tanstack/react-query'
import { memberActivities, memberActivityDetail, memberAvailability, memberBookings } from '../../../domain/contract/sports-member'
import { callApi } from '../../api/client'
import { listThroughWallet } from '../saved/booking-wallet'
import { sportsWallet } from '../ticket-wallet'

/** The member app's part of sports-activity (ADR 015): the member token goes with every call. */
/** Every activity and every booking a member holds fits in one page (the server allows 100). */
const ALL = 100

export const memberSportsKeys = {
  all: ['member-sports'] as const,
  activities: ['member-sports', 'activities'] as const,
  activity: (activityId: number) => ['member-sports', 'activities', activityId] as const,
  availability: (activityId: number, date: string) => ['member-sports', 'availability', activityId, date] as const,
  /** The day the activity page opens on, searched from `today` (opening-day.ts). */
  openingDay: (activityId: number, today: string) => ['member-sports', 'opening-day', activityId, today] as const,
  bookings: (memberId: string) => ['member-sports', 'bookings', memberId] as const,
}

export const memberActivitiesQuery = () =>
  queryOptions({
    queryKey: memberSportsKeys.activities,
    queryFn: async ({ signal }) => (await callApi(memberActivities, { query: { limit: ALL } }, { signal })).data,
  })

export const memberActivityQuery = (activityId: number) =>
  queryOptions({
    queryKey: memberSportsKeys.activity(activityId),
    queryFn: ({ signal }) => callApi(memberActivityDetail, { params: { id: activityId } }, { signal }),
  })

export const availabilityQuery = (activityId: number, date: string) =>
  queryOptions({
    queryKey: memberSportsKeys.availability(activityId, date),
    queryFn: ({ signal }) => callApi(memberAvailability, { params: { id: activityId }, query: { date } }, { signal }),
  })

/** The member's sports bookings, through their wallet on the phone, as the event bookings are. */
export const mySportsBookingsQuery = (memberId: string) =>
  queryOptions({
    queryKey: memberSportsKeys.bookings(memberId),
    networkMode: 'offlineFirst',
    queryFn: ({ signal }) =>
      listThroughWallet(sportsWallet, memberId, async () => (await callApi(memberBookings, { query: { limit: ALL } }, { signal })).data),
  })
