import { club } from '../../../domain/club'
import { OfficeAddress } from './OfficeAddress'
import type { PolicySection } from './PolicyPage'

/** The Privacy Policy (spec 1 §2), written for the Digital Personal Data Protection Act, 2023. */
export const privacySections: readonly PolicySection[] = [
  {
    id: 'privacy-data-collected',
    title: 'Data we collect',
    body: (
      <>
        <p>
          {club.name} decides why and how the personal data described here is used (it is the “Data Fiduciary” under the Digital Personal
          Data Protection Act, 2023). We collect only what we need to run the Club and its services:
        </p>
        <ul>
          <li>
            <strong>Visitors:</strong> what you send us in an enquiry (your name, phone number, e-mail address and message), and the
            technical details every web request carries: IP address, browser type, the page asked for and the time, kept in our server logs.
          </li>
          <li>
            <strong>Members and their dependents:</strong> the details given in the membership application and kept up to date with the
            office (name, member ID, membership category, date of birth, photograph, address, mobile number and e-mail, and dependents’
            names, relationships and dates of birth); sign-in records; bookings, event tickets, food and beverage orders, wallet deposits,
            cheques and payments; and your responses to approval requests, with the time and any signature you add.
          </li>
          <li>
            <strong>Staff:</strong> work contact details, role, and a record of actions taken in the back office.
          </li>
          <li>
            <strong>On your device:</strong> the app keeps your sign-in session (a token and its expiry) and copies of pages and data in
            your browser’s storage so that it opens quickly and works without a network. We do not use advertising or tracking cookies.
          </li>
        </ul>
        <p>
          Passwords are stored only in a one-way scrambled (hashed) form. If you pay online, your card or bank details are handled by the
          payment provider; we receive only the confirmation and the amount.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-use',
    title: 'How we use your data',
    body: (
      <>
        <p>We use personal data, with your consent or for the legitimate uses the law allows, to:</p>
        <ul>
          <li>run your membership, and the facilities, bookings, orders and billing that go with it;</li>
          <li>sign you in securely, including sending one-time passwords (OTPs) to your registered WhatsApp number;</li>
          <li>send you notices, approval requests, greetings and news of Club events by e-mail, WhatsApp or SMS;</li>
          <li>answer your enquiries and requests;</li>
          <li>keep the Services and the Club secure, and detect and prevent misuse;</li>
          <li>keep the accounts and records the law requires of us.</li>
        </ul>
        <p>
          We keep personal data only as long as it is needed for these purposes: a member’s records for the duration of membership and then
          as long as the law requires us to keep accounting and tax records; server logs for a limited period for security. After that we
          delete it or make it anonymous. We never sell personal data.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-sharing',
    title: 'Sharing',
    body: (
      <>
        <p>We share personal data only:</p>
        <ul>
          <li>
            with service providers who act for us under contract and only on our instructions: hosting, WhatsApp Business messaging for OTPs
            and notices, e-mail delivery and payment processing;
          </li>
          <li>with an affiliated club, when you ask to visit it, to confirm that you are a member in good standing;</li>
          <li>with courts, regulators or law-enforcement agencies, when the law requires it.</li>
        </ul>
        <p>We do not share personal data for anyone else’s marketing.</p>
      </>
    ),
  },
  {
    id: 'privacy-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023 you may:</p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and of how we use and share it;</li>
          <li>ask us to correct, complete or update it;</li>
          <li>ask us to erase it, where we no longer need it and the law does not require us to keep it;</li>
          <li>withdraw a consent you gave, for the future (this may end a service that depends on it);</li>
          <li>nominate a person to exercise these rights for you in the event of your death or incapacity;</li>
          <li>raise a grievance with us and, if it is not resolved, complain to the Data Protection Board of India.</li>
        </ul>
        <p>Write to us as shown under “Contact”. We may ask you to confirm who you are, and we aim to reply within 30 days.</p>
      </>
    ),
  },
  {
    id: 'privacy-security',
    title: 'Security',
    body: (
      <>
        <p>
          We protect personal data with reasonable security practices: encrypted connections (HTTPS), hashed passwords, one-time passwords
          that expire and allow few attempts, limits on repeated sign-in attempts, and access for staff only to what their role needs.
        </p>
        <p>
          No system is perfectly secure. If a breach affects your personal data, we will tell you and the Data Protection Board of India as
          the law requires. You can help by keeping your password private and signing out of shared devices.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-third-party-links',
    title: 'Third-party links',
    body: (
      <p>
        The Services link to and embed services run by others: the chat button opens WhatsApp, the contact and home pages embed a map, the
        Club Tour embeds a virtual-tour service, and the footer and the affiliations directory link to social networks and to other clubs’
        websites. Those services have their own privacy policies, and an embedded map or tour may set its own cookies. We are not
        responsible for their practices; please read their policies.
      </p>
    ),
  },
  {
    id: 'privacy-children',
    title: 'Children',
    body: (
      <p>
        The Services are not meant for anyone under 18, and we do not knowingly let anyone under 18 create an account or send us their data.
        Details of members’ children are given to us by the member as parent or guardian, with that consent, and are used only for the
        membership and the child’s use of Club facilities. We do not track, monitor the behaviour of, or target advertising at children. If
        you believe a child has sent us personal data, write to us and we will delete it.
      </p>
    ),
  },
  {
    id: 'privacy-contact',
    title: 'Contact',
    body: (
      <>
        <p>
          For any question about this policy, to exercise your rights or to raise a grievance, contact the Club Secretary, who acts as the
          Club’s Grievance Officer:
        </p>
        <OfficeAddress to="secretary" />
        <p>Please write “Privacy” in the subject line so that your message reaches the right person quickly.</p>
      </>
    ),
  },
]
