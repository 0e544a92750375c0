import { queryOptions } from '@tanstack/react-query'
import * as api from '../../../domain/contract/greetings'
import * as settings from '../../../domain/contract/greeting-settings'
import { callApi } from '../../api/client'

export const greetingKeys = {
  all: ['greetings'] as const,
  occasions: (type: 'birthday' | 'anniversary', date: string) => ['greetings', 'occasions', type, date] as const,
}

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['greetings', 'dashboard'],
    queryFn: async ({ signal }) => (await callApi(api.greetingsDashboard, {}, { signal })).data,
  })

export const occasionsQuery = (type: 'birthday' | 'anniversary', date: string) =>
  queryOptions({
    queryKey: greetingKeys.occasions(type, date),
    queryFn: async ({ signal }) =>
      (await callApi(type === 'birthday' ? api.greetingBirthdays : api.greetingAnniversaries, { query: { date } }, { signal })).data
        .members,
  })

export const festivalsQuery = () =>
  queryOptions({
    queryKey: ['greetings', 'festivals'],
    queryFn: async ({ signal }) => (await callApi(api.greetingFestivals, {}, { signal })).data,
  })

export const templatesQuery = () =>
  queryOptions({
    queryKey: ['greetings', 'templates'],
    queryFn: async ({ signal }) => (await callApi(api.greetingTemplatesEndpoint, {}, { signal })).data,
    staleTime: Infinity,
  })

export const scheduledQuery = () =>
  queryOptions({
    queryKey: ['greetings', 'scheduled'],
    queryFn: async ({ signal }) => (await callApi(api.scheduledGreetings, { query: { status: 'all' } }, { signal })).data,
    // Running sends' progress moves while the office watches (sent, failed, waiting).
    refetchInterval: (query) =>
      query.state.data?.some((batch) => batch.status === 'running' || batch.status === 'queued') ? 1000 : 10_000,
  })

export const historyQuery = (memberId: string) =>
  queryOptions({
    queryKey: ['greetings', 'history', memberId],
    queryFn: async ({ signal }) => (await callApi(api.memberGreetingHistory, { params: { id: memberId } }, { signal })).data,
  })

export const analyticsQuery = (period: 'week' | 'month' | 'year') =>
  queryOptions({
    queryKey: ['greetings', 'analytics', period],
    queryFn: async ({ signal }) => (await callApi(api.greetingAnalytics, { query: { period } }, { signal })).data,
  })

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['greetings', 'settings'],
    queryFn: async ({ signal }) => (await callApi(settings.readGreetingSettingsEndpoint, {}, { signal })).data,
    // A form: what another office person saved shows when it opens, not a copy kept from before a reload.
    staleTime: 0,
  })

export const optOutsQuery = () =>
  queryOptions({
    queryKey: ['greetings', 'opt-outs'],
    queryFn: async ({ signal }) => (await callApi(settings.greetingOptOuts, {}, { signal })).data,
    staleTime: 0,
  })
