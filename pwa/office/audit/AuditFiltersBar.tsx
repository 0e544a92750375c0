import { useQuery } from '@tanstack/react-query'
import { auditAreas } from '../../../domain/audit'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { recordTypes } from './audit-format'
import { auditPeopleQuery, type AuditFilters } from './queries'

const areaOptions = Object.entries(auditAreas).map(([value, label]) => ({ value, label }))

/** Person, area, record and days; any change goes back to page 1. Errors are the contract's words. */
export function AuditFiltersBar({
  filters,
  errors,
  onChange,
}: {
  filters: AuditFilters
  errors: Partial<Record<keyof AuditFilters, string>>
  onChange: (filters: AuditFilters) => void
}) {
  const people = useQuery(auditPeopleQuery())
  const set = (name: Exclude<keyof AuditFilters, 'page'>) => (value: string) => onChange({ ...filters, [name]: value, page: 1 })
  return (
    <form
      className="panel filters audit-filters"
      role="search"
      aria-label="Filter the audit trail"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Person"
        value={filters.person}
        onChange={set('person')}
        options={(people.data ?? []).map((person) => ({ value: String(person.id), label: person.name }))}
        emptyLabel="Anyone"
        error={errors.person}
      />
      <SelectField
        label="Area"
        value={filters.area}
        onChange={set('area')}
        options={areaOptions}
        emptyLabel="Any area"
        error={errors.area}
      />
      <SelectField
        label="Record"
        value={filters.recordType}
        onChange={set('recordType')}
        options={recordTypes}
        emptyLabel="Any record"
        error={errors.recordType}
      />
      <TextField
        label="Record ID"
        value={filters.recordId}
        onChange={set('recordId')}
        placeholder={filters.recordType ? 'e.g. M1001 or 12' : 'Choose a record first'}
        disabled={!filters.recordType}
        autoComplete="off"
        error={errors.recordId}
      />
      <TextField label="From" type="date" value={filters.from} onChange={set('from')} error={errors.from} />
      <TextField label="To" type="date" value={filters.to} onChange={set('to')} error={errors.to} />
    </form>
  )
}
