import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  accountsDashboard,
  listCheques,
  memberBalance,
  memberStatement,
  memberTransactions,
} from '../../../domain/contract/member-accounts'
import { callApi } from '../../api/client'

/** The office's reads of the member accounts (ADR 024). */

export const ROWS_PER_PAGE = 20

export const accountKeys = {
  all: ['accounts'] as const,
  dashboard: ['accounts', 'dashboard'] as const,
  cheques: (status: string, page: number) => ['accounts', 'cheques', status, page] as const,
  member: (memberId: string) => ['accounts', 'member', memberId.toUpperCase()] as const,
  transactions: (memberId: string, page: number) => ['accounts', 'member', memberId.toUpperCase(), 'transactions', page] as const,
  balance: (memberId: string) => ['accounts', 'member', memberId.toUpperCase(), 'balance'] as const,
  statement: (memberId: string, month: string) => ['accounts', 'member', memberId.toUpperCase(), 'statement', month] as const,
}

export const accountsDashboardQuery = () =>
  queryOptions({
    queryKey: accountKeys.dashboard,
    queryFn: async ({ signal }) => (await callApi(accountsDashboard, {}, { signal })).dashboard,
  })

export const chequesQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: accountKeys.cheques(status, page),
    queryFn: ({ signal }) => callApi(listCheques, { query: { status, page, limit: ROWS_PER_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
  })

export const transactionsQuery = (memberId: string, page: number) =>
  queryOptions({
    queryKey: accountKeys.transactions(memberId, page),
    queryFn: ({ signal }) => callApi(memberTransactions, { params: { id: memberId }, query: { page, limit: ROWS_PER_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
  })

export const balanceQuery = (memberId: string) =>
  queryOptions({
    queryKey: accountKeys.balance(memberId),
    queryFn: ({ signal }) => callApi(memberBalance, { params: { id: memberId } }, { signal }),
  })

export const statementQuery = (memberId: string, month: string) =>
  queryOptions({
    queryKey: accountKeys.statement(memberId, month),
    queryFn: async ({ signal }) => (await callApi(memberStatement, { params: { id: memberId }, query: { month } }, { signal })).statement,
  })
