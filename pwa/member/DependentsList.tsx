import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Dependent } from '../auth/session-types'
import { EmptyState } from '../ui/EmptyState'
import { formatCalendarDate } from './member-dates'
import { relationLabel } from '../../domain/members'

/** The family on the membership, as the sign-in answer listed them: each opens their own card. */
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
            <li key={dependent.dependent_id}>
              <Link to={`/member/dependents/${dependent.dependent_id}`} className="dependents__item">
                <span className="dependents__text">
                  <span className="dependents__name">{dependent.name}</span>
                  <span className="dependents__detail">
                    {[dependent.dependent_code, relationLabel(dependent.relation)].filter(Boolean).join(' · ')}
                    {formatCalendarDate(dependent.date_of_birth) && ` · born ${formatCalendarDate(dependent.date_of_birth)}`}
                  </span>
                </span>
                <span className="dependents__open">
                  Card <ChevronRight aria-hidden="true" size={18} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
