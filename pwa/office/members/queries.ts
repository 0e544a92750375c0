import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { listMemberCategories } from '../../../domain/contract/member-categories'
import { listMembers, memberDetailEndpoint } from '../../../domain/contract/members'
import { listBookings as listEventBookings } from '../../../domain/contract/event-bookings-office'
import { listBookings as listSportsBookings } from '../../../domain/contract/sports-bookings'
import { callApi, MEMBERS_LIST_TIMEOUT_MS } from '../../api/client'

/** The member register's reads (spec 2 §7 "Members", "Member categories"). */

export interface MemberFilters {
  search: string
  category_id: string
  status: string
  page: number
}

export const defaultMemberFilters: MemberFilters = { search: '', category_id: '', status: '', page: 1 }

export const memberKeys = {
  all: ['members'] as const,
  list: (filters: MemberFilters) => ['members', 'list', filters] as const,
  detail: (memberId: string) => ['members', 'detail', memberId.toUpperCase()] as const,
  bookings: (memberId: string) => ['members', 'bookings', memberId.toUpperCase()] as const,
  categories: ['member-categories'] as const,
}

export const MEMBERS_PAGE_SIZE = 20

export const membersQuery = (filters: MemberFilters) =>
  queryOptions({
    queryKey: memberKeys.list(filters),
    queryFn: ({ signal }) =>
      callApi(
        listMembers,
        {
          query: {
            search: filters.search,
            category_id: filters.category_id,
            status: filters.status,
            page: filters.page,
            limit: MEMBERS_PAGE_SIZE,
          },
        },
        { signal, timeoutMs: MEMBERS_LIST_TIMEOUT_MS },
      ),
    // The rows on screen stay while the next search's answer is on its way: typing never blanks the list.
    placeholderData: keepPreviousData,
  })

export const memberQuery = (memberId: string) =>
  queryOptions({
    queryKey: memberKeys.detail(memberId),
    queryFn: async ({ signal }) => (await callApi(memberDetailEndpoint, { params: { id: memberId } }, { signal })).result,
  })

export const memberCategoriesQuery = () =>
  queryOptions({
    queryKey: memberKeys.categories,
    queryFn: async ({ signal }) => (await callApi(listMemberCategories, {}, { signal })).result,
  })

/** The member's event bookings, newest first (the events area's list, by member). */
export const memberEventBookingsQuery = (memberId: string) =>
  queryOptions({
    queryKey: [...memberKeys.bookings(memberId), 'events'],
    queryFn: ({ signal }) => callApi(listEventBookings, { query: { member_id: memberId, limit: 50 } }, { signal }),
  })

/** The member's sports bookings (the sports area's list, by member). */
export const memberSportsBookingsQuery = (memberId: string) =>
  queryOptions({
    queryKey: [...memberKeys.bookings(memberId), 'sports'],
    queryFn: ({ signal }) => callApi(listSportsBookings, { query: { member_id: memberId, limit: 50 } }, { signal }),
  })
