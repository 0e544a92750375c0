import { TextField } from '../../ui/TextField'
import { eventStatuses, eventTypes } from '../../../domain/events'
import type { EventFilters } from './queries'
import { optionsOf, SelectField } from '../../ui/SelectField'

interface EventFiltersBarProps {
  filters: EventFilters
  onChange: (filters: EventFilters) => void
  search: string
  onSearch: (text: string) => void
}

export const visibilityOptions = [
  { value: 'public', label: 'Public' },
  { value: 'members', label: 'Members only' },
]

/** The list's filters (spec 2 §7 GET events) and the title search; any change goes back to page 1. */
export function EventFiltersBar({ filters, onChange, search, onSearch }: EventFiltersBarProps) {
  const set =
    <Key extends keyof EventFilters>(name: Key) =>
    (value: EventFilters[Key]) =>
      onChange({ ...filters, [name]: value, page: 1 })
  return (
    <form className="panel filters" role="search" aria-label="Find events" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search titles"
        type="search"
        value={search}
        onChange={onSearch}
        hint="At least 2 characters; search ignores the filters."
      />
      <SelectField
        label="Type"
        value={filters.event_type}
        onChange={set('event_type')}
        options={optionsOf(eventTypes)}
        emptyLabel="Any type"
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={set('status')}
        options={optionsOf(eventStatuses)}
        emptyLabel="Any status"
      />
      <SelectField
        label="Visibility"
        value={filters.visibility}
        onChange={set('visibility')}
        options={visibilityOptions}
        emptyLabel="Anyone"
      />
      <TextField label="From" type="date" value={filters.date_from} onChange={set('date_from')} />
      <TextField label="To" type="date" value={filters.date_to} onChange={set('date_to')} min={filters.date_from || undefined} />
      <div className="filters__flags">
        <label className="checkbox">
          <input type="checkbox" checked={filters.featured_only} onChange={(event) => set('featured_only')(event.target.checked)} />
          Featured only
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={filters.upcoming_only} onChange={(event) => set('upcoming_only')(event.target.checked)} />
          Upcoming only
        </label>
      </div>
    </form>
  )
}
