import { useState } from 'react'
import { Link } from 'react-router-dom'
import { required } from '../../domain/validation'
import { FormAlert } from '../ui/FormAlert'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/TextField'
import { signInMember } from './sign-in'
import { SignInCard } from './SignInCard'
import { useSignInForm } from './use-sign-in-form'

const rules = { memberId: [required('Member ID')], password: [required('Password')] }

/** /member-login (spec 1 §2 "Member login"). */
export function MemberLoginPage() {
  const [memberId, setMemberId] = useState('')
  const [password, setPassword] = useState('')
  const form = useSignInForm(rules, (values) => signInMember(values.memberId, values.password))

  return (
    <SignInCard
      title="Member Login"
      intro={<p>Welcome back. Sign in with your membership number.</p>}
      footer={
        <p>
          Not a member yet? <Link to="/request-membership">Request Membership</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={(event) => void form.submit(event, { memberId, password })} aria-busy={form.isSubmitting}>
        <FormAlert message={form.failure} />
        <TextField
          label="Member ID"
          value={memberId}
          onChange={setMemberId}
          error={form.fieldErrors.memberId}
          required
          autoComplete="username"
          autoCapitalize="characters"
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
        <div className="form__row form__row--end">
          <Link to="/forgot-password/member">Forgot Password?</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting}>
          {form.isSubmitting && <Spinner size="small" />}
          SIGN IN
        </button>
      </form>
    </SignInCard>
  )
}
