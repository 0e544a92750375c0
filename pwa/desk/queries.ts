import { queryOptions } from '@tanstack/react-query'
import { createBooking } from '../../domain/contract/sports-bookings'
import { activityAvailability } from '../../domain/contract/sports-schedule'
import type { AvailabilitySlot } from '../../domain/contract/sports-shapes'
import { callApi } from '../api/client'

/** The walk-in's read (online only): ADR 015's availability, with the items' names. */

export type { AvailabilitySlot }

/** A day's slots with each item's availability, and the items with their names and statuses. */
export const availabilityQuery = (activityId: number, date: string) =>
  queryOptions({
    queryKey: ['desk', 'availability', activityId, date],
    queryFn: ({ signal }) => callApi(activityAvailability, { params: { id: activityId }, query: { date } }, { signal }),
    staleTime: 15_000,
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
