import { useState } from 'react'
import { useCountdown } from './use-countdown'

/** WhatsApp OTPs are not resent more than once a minute. */
export const RESEND_AFTER_SECONDS = 60

/**
 * 'Resend OTP', usable once the countdown from the last send reaches zero. The countdown text sits
 * beside the button so the button's name stays the same while it ticks.
 */
export function ResendOtpButton({ onResend }: { onResend: () => Promise<boolean> }) {
  const { remaining, restart } = useCountdown(RESEND_AFTER_SECONDS)
  const [isSending, setIsSending] = useState(false)

  async function resend() {
    setIsSending(true)
    const isSent = await onResend()
    setIsSending(false)
    if (isSent) restart()
  }

  return (
    <p className="resend">
      <span className="resend__wait">
        {remaining > 0 ? `Didn’t get it? You can ask again in ${remaining} s.` : 'Didn’t get it? Ask for a new one.'}
      </span>
      <button type="button" className="link-button" disabled={remaining > 0 || isSending} onClick={() => void resend()}>
        Resend OTP
      </button>
    </p>
  )
}
