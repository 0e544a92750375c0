/**
 * The fixed lists of events and their bookings (spec 1 §2, spec 2 §7; ADR 012), one copy for the
 * server's checks and the office's forms.
 */
export const eventTypes = ['social', 'sports', 'business', 'family', 'culinary', 'wellness'] as const
export const eventStatuses = ['draft', 'published', 'cancelled', 'completed'] as const
export const eventVisibilities = ['public', 'members'] as const
export const bookingTypes = ['member', 'guest'] as const
export const bookingStatuses = ['confirmed', 'attended', 'no_show', 'cancelled'] as const
/** How a guest pays at the desk; members are charged to their account instead. */
export const deskPaymentMethods = ['cash', 'card', 'upi'] as const
export const paymentStatuses = ['free', 'charged', 'paid', 'due', 'voided', 'refund_due'] as const

export type EventType = (typeof eventTypes)[number]
export type EventStatus = (typeof eventStatuses)[number]
export type EventVisibility = (typeof eventVisibilities)[number]
export type BookingType = (typeof bookingTypes)[number]
export type BookingStatus = (typeof bookingStatuses)[number]
export type PaymentMethod = 'member_account' | (typeof deskPaymentMethods)[number]
export type PaymentStatus = (typeof paymentStatuses)[number]

/** Only digits: a booking number, searched for exactly however short (bookings 1-99 too). */
export const isBookingNumberText = (text: string) => /^\d+$/.test(text)
