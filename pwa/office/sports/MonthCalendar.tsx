import { utilisationOf, weeksOf } from './month-grid'
import { formatDay } from './sports-format'
import type { CalendarDay } from '../../../domain/contract/sports-schedule'

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

interface MonthCalendarProps {
  year: number
  month: number
  days: CalendarDay[]
  chosenDate: string
  onChoose: (date: string) => void
}

/** A month of days, each a button with its bookings and how full it is; choosing one lists its bookings. */
export function MonthCalendar({ year, month, days, chosenDate, onChoose }: MonthCalendarProps) {
  const byDate = new Map(days.map((day) => [day.date, day]))
  return (
    <div className="table-scroll">
      <table className="month-calendar">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(year, month).map((week, index) => (
            <tr key={index}>
              {week.map((date, position) => {
                if (!date) return <td key={position} />
                const day = byDate.get(date) ?? { date, bookings: 0, booked_slots: 0, total_slots: 0, checked_in: 0, cancelled: 0 }
                const utilisation = utilisationOf(day)
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={`month-calendar__day${day.bookings > 0 ? ' month-calendar__day--busy' : ''}`}
                      aria-pressed={chosenDate === date}
                      onClick={() => onChoose(date)}
                    >
                      {/* Named by what it shows, the rest for screen readers: "6: 12 bookings (Sun, 6 Dec, 2026, …)". */}
                      <span className="month-calendar__date">{Number(date.slice(8, 10))}</span>
                      <span className="visually-hidden">: </span>
                      <span className="month-calendar__count">{day.bookings}</span>
                      <span className="visually-hidden">
                        {` ${day.bookings === 1 ? 'booking' : 'bookings'} (${formatDay(date)}, ${utilisation}% of slots booked)`}
                      </span>
                      <span className="month-calendar__meter" aria-hidden="true">
                        <span style={{ width: `${utilisation}%` }} />
                      </span>
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
