import { formatTimeOfDay } from '../../../domain/sports'
import type { AvailabilitySlot, SportsItem } from '../../../domain/contract/sports-shapes'
import { formatDay, formatSlot } from '../../office/sports/sports-format'
import { hasSlotStarted, isCellFree } from './booking-window'

export interface SlotChoice {
  itemId: number
  slotIndex: number
}

interface AvailabilityGridProps {
  date: string
  slots: AvailabilitySlot[]
  items: Pick<SportsItem, 'item_id' | 'name'>[]
  now: Date
  chosen: SlotChoice | undefined
  onChoose: (choice: SlotChoice) => void
}

/**
 * The day as a table: a row per slot, a column per court (lane, table...). A free cell is a button
 * (tap to book); a taken or started one says so in words, not only in colour. On a phone the courts
 * scroll sideways under the time column, which stays put (member-sports.css).
 */
export function AvailabilityGrid({ date, slots, items, now, chosen, onChoose }: AvailabilityGridProps) {
  return (
    <div className="slot-grid-scroll">
      <table className="slot-grid">
        <caption className="visually-hidden">Free slots on {formatDay(date)}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {items.map((item) => (
              <th key={item.item_id} scope="col">
                {item.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot, slotIndex) => {
            const time = formatSlot(slot.start_time, slot.end_time)
            const hasStarted = hasSlotStarted(date, slot.start_time, now)
            return (
              <tr key={slot.start_time}>
                <th scope="row">
                  {formatTimeOfDay(slot.start_time)} <span className="slot-grid__until">– {formatTimeOfDay(slot.end_time)}</span>
                </th>
                {items.map((item) => {
                  if (!isCellFree(slot, item.item_id, date, now)) {
                    return (
                      <td key={item.item_id}>
                        <span className="slot-cell slot-cell--taken">{hasStarted ? 'Started' : 'Taken'}</span>
                      </td>
                    )
                  }
                  const isChosen = chosen?.itemId === item.item_id && chosen.slotIndex === slotIndex
                  return (
                    <td key={item.item_id}>
                      <button
                        type="button"
                        className="slot-cell slot-cell--free"
                        aria-pressed={isChosen}
                        aria-label={`${item.name}, ${time}, free`}
                        onClick={() => onChoose({ itemId: item.item_id, slotIndex })}
                      >
                        Free
                      </button>
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
