import { db, withOpenDb } from '../offline/db'
import { isRejected, type AnsweredMutation } from '../offline/scope-handler'
import { mergeDoorTickets, ticketIdOfEntry } from './door-store'
import { isDoorTicket, type DoorTicket } from './door-ticket'

const KEY = 'door:rejections'
/** A shift's worth; the server's conflict list is the full record. */
const KEPT = 200

/** A check-in or undo of this device the server refused, as the supervisor view lists it. */
export interface DoorRejection {
  /** `{client_id}:{mutation id}`: unique per device. */
  key: string
  eventId: number | undefined
  ticketId: number | undefined
  holderName: string | undefined
  mutation: string
  reason: string
  message: string
  /** When the receptionist scanned (the entry's time). */
  scannedAt: string | undefined
  answeredAt: string
  /** already_redeemed: the check-in the server kept. */
  firstCheckin?: { checkinId: string; at: string; deviceId: string | null }
}

interface AlreadyRedeemedState {
  ticket: DoorTicket
  first_checkin: { checkinId: string; at: string; deviceId: string | null }
}

const isAlreadyRedeemed = (state: unknown): state is AlreadyRedeemedState =>
  typeof state === 'object' && state !== null && 'ticket' in state && isDoorTicket((state as { ticket: unknown }).ticket)

const ticketOfState = (state: unknown): DoorTicket | undefined =>
  isDoorTicket(state) ? state : isAlreadyRedeemed(state) ? state.ticket : undefined

/**
 * The push's answers to check-ins: each state replaces the local ticket (a rejection's even at an
 * equal version, so the refused check-in disappears from the copy), and every refusal is kept for the
 * supervisor view; an `already_redeemed` one is a ticket let in on two devices.
 */
export async function takeCheckinResults(answered: readonly AnsweredMutation[]): Promise<void> {
  const applied = answered.filter(({ result }) => result.status === 'applied').map(({ result }) => ticketOfState(result.state))
  const rejected = answered.filter(isRejected)
  await mergeDoorTickets(applied.filter((ticket) => ticket !== undefined))
  await mergeDoorTickets(
    rejected.map(({ result }) => ticketOfState(result.state)).filter((ticket) => ticket !== undefined),
    { orIfEqual: true },
  )
  const rejections = rejected
    .filter(({ entry }) => entry !== undefined)
    .map(({ result, entry }): DoorRejection => {
      const ticket = ticketOfState(result.state)
      return {
        key: `${entry!.client_id}:${entry!.id}`,
        eventId: (entry!.args as { event_id?: number }).event_id,
        ticketId: ticket?.ticketId ?? ticketIdOfEntry(entry!),
        holderName: ticket?.holderName,
        mutation: entry!.name,
        reason: result.reason ?? 'rejected',
        message: result.message ?? 'The server refused this check-in.',
        scannedAt: entry!.at,
        answeredAt: new Date().toISOString(),
        ...(isAlreadyRedeemed(result.state) ? { firstCheckin: result.state.first_checkin } : {}),
      }
    })
  if (rejections.length === 0) return
  await withOpenDb(() =>
    db.transaction('rw', db.meta, async () => {
      const kept = ((await db.meta.get(KEY))?.value ?? []) as DoorRejection[]
      const keys = new Set(rejections.map((rejection) => rejection.key))
      await db.meta.put({ key: KEY, value: [...kept.filter((rejection) => !keys.has(rejection.key)), ...rejections].slice(-KEPT) })
    }),
  )
}

export const doorRejections = () => withOpenDb(async () => ((await db.meta.get(KEY))?.value ?? []) as DoorRejection[])
