import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { UNDO_WINDOW_MS } from '../../domain/check-in'
import { useLiveQuery } from '../offline/use-live-query'
import { isUndoable, lastCheckinAction, undoLastCheckin } from './door-checkin'
import { currentClientId } from './door-client'

/** Undo of this device's last check-in, offered for two minutes after it. */
export function UndoBar({ eventId, onUndone }: { eventId: number; onUndone: () => void }) {
  const action = useLiveQuery(lastCheckinAction, []).data
  const clientId = useLiveQuery(currentClientId, []).data
  const [nowMs, setNowMs] = useState(() => Date.now())
  useEffect(() => {
    if (!action) return
    const timer = setInterval(() => setNowMs(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [action])

  if (!action || action.eventId !== eventId || !isUndoable(action, clientId, new Date(nowMs))) return null
  const names = action.checkins.map((checkin) => checkin.holderName || `ticket #${checkin.ticketId}`)
  const secondsLeft = Math.max(0, Math.ceil((Date.parse(action.at) + UNDO_WINDOW_MS - nowMs) / 1000))
  const undo = async () => {
    const undone = await undoLastCheckin(eventId)
    if (undone > 0) {
      toast.success(`Undone: ${names.join(', ')}.`)
      onUndone()
    } else toast.error('Too late to undo: more than 2 minutes have passed.')
  }
  return (
    <div className="door__undo">
      <span>
        Last: {names.length === 1 ? names[0] : `${names.length} tickets`} · {secondsLeft} s to undo
      </span>
      <button type="button" className="door__button door__button--quiet" onClick={() => void undo()}>
        Undo last check-in
      </button>
    </div>
  )
}
