import { formatClubDateTime as formatDate } from '../../domain/time'

/** An answer's timestamp in club time ('22 November 2026 at 10:45 am'); a dash for none. */
export function formatClubDateTime(at: string | null): string {
  if (!at) return '—'
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : formatDate(date)
}
