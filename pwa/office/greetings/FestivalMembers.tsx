import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { searchGreetingMembers, type OccasionMember } from '../../../domain/contract/greetings'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { TextField } from '../../ui/TextField'
import { festivalsQuery } from './queries'

/** The festivals' dates (club settings) and a member search to pick whom to greet. */
export function FestivalMembers({ onFound }: { onFound: (members: OccasionMember[]) => void }) {
  const [term, setTerm] = useState('')
  const festivals = useQuery(festivalsQuery())
  const isSearchable = term.trim().length >= 2
  const found = useQuery({
    queryKey: ['greetings', 'search', term.trim()],
    queryFn: async ({ signal }) =>
      (await callApi(searchGreetingMembers, { query: { searchTerm: term.trim(), type: 'all' } }, { signal })).data,
    enabled: isSearchable,
  })
  useEffect(() => onFound(isSearchable ? (found.data ?? []) : []), [found.data, isSearchable, onFound])
  return (
    <div className="festival-members">
      {festivals.isSuccess && (
        <ul className="festival-dates" aria-label="Festival dates">
          {festivals.data
            .filter((festival) => festival.date)
            .map((festival) => (
              <li key={`${festival.key}-${festival.year}`}>
                {festival.name} {festival.year}: {festival.date}
              </li>
            ))}
        </ul>
      )}
      <TextField
        label="Find members"
        type="search"
        value={term}
        onChange={setTerm}
        hint="Name, membership number or mobile"
        error={term.trim().length === 1 ? 'Search term must be at least 2 characters long' : undefined}
      />
      {found.isError && <ErrorState title="Search failed" message={failureMessage(found.error, 'Something went wrong')} />}
      {isSearchable && found.isSuccess && found.data.length === 0 && <p>No member matches “{term.trim()}”.</p>}
    </div>
  )
}
