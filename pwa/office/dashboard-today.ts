import { queryOptions } from '@tanstack/react-query'
import { dashboardTodayEndpoint } from '../../domain/contract/dashboard'
import { callApi } from '../api/client'

/** How often the dashboard asks again: a glance at the day should not be older than a minute. */
const REFRESH_MS = 60_000

export const dashboardTodayKey = ['dashboard', 'today'] as const

/** GET dashboard/today (ADR 032): the day's figures, only those of areas this role may view. */
export const dashboardTodayQuery = () =>
  queryOptions({
    queryKey: dashboardTodayKey,
    queryFn: ({ signal }) => callApi(dashboardTodayEndpoint, {}, { signal }),
    refetchInterval: REFRESH_MS,
  })

/** '1 event' / '2 events'. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`
}
