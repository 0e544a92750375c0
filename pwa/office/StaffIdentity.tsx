import type { StaffSession } from '../auth/session-types'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/** Who is signed in at this desk: name and role. */
export function StaffIdentity({ staff }: { staff: StaffSession }) {
  return (
    <div className="identity">
      <span className="identity__avatar" aria-hidden="true">
        {initialsOf(staff.name)}
      </span>
      <span className="identity__text">
        <span className="identity__name">{staff.name}</span>
        {staff.role_name && <span className="identity__role">{staff.role_name}</span>}
      </span>
    </div>
  )
}
