import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import type { CheckinType } from '../../domain/check-in'
import { useOnlineStatus } from '../app/use-online-status'
import { Spinner } from '../ui/Spinner'
import { checkInBooking, checkInCode, checkInTicket, type CheckinAnswer } from './door-checkin'
import { signalResult } from './door-feedback'
import { DoorHeader } from './DoorHeader'
import { DoorSyncBanner } from './DoorSyncBanner'
import { ResultOverlay, type ShownResult } from './ResultOverlay'
import { ScanPanel } from './ScanPanel'
import { SupervisorView } from './SupervisorView'
import { storedTicketKey } from './ticket-key'
import { TicketSearch } from './TicketSearch'
import { UndoBar } from './UndoBar'
import { ListState } from './ListState'
import { markScan, measureDecision } from './door-timing'
import { useDoorSync } from './use-door-sync'

/** Back to scanning after this long. */
export const RESULT_VISIBLE_MS = 2_000

/** One event's door: scan, search, the big result, counters, undo, and the supervisor's view. */
export function DoorScreen({ eventId, onChangeEvent }: { eventId: number; onChangeEvent: () => void }) {
  const sync = useDoorSync(eventId)
  const isOnline = useOnlineStatus()
  const [mode, setMode] = useState<CheckinType>('entry')
  const [view, setView] = useState<'scan' | 'supervisor'>('scan')
  const [shown, setShown] = useState<ShownResult>()
  const [isHeld, setHeld] = useState(false)
  const scannerRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!shown || isHeld) return
    const timer = setTimeout(() => {
      setShown(undefined)
      scannerRef.current?.focus()
    }, RESULT_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [shown, isHeld])

  /** The answer as soon as it is decided; the outbox is pushed once the check-in is stored. */
  const show = async (work: Promise<CheckinAnswer>, scanMark?: string) => {
    try {
      const answer = await work
      signalResult(answer.outcome.tone)
      setHeld(false)
      setShown({ ...answer, at: Date.now(), scanMark })
      await answer.saved
      if (answer.outcome.isAllowed) sync.syncNow()
    } catch (error) {
      toast.error(`This check-in could not be saved on the device: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  // The key may still be loading from IndexedDB when the first guest is scanned: read it then.
  const checkCode = (code: string) => {
    const scanMark = markScan()
    const decide = async (publicKey: CryptoKey | undefined) => {
      const startedAt = performance.now()
      const answer = await checkInCode({ eventId, code, type: mode, publicKey, list: sync.list })
      measureDecision(startedAt)
      return answer
    }
    void show(sync.publicKey ? decide(sync.publicKey) : storedTicketKey().then(decide), scanMark)
  }
  const closeResult = () => {
    setShown(undefined)
    scannerRef.current?.focus()
  }
  const checkInWholeBooking = async (bookingId: number) => {
    const { allowed, refused } = await checkInBooking(eventId, bookingId, mode)
    closeResult()
    toast.success(
      `${allowed} ${allowed === 1 ? 'ticket' : 'tickets'} of booking #${bookingId} ${mode === 'entry' ? 'checked in' : 'checked out'}${refused > 0 ? `; ${refused} not (already in, out or cancelled)` : ''}.`,
    )
    if (allowed > 0) sync.syncNow()
  }

  const event = sync.event.data
  const hasList = event !== undefined
  return (
    <>
      <DoorHeader
        title={event?.title ?? `Event #${eventId}`}
        counters={sync.counters.data}
        mode={mode}
        onModeChange={setMode}
        view={view}
        onViewChange={setView}
        onChangeEvent={onChangeEvent}
      />
      <DoorSyncBanner isOnline={isOnline} phase={sync.status.phase} pendingCount={sync.pendingCount} />
      {!hasList && (
        <p className="door__download" role="status">
          {sync.savingCount !== undefined ? (
            <>
              <Spinner /> Saving {sync.savingCount.toLocaleString('en-IN')} tickets on this device…
            </>
          ) : sync.status.phase === 'syncing' || sync.status.phase === 'idle' ? (
            <>
              <Spinner /> Downloading the check-in list…
            </>
          ) : (
            <>
              The check-in list is not on this device yet ({sync.status.lastError ?? 'no network'}). Scans of genuine tickets are still
              checked.{' '}
              <button type="button" className="link-button" onClick={sync.syncNow}>
                Try again
              </button>
            </>
          )}
        </p>
      )}
      <main id="main" className="door__main">
        {view === 'scan' ? (
          <>
            <ScanPanel scannerRef={scannerRef} mode={mode} isPaused={shown !== undefined} onCode={checkCode} />
            <UndoBar eventId={eventId} onUndone={sync.syncNow} />
            <TicketSearch
              event={{ eventId, startsAt: event?.startAt, endsAt: event?.endAt }}
              mode={mode}
              onPick={(ticketId) => void show(checkInTicket(eventId, ticketId, mode, new Date(), sync.list))}
            />
            {hasList && (
              <ListState
                storedCount={event.ticketCount}
                counters={sync.counters.data}
                isRefreshed={sync.status.lastSyncedAt !== undefined}
              />
            )}
          </>
        ) : (
          <SupervisorView eventId={eventId} isOnline={isOnline} list={sync.list} counters={sync.counters.data} />
        )}
      </main>
      {shown && (
        <ResultOverlay
          result={shown}
          mode={mode}
          onHold={() => setHeld(true)}
          onClose={closeResult}
          onCheckInBooking={(bookingId) => void checkInWholeBooking(bookingId)}
        />
      )}
    </>
  )
}
