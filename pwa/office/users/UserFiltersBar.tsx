import { useQuery } from '@tanstack/react-query'
import { ADMIN_ROLE_ID } from '../../../domain/roles'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { userOptionsQuery, type UserFilters } from './queries'

const statusOptions = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated or not registered' },
]

/** Search as you type (name, e-mail, username or mobile), role and status; any change goes back to page 1. */
export function UserFiltersBar({ filters, onChange }: { filters: UserFilters; onChange: (filters: UserFilters) => void }) {
  const options = useQuery(userOptionsQuery())
  // The roles the caller may give, and Admin, which only the super-administrator gives but anyone may look for.
  const roles = options.data?.roles ?? []
  const roleOptions = [
    ...(roles.some((role) => role.role_id === ADMIN_ROLE_ID) ? [] : [{ value: String(ADMIN_ROLE_ID), label: 'Admin' }]),
    ...roles.map((role) => ({ value: String(role.role_id), label: role.name })),
  ]
  const set = (name: Exclude<keyof UserFilters, 'page'>) => (value: string) => onChange({ ...filters, [name]: value, page: 1 })
  return (
    <form className="panel filters user-filters" role="search" aria-label="Find staff" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search"
        type="search"
        value={filters.search}
        onChange={set('search')}
        placeholder="Name, e-mail, username or mobile"
        autoComplete="off"
        spellCheck={false}
        className="user-filters__search"
      />
      <SelectField label="Role" value={filters.role_id} onChange={set('role_id')} options={roleOptions} emptyLabel="Any role" />
      <SelectField label="Status" value={filters.is_active} onChange={set('is_active')} options={statusOptions} emptyLabel="Any status" />
    </form>
  )
}
