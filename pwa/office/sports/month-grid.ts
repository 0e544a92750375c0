/** The weeks of a month as rows Monday to Sunday; days outside the month are null. */
export function weeksOf(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const leading = (first.getUTCDay() + 6) % 7
  const cells: (string | null)[] = Array.from({ length: leading }, () => null)
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** The month before or after. */
export function shiftMonth(year: number, month: number, by: -1 | 1): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 1)))

/** Booked share of the day's slots, as a whole percentage. */
export const utilisationOf = (day: { booked_slots: number; total_slots: number }) =>
  day.total_slots > 0 ? Math.round((day.booked_slots / day.total_slots) * 100) : 0
