import type { MemberDetail } from '../../../domain/contract/members'
import { formatDay, formatLimit, formatMobile, statusLabel } from './member-format'

/** The member's profile to read, for roles that may view members but not change them. */
export function ProfileFacts({ member }: { member: MemberDetail }) {
  const facts: [string, string][] = [
    ['Member ID', member.memberId],
    ['Name', [member.title, member.name].filter(Boolean).join(' ')],
    ['Mobile number', formatMobile(member.mobileNumber)],
    ['E-mail', member.email ?? ''],
    ['Category', member.categoryName ?? ''],
    ['Status', statusLabel(member.status)],
    ['Date of birth', formatDay(member.dateOfBirth)],
    ['Spouse name', member.spouseName ?? ''],
    ['Date of anniversary', formatDay(member.dateOfAnniversary)],
    ['Joined on', formatDay(member.joinedOn)],
    ['Credit limit', formatLimit(member.effectiveCreditLimitPaise)],
    ['Address', member.address ?? ''],
  ]
  return (
    <dl className="panel facts">
      {facts.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
