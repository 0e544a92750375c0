import type { Dependent } from '../auth/session-types'

interface FamilyTicketsProps {
  dependents: readonly Dependent[]
  chosen: readonly number[]
  onChange: (chosen: number[]) => void
  /** No more room in the booking: unchosen dependents cannot be added. */
  isFull: boolean
}

/**
 * The member's dependents, each a tap to give them a ticket of their own: held in their name as the
 * club has it, with their own id, charged to the member like the rest.
 */
export function FamilyTickets({ dependents, chosen, onChange, isFull }: FamilyTicketsProps) {
  if (dependents.length === 0) return null
  const toggle = (dependentId: number, isChosen: boolean) =>
    onChange(isChosen ? [...chosen, dependentId] : chosen.filter((id) => id !== dependentId))
  return (
    <fieldset className="family-tickets">
      <legend className="field__label">Family on your membership</legend>
      {dependents.map((dependent) => {
        const isChosen = chosen.includes(dependent.dependent_id)
        return (
          <label key={dependent.dependent_id} className="checkbox family-tickets__choice">
            <input
              type="checkbox"
              checked={isChosen}
              disabled={!isChosen && isFull}
              onChange={(changed) => toggle(dependent.dependent_id, changed.target.checked)}
            />
            <span>
              <span className="family-tickets__name">{dependent.name}</span>
              <span className="family-tickets__detail">{[dependent.relation, dependent.dependent_code].filter(Boolean).join(' · ')}</span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
