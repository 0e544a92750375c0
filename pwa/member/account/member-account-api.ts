import { queryOptions } from '@tanstack/react-query'
import { myBalance, myStatement, myTransactions } from '../../../domain/contract/member-accounts'
import { callApi } from '../../api/client'

/** The member's own account (ADR 024): /member/api/member/{id}/..., the member token with every call. */

/** A month of rows fits in one page (the server allows 100). */
const MONTH_ROWS = 100

export const myAccountKeys = {
  all: ['my-account'] as const,
  balance: (memberId: string) => ['my-account', memberId, 'balance'] as const,
  rows: (memberId: string, from: string, to: string) => ['my-account', memberId, 'rows', from, to] as const,
  statement: (memberId: string, month: string) => ['my-account', memberId, 'statement', month] as const,
}

export const myBalanceQuery = (memberId: string) =>
  queryOptions({
    queryKey: myAccountKeys.balance(memberId),
    queryFn: ({ signal }) => callApi(myBalance, { params: { id: memberId } }, { signal }),
  })

export const myRowsQuery = (memberId: string, from: string, to: string) =>
  queryOptions({
    queryKey: myAccountKeys.rows(memberId, from, to),
    queryFn: ({ signal }) => callApi(myTransactions, { params: { id: memberId }, query: { from, to, limit: MONTH_ROWS } }, { signal }),
  })

export const myStatementQuery = (memberId: string, month: string) =>
  queryOptions({
    queryKey: myAccountKeys.statement(memberId, month),
    queryFn: async ({ signal }) => (await callApi(myStatement, { params: { id: memberId }, query: { month } }, { signal })).statement,
  })
