import { formatWhen, labelOf } from '../events/event-format'
import type { SportsBookingHistoryEntry } from '../../../domain/contract/sports-bookings'

const whoOf = (entry: SportsBookingHistoryEntry) => {
  if (!entry.by) return 'System'
  const name = entry.by.name ?? (entry.by.kind === 'member' ? entry.by.member_id : `User ${entry.by.user_id}`)
  return entry.by.kind === 'member' ? `${name} (member)` : name
}

/** Every status change of the booking: when, who, from, to, and on which device (ADR 015). */
export function BookingHistory({ history }: { history: SportsBookingHistoryEntry[] }) {
  if (history.length === 0) return <p className="record__meta">No changes yet.</p>
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Status history</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Change</th>
            <th scope="col">By</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td>{formatWhen(entry.at)}</td>
              <td>{entry.from ? `${labelOf(entry.from)} → ${labelOf(entry.to)}` : labelOf(entry.to)}</td>
              <td>
                {whoOf(entry)}
                {entry.device && <span className="data-table__sub"> · device {entry.device}</span>}
              </td>
              <td>{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
