import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Booking, DeskPaymentMethod } from '../../../domain/contract/event-bookings'
import {
  bulkCheckIn as bulkCheckInEndpoint,
  cancelBooking,
  checkInTicket,
  recordDeskPayment,
  setBookingStatus,
} from '../../../domain/contract/event-bookings-office'
import type { BookingStatus } from '../../../domain/events'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { eventDefaults, eventSuccess } from './failure'
import { eventKeys } from './queries'

interface Answer {
  message?: string
}

export type { DeskPaymentMethod }

/** Cancel, change status, check tickets in (one or several), take a desk payment on one booking; each refreshes the booking and its event. */
export function useBookingActions(booking: Booking) {
  const queryClient = useQueryClient()
  const params = { id: booking.booking_id }
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
    mutationFn: (reason: string) => callApi(cancelBooking, { params, body: { reason: reason.trim() || null } }),
    onSuccess: succeed(eventSuccess.bookingCancelled),
    onError: fail(eventDefaults.cancelBooking),
  })

  const setStatus = useMutation({
    mutationFn: (status: BookingStatus) => callApi(setBookingStatus, { params, body: { status } }),
    onSuccess: succeed(eventSuccess.bookingStatus),
    onError: fail(eventDefaults.updateBookingStatus),
  })

  const checkIn = useMutation({
    mutationFn: ({ ticketId, type }: { ticketId: number; type: 'entry' | 'exit' }) =>
      callApi(checkInTicket, { params: { ...params, ticketId }, body: { type } }),
    onSuccess: succeed(eventSuccess.checkedIn),
    onError: fail(eventDefaults.checkIn),
  })

  const bulkCheckIn = useMutation({
    mutationFn: (ticketIds: number[]) => callApi(bulkCheckInEndpoint, { params, body: { ticketIds } }),
    onSuccess: succeed(eventSuccess.checkedIn),
    onError: fail(eventDefaults.checkIn),
  })

  const recordPayment = useMutation({
    mutationFn: (payment_method: DeskPaymentMethod) => callApi(recordDeskPayment, { params, body: { payment_method } }),
    onSuccess: succeed('Payment recorded successfully'),
    onError: fail('Failed to record payment'),
  })

  return { cancel, setStatus, checkIn, bulkCheckIn, recordPayment }
}
