import { useSearchParams } from 'react-router-dom'

/**
 * The status buttons over an approvals list (requests, membership applications): one pressed at a
 * time, kept in the address as `?status=` (none for All), with a count beside each when known.
 */
export function StatusFilter<Status extends string>({
  tabs,
  status,
  counts,
}: {
  tabs: [Status | '', string][]
  status: Status | ''
  counts?: Record<Status | 'all', number>
}) {
  const [, setParams] = useSearchParams()
  return (
    <div className="segmented" role="group" aria-label="Status">
      {tabs.map(([value, label]) => (
        <button
          key={label}
          type="button"
          className="segmented__option"
          aria-pressed={status === value}
          onClick={() => setParams(value ? { status: value } : {}, { replace: true })}
        >
          {label}
          {counts ? ` (${value ? counts[value] : counts.all})` : ''}
        </button>
      ))}
    </div>
  )
}
