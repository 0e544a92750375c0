import { addDays } from '../../../domain/sports'
import { clubDate, formatClubTime } from '../../../domain/time'
import { formatDay } from '../../office/sports/sports-format'

/** A deadline as a member reads it on a list: '2:30 pm today', '4:00 pm tomorrow', '9:00 am, Tue, 8 Dec, 2026'. */
export function formatDeadline(deadline: Date, now: Date): string {
  const day = clubDate(deadline)
  const today = clubDate(now)
  if (day === today) return `${formatClubTime(deadline)} today`
  if (day === addDays(today, 1)) return `${formatClubTime(deadline)} tomorrow`
  return `${formatClubTime(deadline)}, ${formatDay(day)}`
}
