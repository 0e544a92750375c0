import { useMemo, useState } from 'react'
import { EmptyState } from '../ui/EmptyState'
import { Spinner } from '../ui/Spinner'
import type { DoorCounters, DoorList, ExpectedBooking } from './door-list'

/** Rows shown at a time: a long list grows on request, so a phone is not handed 2,000 rows. */
const PAGE = 50

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Name words (by prefix), booking id or phone digits, as the door's own search reads them. */
export function matchesExpected(booking: ExpectedBooking, text: string): boolean {
  const query = text.trim().toLowerCase()
  if (query === '') return true
  const digits = digitsOf(query)
  if (/^[\d\s+()-]+$/.test(query) && digits !== '') {
    return String(booking.bookingId) === digits || digitsOf(booking.phone ?? '').includes(digits)
  }
  const words = booking.holders.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u))
  return query
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .every((word) => words.some((candidate) => candidate.startsWith(word)))
}

interface ExpectedListProps {
  list: DoorList | undefined
  /** Changes whenever someone comes in or a ticket is added: the list is read again then. */
  counters: DoorCounters | undefined
}

/** Who is expected and not in yet, by booking, from the device's own list: searchable, offline too. */
export function ExpectedList({ list, counters }: ExpectedListProps) {
  const [text, setText] = useState('')
  const [shown, setShown] = useState(PAGE)
  // Read again whenever the counters change (someone came in, a ticket was added).
  const expected = useMemo(() => (list && counters ? list.expectedBookings() : undefined), [list, counters])
  const found = useMemo(() => expected?.filter((booking) => matchesExpected(booking, text)), [expected, text])
  const people = expected?.reduce((sum, booking) => sum + booking.holders.length, 0) ?? 0

  return (
    <section aria-labelledby="door-expected-title">
      <h2 id="door-expected-title" className="door__section-title">
        Expected, not in yet ({people} in {expected?.length ?? 0} {expected?.length === 1 ? 'booking' : 'bookings'})
      </h2>
      <label htmlFor="door-expected-search" className="door__label">
        Find by name, booking id or phone
      </label>
      <input
        id="door-expected-search"
        className="door__input"
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setShown(PAGE)
        }}
        autoComplete="off"
      />
      {!found ? (
        <p className="door__loading">
          <Spinner /> Reading the list on this device…
        </p>
      ) : expected?.length === 0 ? (
        <EmptyState title="Everyone is in">Every valid ticket of this event has been checked in.</EmptyState>
      ) : found.length === 0 ? (
        <p className="door__hint">Nobody expected matches “{text.trim()}”.</p>
      ) : (
        <>
          <ul className="door__expected" aria-label="Expected, not in yet">
            {found.slice(0, shown).map((booking) => (
              <li key={booking.bookingId} className="door__expected-row">
                <span className="door__result-name">{booking.holders.join(', ')}</span>
                <span className="door__result-meta">
                  Booking #{booking.bookingId} · {booking.holders.length} of {booking.ticketCount} not in yet
                  {booking.phone ? ` · ${booking.phone}` : ''}
                </span>
              </li>
            ))}
          </ul>
          {found.length > shown && (
            <button type="button" className="door__button door__button--quiet" onClick={() => setShown(shown + PAGE)}>
              Show more ({found.length - shown} left)
            </button>
          )}
        </>
      )}
    </section>
  )
}
