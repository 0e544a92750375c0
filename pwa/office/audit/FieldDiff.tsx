import { fieldChanges, fieldLabel } from './audit-format'

/** What a change did to each field: a small table, the old value struck through beside the new. */
export function FieldDiff({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const changes = fieldChanges(before, after)
  if (changes.length === 0) return null
  return (
    <table className="audit-diff">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{fieldLabel(change.field)}</th>
            <td className="audit-diff__before">{before ? <del>{change.before}</del> : '—'}</td>
            <td className="audit-diff__after">{after ? <ins>{change.after}</ins> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
