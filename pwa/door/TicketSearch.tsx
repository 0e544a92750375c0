import { useState } from 'react'
import type { CheckinType, DoorEvent } from '../../domain/check-in'
import { useLiveQuery } from '../offline/use-live-query'
import { doorEventName } from './door-event-names'
import { searchResultLabel } from './door-outcome'
import { SEARCH_MIN_CHARS, searchTickets } from './door-store'

interface TicketSearchProps {
  event: DoorEvent
  mode: CheckinType
  onPick: (ticketId: number) => void
}

/**
 * Search the device's list by holder name, booking id, phone or ticket code; each result says
 * where the ticket stands and what a tap on it does (check in or out, or show why not).
 */
export function TicketSearch({ event, mode, onPick }: TicketSearchProps) {
  const { eventId } = event
  const [text, setText] = useState('')
  const query = text.trim()
  const isTooShort = query.length < SEARCH_MIN_CHARS
  const results = useLiveQuery(() => searchTickets(eventId, query), [eventId, query])
  const tickets = results.data ?? []
  // A whole short code finds its ticket whatever the event: such a result names its event.
  const otherEventIds = [...new Set(tickets.map((ticket) => ticket.eventId).filter((id) => id !== eventId))]
  const otherEvents = useLiveQuery(() => Promise.all(otherEventIds.map(doorEventName)), [otherEventIds.join(',')]).data
  const now = new Date()

  return (
    <section className="door__search" aria-labelledby="door-search-title">
      <h2 id="door-search-title" className="door__section-title">
        Find a ticket
      </h2>
      <label htmlFor="door-search" className="door__label">
        Name, booking id, phone or ticket code
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
              const otherEvent = otherEvents?.[otherEventIds.indexOf(ticket.eventId)]
              const label = searchResultLabel(ticket, event, mode, now, otherEvent)
              return (
                <li key={ticket.ticketId}>
                  <button type="button" className="door__result-row" onClick={() => onPick(ticket.ticketId)}>
                    <span className="door__result-name">{ticket.holderName || `Ticket #${ticket.ticketId}`}</span>
                    <span className="door__result-meta">
                      Booking #{ticket.bookingId} · {label}
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
