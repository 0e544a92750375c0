/** The events area's texts when the server gives none (spec 2 §8 "Events"). */
export const eventDefaults = {
  createEvent: 'Failed to create event',
  fetchEvents: 'Failed to fetch events',
  updateEvent: 'Failed to update event',
  deleteEvent: 'Failed to delete event',
  publishEvent: 'Failed to publish event',
  createBooking: 'Failed to create booking',
  cancelBooking: 'Failed to cancel booking',
  updateBookingStatus: 'Failed to update booking status',
  checkIn: 'Failed to check in attendee',
  fetchAnalytics: 'Failed to fetch analytics',
  validateCoupon: 'Coupon validation failed',
  receipt: 'Failed to generate receipt',
  tickets: 'Failed to generate tickets',
  // Not worded by the spec: ours, in the same form.
  fetchBookings: 'Failed to fetch bookings',
  createCoupon: 'Failed to create coupon',
} as const

/** The spec's success texts, used when the server's answer carries no message of its own. */
export const eventSuccess = {
  eventCreated: 'Event created successfully',
  eventUpdated: 'Event updated successfully',
  eventPublished: 'Event published successfully',
  eventDeleted: 'Event deleted successfully',
  bookingCreated: 'Booking created successfully',
  bookingCancelled: 'Booking cancelled successfully',
  bookingStatus: 'Booking status updated successfully',
  checkedIn: 'Attendee checked in successfully',
  couponValidated: 'Coupon validated successfully',
  couponCreated: 'Coupon created successfully',
} as const
