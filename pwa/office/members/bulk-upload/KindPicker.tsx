import { bulkUploadKindLabels, type BulkUploadKind } from '../../../../domain/bulk-uploads'

const descriptions: Record<BulkUploadKind, string> = {
  members: 'New members are enrolled; a known member ID is updated; blank cells leave a field as it is.',
  dependents: 'Found again by member ID and name; a new one gets the next ID under the member’s (M1001-3).',
  wallet: 'Deposits into members’ accounts; a cheque waits as pending until it clears. Known again by reference.',
  transactions: 'Annual fees and adjustments, debit or credit. Known again by reference.',
}

interface KindPickerProps {
  kinds: readonly BulkUploadKind[]
  value: BulkUploadKind
  onChange: (kind: BulkUploadKind) => void
}

/** What the file holds: one of the kinds this role may upload. */
export function KindPicker({ kinds, value, onChange }: KindPickerProps) {
  return (
    <fieldset className="bulk-kinds">
      <legend>What the file holds</legend>
      {kinds.map((kind) => (
        <label key={kind} className={`bulk-kind${kind === value ? ' bulk-kind--chosen' : ''}`}>
          <input type="radio" name="bulk-kind" value={kind} checked={kind === value} onChange={() => onChange(kind)} />
          <span className="bulk-kind__name">{bulkUploadKindLabels[kind]}</span>
          <span className="bulk-kind__text">{descriptions[kind]}</span>
        </label>
      ))}
    </fieldset>
  )
}
