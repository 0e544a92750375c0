import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { apiRequest } from '../../api/client'
import { failureMessage } from '../../api/failure'
import type { ClubEvent } from './event-types'
import { eventDefaults, eventSuccess } from './failure'
import { EVENTS_API, eventKeys } from './queries'

/** Publish (PATCH events/{id}/publish) and delete (DELETE events/{id}) of one event. */
export function useEventActions(event: ClubEvent) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const path = `${EVENTS_API}/events/${event.event_id}`

  const publish = useMutation({
    mutationFn: () => apiRequest<{ message?: string }>(`${path}/publish`, { method: 'PATCH' }),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? eventSuccess.eventPublished)
      await queryClient.invalidateQueries({ queryKey: eventKeys.all })
    },
    onError: (error) => toast.error(failureMessage(error, eventDefaults.publishEvent)),
  })

  // An event with bookings is not deleted: the server cancels it and its bookings, and says so.
  const remove = useMutation({
    mutationFn: () => apiRequest<{ message?: string; deleted: boolean }>(path, { method: 'DELETE' }),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? eventSuccess.eventDeleted)
      if (answer.deleted) {
        queryClient.removeQueries({ queryKey: eventKeys.detail(event.event_id) })
        await navigate('/dashboard/events')
      }
      await queryClient.invalidateQueries({ queryKey: eventKeys.all })
    },
    onError: (error) => toast.error(failureMessage(error, eventDefaults.deleteEvent)),
  })

  return { publish, remove }
}
