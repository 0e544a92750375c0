import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api/client'

/** An event of the desk's list (`GET /api/event-bookings/reception/events`: today's published events). */
export interface ReceptionEvent {
  event_id: number
  title: string
  venue: string | null
  start_at: string
  end_at: string
  capacity: number | null
  status: string
  booking_stats?: { tickets_sold?: number; checked_in?: number; inside_now?: number }
}

/** A ticket let in on two devices, as the server recorded it (the supervisor view). */
export interface CheckinConflict {
  conflict_id: number | string
  ticket_id: number
  holder_name: string
  booking_id: number
  type: 'entry' | 'exit'
  accepted: { at: string; device_id: string | null; user_name: string | null }
  rejected: { at: string; device_id: string | null; user_name: string | null }
  received_at: string
  resolved_at: string | null
}

export const receptionEventsQuery = () =>
  queryOptions({
    queryKey: ['door', 'reception-events'],
    queryFn: async ({ signal }) => (await apiGet<{ data: ReceptionEvent[] }>('/api/event-bookings/reception/events', { signal })).data,
    staleTime: 60_000,
  })

export const conflictsPath = (eventId: number) => `/api/event-bookings/events/${eventId}/checkin-conflicts`

export const checkinConflictsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['door', 'conflicts', eventId],
    queryFn: async ({ signal }) => (await apiGet<{ data: CheckinConflict[] }>(conflictsPath(eventId), { signal })).data,
    refetchInterval: 15_000,
  })
