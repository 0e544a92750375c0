import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'
import { balance, charge, chequeRow, CLUB_NOW, holder, row, statementAnswer, transactionsPage } from '../office-accounts/fixtures'

// The member app's Account page (ADR 024): what the member may spend, cheques waiting to clear,
// this month's rows and statements by month with the PDF; every call with the member's token, for
// their own account.

const base = '/member/api/member/M1001'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(CLUB_NOW)
  storeRecord('member', memberRecord())
})

describe('the member’s account (/member/account)', () => {
  test('shows the available balance, pending cheques, this month’s rows and a past month’s statement', async () => {
    const { calls } = stubApi({
      [`GET ${base}/balance`]: { json: { success: true, balance: balance(), account: holder(), pending_cheques: [chequeRow()] } },
      [`GET ${base}/transactions`]: { json: transactionsPage([chequeRow(), charge]) },
      [`GET ${base}/statement`]: (call) => ({ json: statementAnswer(new URL(call.path, 'http://x').searchParams.get('month')!, [row()]) }),
    })
    const app = renderApp('/member/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy()
    const card = await screen.findByRole('region', { name: 'Available balance' })
    expect(within(card).getByText('₹8,200')).toBeTruthy()
    expect(within(card).getByText('₹15,000')).toBeTruthy()
    expect(within(card).getByText('₹58,200')).toBeTruthy()
    const pending = screen.getByRole('list', { name: 'Pending cheques' })
    expect(within(pending).getByText('Cheque 552318, HDFC Bank')).toBeTruthy()
    expect(within(pending).getByText(/at the club office/)).toBeTruthy()

    const month = await screen.findByRole('list', { name: 'This month’s transactions' })
    expect(within(month).getByText('Event booking')).toBeTruthy()
    expect(within(month).getByText('−₹1,800')).toBeTruthy()
    expect(within(month).getByText('+₹15,000')).toBeTruthy()
    expect(calls.find((call) => call.path.startsWith(`${base}/transactions`))?.path).toBe(
      `${base}/transactions?from=2026-11-01&to=2026-11-22&limit=100`,
    )
    expect(calls.find((call) => call.path.startsWith(`${base}/balance`))?.headers['xm-auth-token']).toBe('member-token')

    const statements = screen.getByRole('region', { name: 'Statements' })
    expect(await within(statements).findByText('Opening balance')).toBeTruthy()
    expect(calls.some((call) => call.path === `${base}/statement?month=2026-10`)).toBe(true)
    await app.user.selectOptions(within(statements).getByLabelText('Month'), '2026-11')
    await waitFor(() => expect(calls.some((call) => call.path === `${base}/statement?month=2026-11`)).toBe(true))
    expect(within(statements).getByRole('button', { name: 'Download November 2026 (PDF)' })).toBeTruthy()
  })

  test('the statement PDF is saved with the member token', async () => {
    const { calls } = stubApi({
      [`GET ${base}/balance`]: { json: { success: true, balance: balance(), account: holder(), pending_cheques: [] } },
      [`GET ${base}/transactions`]: { json: transactionsPage([]) },
      [`GET ${base}/statement`]: { json: statementAnswer('2026-10', []) },
      [`GET ${base}/statement/pdf`]: () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const app = renderApp('/member/account')
    expect(await screen.findByText('No transactions this month yet.')).toBeTruthy()
    expect(await screen.findByText('No transactions in October 2026.')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Download October 2026 (PDF)' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-M1001-2026-10.pdf')
    expect(calls.find((call) => call.path.startsWith(`${base}/statement/pdf`))?.headers['xm-auth-token']).toBe('member-token')
  })

  test('an account that takes no more cheques says how to pay instead; a failure offers to try again', async () => {
    stubApi({
      [`GET ${base}/balance`]: {
        json: {
          success: true,
          balance: balance(),
          account: holder({ cheques_refused: { since: '2026-11-10T05:00:00.000Z', reason: '2 cheques bounced within 12 months.' } }),
          pending_cheques: [],
        },
      },
      [`GET ${base}/transactions`]: { status: 503, json: { message: 'Server unavailable', code: 'unavailable' } },
      [`GET ${base}/statement`]: { json: statementAnswer('2026-10', []) },
    })
    renderApp('/member/account')
    expect(await screen.findByText(/no longer takes cheques: please pay by UPI, card, bank transfer or cash/)).toBeTruthy()
    expect(await screen.findByText('This month’s transactions could not be loaded')).toBeTruthy()
  })

  test('the member home links to the account', async () => {
    stubApi({})
    const app = renderApp('/member')
    await app.user.click(await screen.findByRole('link', { name: 'My account' }))
    await waitFor(() => expect(app.currentPath()).toBe('/member/account'))
  })
})
