import { Plus } from 'lucide-react'
import { useState } from 'react'
import type { MemberDetail } from '../../../domain/contract/members'
import type { MenuEntry } from '../queries'
import { EmptyState } from '../../ui/EmptyState'
import { DependentForm } from './DependentForm'
import { formatDay, formatMobile, relationLabel } from './member-format'

/** The member's family on the membership, each with their own id (M1001-1), added and edited here. */
export function DependentsTab({ member, access }: { member: MemberDetail; access: MenuEntry['access'] }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  return (
    <div>
      <div className="page-toolbar">
        <h2 className="panel__title">Dependents</h2>
        {access.create && editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" size={18} /> Add dependent
          </button>
        )}
      </div>
      {editing === 'new' && <DependentForm memberId={member.memberId} onDone={() => setEditing(null)} />}
      {member.dependents.length === 0 && editing !== 'new' && (
        <EmptyState title="No dependents">Spouse, children and parents on the membership are listed here with their own ids.</EmptyState>
      )}
      {member.dependents.length > 0 && (
        <ul className="record-list" aria-label="Dependents">
          {member.dependents.map((dependent) =>
            editing === dependent.dependent_id ? (
              <li key={dependent.dependent_id}>
                <DependentForm memberId={member.memberId} dependent={dependent} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={dependent.dependent_id} className="record">
                <div className="record__main">
                  <p className="record__title">
                    {dependent.name} <span className="record__meta">({dependent.dependent_code})</span>
                  </p>
                  <p className="record__meta">
                    {[
                      relationLabel(dependent.relation),
                      dependent.date_of_birth && `born ${formatDay(dependent.date_of_birth)}`,
                      dependent.mobile && formatMobile(dependent.mobile),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {access.edit && (
                  <div className="record__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Edit ${dependent.name}`}
                      disabled={editing !== null}
                      title={editing !== null ? 'Save or cancel the open form first' : undefined}
                      onClick={() => setEditing(dependent.dependent_id)}
                    >
                      Edit
                    </button>
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  )
}
