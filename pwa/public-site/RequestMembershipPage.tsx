import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { club } from '../../domain/club'
import { PageTitle } from '../ui/PageTitle'
import { Island } from './islands/Island'
import { MembershipApplicationForm } from './membership/MembershipApplicationForm'
import { chatLinkFor, membershipEnquiryText } from './chat-link'
import { publicConfigQuery } from './queries'

/** Where the member sign-in page sends people without an account (spec 1 §2). */
export function RequestMembershipPage() {
  const { data } = useQuery(publicConfigQuery)
  return (
    <section className="content-page" aria-labelledby="membership-title">
      <PageTitle>Request Membership</PageTitle>
      <h1 id="membership-title">Request Membership</h1>
      <p>
        Membership of {club.name} is by application to the club office. Members are {club.memberProfile.slice(0, -1).join(', ')} and{' '}
        {club.memberProfile.at(-1)}, and enjoy the club’s facilities and those of our {club.affiliatedClubCount} affiliated clubs.
      </p>
      <p>
        Apply below: your proposer and seconder must be members of the club. The membership committee considers each application, and the
        club writes to you on WhatsApp. Questions first? Write to the club office and we will guide you.
      </p>
      <p className="content-page__actions">
        {/* Hidden in the page the build renders, for its own script to show (ADR 031). */}
        {(data?.chatNumber || import.meta.env.SSR) && (
          <a
            className="button button--primary"
            hidden={!data?.chatNumber}
            data-chat-link={membershipEnquiryText}
            href={data?.chatNumber ? chatLinkFor(data.chatNumber, membershipEnquiryText) : '/contact'}
            target="_blank"
            rel="noopener noreferrer"
          >
            Write to the club office on WhatsApp
          </a>
        )}
        <Link className="button button--secondary" to="/member-login">
          Already a member? Sign in
        </Link>
      </p>
      <Island name="membership-form" component={MembershipApplicationForm} props={{}} />
    </section>
  )
}
