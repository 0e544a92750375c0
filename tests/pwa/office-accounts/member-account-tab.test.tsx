import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { Toaster } from 'sonner'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { MemberAccountTab } from '../../../pwa/office/accounts/MemberAccountTab'
import { stubApi } from '../helpers/fetch-stub'
import { storeRecord } from '../helpers/sessions'
import { accountsClerk, charge, chequeRow, CLUB_NOW, clerkMenu, menu, row, statementAnswer, transactionsPage, viewerMenu } from './fixtures'

// The Account tab of a member's page (members18's detail page shows it): rendered on its own, with
// only the member's id, as that page will.

function renderTab(memberId = 'M1001') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MemberAccountTab memberId={memberId} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { user }
}

const transactions = 'GET /api/member/M1001/transactions'
const statement = 'GET /api/member/M1001/statement'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(CLUB_NOW)
  storeRecord('user', accountsClerk)
})

describe('MemberAccountTab', () => {
  test('shows the balance and limit, the rows with debit, credit and balance, pages, and the month’s statement', async () => {
    const { calls } = stubApi({
      ...menu(viewerMenu),
      [transactions]: (call) =>
        call.path.includes('page=2')
          ? { json: transactionsPage([row({ transactionId: 7, description: 'Opening deposit' })], { page: 2, total: 21, pages: 2 }) }
          : { json: transactionsPage([chequeRow(), charge, row()], { total: 21, pages: 2 }) },
      [statement]: (call) => ({ json: statementAnswer(new URL(call.path, 'http://x').searchParams.get('month')!) }),
    })
    const { user } = renderTab()
    expect(await screen.findByRole('heading', { name: 'Account of Vikram Malhotra (M1001)' })).toBeTruthy()
    const figures = screen.getByLabelText('Balance')
    expect(within(figures).getByText('₹8,200')).toBeTruthy()
    expect(within(figures).getByText('₹15,000')).toBeTruthy()
    expect(within(figures).getByText('Credit limit (category)')).toBeTruthy()
    expect(within(figures).getByText('₹58,200')).toBeTruthy()

    const table = screen.getByRole('table', { name: 'Transactions, newest first' })
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]!).getByText('Cheque received')).toBeTruthy()
    expect(within(rows[1]!).getByText(/cheque 552318, HDFC Bank, dated 20 Nov 2026/)).toBeTruthy()
    expect(within(rows[2]!).getByText('Event booking')).toBeTruthy()
    expect(within(rows[2]!).getByText('₹1,800')).toBeTruthy()
    expect(within(rows[3]!).getByText('₹25,000', { selector: 'td:nth-child(6)' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Record a deposit' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(/Opening deposit/)).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/member/M1001/transactions?page=2&limit=20')).toBe(true)

    const panel = screen.getByRole('region', { name: 'Statement' })
    expect(await within(panel).findByText('Opening balance')).toBeTruthy()
    const totals = within(panel).getByLabelText('November 2026 in figures')
    expect(within(totals).getByText('₹10,000')).toBeTruthy()
    expect(within(totals).getByText('₹23,200')).toBeTruthy()
    await user.selectOptions(within(panel).getByLabelText('Month'), '2026-10')
    await waitFor(() => expect(calls.some((call) => call.path === '/api/member/M1001/statement?month=2026-10')).toBe(true))
  })

  test('the statement’s PDF is saved under the member and the month', async () => {
    const { calls } = stubApi({
      ...menu(viewerMenu),
      [transactions]: { json: transactionsPage([row()]) },
      [statement]: { json: statementAnswer('2026-11') },
      'GET /api/member/M1001/statement/pdf': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-M1001-2026-11.pdf')
    expect(calls.find((call) => call.path.startsWith('/api/member/M1001/statement/pdf'))?.headers['x-auth-token']).toBe('staff-token')
  })

  test('with the create grant, a deposit for this member: a cheque asks for its parts, each marked on its own', async () => {
    const { calls } = stubApi({
      ...menu(clerkMenu),
      [transactions]: { json: transactionsPage([row()]) },
      [statement]: { json: statementAnswer('2026-11') },
      'POST /api/member/wallet/deposit': {
        status: 201,
        json: { success: true, message: 'Deposit recorded successfully', transaction: chequeRow(), balance: transactionsPage([]).balance },
      },
    })
    const { user } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Record a deposit' }))
    const form = screen.getByRole('form', { name: 'Record a deposit' })
    expect(within(form).queryByLabelText('Member ID')).toBeNull()
    await user.type(within(form).getByLabelText('Amount (₹)'), '15,000')
    await user.selectOptions(within(form).getByLabelText('Method'), 'cheque')
    await user.type(within(form).getByLabelText('Cheque number'), '5523')
    await user.click(within(form).getByRole('button', { name: 'Record deposit' }))
    expect(await within(form).findByText('Must be the cheque’s 6-digit number')).toBeTruthy()
    expect(within(form).getByText('Bank is required')).toBeTruthy()
    const deposits = () => calls.filter((call) => call.path === '/api/member/wallet/deposit')
    expect(deposits()).toEqual([])

    await user.type(within(form).getByLabelText('Cheque number'), '18')
    await user.type(within(form).getByLabelText('Bank'), 'HDFC Bank')
    await user.click(within(form).getByRole('button', { name: 'Record deposit' }))
    await waitFor(() => expect(deposits()).toHaveLength(1))
    expect(deposits()[0]!.body).toEqual({
      memberId: 'M1001',
      amount_paise: 1_500_000,
      method: 'cheque',
      reference: null,
      cheque: { number: '552318', bank: 'HDFC Bank', date: '2026-11-22' },
    })
    expect(await screen.findByText('Deposit recorded successfully')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record a deposit' })).toBeNull())
  })

  test('an unknown member says "Member not found", with a way to try again', async () => {
    stubApi({
      ...menu(viewerMenu),
      'GET /api/member/M9999/transactions': { status: 404, json: { message: 'Member not found', code: 'not_found' } },
    })
    renderTab('M9999')
    expect(await screen.findByText('The account could not be loaded')).toBeTruthy()
    expect(screen.getByText('Member not found')).toBeTruthy()
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy()
  })
})
