import { useState } from 'react'
import { Spinner } from '../../ui/Spinner'
import { formatWhen, labelOf, StatusBadge } from './event-format'
import type { Ticket } from '../../../domain/contract/event-bookings'

interface TicketsTableProps {
  tickets: Ticket[]
  /** Staff with the door's edit grant on a booking that is not cancelled. */
  canCheckIn: boolean
  busyTicketId: number | undefined
  isBulkBusy: boolean
  onCheck: (ticketId: number, type: 'entry' | 'exit') => void
  onBulkCheckIn: (ticketIds: number[]) => void
}

const canEnter = (ticket: Ticket) => ticket.status !== 'cancelled' && !ticket.is_inside

/** A booking's tickets: holder, status, inside or not, first check-in; entry and exit at the desk. */
export function TicketsTable({ tickets, canCheckIn, busyTicketId, isBulkBusy, onCheck, onBulkCheckIn }: TicketsTableProps) {
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const enterable = tickets.filter(canEnter)
  const toggle = (ticketId: number, isChecked: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (isChecked) next.add(ticketId)
      else next.delete(ticketId)
      return next
    })
  const chosen = enterable.filter((ticket) => selected.has(ticket.ticketId)).map((ticket) => ticket.ticketId)

  return (
    <>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Tickets</caption>
          <thead>
            <tr>
              {canCheckIn && (
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
              )}
              <th scope="col">Holder</th>
              <th scope="col">Status</th>
              <th scope="col">Inside</th>
              <th scope="col">Checked in</th>
              {canCheckIn && <th scope="col">At the door</th>}
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.ticketId}>
                {canCheckIn && (
                  <td>
                    {canEnter(ticket) && (
                      <input
                        type="checkbox"
                        aria-label={`Select ${ticket.holder_name}`}
                        checked={selected.has(ticket.ticketId)}
                        onChange={(event) => toggle(ticket.ticketId, event.target.checked)}
                      />
                    )}
                  </td>
                )}
                <th scope="row">{ticket.holder_name}</th>
                <td>
                  <StatusBadge status={ticket.status} label={labelOf(ticket.status === 'checked_in' ? 'checked in' : ticket.status)} />
                </td>
                <td>{ticket.is_inside ? 'Yes' : 'No'}</td>
                <td>{formatWhen(ticket.checked_in_at)}</td>
                {canCheckIn && (
                  <td>
                    {ticket.status !== 'cancelled' && (
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busyTicketId === ticket.ticketId}
                        aria-label={`${ticket.is_inside ? 'Check out' : 'Check in'} ${ticket.holder_name}`}
                        onClick={() => onCheck(ticket.ticketId, ticket.is_inside ? 'exit' : 'entry')}
                      >
                        {busyTicketId === ticket.ticketId && <Spinner size="small" />}
                        {ticket.is_inside ? 'Check out' : 'Check in'}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canCheckIn && enterable.length > 1 && (
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setSelected(new Set(enterable.map((ticket) => ticket.ticketId)))}
          >
            Select all not inside
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={chosen.length === 0 || isBulkBusy}
            onClick={() => {
              onBulkCheckIn(chosen)
              setSelected(new Set())
            }}
          >
            {isBulkBusy && <Spinner size="small" />}
            Check in selected ({chosen.length})
          </button>
        </div>
      )}
    </>
  )
}
