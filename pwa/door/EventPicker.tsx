import { useQuery } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { formatClubTime } from '../../domain/time'
import { db } from '../offline/db'
import { useLiveQuery } from '../offline/use-live-query'
import { EmptyState } from '../ui/EmptyState'
import { ErrorState } from '../ui/ErrorState'
import { Spinner } from '../ui/Spinner'
import { receptionEventsQuery } from './queries'

interface PickableEvent {
  eventId: number
  title: string
  venue: string | null
  startAt: string
  endAt: string
}

/** Today's events from the desk's list; offline, the events whose lists are already on this device. */
export function EventPicker({ onPick }: { onPick: (eventId: number) => void }) {
  const events = useQuery(receptionEventsQuery())
  const stored = useLiveQuery(() => db.doorEvents.toArray(), [])
  const fromServer: PickableEvent[] = (events.data ?? []).map((event) => ({
    eventId: event.event_id,
    title: event.title,
    venue: event.venue,
    startAt: event.start_at,
    endAt: event.end_at,
  }))
  const list: PickableEvent[] = events.isSuccess ? fromServer : (stored.data ?? [])

  return (
    <main id="main" className="door__picker">
      <h1 className="door__heading">Which event are you checking in?</h1>
      {events.isPending && (stored.data?.length ?? 0) === 0 ? (
        <p className="door__loading">
          <Spinner /> Loading today’s events…
        </p>
      ) : events.isError && list.length === 0 ? (
        <ErrorState title="Could not load today’s events" message={events.error.message} onRetry={() => void events.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No events today" icon={<CalendarX size={56} aria-hidden="true" />}>
          Published events taking place today will appear here.
        </EmptyState>
      ) : (
        <>
          {events.isError && (
            <p className="door__notice" role="status">
              Offline: showing the events already on this device.
            </p>
          )}
          <ul className="door__events">
            {list.map((event) => (
              <li key={event.eventId}>
                <button type="button" className="door__event" onClick={() => onPick(event.eventId)}>
                  <span className="door__event-title">{event.title}</span>
                  <span className="door__event-meta">
                    {formatClubTime(new Date(event.startAt))} – {formatClubTime(new Date(event.endAt))}
                    {event.venue ? ` · ${event.venue}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  )
}
