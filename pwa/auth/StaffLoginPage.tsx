import { useState } from 'react'
import { Link } from 'react-router-dom'
import { required } from '../../domain/validation'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextField'
import { signInStaffOrKitchen } from './sign-in'
import { SignInCard } from './SignInCard'
import { useSignInForm } from './use-sign-in-form'

const rules = { identifier: [required('Email or Username')], password: [required('Password')] }

/** /login: office staff and kitchen staff (spec 1 §2 "Staff and kitchen login"). */
export function StaffLoginPage() {
  const [identifier, setIdentifier] = useState('')
  const [password, setPassword] = useState('')
  // The spec's 'Remember Me' has no function; it is kept because staff expect to see it.
  const [isRemembered, setIsRemembered] = useState(false)
  const form = useSignInForm(rules, (values) => signInStaffOrKitchen(values.identifier, values.password))

  return (
    <SignInCard title="Office Login" intro={<p>Sign in with your club office account.</p>}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => void form.submit(event, { identifier, password })}
        aria-busy={form.isSubmitting}
      >
        <FormAlert message={form.failure} />
        <TextField
          label="Email or Username"
          value={identifier}
          onChange={setIdentifier}
          error={form.fieldErrors.identifier}
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
        <div className="form__row">
          <label className="checkbox">
            <input type="checkbox" checked={isRemembered} onChange={(event) => setIsRemembered(event.target.checked)} />
            Remember Me
          </label>
          <Link to="/forgot-password/user">Forgot password?</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting}>
          {form.isSubmitting && <Spinner size="small" />}
          Sign In
        </button>
        <p className="form__note">Kitchen staff can login with their kitchen credentials</p>
      </form>
    </SignInCard>
  )
}
