import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { sendRegistrationOtp, type StaffUser } from '../../../domain/contract/users'
import { ApiError } from '../../api/api-error'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { Spinner } from '../../ui/Spinner'
import { useWaitUntil } from './use-wait-until'

/** A new code may follow the last one after a minute (ADR 025, as the password reset's). */
export const RESEND_AFTER_SECONDS = 60

const retryAfterOf = (error: unknown) => {
  const seconds = error instanceof ApiError ? (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds : undefined
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined
}

/**
 * Sends the person the WhatsApp code with which they set their password at /register; once sent, it
 * waits a minute before it may send another (the server refuses sooner, with how long to wait).
 */
export function SendCodeButton({ user, onSent }: { user: StaffUser; onSent?: (mobile: string) => void }) {
  const { remaining, waitFor } = useWaitUntil()
  const send = useMutation({
    mutationFn: () => callApi(sendRegistrationOtp, { body: { userId: user.user_id } }),
    onSuccess: (answer) => {
      toast.success(`${answer.message} (${answer.result.mobile})`)
      waitFor(RESEND_AFTER_SECONDS)
      onSent?.(answer.result.mobile)
    },
    onError: (error) => {
      const wait = retryAfterOf(error)
      if (wait) waitFor(wait)
      toast.error(failureMessage(error, 'Failed to send the registration code.'))
    },
  })
  const isWaiting = remaining > 0
  const sentTo = send.data?.result.mobile
  return (
    <span className="send-code">
      <button
        type="button"
        className="button button--primary"
        aria-label={`Send ${user.name} a registration code`}
        disabled={send.isPending || isWaiting}
        onClick={() => send.mutate()}
      >
        {send.isPending && <Spinner size="small" />}
        {send.isSuccess ? 'Send code again' : 'Send registration code'}
      </button>
      <span className="send-code__wait" aria-live="polite">
        {[sentTo && `Sent to ${sentTo}`, isWaiting && `another code in ${remaining} s`].filter(Boolean).join(' · ')}
      </span>
    </span>
  )
}
