import { useEffect, useRef, type ReactNode } from 'react'

interface SignOutWarningProps {
  /** This receptionist's unsent actions; undefined: the device's storage did not answer. */
  unsentCount: number | undefined
  onStay: () => void
  /** The real sign-out, shown as the way on. */
  signOutButton: ReactNode
}

const checkins = (count: number) => (count === 1 ? '1 check-in' : `${count} check-ins`)

/**
 * Asked before a receptionist signs out with check-ins the server has not had yet: they are kept,
 * but only that account can send them (outbox.ts), so they would wait for its next sign-in here.
 * The count is live: once the last one is sent, signing out is safe and the warning says so.
 */
export function SignOutWarning({ unsentCount, onStay, signOutButton }: SignOutWarningProps) {
  const stayRef = useRef<HTMLButtonElement>(null)
  useEffect(() => stayRef.current?.focus(), [])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onStay()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onStay])

  const [title, detail] =
    unsentCount === 0
      ? ['Every check-in is sent', 'Nothing waits on this device: you can sign out.']
      : unsentCount === undefined
        ? [
            'Unsent check-ins could not be counted',
            'This device’s storage did not answer. If you sign out, any check-in not sent yet waits on this device until you sign in here again.',
          ]
        : [
            `${checkins(unsentCount)} not sent yet`,
            `While you stay signed in, this device sends ${unsentCount === 1 ? 'it' : 'them'} as soon as the network allows. If you sign out now, ${unsentCount === 1 ? 'it stays' : 'they stay'} on this device and ${unsentCount === 1 ? 'is' : 'are'} sent only when you sign in here again: nobody else can send ${unsentCount === 1 ? 'it' : 'them'}.`,
          ]
  return (
    <div className="door-leave">
      <section
        className="door-leave__card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="door-leave-title"
        aria-describedby="door-leave-detail"
      >
        <h2 id="door-leave-title" className="door-leave__title">
          {title}
        </h2>
        <p id="door-leave-detail" className="door-leave__detail">
          {detail}
        </p>
        <div className="door-leave__actions">
          <button ref={stayRef} type="button" className="door__button" onClick={onStay}>
            Stay signed in
          </button>
          {signOutButton}
        </div>
      </section>
    </div>
  )
}
