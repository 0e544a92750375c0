import type { MemberSession } from '../auth/session-types'
import { club } from '../../domain/club'
import { ClubMark } from '../ui/ClubMark'
import { formatCalendarDate } from './member-dates'
import { MemberQrCode } from './MemberQrCode'

/** The digital membership card: shown at the door, works with no network at all. */
export function MembershipCard({ member }: { member: MemberSession }) {
  const memberId = member.memberId ?? member.member_id
  const since = formatCalendarDate(member.joined_on)
  return (
    <section className="member-card" aria-labelledby="member-card-title">
      <header className="member-card__header">
        <ClubMark size={36} />
        <h2 id="member-card-title" className="member-card__club">
          {club.name}
        </h2>
      </header>
      <div className="member-card__body">
        <dl className="member-card__facts">
          <dt>Name</dt>
          <dd className="member-card__name">{[member.title, member.name].filter(Boolean).join(' ')}</dd>
          <dt>Member ID</dt>
          <dd className="member-card__id">{memberId}</dd>
          {member.category && (
            <>
              <dt>Category</dt>
              <dd>{member.category}</dd>
            </>
          )}
          {since && (
            <>
              <dt>Member since</dt>
              <dd>{since}</dd>
            </>
          )}
        </dl>
        <MemberQrCode memberId={memberId} />
      </div>
    </section>
  )
}
