import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { auditPeople, auditTrail } from '../../../domain/contract/audit'
import { callApi } from '../../api/client'

/** The audit trail's reads (ADR 029): administrators and the super-administrator only. */

export interface AuditFilters {
  person: string
  area: string
  recordType: string
  recordId: string
  from: string
  to: string
  page: number
}

export const defaultAuditFilters: AuditFilters = { person: '', area: '', recordType: '', recordId: '', from: '', to: '', page: 1 }

export const AUDIT_PAGE_SIZE = 20

export const auditKeys = {
  list: (filters: AuditFilters) => ['audit', 'list', filters] as const,
  people: ['audit', 'people'] as const,
  /**
   * A member's history sits under the member's key, so whatever refreshes the member refreshes their
   * history too; other records' under the trail's.
   */
  recordHistory: (recordType: string, recordId: string, page: number) =>
    recordType === 'member'
      ? (['members', 'history', recordId.toUpperCase(), page] as const)
      : (['audit', 'history', recordType, recordId, page] as const),
}

function trailQuery(filters: AuditFilters, signal: AbortSignal) {
  // A record id means nothing without its kind: it is sent only with one.
  const hasRecord = filters.recordType !== ''
  return callApi(
    auditTrail,
    {
      query: {
        person: filters.person,
        area: filters.area,
        recordType: filters.recordType,
        recordId: hasRecord ? filters.recordId.trim() : '',
        from: filters.from,
        to: filters.to,
        page: filters.page,
        limit: AUDIT_PAGE_SIZE,
      },
    },
    { signal },
  )
}

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => trailQuery(filters, signal),
    placeholderData: keepPreviousData,
  })

export const auditPeopleQuery = () =>
  queryOptions({
    queryKey: auditKeys.people,
    queryFn: async ({ signal }) => (await callApi(auditPeople, {}, { signal })).result,
  })

export const recordHistoryQuery = (recordType: string, recordId: string, page: number) =>
  queryOptions({
    queryKey: auditKeys.recordHistory(recordType, recordId, page),
    queryFn: ({ signal }) => trailQuery({ ...defaultAuditFilters, recordType, recordId, page }, signal),
    placeholderData: keepPreviousData,
  })
