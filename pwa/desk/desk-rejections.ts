import { db, withOpenDb } from '../offline/db'
import { isRejected, type AnsweredMutation } from '../offline/scope-handler'
import { mergeDeskBookings } from './desk-store'
import { isDeskBooking, isDeskMutationState, type DeskBooking } from './desk-types'

const KEY = 'desk:rejections'
/** A shift's worth; the booking's history on the server is the full record. */
const KEPT = 200

/** A check-in or check-out of this device the server refused, as the desk lists it. */
export interface DeskRejection {
  /** `{client_id}:{mutation id}`: unique per device. */
  key: string
  bookingId: number | undefined
  date: string | undefined
  contactName: string | undefined
  activityName: string | undefined
  startTime: string | undefined
  mutation: string
  reason: string
  message: string
  /** When the receptionist tapped (the entry's time). */
  tappedAt: string | undefined
  answeredAt: string
  /** already_checked_in: the check-in the server kept. */
  firstCheckIn?: { at: string | null; device: string | null }
}

const bookingOfState = (state: unknown): DeskBooking | undefined =>
  isDeskMutationState(state) ? state.booking : isDeskBooking(state) ? state : undefined

/**
 * The push's answers to desk taps: each state replaces the local booking (a rejection's even at an
 * equal version, so the refused tap disappears from the copy), and every refusal is kept for the
 * desk to show; an `already_checked_in` one means the players were let in on two devices.
 */
export async function takeDeskResults(answered: readonly AnsweredMutation[]): Promise<void> {
  const applied = answered.filter(({ result }) => result.status === 'applied').map(({ result }) => bookingOfState(result.state))
  const rejected = answered.filter(isRejected)
  await mergeDeskBookings(applied.filter((booking) => booking !== undefined))
  await mergeDeskBookings(
    rejected.map(({ result }) => bookingOfState(result.state)).filter((booking) => booking !== undefined),
    { orIfEqual: true },
  )
  const rejections = rejected
    .filter(({ entry }) => entry !== undefined)
    .map(({ result, entry }): DeskRejection => {
      const booking = bookingOfState(result.state)
      const state = result.state
      return {
        key: `${entry!.client_id}:${entry!.id}`,
        bookingId: booking?.bookingId ?? (entry!.args as { booking_id?: number }).booking_id,
        date: booking?.date,
        contactName: booking?.contactName,
        activityName: booking?.activityName,
        startTime: booking?.startTime,
        mutation: entry!.name,
        reason: result.reason ?? 'rejected',
        message: result.message ?? 'The server refused this tap.',
        tappedAt: entry!.at,
        answeredAt: new Date().toISOString(),
        ...(isDeskMutationState(state) && state.first_check_in ? { firstCheckIn: state.first_check_in } : {}),
      }
    })
  if (rejections.length === 0) return
  await withOpenDb(() =>
    db.transaction('rw', db.meta, async () => {
      const kept = ((await db.meta.get(KEY))?.value ?? []) as DeskRejection[]
      const keys = new Set(rejections.map((rejection) => rejection.key))
      await db.meta.put({ key: KEY, value: [...kept.filter((rejection) => !keys.has(rejection.key)), ...rejections].slice(-KEPT) })
    }),
  )
}

export const deskRejections = () => withOpenDb(async () => ((await db.meta.get(KEY))?.value ?? []) as DeskRejection[])

/** The desk clears a refusal once someone has read it. */
export function dismissDeskRejection(key: string): Promise<void> {
  return withOpenDb(() =>
    db.transaction('rw', db.meta, async () => {
      const kept = ((await db.meta.get(KEY))?.value ?? []) as DeskRejection[]
      await db.meta.put({ key: KEY, value: kept.filter((rejection) => rejection.key !== key) })
    }),
  )
}
