import { Check, X } from 'lucide-react'
import { useState } from 'react'
import type { AnswerStatus } from '../../domain/approvals'
import { SignaturePad } from './SignaturePad'

interface Props {
  name: string
  isSending: boolean
  onAnswer: (status: AnswerStatus, signature: string) => void
}

/** 'Your Response' (spec 1 §2): Approve or Reject, signed on the pad or with the typed full name. */
export function ResponseCard({ name, isSending, onAnswer }: Props) {
  const [isTyping, setIsTyping] = useState(false)
  const [drawn, setDrawn] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const answer = (status: AnswerStatus) => {
    const signature = isTyping ? typed.trim() : drawn
    if (!signature) {
      setProblem(isTyping ? `Type your full name (${name}) to sign.` : 'Sign inside the box, or type your name instead.')
      return
    }
    setProblem(null)
    onAnswer(status, signature)
  }

  return (
    <section className="panel approval-card" aria-labelledby="your-response">
      <h2 id="your-response" className="panel__title">
        Your Response
      </h2>
      {isTyping ? (
        <label className="field">
          <span className="field__label">Type your full name</span>
          <input
            className="field__input"
            value={typed}
            autoComplete="name"
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={problem ? true : undefined}
          />
        </label>
      ) : (
        <SignaturePad label="Signature pad: sign with your finger" onChange={setDrawn} />
      )}
      <button type="button" className="link-button" onClick={() => (setIsTyping(!isTyping), setProblem(null))}>
        {isTyping ? 'Draw my signature instead' : 'Type my name instead'}
      </button>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="approval-card__actions">
        <button type="button" className="button button--primary" disabled={isSending} onClick={() => answer('Approved')}>
          <Check aria-hidden="true" size={18} /> Approve
        </button>
        <button type="button" className="button button--danger" disabled={isSending} onClick={() => answer('Rejected')}>
          <X aria-hidden="true" size={18} /> Reject
        </button>
      </div>
    </section>
  )
}
