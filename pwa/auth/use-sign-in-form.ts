import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import { validateForm, type Rule } from '../../domain/validation'
import { takeLandingRoute } from './intended-route'
import type { SignInOutcome } from './sign-in'

/**
 * What the three sign-in forms share: validate with the spec's rules, focus the first field that is
 * wrong, call the door, then go where the person was heading (or where they work) or show why not.
 */
export function useSignInForm<Field extends string>(
  rules: Record<Field, readonly Rule[]>,
  signIn: (values: Record<Field, string>) => Promise<SignInOutcome>,
) {
  const navigate = useNavigate()
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string>()
  const [isSubmitting, setIsSubmitting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>, values: Record<Field, string>) {
    event.preventDefault()
    const form = event.currentTarget
    const errors = validateForm(values, rules)
    flushSync(() => {
      setFieldErrors(errors)
      setFailure(undefined)
    })
    if (Object.keys(errors).length > 0) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setIsSubmitting(true)
    const outcome = await signIn(values)
    if (outcome.isSignedIn) {
      void navigate(takeLandingRoute(outcome.landing), { replace: true })
      return
    }
    setIsSubmitting(false)
    setFailure(outcome.message)
  }

  return { fieldErrors, failure, isSubmitting, submit }
}
