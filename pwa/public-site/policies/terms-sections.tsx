import { Link } from 'react-router-dom'
import { club } from '../../../domain/club'
import type { PolicySection } from './PolicyPage'

/** The Terms and Conditions (spec 1 §2): what using the club's website and app commits a person to. */
export const termsSections: readonly PolicySection[] = [
  {
    id: 'terms-acceptance',
    title: 'Acceptance of these terms',
    body: (
      <>
        <p>
          These terms govern your use of the website and app of {club.name}, {club.place} (“the Club”, “we”, “us”): the public pages, member
          and staff sign-in, bookings, approvals and every other service offered through them (together, “the Services”).
        </p>
        <p>
          By opening or using the Services you accept these terms and the Privacy Policy below. If you do not accept them, please do not use
          the Services. Membership of the Club is governed by its Memorandum, Rules and Bye-laws; where these terms and the Bye-laws differ
          on a matter of membership, the Bye-laws prevail.
        </p>
      </>
    ),
  },
  {
    id: 'terms-eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>
          You must be 18 years of age or older, and able to enter into a binding contract under the Indian Contract Act, 1872, to create or
          use an account, make a booking or send an enquiry through the Services. By using them you confirm that you are.
        </p>
        <p>
          Members’ dependents under 18 may use the Club’s facilities as the Bye-laws allow, but do not hold accounts of their own on the
          Services. A member who adds a dependent does so as that child’s parent or guardian.
        </p>
      </>
    ),
  },
  {
    id: 'terms-accounts',
    title: 'Accounts and sign-in',
    body: (
      <>
        <p>
          The Club issues each member a member ID, and each member of staff an account for Club business only. You are responsible for
          keeping your password and any one-time password (OTP) sent to your registered WhatsApp number confidential, and for everything
          done through your account.
        </p>
        <ul>
          <li>Keep your contact details with the Club office up to date: password resets are sent to the mobile number we hold.</li>
          <li>Sign out when you use a shared or public device. Sessions end by themselves after a period of time.</li>
          <li>Tell the Club office at once if you think someone else has used your account.</li>
        </ul>
        <p>
          We may suspend access to an account to protect you or the Club, for example after repeated failed sign-in attempts or a suspected
          misuse, and will tell you how to restore it.
        </p>
      </>
    ),
  },
  {
    id: 'terms-bookings',
    title: 'Bookings and fees',
    body: (
      <p>
        Prices are shown in Indian rupees; where taxes apply, the price says whether it includes them. Bookings of events, rooms and
        facilities are subject to availability and to the Club’s confirmation. Refunds follow the{' '}
        <Link to="/refundpolicy">Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'terms-community',
    title: 'Community guidelines',
    body: (
      <>
        <p>The Club is a community of members and their families. When you use the Services, please:</p>
        <ul>
          <li>be courteous in every message, enquiry and response you send to the Club, its staff and other members;</li>
          <li>post or send nothing unlawful, defamatory, obscene, hateful or misleading, and do not impersonate anyone;</li>
          <li>
            use what you see through the Services (other members’ names, approvals sent to you, the affiliated clubs’ contact details) only
            for Club purposes, and never for marketing or to publish it elsewhere;
          </li>
          <li>do not try to get around security, reach data that is not yours, copy the Services in bulk, or overload them;</li>
          <li>follow the Club’s rules on conduct and dress at events you book through the Services.</li>
        </ul>
        <p>A breach of these guidelines may lead to suspension of access and to action under the Bye-laws.</p>
      </>
    ),
  },
  {
    id: 'terms-intellectual-property',
    title: 'Intellectual property',
    body: (
      <>
        <p>
          The Club’s name, crest, text, illustrations, photographs and the design of the Services belong to the Club or to those who
          licensed them to it. You may view, download and print them for your own, non-commercial use. Any other use, including copying them
          to another website or using them in advertising, needs the Club’s written permission.
        </p>
        <p>
          Photographs of Club functions may show members and guests. If you appear in one and would like it removed, write to the Club
          office and we will take it down. The names of affiliated clubs belong to those clubs.
        </p>
      </>
    ),
  },
  {
    id: 'terms-disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>We take care that the Services are accurate and available, but they are provided “as is” and “as available”. In particular:</p>
        <ul>
          <li>
            event details (dates, times, venues, menus, performers and prices) may change; we will tell members who have booked about any
            change that affects them;
          </li>
          <li>
            affiliated clubs are independent of the Club: their facilities, rules and charges are their own, and the contact details we list
            are as they gave them to us;
          </li>
          <li>
            the Services may be unavailable at times for maintenance or because of network problems, and a copy kept on your device for
            offline use may be out of date until it reconnects.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'terms-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent the law allows, the Club is not liable for any indirect or consequential loss, or for loss of data, profit or
          opportunity, arising from your use of the Services or from their being unavailable. Our total liability for any claim about a
          booking or service obtained through the Services is limited to the amount you paid the Club for that booking or service.
        </p>
        <p>
          Nothing in these terms limits a liability that cannot be limited under Indian law, including your rights under the Consumer
          Protection Act, 2019.
        </p>
      </>
    ),
  },
  {
    id: 'terms-changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they last changed, and we will tell members
        of any significant change by e-mail, WhatsApp or a notice on the Services before it takes effect. Using the Services after a change
        means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'terms-governing-law',
    title: 'Governing law and jurisdiction',
    body: (
      <p>
        These terms are governed by the laws of India. Please write to the Club office first so that we can try to resolve any concern
        together. Any dispute that remains is subject to the exclusive jurisdiction of the courts at Delhi.
      </p>
    ),
  },
]
