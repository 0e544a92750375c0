import type { LedgerRow } from '../../../domain/contract/member-accounts'
import { chequeStatusLabels } from '../../../domain/member-accounts'

const tones: Record<string, 'open' | 'closed' | 'muted'> = {
  completed: 'open',
  cleared: 'open',
  reversed: 'closed',
  bounced: 'closed',
  pending: 'muted',
  received: 'muted',
  deposited: 'muted',
}

const words: Record<LedgerRow['status'], string> = { completed: 'Completed', pending: 'Pending', reversed: 'Reversed' }

/** A row's state: a cheque says where it stands; money done is green, undone red, waiting grey. */
export function AccountStatusBadge({ row }: { row: Pick<LedgerRow, 'status' | 'chequeStatus'> }) {
  const status = row.chequeStatus ?? row.status
  const label = row.chequeStatus ? `Cheque ${chequeStatusLabels[row.chequeStatus].toLowerCase()}` : words[row.status]
  return <span className={`status-badge status-badge--${tones[status] ?? 'muted'}`}>{label}</span>
}
