import { useState } from 'react'
import { Spinner } from '../../ui/Spinner'

interface ConfirmButtonProps {
  /** What the button says ('Delete'); its accessible name adds the thing ('Delete Winter Gala'). */
  label: string
  accessibleName?: string
  /** The question asked before acting ('Delete Winter Gala? This cannot be undone.'). */
  question: string
  confirmLabel: string
  isBusy: boolean
  onConfirm: () => void
  tone?: 'danger' | 'secondary'
}

/** A destructive action asked twice, in place: the first press shows the question and Confirm / Keep. */
export function ConfirmButton({ label, accessibleName, question, confirmLabel, isBusy, onConfirm, tone = 'danger' }: ConfirmButtonProps) {
  const [isAsking, setIsAsking] = useState(false)
  if (!isAsking) {
    return (
      <button
        type="button"
        className={`button button--${tone === 'danger' ? 'secondary' : tone}`}
        aria-label={accessibleName}
        onClick={() => setIsAsking(true)}
      >
        {label}
      </button>
    )
  }
  return (
    <div className="confirm" role="group" aria-label={question}>
      <p className="confirm__question">{question}</p>
      <div className="confirm__buttons">
        <button type="button" className="button button--danger" disabled={isBusy} onClick={onConfirm}>
          {isBusy && <Spinner size="small" />}
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setIsAsking(false)}>
          Keep it
        </button>
      </div>
    </div>
  )
}
