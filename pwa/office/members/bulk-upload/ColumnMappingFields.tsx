import { bulkFields, type BulkUploadKind } from '../../../../domain/bulk-uploads'
import { SelectField } from '../../../ui/SelectField'
import type { ColumnMapping } from './check-rows'

interface ColumnMappingFieldsProps {
  kind: BulkUploadKind
  headers: readonly string[]
  mapping: ColumnMapping
  onChange: (mapping: ColumnMapping) => void
}

/** Which column of the file fills each field: matched by header at first, changed here by the clerk. */
export function ColumnMappingFields({ kind, headers, mapping, onChange }: ColumnMappingFieldsProps) {
  const columns = headers.map((header, index) => ({ value: String(index), label: header }))
  return (
    <fieldset className="bulk-mapping">
      <legend>Columns of the file</legend>
      <p className="bulk-hint">Each field takes the column chosen beside it. Fields marked * must have a column.</p>
      <div className="bulk-mapping__grid">
        {bulkFields[kind].map((field) => (
          <SelectField
            key={field.key}
            label={`${field.label}${field.isRequired ? ' *' : ''}`}
            value={mapping[field.key] === undefined ? '' : String(mapping[field.key])}
            emptyLabel="Not in the file"
            options={columns}
            onChange={(value) => onChange({ ...mapping, [field.key]: value === '' ? undefined : Number(value) })}
          />
        ))}
      </div>
    </fieldset>
  )
}
