import type { AuditEntry } from '../../../domain/contract/audit'
import { formatClubDateTime } from '../../../domain/time'
import { actionLabel, areaLabel, recordTypeLabel } from './audit-format'
import { FieldDiff } from './FieldDiff'

/** The trail's rows, newest first: when, who and from where, what, and the fields before and after. */
export function AuditEntryList({ entries, showRecord = true }: { entries: AuditEntry[]; showRecord?: boolean }) {
  return (
    <ol className="audit-list" aria-label="Changes">
      {entries.map((entry) => (
        <li key={entry.audit_id} className="audit-entry">
          <div className="audit-entry__head">
            <time dateTime={entry.at}>{formatClubDateTime(new Date(entry.at))}</time>
            <span className="audit-entry__who">
              {entry.actor.name}
              {entry.actor.kind === 'super-admin' ? ' (super-administrator)' : ''}
            </span>
            <span className="status-badge status-badge--open">{actionLabel(entry.action)}</span>
            <span className="audit-entry__what">
              {areaLabel(entry.area)}
              {showRecord ? ` · ${recordTypeLabel(entry.record_type)} ${entry.record_id}` : ''}
            </span>
          </div>
          {entry.summary && <p className="audit-entry__summary">{entry.summary}</p>}
          <FieldDiff before={entry.before} after={entry.after} />
          <p className="audit-entry__where">
            From {entry.ip ?? 'an unknown address'}
            {entry.user_agent ? ` · ${entry.user_agent}` : ''}
          </p>
        </li>
      ))}
    </ol>
  )
}
