import { useState } from 'react'
import type { DeskAction } from '../../domain/sports'
import { useLiveQuery } from '../offline/use-live-query'
import { DeskBookingCard } from './DeskBookingCard'
import { isSearchable, SEARCH_MIN_CHARS, searchDeskBookings } from './desk-store'
import type { StoredDeskBooking } from './desk-types'

interface DeskSearchProps {
  date: string
  onTap: (booking: StoredDeskBooking, action: DeskAction) => void
  isReadOnly?: boolean
}

/** Search the device's day by name, member id or booking id; a result's button checks in or out. */
export function DeskSearch({ date, onTap, isReadOnly = false }: DeskSearchProps) {
  const [text, setText] = useState('')
  const query = text.trim()
  const isTooShort = !isSearchable(query)
  const results = useLiveQuery(() => searchDeskBookings(date, query), [date, query])
  const bookings = results.data ?? []
  return (
    <section className="desk-search" aria-labelledby="desk-search-title">
      <h2 id="desk-search-title" className="door__section-title">
        Find a booking
      </h2>
      <label htmlFor="desk-search" className="door__label">
        Name, member id or booking id
      </label>
      <input
        id="desk-search"
        className="door__input"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        aria-describedby="desk-search-hint"
      />
      <p id="desk-search-hint" className="door__hint">
        {query !== '' && isTooShort ? `Type at least ${SEARCH_MIN_CHARS} characters, or a booking number.` : ''}
      </p>
      {!isTooShort &&
        (results.error !== undefined ? (
          <p role="alert">The bookings on this device cannot be read: {String(results.error)}</p>
        ) : results.data === undefined ? (
          <p className="door__hint">Searching…</p>
        ) : bookings.length === 0 ? (
          <p className="door__hint">
            No booking {isReadOnly ? 'that day' : 'today'} matches “{query}”.
          </p>
        ) : (
          <ul className="desk-cards" aria-label="Search results">
            {bookings.map((booking) => (
              <DeskBookingCard key={booking.bookingId} booking={booking} onTap={onTap} showsActivity isReadOnly={isReadOnly} />
            ))}
          </ul>
        ))}
    </section>
  )
}
