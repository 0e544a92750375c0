import type { StaffUser } from '../../../domain/contract/users'
import { SendCodeButton } from './SendCodeButton'
import { signInNameOf } from './user-form'

/**
 * Shown once an account is made: it has no password yet, so the next step is the registration code.
 * The message names the sign-in name the person will type at /register.
 */
export function NewAccountNotice({ user, canSend, onClose }: { user: StaffUser; canSend: boolean; onClose: () => void }) {
  return (
    <section className="panel new-account" aria-label={`${user.name} added`}>
      <h2 className="panel__title">{user.name} is added</h2>
      <p>
        {user.name} signs in as <strong>{signInNameOf(user)}</strong> but has no password yet.{' '}
        {user.mobile
          ? 'Send the registration code: it goes to their WhatsApp, and they set their own password at /register.'
          : 'Add their mobile number (Edit) to send the registration code, or set a password for them.'}
      </p>
      <div className="new-account__actions">
        {canSend && user.mobile && <SendCodeButton user={user} />}
        <button type="button" className="button button--secondary" onClick={onClose}>
          Done
        </button>
      </div>
    </section>
  )
}
