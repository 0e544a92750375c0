import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import type { DeskAction } from '../../domain/sports'
import { useOnlineStatus } from '../app/use-online-status'
import { DoorSyncBanner } from '../door/DoorSyncBanner'
import { useLiveQuery } from '../offline/use-live-query'
import { Spinner } from '../ui/Spinner'
import { formatDeskDate } from './desk-format'
import { deskRejections } from './desk-rejections'
import { tapBooking } from './desk-tap'
import type { StoredDeskBooking } from './desk-types'
import { DeskBookingList } from './DeskBookingList'
import { DeskNowAndNext } from './DeskNowAndNext'
import { DeskOnCourt } from './DeskOnCourt'
import { DeskRefusals } from './DeskRefusals'
import { DeskSearch } from './DeskSearch'
import { DeskTapResult, type ShownTap } from './DeskTapResult'
import { useClubMinutes } from './use-club-today'
import { useDeskSync } from './use-desk-sync'
import { WalkInBooking } from './WalkInBooking'

/** The answer to a tap stays this long, unless the receptionist closes it. */
export const TAP_RESULT_VISIBLE_MS = 4_000

type DeskView = 'now' | 'day' | 'walk-in' | 'refused'

const views: { view: DeskView; label: string }[] = [
  { view: 'now', label: 'Now & next' },
  { view: 'day', label: 'All day' },
  { view: 'walk-in', label: 'Walk-in' },
  { view: 'refused', label: 'Refused' },
]

/**
 * The sports desk: today opens on who is on court and who is due in the next two hours, the whole
 * day one tap away, walk-ins and refusals; another day, picked by date, is shown read only.
 */
export function DeskScreen({ today }: { today: string }) {
  const [date, setDate] = useState(today)
  const isToday = date === today
  const sync = useDeskSync(date)
  const isOnline = useOnlineStatus()
  const nowMinutes = useClubMinutes()
  const [chosenView, setView] = useState<DeskView>('now')
  const view: DeskView = isToday ? chosenView : 'day'
  const [shown, setShown] = useState<ShownTap>()
  const refusedCount =
    useLiveQuery(
      async () => (await deskRejections()).filter((rejection) => rejection.date === undefined || rejection.date === date).length,
      [date],
    ).data ?? 0

  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(() => setShown(undefined), TAP_RESULT_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [shown])

  const tap = async (booking: StoredDeskBooking, action: DeskAction) => {
    try {
      const answer = await tapBooking(booking.bookingId, action)
      setShown({ ...answer, action, shownAt: Date.now() })
      if (answer.decision.ok) sync.syncNow()
    } catch (error) {
      toast.error(`This tap could not be saved on the device: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const onTap = (booking: StoredDeskBooking, action: DeskAction) => void tap(booking, action)

  const day = sync.day.data
  const bookings = sync.bookings.data ?? []
  const activities = day?.activities ?? []
  const hasList = day !== undefined
  const dayWords = isToday ? 'Today’s bookings' : `The bookings of ${formatDeskDate(date)}`
  return (
    <>
      <header className="door__header">
        <div className="door__title-row">
          <h1 className="door__title">Sports desk</h1>
          <input
            type="date"
            className="desk-date"
            aria-label="Day shown"
            value={date}
            onChange={(event) => setDate(event.target.value || today)}
          />
        </div>
        {isToday && <DeskOnCourt activities={activities} bookings={bookings} />}
        {isToday && (
          <div className="door__segmented desk-views" role="group" aria-label="View">
            {views.map((option) => (
              <button key={option.view} type="button" aria-pressed={view === option.view} onClick={() => setView(option.view)}>
                {option.label}
                {option.view === 'refused' && refusedCount > 0 ? ` (${refusedCount})` : ''}
              </button>
            ))}
          </div>
        )}
      </header>
      {!isToday && (
        <p className="door__notice desk-other-day" role="status">
          <span>
            {formatDeskDate(date)}, read only: checking in and out is for today’s bookings.{' '}
            <button type="button" className="link-button" onClick={() => setDate(today)}>
              Back to today
            </button>
          </span>
        </p>
      )}
      <DoorSyncBanner
        isOnline={isOnline}
        phase={sync.status.phase}
        pendingCount={sync.pendingCount}
        noun={{ one: 'check-in or out', many: 'check-ins and outs' }}
      />
      <DeskTapResult shown={shown} onClose={() => setShown(undefined)} />
      {!hasList ? (
        <p className="door__download" role="status">
          {sync.status.phase === 'syncing' || sync.status.phase === 'idle' ? (
            <>
              <Spinner /> Downloading {dayWords.charAt(0).toLowerCase() + dayWords.slice(1)}…
            </>
          ) : (
            <>
              {dayWords} are not on this device yet ({sync.status.lastError ?? 'no network'}).{' '}
              <button type="button" className="link-button" onClick={sync.syncNow}>
                Try again
              </button>
            </>
          )}
        </p>
      ) : (
        <p className="door__list-state">
          {isToday ? 'Today, ' : ''}
          {formatDeskDate(date)} · {bookings.length === 1 ? '1 booking' : `${bookings.length} bookings`} on this device
          {sync.status.lastSyncedAt ? '' : ' · not yet refreshed'}
        </p>
      )}
      <main id="main" className="door__main">
        {(view === 'now' || view === 'day') && (
          <>
            <DeskSearch date={date} onTap={onTap} isReadOnly={!isToday} />
            {hasList && view === 'now' && (
              <DeskNowAndNext bookings={bookings} nowMinutes={nowMinutes} onTap={onTap} onShowDay={() => setView('day')} />
            )}
            {hasList && view === 'day' && (
              <DeskBookingList activities={activities} bookings={bookings} onTap={onTap} isReadOnly={!isToday} />
            )}
            {sync.bookings.error !== undefined && (
              <p role="alert">The bookings on this device cannot be read: {String(sync.bookings.error)}</p>
            )}
          </>
        )}
        {view === 'walk-in' && <WalkInBooking date={date} activities={activities} isOnline={isOnline} onBooked={sync.syncNow} />}
        {view === 'refused' && <DeskRefusals date={date} />}
      </main>
    </>
  )
}
