import type { Dependent } from '../auth/session-types'
import { EmptyState } from '../ui/EmptyState'
import { formatCalendarDate } from './member-dates'

/** The family on the membership, as the sign-in answer listed them. */
export function DependentsList({ dependents }: { dependents: readonly Dependent[] }) {
  return (
    <section className="member-section" aria-labelledby="dependents-title">
      <h2 id="dependents-title" className="member-section__title">
        Dependents
      </h2>
      {dependents.length === 0 ? (
        <EmptyState title="No dependents on your membership">The club office can add family members to your membership.</EmptyState>
      ) : (
        <ul className="dependents">
          {dependents.map((dependent) => (
            <li key={dependent.dependent_id} className="dependents__item">
              <span className="dependents__name">{dependent.name}</span>
              <span className="dependents__detail">
                {dependent.relation}
                {formatCalendarDate(dependent.date_of_birth) && ` · born ${formatCalendarDate(dependent.date_of_birth)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
