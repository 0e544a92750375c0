import { sql } from 'kysely'
import type { Executor } from '../db/database.js'

/** The club day `date` ('YYYY-MM-DD') as a [start, end) range of instants in `timeZone`. */
const dayStart = (date: string, timeZone: string) => sql<Date>`(${date}::date::timestamp at time zone ${timeZone})`
const dayEnd = (date: string, timeZone: string) => sql<Date>`((${date}::date + 1)::timestamp at time zone ${timeZone})`

/** Orders on the display now: still to cook (pending, preparing) and waiting at the pass (ready). */
export async function liveOrderCounts(db: Executor, kitchenId: number) {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number>`count(*) filter (where status in ('pending', 'preparing'))::int`.as('open'),
      sql<number>`count(*) filter (where status = 'ready')::int`.as('ready'),
    ])
    .where('kitchen_id', '=', kitchenId)
    .where('status', 'in', ['pending', 'preparing', 'ready'])
    .executeTakeFirstOrThrow()
  return { open: Number(row.open), ready: Number(row.ready) }
}

/**
 * The day's orders: how many were placed and cancelled, and the preparation time (placed → ready)
 * of those placed that day that became ready, as an average and a 90th percentile (interpolated).
 */
export async function dayFigures(db: Executor, kitchenId: number, date: string, timeZone: string) {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)::int`.as('placed'),
      sql<number>`count(*) filter (where status = 'cancelled')::int`.as('cancelled'),
      sql<number>`count(ready_at)::int`.as('prepared'),
      sql<number | null>`avg(extract(epoch from ready_at - created_at))`.as('average_seconds'),
      sql<number | null>`percentile_cont(0.9) within group (order by extract(epoch from ready_at - created_at))`.as('p90_seconds'),
    ])
    .where('kitchen_id', '=', kitchenId)
    .where('created_at', '>=', dayStart(date, timeZone))
    .where('created_at', '<', dayEnd(date, timeZone))
    .executeTakeFirstOrThrow()
  const seconds = (value: number | string | null) => (value === null ? null : Math.round(Number(value)))
  return {
    placed: Number(row.placed),
    cancelled: Number(row.cancelled),
    prepared: Number(row.prepared),
    averageSeconds: seconds(row.average_seconds),
    p90Seconds: seconds(row.p90_seconds),
  }
}

/** Orders placed, and orders that became ready, in each hour of the club day (hours with none left out). */
export async function hourlyFigures(db: Executor, kitchenId: number, date: string, timeZone: string) {
  const hourOf = (column: 'created_at' | 'ready_at') => sql<number>`extract(hour from ${sql.ref(column)} at time zone ${timeZone})::int`
  const inDay = (column: 'created_at' | 'ready_at') =>
    db
      .selectFrom('orders')
      .select([hourOf(column).as('hour'), sql<number>`count(*)::int`.as('count')])
      .where('kitchen_id', '=', kitchenId)
      .where(column, '>=', dayStart(date, timeZone))
      .where(column, '<', dayEnd(date, timeZone))
      .groupBy(sql`1`)
      .execute()
  const [placed, ready] = await Promise.all([inDay('created_at'), inDay('ready_at')])
  return { placed, ready }
}
