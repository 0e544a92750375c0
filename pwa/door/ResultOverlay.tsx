import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { useLayoutEffect } from 'react'
import type { CheckinType } from '../../domain/check-in'
import type { CheckinAnswer } from './door-checkin'
import { describeOutcome } from './door-outcome'
import { measureResultShown } from './door-timing'

/** `scanMark`: the User Timing mark of the scan this answers (door-timing.ts). */
export type ShownResult = CheckinAnswer & { at: number; scanMark?: string }

interface ResultOverlayProps {
  result: ShownResult
  mode: CheckinType
  /** A touch or focus inside keeps the result on screen (to check in the whole booking). */
  onHold: () => void
  onClose: () => void
  onCheckInBooking: (bookingId: number) => void
}

const icons = { green: CircleCheck, amber: CircleAlert, red: CircleX }

/** The answer, full screen, readable at arm's length: green, amber or red. */
export function ResultOverlay({ result, mode, onHold, onClose, onCheckInBooking }: ResultOverlayProps) {
  const { outcome, ticket, deviceId, bookingSize } = result
  const text = describeOutcome(outcome, deviceId, result)
  const Icon = icons[outcome.tone]
  const bookingId = ticket?.bookingId ?? 0
  useLayoutEffect(() => {
    if (result.scanMark) measureResultShown(result.scanMark)
  }, [result])
  return (
    <div
      className={`door-result door-result--${outcome.tone}`}
      role="alert"
      aria-label={text.title}
      data-result={outcome.result}
      onPointerDown={onHold}
      onFocus={onHold}
    >
      <Icon className="door-result__icon" size={96} aria-hidden="true" />
      <p className="door-result__title">{text.title}</p>
      {text.name && <p className="door-result__name">{text.name}</p>}
      {text.detail && <p className="door-result__detail">{text.detail}</p>}
      <div className="door-result__actions">
        {bookingId > 0 && bookingSize > 1 && (
          <button type="button" className="door-result__button" onClick={() => onCheckInBooking(bookingId)}>
            {mode === 'entry' ? 'Check in' : 'Check out'} every ticket of booking #{bookingId} ({bookingSize})
          </button>
        )}
        <button type="button" className="door-result__button door-result__button--quiet" onClick={onClose}>
          Back to scanning
        </button>
      </div>
    </div>
  )
}
