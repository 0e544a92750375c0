import { useState } from 'react'
import { RecordHistory } from './RecordHistory'
import { useIsAdministrator } from './use-is-administrator'

/**
 * A record page's History, folded away until opened (it is read only then), and only for those
 * who may read the audit trail: administrators and the super-administrator (ADR 029).
 */
export function HistorySection({ recordType, recordId, noun }: { recordType: string; recordId: string | number; noun: string }) {
  const isAdministrator = useIsAdministrator()
  const [isOpen, setOpen] = useState(false)
  if (!isAdministrator) return null
  return (
    <details className="panel history-section" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Audit history</summary>
      {isOpen && <RecordHistory recordType={recordType} recordId={String(recordId)} noun={noun} />}
    </details>
  )
}
