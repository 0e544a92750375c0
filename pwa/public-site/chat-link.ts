import { club } from '../../domain/club'

/** The floating button's prefilled text (spec 1 §1): an enquiry for the club regarding Booking. */
export const bookingEnquiryText = `Hello, I have an enquiry for ${club.name} regarding Booking.`
export const membershipEnquiryText = `Hello, I would like to request membership of ${club.name}.`

export function chatLinkFor(chatNumber: string, text: string = bookingEnquiryText): string {
  return `https://wa.me/${chatNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
