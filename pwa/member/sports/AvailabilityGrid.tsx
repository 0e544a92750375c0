import { useState } from 'react'
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
 * (tap to book); a taken one says so in words, not only in colour. Slots that have started are
 * folded away behind one button, so the grid opens on what can still be booked. On a phone the
 * courts scroll sideways under the time column, which stays put (member-sports.css).
 */
export function AvailabilityGrid({ date, slots, items, now, chosen, onChoose }: AvailabilityGridProps) {
  const [isShowingStarted, setIsShowingStarted] = useState(false)
  const rows = slots.map((slot, slotIndex) => ({ slot, slotIndex, hasStarted: hasSlotStarted(date, slot.start_time, now) }))
  const startedCount = rows.filter((row) => row.hasStarted).length
  const shown = rows.filter((row) => isShowingStarted || !row.hasStarted)
  return (
    <>
      {startedCount > 0 && (
        <button
          type="button"
          className="button button--ghost slot-grid__earlier"
          aria-expanded={isShowingStarted}
          aria-controls="slot-grid"
          onClick={() => setIsShowingStarted((isShowing) => !isShowing)}
        >
          {`${isShowingStarted ? 'Hide' : 'Show'} the ${startedCount === 1 ? 'slot' : `${startedCount} slots`} already started`}
        </button>
      )}
      {shown.length === 0 ? (
        <p className="record__meta">Every slot of this day has started: choose another date.</p>
      ) : (
        <div className="slot-grid-scroll">
          <table className="slot-grid" id="slot-grid">
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
              {shown.map(({ slot, slotIndex, hasStarted }) => {
                const time = formatSlot(slot.start_time, slot.end_time)
                return (
                  <tr key={slot.start_time} className={hasStarted ? 'slot-grid__row--started' : undefined}>
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
      )}
    </>
  )
}
