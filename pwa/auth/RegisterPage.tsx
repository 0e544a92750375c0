import { useMutation } from '@tanstack/react-query'
import { CheckCircle2 } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { verifyRegistrationOtp } from '../../domain/contract/users'
import { callApi } from '../api/client'
import { FormTextField } from '../forms/FormTextField'
import { useContractForm } from '../forms/use-contract-form'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { registerSchema, triesLeftOf, triesLeftText, type RegisterValues } from './register-form'
import { SignInCard } from './SignInCard'

/**
 * /register: a new staff member sets their own password with the code the club office sent to their
 * WhatsApp (ADR 025). They name their account by what they will sign in with (the message names it;
 * a link may carry it as ?user=), then sign in at /login. A new code comes from the office, never
 * from this page: it is public.
 */
export function RegisterPage() {
  const [params] = useSearchParams()
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: registerSchema,
    defaultValues: { userId: params.get('user') ?? '', otp: '', password: '', confirm_password: '' } satisfies RegisterValues,
  })
  const register = useMutation({
    mutationFn: ({ userId, otp, password }: { userId: string | number; otp: string; password: string }) =>
      callApi(verifyRegistrationOtp, { body: { userId, otp, password } }),
    onError: (error) => {
      showFailure(error, 'Registration failed. Please try again.')
      const left = triesLeftOf(error)
      if (left !== undefined) form.setError('otp', { type: 'server', message: `Invalid code. ${triesLeftText(left)}` })
    },
  })

  if (register.isSuccess) {
    const { name, sign_in_name } = register.data.result
    return (
      <SignInCard title="Registration complete">
        <div className="register-done" role="status">
          <CheckCircle2 aria-hidden="true" size={40} className="register-done__icon" />
          <p>
            Welcome, {name}. Your password is set: sign in as <strong>{sign_in_name}</strong>.
          </p>
        </div>
        <Link to="/login" className="button button--primary button--block">
          Sign In
        </Link>
      </SignInCard>
    )
  }

  const { control } = form
  return (
    <SignInCard
      title="Register"
      intro={<p>Set your password with the registration code the club office sent to your WhatsApp.</p>}
      footer={
        <p>
          No code, or it expired? Ask the club office to send a new one. Already registered? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <form
        className="form"
        noValidate
        aria-busy={register.isPending}
        onSubmit={submitWith((values) => {
          if (!register.isPending) register.mutate(values)
        })}
      >
        <FormAlert message={alert} />
        <FormTextField
          control={control}
          name="userId"
          label="E-mail or username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="As written in the WhatsApp message"
          required
        />
        <FormTextField
          control={control}
          name="otp"
          label="Registration code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint="6 digits, valid for 10 minutes"
          required
        />
        <FormTextField
          control={control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters (10 for an administrator)"
          required
        />
        <FormTextField
          control={control}
          name="confirm_password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className="button button--primary button--block" disabled={register.isPending}>
          {register.isPending && <Spinner size="small" />}
          Register
        </button>
      </form>
    </SignInCard>
  )
}
