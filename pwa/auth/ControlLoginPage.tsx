import { useState } from 'react'
import { required } from '../../domain/validation'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextField'
import { signInSuperAdmin } from './sign-in'
import { SignInCard } from './SignInCard'
import { useSignInForm } from './use-sign-in-form'

// The super-admin signs in with a user ID: a username as often as an e-mail (issue 19).
const rules = { userId: [required('User ID')], password: [required('Password')] }

/** /control: the super-administrator's sign-in (spec 1 §2 "Control login"). */
export function ControlLoginPage() {
  const [userId, setUserId] = useState('')
  const [password, setPassword] = useState('')
  const form = useSignInForm(rules, (values) => signInSuperAdmin(values.userId, values.password))

  return (
    <SignInCard title="Control Panel">
      <form className="form" noValidate onSubmit={(event) => void form.submit(event, { userId, password })} aria-busy={form.isSubmitting}>
        <FormAlert message={form.failure} />
        <TextField
          label="User ID"
          hint="Your username or e-mail"
          value={userId}
          onChange={setUserId}
          error={form.fieldErrors.userId}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          error={form.fieldErrors.password}
          required
          autoComplete="current-password"
        />
        <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting}>
          {form.isSubmitting && <Spinner size="small" />}
          LOG IN
        </button>
      </form>
    </SignInCard>
  )
}
