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
import { DeskOnCourt } from './DeskOnCourt'
import { DeskRefusals } from './DeskRefusals'
import { DeskSearch } from './DeskSearch'
import { DeskTapResult, type ShownTap } from './DeskTapResult'
import { useDeskSync } from './use-desk-sync'
import { WalkInBooking } from './WalkInBooking'

/** The answer to a tap stays this long, unless the receptionist closes it. */
export const TAP_RESULT_VISIBLE_MS = 4_000

type DeskView = 'bookings' | 'walk-in' | 'refused'

/** One day at the sports desk: on court now, search, the day's bookings, walk-ins and refusals. */
export function DeskScreen({ date }: { date: string }) {
  const sync = useDeskSync(date)
  const isOnline = useOnlineStatus()
  const [view, setView] = useState<DeskView>('bookings')
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

  const day = sync.day.data
  const bookings = sync.bookings.data ?? []
  const activities = day?.activities ?? []
  const hasList = day !== undefined
  return (
    <>
      <header className="door__header">
        <div className="door__title-row">
          <h1 className="door__title">Sports desk · {formatDeskDate(date)}</h1>
        </div>
        <DeskOnCourt activities={activities} bookings={bookings} />
        <div className="door__segmented" role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'bookings'} onClick={() => setView('bookings')}>
            Bookings
          </button>
          <button type="button" aria-pressed={view === 'walk-in'} onClick={() => setView('walk-in')}>
            Walk-in
          </button>
          <button type="button" aria-pressed={view === 'refused'} onClick={() => setView('refused')}>
            Refused{refusedCount > 0 ? ` (${refusedCount})` : ''}
          </button>
        </div>
      </header>
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
              <Spinner /> Downloading today’s bookings…
            </>
          ) : (
            <>
              Today’s bookings are not on this device yet ({sync.status.lastError ?? 'no network'}).{' '}
              <button type="button" className="link-button" onClick={sync.syncNow}>
                Try again
              </button>
            </>
          )}
        </p>
      ) : (
        <p className="door__list-state">
          {bookings.length === 1 ? '1 booking' : `${bookings.length} bookings`} on this device
          {sync.status.lastSyncedAt ? '' : ' · not yet refreshed'}
        </p>
      )}
      <main id="main" className="door__main">
        {view === 'bookings' && (
          <>
            <DeskSearch date={date} onTap={(booking, action) => void tap(booking, action)} />
            {hasList && (
              <DeskBookingList activities={activities} bookings={bookings} onTap={(booking, action) => void tap(booking, action)} />
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
