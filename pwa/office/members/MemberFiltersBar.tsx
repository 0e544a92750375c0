import { useQuery } from '@tanstack/react-query'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { statusOptions } from './member-format'
import { memberCategoriesQuery, type MemberFilters } from './queries'

/** Search as you type (member ID, name, mobile or e-mail), category and status; any change goes back to page 1. */
export function MemberFiltersBar({ filters, onChange }: { filters: MemberFilters; onChange: (filters: MemberFilters) => void }) {
  const categories = useQuery(memberCategoriesQuery())
  const set = (name: Exclude<keyof MemberFilters, 'page'>) => (value: string) => onChange({ ...filters, [name]: value, page: 1 })
  return (
    <form className="panel filters member-filters" role="search" aria-label="Find members" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search"
        type="search"
        value={filters.search}
        onChange={set('search')}
        placeholder="Member ID, name, mobile or e-mail"
        autoComplete="off"
        spellCheck={false}
        // The register's first job is finding someone: the clerk types at once.
        autoFocus
        className="member-filters__search"
      />
      <SelectField
        label="Category"
        value={filters.category_id}
        onChange={set('category_id')}
        options={(categories.data ?? []).map((category) => ({ value: String(category.category_id), label: category.name }))}
        emptyLabel="Any category"
      />
      <SelectField label="Status" value={filters.status} onChange={set('status')} options={statusOptions} emptyLabel="Any status" />
    </form>
  )
}
