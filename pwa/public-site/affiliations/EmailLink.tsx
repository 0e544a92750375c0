/**
 * An e-mail address that may wrap after its '@' and before the first dot of the domain, where a
 * long address is usually split, never inside a name: 'secretary@' 'cubbonparkclub' '.example.in'.
 */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 1) return <a href={`mailto:${email}`}>{email}</a>
  const domain = email.slice(at + 1)
  const dot = domain.indexOf('.')
  const parts = dot > 0 ? [email.slice(0, at + 1), domain.slice(0, dot), domain.slice(dot)] : [email.slice(0, at + 1), domain]
  return (
    <a href={`mailto:${email}`}>
      {parts.map((part, index) => (
        <span key={index} className="club-table__unbroken">
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </a>
  )
}
