import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { TextField } from '../../ui/TextField'
import { memberIdFrom } from './accounts-format'

/** Opens a member's account by their id, until the members' list is the way in. */
export function OpenAccountForm() {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  return (
    <form
      className="panel open-account"
      role="search"
      aria-label="Open a member's account"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const memberId = memberIdFrom(text)
        if (!memberId) return setError('Enter a membership number such as M1001')
        void navigate(`/dashboard/accounts/members/${memberId}`)
      }}
    >
      <TextField
        label="Member ID"
        value={text}
        onChange={(value) => {
          setText(value)
          setError(undefined)
        }}
        error={error}
        autoComplete="off"
        hint="Such as M1001"
      />
      <button type="submit" className="button button--primary">
        Open account
      </button>
    </form>
  )
}
