import { useState } from 'react'
import { Link } from 'react-router-dom'
import { FormStatus } from '../ui/FormStatus'
import type { AccountType, OtpRecipient } from './password-reset-api'
import { RequestOtpStep } from './RequestOtpStep'
import { ResetPasswordStep } from './ResetPasswordStep'
import { SignInCard } from './SignInCard'
import { VerifyOtpStep } from './VerifyOtpStep'

type Step = { name: 'request' } | { name: 'verify'; recipient: OtpRecipient } | { name: 'reset'; accountId: string; otp: string }

const stepTitles = { request: 'Step 1 of 3: your ID', verify: 'Step 2 of 3: enter the OTP', reset: 'Step 3 of 3: choose a new password' }

/** The three steps of spec 1 §4: ID → OTP → new password. Success texts show in one status line. */
export function ForgotPasswordFlow({ type }: { type: AccountType }) {
  const [step, setStep] = useState<Step>({ name: 'request' })
  const [notice, setNotice] = useState<string>()
  const signInPath = type === 'user' ? '/login' : '/member-login'

  return (
    <SignInCard title="Forgot Password" footer={<Link to={signInPath}>Back to sign in</Link>}>
      <h2 className="sign-in__step">{stepTitles[step.name]}</h2>
      <FormStatus message={notice} />
      {step.name === 'request' && (
        <RequestOtpStep
          type={type}
          onSent={(recipient, message) => {
            setNotice(message)
            setStep({ name: 'verify', recipient })
          }}
        />
      )}
      {step.name === 'verify' && (
        <VerifyOtpStep
          type={type}
          recipient={step.recipient}
          onNotice={setNotice}
          onVerified={(accountId, otp, message) => {
            setNotice(message)
            setStep({ name: 'reset', accountId, otp })
          }}
        />
      )}
      {step.name === 'reset' && <ResetPasswordStep type={type} accountId={step.accountId} otp={step.otp} onNotice={setNotice} />}
    </SignInCard>
  )
}
