import { useQuery } from '@tanstack/react-query'
import { sportsBookingStatuses } from '../../../domain/sports'
import { TextField } from '../../ui/TextField'
import { optionsOf, SelectField } from '../../ui/SelectField'
import { allActivitiesQuery, type SportsBookingFilters } from './queries'

/** GET bookings' filters (activity_id, status, member_id, date); any change goes back to page 1. */
export function BookingFiltersBar({
  filters,
  onChange,
}: {
  filters: SportsBookingFilters
  onChange: (filters: SportsBookingFilters) => void
}) {
  const activities = useQuery(allActivitiesQuery())
  const set = (name: Exclude<keyof SportsBookingFilters, 'page'>) => (value: string) => onChange({ ...filters, [name]: value, page: 1 })
  return (
    <form className="panel filters" role="search" aria-label="Find bookings" onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label="Activity"
        value={filters.activity_id}
        onChange={set('activity_id')}
        options={(activities.data ?? []).map((activity) => ({ value: String(activity.activity_id), label: activity.name }))}
        emptyLabel="Any activity"
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={set('status')}
        options={optionsOf(sportsBookingStatuses)}
        emptyLabel="Any status"
      />
      <TextField
        label="Member ID"
        value={filters.member_id}
        onChange={(value) => set('member_id')(value.trim().toUpperCase())}
        placeholder="M1001"
      />
      <TextField label="Date" type="date" value={filters.date} onChange={set('date')} />
    </form>
  )
}
