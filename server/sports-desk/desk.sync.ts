import { z } from 'zod'
import { deskRefusalText, type DeskAction, type DeskRefusal } from '../../domain/sports.js'
import { formatClubTime } from '../../domain/time.js'
import type { Principal } from '../auth/principal.js'
import {
  registerMutation,
  registerScope,
  type BatchContext,
  type MutationContext,
  type MutationOutcome,
  type SyncRegistry,
} from '../sync/sync.contract.js'
import { deskDateOf, mayWorkSportsDesk, sportsRoom } from './desk-access.js'
import { toDeskBooking, type DeskBooking } from './desk-booking.view.js'
import { DeskWorkingSet } from './desk-working-set.js'
import { listDeskActivities, listDeskBookingsChangedSince, type LockedDeskBooking } from './desk.repository.js'

/**
 * The sports desk's part of the sync engine (ADR 015, "The desk over sync"): check-ins and check-outs
 * a desk device queues offline, and the 'sports:{date}' scope it pulls. The server has the last word:
 * the first check-in to arrive wins on the locked booking; a second is refused with the first one's
 * time and device.
 */
const deskArgs = z.object({
  booking_id: z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive'),
  /** The device's id for the tap (optional): known again after the device's client id is renumbered. */
  tap_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _')
    .optional(),
})
type DeskArgs = z.output<typeof deskArgs>

export const SPORTS_CHECK_IN = 'sports.checkIn'
export const SPORTS_CHECK_OUT = 'sports.checkOut'

/** What a desk mutation answers as `state`: the booking as the server holds it, and for a second check-in the first one. */
export interface DeskMutationState {
  booking: DeskBooking
  first_check_in?: { at: string | null; device: string | null }
}

const isStaff = (principal: Principal) => principal.kind === 'staff'
const userIdOf = (principal: Principal) => (principal.kind === 'member' ? null : principal.userId)

/** The batch's locked bookings; changed ones are pushed to their day's room once per batch. */
const deskWork = (context: BatchContext) =>
  context.batch.use(
    'sports.desk',
    () => new DeskWorkingSet(context.trx, context.deps.clock(), (bookings, version) => notifyDeskChanged(context, bookings, version)),
  )

function notifyDeskChanged(context: BatchContext, bookings: DeskBooking[], version: number) {
  for (const date of new Set(bookings.map((booking) => booking.date))) {
    context.notify(sportsRoom(date), 'sports:changed', { date, version, bookings: bookings.filter((booking) => booking.date === date) })
  }
}

/** The 'sports' edit grant, read once per batch. */
function mayTap(context: BatchContext): Promise<boolean> {
  const access = context.batch.use('sports.desk.access', () => ({
    isAllowed: mayWorkSportsDesk(context.trx, context.principal, 'edit'),
    flush: async () => {},
  }))
  return access.isAllowed
}

const whereDone = (device: string | null) => (device ? `on device ${device}` : 'at the office')
const who = (row: LockedDeskBooking) => `${row.contact_name} (booking #${row.booking_id}, ${row.activity_name} ${row.start_time})`

function refusalMessage(reason: DeskRefusal, row: LockedDeskBooking): string {
  switch (reason) {
    case 'already_checked_in':
      return `${who(row)} is already checked in: at ${row.checked_in_at ? formatClubTime(row.checked_in_at) : 'an unknown time'} ${whereDone(row.checked_in_device)}.`
    case 'not_checked_in':
      return `${who(row)} is not checked in: check them in before checking them out.`
    case 'already_checked_out':
      return `${who(row)} is already checked out${row.checked_out_at ? ` (at ${formatClubTime(row.checked_out_at)})` : ''}.`
    case 'not_today':
      return `${who(row)} is booked for ${row.booking_date}, not for today.`
    case 'cancelled':
    case 'no_show':
      return `${who(row)}: ${deskRefusalText[reason].toLowerCase()}.`
  }
}

async function tap(context: MutationContext, args: DeskArgs, action: DeskAction): Promise<MutationOutcome> {
  if (!(await mayTap(context))) {
    return {
      status: 'rejected',
      reason: 'forbidden',
      message: 'You do not have permission to check players in and out at the sports desk.',
    }
  }
  const work = deskWork(context)
  const result = await work.tap({
    bookingId: args.booking_id,
    action,
    at: context.happenedAt,
    deviceClientId: context.clientId,
    userId: userIdOf(context.principal),
    tapId: args.tap_id,
  })
  if (result.kind === 'unknown_booking')
    return { status: 'rejected', reason: 'unknown_booking', message: `There is no sports booking ${args.booking_id}.` }
  if (result.kind === 'already_applied')
    return { status: 'applied', state: (): DeskMutationState => ({ booking: work.view(args.booking_id) }) }
  const { decision, booking } = result
  const bookingId = booking.booking_id
  if (decision.ok) return { status: 'applied', state: (): DeskMutationState => ({ booking: work.view(bookingId) }) }
  // Read now: a later tap of this batch may change the held row before the state is read.
  const first = { at: booking.checked_in_at ? booking.checked_in_at.toISOString() : null, device: booking.checked_in_device }
  return {
    status: 'rejected',
    reason: decision.reason,
    message: refusalMessage(decision.reason, booking),
    state: (): DeskMutationState => ({
      booking: work.view(bookingId),
      ...(decision.reason === 'already_checked_in' ? { first_check_in: first } : {}),
    }),
  }
}

/**
 * Registers the desk's mutations and its 'sports' scope (ADR 015). The scope's access check reads the
 * role's grants, so it uses the database the engine passes.
 */
export function registerSportsDeskSync(registry: SyncRegistry) {
  for (const [name, action] of [
    [SPORTS_CHECK_IN, 'check_in'],
    [SPORTS_CHECK_OUT, 'check_out'],
  ] as const) {
    registerMutation(registry, {
      name,
      args: deskArgs,
      isAllowed: isStaff,
      apply: (context, args) => tap(context, args, action),
      prefetch: (context, args) =>
        deskWork(context).load(
          args.map((arg) => arg.booking_id),
          args.map((arg) => arg.tap_id),
        ),
    })
  }

  registerScope(registry, {
    prefix: 'sports',
    isAllowed: async (principal, key, db) => deskDateOf(key) !== undefined && (await mayWorkSportsDesk(db, principal, 'view')),
    pull: async ({ db: snapshot }, key, since) => {
      const [activities, bookings] = [await listDeskActivities(snapshot), await listDeskBookingsChangedSince(snapshot, key, since)]
      return { activities, bookings: bookings.map(toDeskBooking) }
    },
    room: (key) => sportsRoom(key),
  })
}
