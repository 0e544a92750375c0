import { clubDate, formatClubDateTime, formatClubTime } from '../../../domain/time'

/** 'no_show' → 'No show'; 'social' → 'Social'. */
export const labelOf = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ')

export const formatWhen = (iso: string | null | undefined) => (iso ? formatClubDateTime(new Date(iso)) : '—')

/** '12 December 2026 at 7:00 pm – 11:00 pm', or both dates and times when it runs past midnight. */
export function formatEventWindow(startIso: string, endIso: string): string {
  const start = new Date(startIso)
  const end = new Date(endIso)
  const endText = clubDate(start) === clubDate(end) ? formatClubTime(end) : formatClubDateTime(end)
  return `${formatClubDateTime(start)} – ${endText}`
}

/** The badge colour of a status: what is live is green, what is over or off is muted or red. */
export function statusTone(status: string): 'open' | 'closed' | 'muted' {
  if (status === 'published' || status === 'confirmed' || status === 'attended' || status === 'checked_in' || status === 'valid')
    return 'open'
  if (status === 'cancelled' || status === 'no_show') return 'closed'
  return 'muted'
}

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <span className={`status-badge status-badge--${statusTone(status)}`}>{label ?? labelOf(status)}</span>
}
