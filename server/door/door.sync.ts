import { z } from 'zod'
import { parseTicketCode } from '../../domain/tickets.js'
import { formatClubDateTime, formatClubTime } from '../../domain/time.js'
import type { Principal } from '../auth/principal.js'
import { notFound } from '../http/errors.js'
import {
  registerMutation,
  registerScope,
  type BatchContext,
  type MutationContext,
  type MutationOutcome,
  type SyncRegistry,
} from '../sync/sync.contract.js'
import { ticketSigner } from '../tickets/ticket-keys.js'
import { doorRoom, mayWorkDoor } from './door-access.js'
import { doorCheckinId, toDoorTicket, type DoorTicket } from './door-ticket.view.js'
import { DoorWorkingSet, type HeldCheckin, type RedeemResult } from './door-working-set.js'
import { findDoorEvent, listDoorCheckinsChangedSince, listDoorEventsChangedSince, listDoorTicketsChangedSince } from './door.repository.js'

/**
 * The door's part of the sync engine (ADR 014): the check-ins a door device queues offline, and the
 * 'event:{id}' scope it pulls. The server has the last word: first check-in wins on the locked ticket,
 * and a second entry is refused with the first check-in and kept as a conflict for the supervisor.
 */
const id = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive')
const checkinId = z.string({ error: 'must be text' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 of A-Z a-z 0-9 _ -')
const redeemArgs = z
  .object({
    event_id: id,
    ticket_id: id.optional(),
    code: z.string({ error: 'must be text' }).min(1, 'must not be empty').max(500, 'is too long').optional(),
    type: z.enum(['entry', 'exit']),
    checkin_id: checkinId,
  })
  .refine((args) => args.ticket_id !== undefined || args.code !== undefined, { message: 'give ticket_id or code', path: ['ticket_id'] })
const undoArgs = z.object({ event_id: id, checkin_id: checkinId })

const isStaff = (principal: Principal) => principal.kind === 'staff'
const userIdOf = (principal: Principal) => (principal.kind === 'member' ? null : principal.userId)

/** The batch's locked tickets; changed tickets are pushed to their event's room once per batch. */
const doorWork = (context: BatchContext) =>
  context.batch.use(
    'door.tickets',
    () => new DoorWorkingSet(context.trx, context.deps.clock(), (tickets, version) => notifyDoorChanged(context, tickets, version)),
  )

function notifyDoorChanged(context: BatchContext, tickets: DoorTicket[], version: number) {
  const byEvent = groupBy(tickets, (ticket) => ticket.eventId)
  for (const [eventId, changed] of byEvent)
    context.notify(doorRoom(eventId), 'door:changed', { event_id: eventId, version, tickets: changed })
}

/** The 'door' edit grant, read once per batch. */
function mayCheckIn(context: BatchContext): Promise<boolean> {
  const access = context.batch.use('door.access', () => ({
    isAllowed: mayWorkDoor(context.trx, context.principal, 'edit'),
    flush: async () => {},
  }))
  return access.isAllowed
}

const rejected = (reason: string, message: string, state?: () => unknown): MutationOutcome => ({
  status: 'rejected',
  reason,
  message,
  ...(state ? { state } : {}),
})
const noGrant = rejected('forbidden', 'You do not have permission to check tickets in at the door.')

function firstCheckinOf(checkin: HeldCheckin) {
  return {
    checkinId: doorCheckinId({ checkin_id: checkin.checkinId, client_checkin_id: checkin.clientCheckinId }),
    at: checkin.at.toISOString(),
    deviceId: checkin.deviceClientId,
  }
}

const where = (checkin: HeldCheckin) => (checkin.deviceClientId ? `on device ${checkin.deviceClientId}` : 'at the desk')

async function redeem(context: MutationContext, args: z.output<typeof redeemArgs>): Promise<MutationOutcome> {
  if (!(await mayCheckIn(context))) return noGrant
  const work = doorWork(context)
  let scan
  if (args.code !== undefined) {
    scan = await (await ticketSigner(context.deps)).verify(args.code)
    if (!scan.ok && scan.reason === 'malformed')
      return rejected('invalid_code', 'This is not a ticket code the club issues, or it is damaged.')
    if (scan.ok && args.ticket_id !== undefined && scan.ticketId !== args.ticket_id) {
      return rejected('invalid_code', `The code is for ticket ${scan.ticketId}, not ticket ${args.ticket_id}.`)
    }
  }
  const result = await work.redeem({
    eventId: args.event_id,
    ticketId: args.ticket_id,
    ...(scan ? { scan } : {}),
    type: args.type,
    at: context.happenedAt,
    deviceClientId: context.clientId,
    userId: userIdOf(context.principal),
    clientCheckinId: args.checkin_id,
  })
  if (result.kind === 'decided' && result.outcome.result === 'wrong_event') {
    const other = await findDoorEvent(context.trx, result.outcome.ticketEventId)
    return rejected('wrong_event', wrongEventMessage(result.outcome.ticketId, other))
  }
  return redeemOutcome(context, work, args, result)
}

/** Names the ticket's event and when it is, as the door says it ("not #11"). */
function wrongEventMessage(ticketId: number, event: { title: string; start_at: Date } | undefined): string {
  return event
    ? `Ticket ${ticketId} is for another event: ${event.title}, ${formatClubDateTime(event.start_at)}.`
    : `Ticket ${ticketId} is for another event.`
}

function redeemOutcome(
  context: MutationContext,
  work: DoorWorkingSet,
  args: z.output<typeof redeemArgs>,
  result: RedeemResult,
): MutationOutcome {
  if (result.kind === 'unknown_event') return rejected('unknown_event', `There is no event ${args.event_id}.`)
  if (result.kind === 'recorded') return { status: 'applied', state: () => work.view(result.ticketId) }
  const { outcome, ticketId } = result
  const ticketState = ticketId === undefined ? undefined : () => work.view(ticketId)
  if (outcome.isAllowed) return { status: 'applied', ...(ticketState ? { state: ticketState } : {}) }
  switch (outcome.result) {
    case 'already_checked_in': {
      const first = outcome.firstCheckin as HeldCheckin
      // Every queued entry was let in on its device: refusing it means the ticket got in twice.
      work.addConflict(outcome.ticketId, outcome.lastEntry, {
        deviceClientId: context.clientId,
        userId: userIdOf(context.principal),
        at: context.happenedAt,
        type: args.type,
      })
      return rejected(
        'already_redeemed',
        `${outcome.holderName} is already checked in: first at ${formatClubTime(first.at)} ${where(first)}.`,
        () => ({
          ticket: work.view(outcome.ticketId),
          first_checkin: firstCheckinOf(first),
        }),
      )
    }
    case 'cancelled':
      return rejected(
        'cancelled',
        `Ticket ${outcome.ticketId} (${outcome.holderName}) was cancelled and does not admit anyone.`,
        ticketState,
      )
    case 'not_inside':
      return rejected(
        'not_inside',
        `${outcome.holderName ?? `Ticket ${outcome.ticketId}`} is not inside: check them in before checking them out.`,
        ticketState,
      )
    case 'wrong_event':
      return rejected('wrong_event', wrongEventMessage(outcome.ticketId, undefined))
    case 'not_today':
      return rejected('not_today', `Event ${args.event_id} does not admit anyone on this day.`)
    case 'forged':
      return rejected('forged', 'The ticket code is not signed by the club: it is forged or altered.')
    case 'unknown':
      return rejected(
        'unknown_ticket',
        `There is no ticket ${ticketId ?? args.ticket_id ?? ''} for event ${args.event_id}.`.replace('  ', ' '),
      )
  }
}

async function undo(context: MutationContext, args: z.output<typeof undoArgs>): Promise<MutationOutcome> {
  if (!(await mayCheckIn(context))) return noGrant
  const work = doorWork(context)
  const result = await work.undo(args.event_id, args.checkin_id, context.clientId, context.happenedAt)
  const ticketId = result.ticketId
  const state = ticketId === undefined ? undefined : () => work.view(ticketId)
  if (result.kind === 'refused') return rejected('undo_not_allowed', `${result.why}.`, state)
  return { status: 'applied', ...(state ? { state } : {}) }
}

/** The ticket ids the batch's redeems name, from their ids or their codes (read, not yet verified). */
function namedTickets(args: z.output<typeof redeemArgs>[]): number[] {
  return args.flatMap((arg) => {
    if (arg.code === undefined) return arg.ticket_id === undefined ? [] : [arg.ticket_id]
    const parsed = parseTicketCode(arg.code)
    return parsed.ok ? [parsed.ticketId] : []
  })
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

const eventKey = (key: string) => (/^[1-9]\d{0,9}$/.test(key) ? Number(key) : undefined)

/**
 * Registers the door's mutations and its 'event' scope. The scope's access check reads the role's
 * grants, so it needs the app's database (the engine's scope contract passes only the principal).
 */
export function registerDoorSync(registry: SyncRegistry) {
  registerMutation(registry, {
    name: 'checkin.redeem',
    args: redeemArgs,
    isAllowed: isStaff,
    apply: redeem,
    prefetch: (context, args) =>
      doorWork(context).load({
        ticketIds: namedTickets(args),
        clientCheckinIds: args.map((arg) => arg.checkin_id),
        eventIds: args.map((arg) => arg.event_id),
      }),
  })

  registerMutation(registry, {
    name: 'checkin.undo',
    args: undoArgs,
    isAllowed: isStaff,
    apply: undo,
    prefetch: (context, args) => doorWork(context).load({ clientCheckinIds: args.map((arg) => arg.checkin_id) }),
  })

  registerScope(registry, {
    prefix: 'event',
    isAllowed: async (principal, key, db) => eventKey(key) !== undefined && (await mayWorkDoor(db, principal, 'view')),
    pull: async ({ db: snapshot, deps }, key, since) => {
      const eventId = eventKey(key)!
      const event = await findDoorEvent(snapshot, eventId)
      if (!event) throw notFound(`There is no event ${eventId}`)
      const tickets = await listDoorTicketsChangedSince(snapshot, eventId, since)
      const checkins = await listDoorCheckinsChangedSince(snapshot, eventId, since)
      const otherEvents = await listDoorEventsChangedSince(snapshot, since, deps.clock())
      const checkinsOf = groupBy(checkins, (checkin) => checkin.ticket_id)
      return {
        // One record, not a list: what the device shows above its list (the contract of ADR 014).
        event: event as unknown as unknown[],
        tickets: tickets.map((ticket) =>
          toDoorTicket(
            ticket,
            (checkinsOf.get(ticket.ticket_id) ?? []).map((checkin) => ({ ...checkin, checkin_id: Number(checkin.checkin_id) })),
          ),
        ),
        // The club's other events, so that a ticket for one of them is named at the door, offline too.
        other_events: otherEvents,
      }
    },
    room: (key) => doorRoom(Number(key)),
  })
}
