import { ApiError } from '../../api/api-error'
import { failureMessage } from '../../api/failure'

/** The sports texts of spec 2 §8, and ours in the same form where the spec gives none. */
export const sportsMessages = {
  network: 'Network error - please check your connection and try again',
  server: 'Server error - please try again later.',
  unauthorized: 'Authentication failed - please login again.',
  notFound: 'Sports activity not found.',
  fetchActivity: 'Failed to fetch sports activity',
  missingLogin: 'Authentication required. Please log in.',
  slotTaken: 'Slot is no longer available',
  // Not worded by the spec: ours.
  fetchActivities: 'Failed to fetch sports activities',
  fetchAvailability: 'Failed to fetch availability',
  fetchBookings: 'Failed to fetch sports bookings',
  fetchBooking: 'Failed to fetch sports booking',
  createBooking: 'Failed to create sports booking',
  cancelBooking: 'Failed to cancel sports booking',
  saveActivity: 'Failed to save sports activity',
  deleteActivity: 'Failed to delete sports activity',
  updateStatus: 'Failed to update status',
  saveItem: 'Failed to save item',
  saveSubcategory: 'Failed to save subcategory',
  recordPayment: 'Failed to record payment',
  invoice: 'Failed to issue invoice',
  fetchCalendar: 'Failed to fetch the calendar',
  fetchStatistics: 'Failed to fetch statistics',
} as const

/**
 * What to tell the person about a failed sports call (spec 2 §8): no answer → the network text;
 * 5xx → the server text; 401 → sign in again; 404 → not found (for a single activity, or the
 * caller's own text); otherwise the server's words, else the caller's default.
 */
export function sportsFailureMessage(error: unknown, fallback: string, notFound: string = sportsMessages.notFound): string {
  if (error instanceof ApiError) {
    if (!error.hasResponse) return sportsMessages.network
    if (error.status !== undefined && error.status >= 500) return sportsMessages.server
    if (error.status === 401) return sportsMessages.unauthorized
    if (error.status === 404) return notFound
  }
  return failureMessage(error, fallback)
}

/** 409 'Slot is no longer available': someone else took the slot first (other 409s say why the item or activity cannot be booked). */
export const isSlotTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message.startsWith(sportsMessages.slotTaken)

/**
 * What a contract form's `showFailure` is given: a refusal (4xx) as the server worded it, its
 * fields marked; no answer, 401, 404 and 5xx in spec 2 §8's words instead.
 */
export function formFailureOf(error: unknown, fallback: string, notFound?: string): { error: unknown; fallback: string } {
  const isRefusal =
    error instanceof ApiError &&
    error.hasResponse &&
    error.status !== undefined &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 404
  return isRefusal ? { error, fallback } : { error: undefined, fallback: sportsFailureMessage(error, fallback, notFound) }
}
