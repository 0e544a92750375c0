import type { ScopeHandler } from '../offline/scope-handler'
import { takeCheckinResults } from './door-rejections'
import { mergeDoorTickets, replaceEventTickets } from './door-store'
import { takeEventNames } from './door-event-names'
import type { DoorTicket, PulledEvent, PulledEventName } from './door-ticket'

/** `event:{id}`: the event's check-in list; `checkin.*` mutations ("Door check-in"). */
export const doorScopeHandler: ScopeHandler = {
  scopePrefix: 'event',
  mutationPrefix: 'checkin.',
  async takePull(_scope, answer, since) {
    const tickets = (answer.tickets ?? []) as DoorTicket[]
    const event = answer.event as PulledEvent
    if (since === 0) await replaceEventTickets(event, tickets)
    else await mergeDoorTickets(tickets, { event })
    await takeEventNames((answer.other_events ?? []) as PulledEventName[], since === 0)
  },
  takeResults: takeCheckinResults,
}

/** The socket's `door:changed` hint carries the changed tickets: merged at once when newer. */
export interface DoorChanged {
  event_id: number
  version: number
  tickets?: DoorTicket[]
}
