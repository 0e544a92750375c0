import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { apiRequest } from '../../api/client'
import { failureMessage } from '../../api/failure'
import type { Booking, BookingStatus } from './event-types'
import { eventDefaults, eventSuccess } from './failure'
import { EVENTS_API, eventKeys } from './queries'

interface Answer {
  message?: string
}

export type DeskPaymentMethod = 'cash' | 'card' | 'upi'

/** Cancel, change status, check tickets in (one or several), take a desk payment on one booking; each refreshes the booking and its event. */
export function useBookingActions(booking: Booking) {
  const queryClient = useQueryClient()
  const path = `${EVENTS_API}/bookings/${booking.booking_id}`
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: eventKeys.booking(booking.booking_id) }),
      queryClient.invalidateQueries({ queryKey: eventKeys.detail(booking.event_id) }),
    ])
  }
  const succeed = (fallback: string) => async (answer: Answer) => {
    toast.success(answer.message ?? fallback)
    await refresh()
  }
  const fail = (fallback: string) => (error: Error) => toast.error(failureMessage(error, fallback))

  const cancel = useMutation({
    mutationFn: (reason: string) => apiRequest<Answer>(`${path}/cancel`, { method: 'PATCH', body: { reason: reason.trim() || null } }),
    onSuccess: succeed(eventSuccess.bookingCancelled),
    onError: fail(eventDefaults.cancelBooking),
  })

  const setStatus = useMutation({
    mutationFn: (status: BookingStatus) => apiRequest<Answer>(`${path}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: succeed(eventSuccess.bookingStatus),
    onError: fail(eventDefaults.updateBookingStatus),
  })

  const checkIn = useMutation({
    mutationFn: ({ ticketId, type }: { ticketId: number; type: 'entry' | 'exit' }) => apiRequest<Answer>(`${path}/checkin/${ticketId}`, { method: 'PATCH', body: { type } }),
    onSuccess: succeed(eventSuccess.checkedIn),
    onError: fail(eventDefaults.checkIn),
  })

  const bulkCheckIn = useMutation({
    mutationFn: (ticketIds: number[]) => apiRequest<Answer>(`${path}/bulk-checkin`, { method: 'PATCH', body: { ticketIds } }),
    onSuccess: succeed(eventSuccess.checkedIn),
    onError: fail(eventDefaults.checkIn),
  })

  const recordPayment = useMutation({
    mutationFn: (payment_method: DeskPaymentMethod) => apiRequest<Answer>(`${path}/payment`, { method: 'PATCH', body: { payment_method } }),
    onSuccess: succeed('Payment recorded successfully'),
    onError: fail('Failed to record payment'),
  })

  return { cancel, setStatus, checkIn, bulkCheckIn, recordPayment }
}
