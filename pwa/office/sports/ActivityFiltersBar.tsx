import { useQuery } from '@tanstack/react-query'
import { sportsActivityStatuses } from '../../../domain/sports'
import { TextField } from '../../ui/TextField'
import { optionsOf, SelectField } from '../../ui/SelectField'
import { categoriesQuery, type ActivityFilters } from './queries'

export const publicOptions = [
  { value: 'true', label: 'Public' },
  { value: 'false', label: 'Members only' },
]

/** GET activities' filters (search, category, status, is_public); any change goes back to page 1. */
export function ActivityFiltersBar({ filters, onChange }: { filters: ActivityFilters; onChange: (filters: ActivityFilters) => void }) {
  const categories = useQuery(categoriesQuery())
  const set = (name: Exclude<keyof ActivityFilters, 'page'>) => (value: string) => onChange({ ...filters, [name]: value, page: 1 })
  const categoryNames = [...new Set([...(categories.data ?? []), ...(filters.category ? [filters.category] : [])])]
  return (
    <form className="panel filters" role="search" aria-label="Find activities" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Search" type="search" value={filters.search} onChange={set('search')} hint="Name or description" />
      <SelectField
        label="Category"
        value={filters.category}
        onChange={set('category')}
        options={categoryNames.map((name) => ({ value: name, label: name }))}
        emptyLabel="Any category"
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={set('status')}
        options={optionsOf(sportsActivityStatuses)}
        emptyLabel="Any status"
      />
      <SelectField label="Shown to" value={filters.is_public} onChange={set('is_public')} options={publicOptions} emptyLabel="Anyone" />
    </form>
  )
}
