import { queryOptions } from '@tanstack/react-query'
import { createBooking } from '../../domain/contract/sports-bookings'
import { activityItems } from '../../domain/contract/sports-items'
import { activityAvailability } from '../../domain/contract/sports-schedule'
import type { AvailabilitySlot, SportsItem } from '../../domain/contract/sports-shapes'
import { callApi } from '../api/client'

/** The walk-in reads (online only): ADR 015's availability and the activity's items, for names. */

export type { AvailabilitySlot }
export type ActivityItem = SportsItem

export const availabilityQuery = (activityId: number, date: string) =>
  queryOptions({
    queryKey: ['desk', 'availability', activityId, date],
    queryFn: async ({ signal }) => (await callApi(activityAvailability, { params: { id: activityId }, query: { date } }, { signal })).slots,
    staleTime: 15_000,
  })

export const activityItemsQuery = (activityId: number) =>
  queryOptions({
    queryKey: ['desk', 'items', activityId],
    queryFn: async ({ signal }) => (await callApi(activityItems, { params: { id: activityId } }, { signal })).items,
    staleTime: 5 * 60_000,
  })

export interface WalkIn {
  activityId: number
  itemId: number
  date: string
  startTime: string
  endTime: string
  /** A member plays (charged to the account), or a guest pays at the desk. */
  memberId: string
  contactName: string
  contactPhone: string
  playerCount: number
}

/** `POST bookings` at the reception: a member's walk-in is charged to the account, a guest's is due at the desk. */
export function bookWalkIn(walkIn: WalkIn) {
  const memberId = walkIn.memberId.trim()
  return callApi(createBooking, {
    body: {
      activity_id: walkIn.activityId,
      item_id: walkIn.itemId,
      booking_date: walkIn.date,
      start_time: walkIn.startTime,
      end_time: walkIn.endTime,
      player_count: walkIn.playerCount,
      user_type: memberId ? 'member' : 'guest',
      channel: 'reception',
      ...(memberId ? { member_id: memberId } : {}),
      ...(walkIn.contactName.trim() ? { contact_name: walkIn.contactName.trim() } : {}),
      ...(walkIn.contactPhone.trim() ? { contact_phone: walkIn.contactPhone.trim() } : {}),
    },
  })
}
