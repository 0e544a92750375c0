import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { validateNewPassword } from '../../domain/validation'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextField'
import { resetMessages, resetPassword, type AccountType } from './password-reset-api'

/** The pause that lets the success message be read before the sign-in page (spec 1 §9). */
export const REDIRECT_AFTER_RESET_MS = 1000

interface ResetPasswordStepProps {
  type: AccountType
  accountId: string
  /** The OTP just verified, sent again as proof with the new password. */
  otp: string
  onNotice: (message: string) => void
}

/** Step 3: the new password; then back to the right sign-in page (ADR 005 on /login for staff). */
export function ResetPasswordStep({ type, accountId, otp, onNotice }: ResetPasswordStepProps) {
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [failure, setFailure] = useState<string>()
  const [isSaving, setIsSaving] = useState(false)
  const [isUpdated, setIsUpdated] = useState(false)

  useEffect(() => {
    if (!isUpdated) return
    const timer = setTimeout(() => void navigate(type === 'user' ? '/login' : '/member-login', { replace: true }), REDIRECT_AFTER_RESET_MS)
    return () => clearTimeout(timer)
  }, [isUpdated, navigate, type])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = validateNewPassword(password, confirmPassword)
    setFailure(problem)
    if (problem) return
    setIsSaving(true)
    const saved = await resetPassword(accountId, otp, password, type)
    setIsSaving(false)
    if (!saved.isDone) return setFailure(saved.message)
    setPassword('')
    setConfirmPassword('')
    onNotice(resetMessages.updated)
    setIsUpdated(true)
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSaving}>
      <FormAlert message={failure} />
      <TextField
        label="New Password"
        type="password"
        value={password}
        onChange={setPassword}
        isInvalid={failure !== undefined}
        required
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <TextField
        label="Confirm Password"
        type="password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        isInvalid={failure !== undefined}
        required
        autoComplete="new-password"
      />
      <button type="submit" className="button button--primary button--block" disabled={isSaving || isUpdated}>
        {isSaving && <Spinner size="small" />}
        Reset Password
      </button>
    </form>
  )
}
