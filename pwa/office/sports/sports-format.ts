import { formatRupees } from '../../../domain/money'
import { formatTimeOfDay } from '../../../domain/sports'

/** '18:00'–'19:00' → '6:00 pm – 7:00 pm'. */
export const formatSlot = (start: string, end: string) => `${formatTimeOfDay(start)} – ${formatTimeOfDay(end)}`

export const formatPrice = (paise: number) => (paise === 0 ? 'Free' : formatRupees(paise))

/** 60 → '1 hour', 90 → '1 h 30 min', 45 → '45 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  if (rest === 0) return hours === 1 ? '1 hour' : `${hours} hours`
  return `${hours} h ${rest} min`
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })

/** '2026-12-05' → 'Sat, 5 Dec 2026' (a club day, read as written). */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`))

/** The activity's price line: '₹800 a slot of 1 hour (guests ₹1,000)'. */
export function priceLine(activity: { price_paise: number; guest_price_paise: number | null; slot_minutes: number }): string {
  const guest =
    activity.guest_price_paise != null && activity.guest_price_paise !== activity.price_paise
      ? ` (guests ${formatPrice(activity.guest_price_paise)})`
      : ''
  return `${formatPrice(activity.price_paise)} a slot of ${formatMinutes(activity.slot_minutes)}${guest}`
}

/** A session's choice in a picker: 'Coaching (₹1,500 a slot)', or its name when it costs the activity's price. */
export function sessionLabel(session: { name: string; price_paise: number | null }): string {
  return session.price_paise == null ? session.name : `${session.name} (${formatPrice(session.price_paise)} a slot)`
}

/** The sessions priced apart from the activity: 'Coaching with the club pro ₹1,500 a slot · …'; '' when none is. */
export function sessionPriceLine(sessions: readonly { name: string; price_paise: number | null }[]): string {
  return sessions
    .filter((session) => session.price_paise != null)
    .map((session) => `${session.name} ${formatPrice(session.price_paise!)} a slot`)
    .join(' · ')
}
