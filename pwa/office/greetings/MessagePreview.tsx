import type { OccasionMember } from '../../../domain/contract/greetings'
import { formatGreeting } from '../../../domain/greetings'

/** The message as each member will read it: the same formatting the server sends (domain/greetings.ts). */
export function MessagePreview({ message, members }: { message: string; members: OccasionMember[] }) {
  if (members.length === 0) return null
  return (
    <div className="greeting-preview" aria-live="polite">
      <p className="greeting-preview__label">Preview</p>
      {members.map((member) => {
        const { message: text, unfilled } = formatGreeting(message, member)
        return (
          <div key={member.memberId} className="greeting-preview__item">
            <p className="greeting-preview__text">{text}</p>
            {unfilled.length > 0 && (
              <p className="greeting-preview__warning">
                Not filled in for {member.name}: {unfilled.map((name) => `{${name}}`).join(', ')}
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}
