import { club } from '../../domain/club'
import type { Dependent, MemberSession } from '../auth/session-types'
import { ClubMark } from '../ui/ClubMark'
import { formatCalendarDate } from './member-dates'
import { QrImage } from './QrImage'

/**
 * A dependent's own card, shown at the door from the member's phone: their name and their own id
 * under the member's (M1001-1) as a QR code, and whose family they are, so it is never taken for
 * the member's card.
 */
export function DependentCard({ dependent, member }: { dependent: Dependent; member: MemberSession }) {
  const memberId = member.memberId ?? member.member_id
  const born = formatCalendarDate(dependent.date_of_birth)
  return (
    <section className="member-card member-card--dependent" aria-labelledby="dependent-card-title">
      <header className="member-card__header">
        <ClubMark size={36} />
        <h2 id="dependent-card-title" className="member-card__club">
          {club.name}
        </h2>
        <span className="member-card__ribbon">Family card</span>
      </header>
      <div className="member-card__body">
        <dl className="member-card__facts">
          <dt>Name</dt>
          <dd className="member-card__name">{dependent.name}</dd>
          <dt>Member ID</dt>
          <dd className="member-card__id">{dependent.dependent_code}</dd>
          <dt>Family of</dt>
          <dd>
            {member.name} ({memberId}) · {dependent.relation}
          </dd>
          {born && (
            <>
              <dt>Born</dt>
              <dd>{born}</dd>
            </>
          )}
        </dl>
        <QrImage
          value={dependent.dependent_code}
          alt={`Membership QR code for ${dependent.name} (${dependent.dependent_code})`}
          pendingLabel={`Preparing the QR code for ${dependent.name}`}
          failedText={`The QR code could not be drawn. Show the member ID ${dependent.dependent_code} instead.`}
        />
      </div>
    </section>
  )
}
