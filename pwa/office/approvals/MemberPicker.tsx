import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { listMembers } from '../../../domain/contract/members'
import { callApi, MEMBERS_LIST_TIMEOUT_MS } from '../../api/client'
import { failureMessage } from '../../api/failure'

export interface PickedMember {
  member_id: string
  name: string
}

interface MemberPickerProps {
  label: string
  value: PickedMember | null
  onChange: (member: PickedMember | null) => void
  error?: string | undefined
}

const SEARCH_MIN = 2

/** Finds a member on the register by name, member id or mobile (GET /api/members?search=), active members only. */
export function MemberPicker({ label, value, onChange, error }: MemberPickerProps) {
  const id = useId()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text])
  const found = useQuery({
    queryKey: ['member-picker', search],
    queryFn: ({ signal }) =>
      callApi(listMembers, { query: { search, status: 'active', limit: 8 } }, { signal, timeoutMs: MEMBERS_LIST_TIMEOUT_MS }),
    enabled: !value && search.length >= SEARCH_MIN,
  })

  if (value)
    return (
      <div className="field">
        <span className="field__label">{label}</span>
        <p className="member-picker__chosen">
          <strong>{value.name}</strong> ({value.member_id}){' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChange(null)}
            aria-label={`Change ${label.toLowerCase()}: ${value.name}`}
          >
            Change
          </button>
        </p>
        {error && <p className="field__error">{error}</p>}
      </div>
    )

  const results = found.data?.result ?? []
  return (
    <div className={`field member-picker${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        placeholder="Name, member ID or mobile"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
      />
      <p className="field__hint" id={`${id}-status`} aria-live="polite">
        {search.length < SEARCH_MIN
          ? 'Type at least 2 letters or digits'
          : found.isFetching
            ? 'Searching…'
            : found.isError
              ? failureMessage(found.error, 'The register could not be searched')
              : results.length === 0
                ? 'No active member matches'
                : `${results.length === 8 ? 'The first 8' : results.length} ${results.length === 1 ? 'match' : 'matches'}`}
      </p>
      {search.length >= SEARCH_MIN && results.length > 0 && (
        <ul className="member-picker__results" aria-label={`Members matching ${search}`}>
          {results.map((member) => (
            <li key={member.memberId}>
              <button
                type="button"
                className="member-picker__choice"
                onClick={() => onChange({ member_id: member.memberId, name: member.name })}
              >
                <strong>{member.name}</strong> <span>{member.memberId}</span> <span>{member.mobileNumber ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="field__error">{error}</p>}
    </div>
  )
}
