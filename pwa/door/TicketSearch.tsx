import { useState } from 'react'
import type { CheckinType } from '../../domain/check-in'
import { insideNow } from '../../domain/check-in'
import { useLiveQuery } from '../offline/use-live-query'
import { toTicketRecord } from './door-checkin'
import { SEARCH_MIN_CHARS, searchTickets } from './door-store'

interface TicketSearchProps {
  eventId: number
  mode: CheckinType
  onPick: (ticketId: number) => void
}

/** Search the device's list by holder name, booking id or phone; a tap checks the ticket in (or out). */
export function TicketSearch({ eventId, mode, onPick }: TicketSearchProps) {
  const [text, setText] = useState('')
  const query = text.trim()
  const isTooShort = query.length < SEARCH_MIN_CHARS
  const results = useLiveQuery(() => searchTickets(eventId, query), [eventId, query])
  const tickets = results.data ?? []

  return (
    <section className="door__search" aria-labelledby="door-search-title">
      <h2 id="door-search-title" className="door__section-title">
        Find a ticket
      </h2>
      <label htmlFor="door-search" className="door__label">
        Holder name, booking id or phone
      </label>
      <input
        id="door-search"
        className="door__input"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        aria-describedby="door-search-hint"
      />
      <p id="door-search-hint" className="door__hint">
        {query === ''
          ? `Type at least ${SEARCH_MIN_CHARS} characters.`
          : isTooShort
            ? `Type at least ${SEARCH_MIN_CHARS} characters to search.`
            : ''}
      </p>
      {!isTooShort &&
        (results.error !== undefined ? (
          <p role="alert">The list on this device cannot be read: {String(results.error)}</p>
        ) : results.data === undefined ? (
          <p className="door__hint">Searching…</p>
        ) : tickets.length === 0 ? (
          <p className="door__hint">No ticket matches “{query}”.</p>
        ) : (
          <ul className="door__results" aria-label="Search results">
            {tickets.map((ticket) => {
              const isInside = insideNow(toTicketRecord(ticket).checkins)
              const state = ticket.status === 'cancelled' ? 'Cancelled' : isInside ? 'Inside' : 'Not checked in'
              return (
                <li key={ticket.ticketId}>
                  <button type="button" className="door__result-row" onClick={() => onPick(ticket.ticketId)}>
                    <span className="door__result-name">{ticket.holderName || `Ticket #${ticket.ticketId}`}</span>
                    <span className="door__result-meta">
                      Booking #{ticket.bookingId} · {state} · {mode === 'entry' ? 'tap to check in' : 'tap to check out'}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        ))}
    </section>
  )
}
