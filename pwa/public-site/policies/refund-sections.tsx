import { Link } from 'react-router-dom'
import { officeHours } from '../content/contact'
import { OfficeAddress } from './OfficeAddress'
import type { PolicySection } from './PolicyPage'

/** Every refund rule of spec 1 §9, and how to ask. */
export const refundSections: readonly PolicySection[] = [
  {
    id: 'refund-scope',
    title: 'What this policy covers',
    body: (
      <p>
        This policy covers payments made to the Club for annual membership fees, monthly fees and event bookings, whether paid at the Club
        office or online. It forms part of the Club’s <Link to="/privacypolicy">Terms and Conditions</Link>.
      </p>
    ),
  },
  {
    id: 'refund-annual-membership',
    title: 'Annual membership fees',
    body: (
      <p>
        A request to refund an annual membership fee must reach the Club <strong>within 2 days</strong> of the payment. Requests made after
        that are not accepted.
      </p>
    ),
  },
  {
    id: 'refund-monthly-fees',
    title: 'Monthly fees',
    body: (
      <p>
        Monthly fees are <strong>not refundable</strong>, in whole or in part, including for a month in which the facilities were not used.
      </p>
    ),
  },
  {
    id: 'refund-events',
    title: 'Event bookings',
    body: (
      <ul>
        <li>
          A booking cancelled <strong>within 48 hours</strong> of the start of the event is <strong>not refunded</strong>; nor is a booking
          for an event you did not attend.
        </li>
        <li>A booking cancelled earlier than that may be refunded under this policy: ask as shown below.</li>
        <li>If the Club cancels an event, everyone who booked it is refunded in full.</li>
      </ul>
    ),
  },
  {
    id: 'refund-how-to-ask',
    title: 'How to ask for a refund',
    body: (
      <>
        <p>Write to or call the Club office, or visit it ({officeHours}), with:</p>
        <ul>
          <li>your name and member ID (or, if you are not a member, the phone number used for the booking);</li>
          <li>the receipt number or booking reference, the date of payment and the amount;</li>
          <li>what you would like refunded, and why.</li>
        </ul>
        <OfficeAddress to="office" />
      </>
    ),
  },
  {
    id: 'refund-what-happens-next',
    title: 'What happens next',
    body: (
      <ul>
        <li>
          We reply <strong>within 2–3 business days</strong> of receiving your request, either approving the refund or explaining why it
          cannot be made.
        </li>
        <li>
          An approved refund is credited <strong>within 7–8 working days</strong>, to the account or card you paid from.
        </li>
      </ul>
    ),
  },
]
