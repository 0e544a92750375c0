import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { deleteEvent, publishEvent } from '../../../domain/contract/event-bookings-manage'
import type { ClubEvent } from '../../../domain/contract/events'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { eventDefaults, eventSuccess } from './failure'
import { eventKeys } from './queries'

/** Publish (PATCH events/{id}/publish) and delete (DELETE events/{id}) of one event. */
export function useEventActions(event: ClubEvent) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const params = { id: event.event_id }

  const publish = useMutation({
    mutationFn: () => callApi(publishEvent, { params }),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? eventSuccess.eventPublished)
      await queryClient.invalidateQueries({ queryKey: eventKeys.all })
    },
    onError: (error) => toast.error(failureMessage(error, eventDefaults.publishEvent)),
  })

  // An event with bookings is not deleted: the server cancels it and its bookings, and says so.
  const remove = useMutation({
    mutationFn: () => callApi(deleteEvent, { params }),
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
