import { CLUB_TIME_ZONE } from '../../domain/time'

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: CLUB_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' })
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: CLUB_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** Morning, afternoon or evening as it is at the club, wherever the device's clock is set. */
export function greetingAt(at: Date): string {
  const hour = Number(hourFormat.format(at))
  if (hour < 12) return 'Good morning'
  if (hour < 17) return 'Good afternoon'
  return 'Good evening'
}

/** 'Sunday, 22 November 2026' in club time. */
export function clubDayLabel(at: Date): string {
  return dayFormat.format(at)
}
