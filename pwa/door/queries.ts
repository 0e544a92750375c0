import { queryOptions } from '@tanstack/react-query'
import { checkinConflicts } from '../../domain/contract/door'
import { receptionEvents } from '../../domain/contract/event-bookings-desk'
import { callApi } from '../api/client'

export type { CheckinConflict } from '../../domain/contract/door'
/** An event of the desk's list: today's published events, with their booking figures. */
export type { EventWithStats as ReceptionEvent } from '../../domain/contract/event-bookings-desk'

export const receptionEventsQuery = () =>
  queryOptions({
    queryKey: ['door', 'reception-events'],
    queryFn: async ({ signal }) => (await callApi(receptionEvents, {}, { signal })).data,
    staleTime: 60_000,
  })

export const checkinConflictsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['door', 'conflicts', eventId],
    queryFn: async ({ signal }) => (await callApi(checkinConflicts, { params: { id: eventId } }, { signal })).data,
    refetchInterval: 15_000,
  })
