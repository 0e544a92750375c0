import type { DeskAction } from '../../domain/sports'
import { refusalLine } from './desk-format'
import type { DeskTapAnswer } from './desk-tap'

export interface ShownTap extends DeskTapAnswer {
  action: DeskAction
  /** Re-renders the same answer twice in a row as new. */
  shownAt: number
}

/** The answer to the last tap, read at arm's length: green for done, red for refused (and why). */
export function DeskTapResult({ shown, onClose }: { shown: ShownTap | undefined; onClose: () => void }) {
  return (
    <div className="desk-result-region" role="status" aria-live="assertive">
      {shown && (
        <div className={`desk-result ${shown.decision.ok ? 'desk-result--ok' : 'desk-result--refused'}`}>
          <p className="desk-result__title">
            {shown.decision.ok
              ? shown.action === 'check_in'
                ? 'Checked in'
                : 'Checked out'
              : refusalLine(
                  shown.decision.reason,
                  { at: shown.decision.checkedInAt as string | null | undefined, device: shown.decision.checkedInDevice },
                  shown.deviceId,
                )}
          </p>
          <p className="desk-result__detail">
            {shown.booking.contactName} · {shown.booking.activityName}, {shown.booking.itemName} · #{shown.booking.bookingId}
          </p>
          <button type="button" className="door__small-button desk-result__close" onClick={onClose}>
            OK
          </button>
        </div>
      )}
    </div>
  )
}
