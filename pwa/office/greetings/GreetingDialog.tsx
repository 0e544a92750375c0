import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { bulkSendGreetings, scheduleGreetings, sendWhatsAppGreeting, type OccasionMember } from '../../../domain/contract/greetings'
import type { FestivalKey, GreetingType } from '../../../domain/greetings'
import { FormAlert } from '../../ui/FormAlert'
import { greetingCall } from './greetings-client'
import { MessagePreview } from './MessagePreview'

export type DialogMode = 'single' | 'bulk' | 'schedule'

interface GreetingDialogProps {
  mode: DialogMode
  members: OccasionMember[]
  greetingType: GreetingType
  festival: FestivalKey | undefined
  template: string
  onClose: () => void
  /** Called after a successful send: a bulk send clears the selection (spec 2 §2). */
  onSent: (mode: DialogMode) => void
}

const titles: Record<DialogMode, string> = {
  single: 'Send on WhatsApp',
  bulk: 'Send to the selected members',
  schedule: 'Schedule greetings',
}

/** Tomorrow 09:00 in the browser's zone (the office is in Delhi), as a datetime-local value. */
function defaultSendAt(): string {
  const at = new Date()
  at.setDate(at.getDate() + 1)
  at.setHours(9, 0, 0, 0)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00`
}

/** The single, bulk and schedule dialogs (spec 2 §2): the single and bulk ones close on success. */
export function GreetingDialog({ mode, members, greetingType, festival, template, onClose, onSent }: GreetingDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const messageId = useId()
  const sendAtId = useId()
  const queryClient = useQueryClient()
  const [message, setMessage] = useState(template)
  const [sendAt, setSendAt] = useState(defaultSendAt)
  const [isResend, setIsResend] = useState(false)
  const [error, setError] = useState<string>()
  const [isSending, setIsSending] = useState(false)
  const greetedCount = members.filter((member) => member.isGreeted).length

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  async function submit() {
    if (message.trim() === '') return setError('Message is required')
    if (mode === 'schedule' && !sendAt) return setError('Scheduled date is required')
    setIsSending(true)
    setError(undefined)
    const memberIds = members.map((member) => member.memberId)
    const first = members[0]!
    const result =
      mode === 'single'
        ? await greetingCall(
            sendWhatsAppGreeting,
            {
              body: {
                memberData: {
                  memberId: first.memberId,
                  name: first.name,
                  mobileNumber: first.mobileNumber ?? '',
                  title: first.title ?? '',
                  spouseName: first.spouseName,
                  age: first.age,
                  yearsOfMarriage: first.yearsOfMarriage,
                },
                message,
                greetingType,
                ...(festival ? { festival } : {}),
                confirmResend: isResend,
              },
            },
            'Failed to send greeting',
          )
        : mode === 'bulk'
          ? await greetingCall(
              bulkSendGreetings,
              { body: { memberIds, message, greetingType, ...(festival ? { festival } : {}), confirmResend: isResend } },
              'Failed to send greetings',
            )
          : await greetingCall(
              scheduleGreetings,
              {
                body: {
                  memberIds,
                  message,
                  greetingType,
                  ...(festival ? { festival } : {}),
                  scheduledDate: new Date(sendAt).toISOString(),
                },
              },
              'Failed to schedule greetings',
            )
    setIsSending(false)
    if (!result.success) return setError(result.message)
    toast.success(result.message)
    void queryClient.invalidateQueries({ queryKey: ['greetings'] })
    onSent(mode)
    onClose()
  }

  return (
    <dialog ref={dialogRef} className="greeting-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <h2 id={titleId} className="panel__title">
          {titles[mode]}
        </h2>
        <p className="greeting-dialog__to">
          To {members.length === 1 ? `${members[0]!.name} (${members[0]!.memberId})` : `${members.length} members`}
        </p>
        <div className="field">
          <label className="field__label" htmlFor={messageId}>
            Message
          </label>
          <textarea id={messageId} className="textarea" rows={4} value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
        <MessagePreview message={message} members={members.slice(0, 2)} />
        {mode === 'schedule' && (
          <div className="field">
            <label className="field__label" htmlFor={sendAtId}>
              Send at
            </label>
            <input
              id={sendAtId}
              className="field__input"
              type="datetime-local"
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
            />
          </div>
        )}
        {mode !== 'schedule' && greetedCount > 0 && (
          <label className="greeting-dialog__check">
            <input type="checkbox" checked={isResend} onChange={(event) => setIsResend(event.target.checked)} />
            Send again to {greetedCount === 1 ? 'the member' : `the ${greetedCount} members`} already greeted this year
          </label>
        )}
        <FormAlert message={error} />
        <div className="greeting-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={isSending}>
            {isSending ? 'Sending…' : mode === 'schedule' ? 'Schedule' : 'Send'}
          </button>
        </div>
      </form>
    </dialog>
  )
}
