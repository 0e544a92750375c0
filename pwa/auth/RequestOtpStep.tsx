import { useState, type FormEvent } from 'react'
import { validateResetId } from '../../domain/validation'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextField'
import { requestOtp, type AccountType, type OtpRecipient } from './password-reset-api'

interface RequestOtpStepProps {
  type: AccountType
  onSent: (recipient: OtpRecipient, message: string) => void
}

/** Step 1: which account? The OTP goes to that account's registered WhatsApp number. */
export function RequestOtpStep({ type, onSent }: RequestOtpStepProps) {
  const [id, setId] = useState('')
  const [failure, setFailure] = useState<string>()
  const [isSending, setIsSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateResetId(id)
    setFailure(problem)
    if (problem) return
    setIsSending(true)
    const sent = await requestOtp(id.trim(), type)
    setIsSending(false)
    if (sent.isDone) onSent(sent.value, sent.value.message)
    else setFailure(sent.message)
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSending}>
      <p>Enter your ID and we will send a one-time password (OTP) to your registered WhatsApp number.</p>
      <FormAlert message={failure} />
      <TextField
        label={type === 'user' ? 'Email or Username' : 'Member ID'}
        value={id}
        onChange={setId}
        isInvalid={failure !== undefined}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <button type="submit" className="button button--primary button--block" disabled={isSending}>
        {isSending && <Spinner size="small" />}
        Send OTP
      </button>
    </form>
  )
}
