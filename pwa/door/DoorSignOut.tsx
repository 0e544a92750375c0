import { LogOut } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { SignOutButton } from '../auth/SignOutButton'
import { useLiveQuery } from '../offline/use-live-query'
import { forgetLastCheckinAction } from './door-checkin'
import { unsentActionCount } from './door-client'
import { SignOutWarning } from './SignOutWarning'

/**
 * What a receptionist's sign-out forgets: the undo of their last check-in. The door's copies of
 * the lists stay (the next receptionist works from them, offline too), and so does the outbox.
 */
const forgetReceptionist = () => void forgetLastCheckinAction().catch(() => undefined)

/** Sign-out for a shared door tablet: at once when everything is sent, after a warning otherwise. */
export function DoorSignOut() {
  const unsent = useLiveQuery(unsentActionCount, [])
  const [isAsking, setAsking] = useState(false)
  const openerRef = useRef<HTMLButtonElement>(null)
  const stay = useCallback(() => {
    setAsking(false)
    openerRef.current?.focus()
  }, [])

  if (unsent.data === 0 && !isAsking) return <SignOutButton kind="user" className="door-bar__action" onSignedOut={forgetReceptionist} />
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="door-bar__action"
        aria-haspopup="dialog"
        aria-expanded={isAsking}
        onClick={() => setAsking(true)}
      >
        <LogOut aria-hidden="true" size={18} />
        Sign out
      </button>
      {isAsking && (
        <SignOutWarning
          unsentCount={unsent.error === undefined ? unsent.data : undefined}
          onStay={stay}
          signOutButton={<SignOutButton kind="user" className="door__button door__button--quiet" onSignedOut={forgetReceptionist} />}
        />
      )}
    </>
  )
}
