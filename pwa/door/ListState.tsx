import type { DoorCounters } from './door-list'

interface ListStateProps {
  /** The tickets stored for the event (cancelled ones too), known before the list is read into memory. */
  storedCount: number
  counters: DoorCounters | undefined
  isRefreshed: boolean
}

const count = (value: number) => value.toLocaleString('en-IN')

/**
 * What the device holds, in the header's terms: "of N" counts valid tickets, and so does this line;
 * the cancelled ones the list also holds are named apart, so the two never seem to disagree.
 */
export function ListState({ storedCount, counters, isRefreshed }: ListStateProps) {
  const refreshed = isRefreshed ? '' : ' · not yet refreshed'
  if (!counters) return <p className="door__list-state">Reading the {count(storedCount)} tickets on this device…</p>
  return (
    <p className="door__list-state">
      {count(counters.total)} {counters.total === 1 ? 'ticket' : 'tickets'} on this device
      {counters.cancelled > 0 ? ` · ${count(counters.cancelled)} cancelled, not counted` : ''}
      {refreshed}
    </p>
  )
}
