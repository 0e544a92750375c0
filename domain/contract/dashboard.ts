import { z } from 'zod'
import { endpoint } from './endpoint.js'
import { timestamp } from './fields.js'

/**
 * The office dashboard (issue 19; ADR 032): the club's day at a glance, in club time. Each part is
 * there only when the caller's role may view its area (`events`, `restaurants`, `sports`,
 * `accounts`, `members`); a part left out is absent, not empty, so the screen can tell "none
 * today" from "not yours to see". Money is integer paise.
 */
const tag = 'Dashboard'
const ok = z.literal(true)

export const dashboardEvent = z.object({
  event_id: z.number(),
  title: z.string(),
  venue: z.string(),
  start_at: timestamp,
  end_at: timestamp,
  capacity: z.number(),
  /** Bookings not cancelled. */
  bookings: z.number(),
  /** Tickets not cancelled. */
  tickets: z.number(),
  /** Tickets let in at least once. */
  checked_in: z.number(),
  inside_now: z.number(),
})

export const dashboardToday = z.object({
  success: ok,
  /** The club day the figures are for ('2026-11-22', Asia/Kolkata). */
  date: z.string(),
  as_of: timestamp,
  /** Events of the club day (started or starting today, not ended before it), published or completed. `events` view. */
  events: z.object({ result: z.array(dashboardEvent) }).optional(),
  /** Kitchen orders not yet served: to cook (pending, preparing) and waiting at the pass (ready). `restaurants` view. */
  kitchen: z
    .object({
      open: z.number(),
      ready: z.number(),
      by_kitchen: z.array(z.object({ kitchen_id: z.number(), name: z.string(), open: z.number(), ready: z.number() })),
    })
    .optional(),
  /** Sports bookings checked in and not yet out today, and their players. `sports` view. */
  sports: z
    .object({
      players_on_court: z.number(),
      bookings_on_court: z.number(),
      by_activity: z.array(z.object({ activity_id: z.number(), name: z.string(), players: z.number(), bookings: z.number() })),
    })
    .optional(),
  /** Cheques received or in the bank, not yet cleared; members whose available balance is past their credit limit. `accounts` view. */
  accounts: z
    .object({
      cheques_waiting: z.object({ count: z.number(), amount_paise: z.number() }),
      over_limit: z.number(),
    })
    .optional(),
  /** Members (active or suspended) born on this day of the year; 29 February birthdays fall on 28 February in other years. `members` view. */
  birthdays: z
    .object({
      count: z.number(),
      result: z.array(z.object({ memberId: z.string(), name: z.string(), turning: z.number().nullable() })),
    })
    .optional(),
})
export type DashboardToday = z.output<typeof dashboardToday>

export const dashboardTodayEndpoint = endpoint({
  method: 'get',
  path: '/api/dashboard/today',
  tag,
  summary: 'The club’s day at a glance, each figure only for the areas the caller’s role may view',
  description:
    'Needs the `dashboard` view grant (admins always). Figures are for the club day of the server’s clock in Asia/Kolkata. A part whose area the role may not view is left out of the answer.',
  audience: 'staff',
  responses: { 200: dashboardToday },
})
