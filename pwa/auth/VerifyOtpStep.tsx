import { useState, type FormEvent } from 'react'
import { OTP_LENGTH, validateOtp } from '../../domain/validation'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextField'
import { requestOtp, verifyOtp, type AccountType, type OtpRecipient } from './password-reset-api'
import { ResendOtpButton } from './ResendOtpButton'

interface VerifyOtpStepProps {
  type: AccountType
  recipient: OtpRecipient
  onVerified: (accountId: string, otp: string, message: string) => void
  onNotice: (message: string) => void
}

/** Step 2: whose account the OTP went to, and the six digits from WhatsApp. */
export function VerifyOtpStep({ type, recipient, onVerified, onNotice }: VerifyOtpStepProps) {
  const [otp, setOtp] = useState('')
  const [failure, setFailure] = useState<string>()
  const [isVerifying, setIsVerifying] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateOtp(otp)
    setFailure(problem)
    if (problem) return
    setIsVerifying(true)
    const verified = await verifyOtp(recipient.id, otp.trim(), type)
    setIsVerifying(false)
    if (verified.isDone) onVerified(verified.value.accountId, otp.trim(), verified.value.message)
    else setFailure(verified.message)
  }

  async function resend(): Promise<boolean> {
    setFailure(undefined)
    const sent = await requestOtp(recipient.id, type)
    if (sent.isDone) onNotice(sent.value.message)
    else setFailure(sent.message)
    return sent.isDone
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isVerifying}>
      <dl className="facts">
        <dt>ID</dt>
        <dd>{recipient.id}</dd>
        {recipient.name && (
          <>
            <dt>Name</dt>
            <dd>{recipient.name}</dd>
          </>
        )}
        {recipient.maskedMobile && (
          <>
            <dt>Mobile</dt>
            <dd>{recipient.maskedMobile}</dd>
          </>
        )}
      </dl>
      <FormAlert message={failure} />
      <TextField
        label="OTP"
        value={otp}
        onChange={(value) => setOtp(value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        isInvalid={failure !== undefined}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className="field--otp"
      />
      <button type="submit" className="button button--primary button--block" disabled={isVerifying}>
        {isVerifying && <Spinner size="small" />}
        Verify OTP
      </button>
      <ResendOtpButton onResend={resend} />
    </form>
  )
}
