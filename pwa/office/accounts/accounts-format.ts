import { CLUB_TIME_ZONE } from '../../../domain/time'
import { ApiError } from '../../api/api-error'
import { failureMessage } from '../../api/failure'

/** How the accounts screens word things: spec 2 §8's texts, and ours where it gives none. */
export const accountMessages = {
  fetchTransactions: 'Failed to fetch transaction history.',
  updateCheque: 'Failed to update cheque status.',
  memberNotFound: 'Member not found',
  fallback: 'Something went wrong',
  // Not worded by the spec: ours.
  deposit: 'Failed to record the deposit.',
  fetchCheques: 'Failed to fetch cheques.',
  fetchDashboard: 'Failed to fetch the accounts dashboard.',
  fetchStatement: 'Failed to fetch the statement.',
  downloadStatement: 'Failed to download the statement.',
} as const

/** The server's words, else the screen's default; a 404 is the spec's 'Member not found'. */
export function accountFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 404) return accountMessages.memberNotFound
  return failureMessage(error, fallback)
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: CLUB_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})
const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })

/** '22 Nov 2026, 10:45 am' in club time. */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso))

/** A calendar day ('2026-11-20') as '20 Nov 2026'. */
export const formatCalendarDay = (text: string) => day.format(new Date(`${text.slice(0, 10)}T00:00:00Z`))

/** A member id as typed into a box, ready for the API ('m1001 ' → 'M1001'), or '' when it cannot be one. */
export function memberIdFrom(text: string): string {
  const cleaned = text.trim().toUpperCase()
  return /^[A-Z0-9-]{2,20}$/.test(cleaned) ? cleaned : ''
}
