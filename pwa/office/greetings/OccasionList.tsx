import type { OccasionMember } from '../../../domain/contract/greetings'

interface OccasionListProps {
  members: OccasionMember[]
  kind: 'birthday' | 'anniversary' | 'festival'
  selected: ReadonlySet<string>
  onToggle: (memberId: string) => void
  onToggleAll: (isSelected: boolean) => void
  onSend: (member: OccasionMember) => void
  onHistory: (member: OccasionMember) => void
  canSend: boolean
}

const detailOf = (member: OccasionMember, kind: OccasionListProps['kind']) => {
  if (kind === 'birthday') return member.age === null ? 'Age not known' : `Turns ${member.age}`
  if (kind === 'anniversary')
    return member.yearsOfMarriage === null
      ? ''
      : `${member.yearsOfMarriage} years married${member.spouseName ? `, with ${member.spouseName}` : ''}`
  return member.mobileNumber ?? 'No mobile'
}

/** The day's members with their age or years; select all or some (opted-out members cannot be picked). */
export function OccasionList({ members, kind, selected, onToggle, onToggleAll, onSend, onHistory, canSend }: OccasionListProps) {
  const selectable = members.filter((member) => !member.isOptedOut)
  const isAllSelected = selectable.length > 0 && selectable.every((member) => selected.has(member.memberId))
  return (
    <div>
      <label className="greeting-list__all">
        <input
          type="checkbox"
          checked={isAllSelected}
          onChange={(event) => onToggleAll(event.target.checked)}
          disabled={selectable.length === 0}
        />
        Select all ({selectable.length})
      </label>
      <ul className="record-list" aria-label="Members">
        {members.map((member) => (
          <li key={member.memberId} className="record greeting-row">
            <input
              type="checkbox"
              aria-label={`Select ${member.name}`}
              checked={selected.has(member.memberId)}
              disabled={member.isOptedOut}
              onChange={() => onToggle(member.memberId)}
            />
            <div className="record__main">
              <p className="record__title">
                {member.title} {member.name} <span className="greeting-row__id">{member.memberId}</span>
              </p>
              <p className="record__meta">
                {detailOf(member, kind)}
                {member.isGreeted && <span className="status-badge status-badge--open">Greeted</span>}
                {member.isOptedOut && <span className="status-badge status-badge--muted">Opted out</span>}
              </p>
            </div>
            <div className="record__actions">
              <button type="button" className="button button--secondary" onClick={() => onHistory(member)}>
                History
              </button>
              {canSend && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={member.isOptedOut || !member.mobileNumber}
                  onClick={() => onSend(member)}
                >
                  Send
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
