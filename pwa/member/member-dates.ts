const calendarFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })

/**
 * '2004-03-12' (or an ISO timestamp of that day) → '12 March 2004'. Birthdays and joining days are
 * calendar dates, not instants: they are read as written, never shifted by a time zone.
 */
export function formatCalendarDate(value: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  if (!match) return undefined
  const [, year, month, day] = match
  return calendarFormat.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))))
}
