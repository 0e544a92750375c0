import { listDependents } from '../auth/auth.repository.js'
import type { Executor } from '../db/database.js'
import { invalidField } from '../http/invalid-field.js'

/** Someone a booking is for: a name, and which of the member's dependents it is, if one. */
export interface Holder {
  name: string
  dependentId: number | null
}

/**
 * Checks each holder who names a dependent against the member's own dependents, and gives them the
 * name the club has for that dependent. A dependent of another member (or of none), a dependent
 * with no member to book for, and the same dependent twice are each a 400 on the field that named
 * them (`fieldOf(index)`, such as `tickets.1.dependent_id`), and nothing is stored.
 */
export async function withOwnDependents(
  db: Executor,
  memberId: string | null,
  holders: readonly Holder[],
  fieldOf: (index: number) => string,
): Promise<Holder[]> {
  if (holders.every((holder) => holder.dependentId === null)) return [...holders]
  const own = memberId ? await listDependents(db, memberId) : []
  const seen = new Set<number>()
  return holders.map((holder, index) => {
    if (holder.dependentId === null) return holder
    const dependent = own.find((candidate) => candidate.dependent_id === holder.dependentId)
    if (!dependent) {
      throw invalidField(
        fieldOf(index),
        memberId
          ? `${holder.dependentId} is not a dependent on membership ${memberId}`
          : 'a dependent can only be booked for with their member',
      )
    }
    if (seen.has(dependent.dependent_id)) throw invalidField(fieldOf(index), `${dependent.name} is already in this booking`)
    seen.add(dependent.dependent_id)
    return { name: dependent.name, dependentId: dependent.dependent_id }
  })
}
