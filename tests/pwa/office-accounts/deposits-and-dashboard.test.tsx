import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { storeRecord } from '../helpers/sessions'
import { accountsClerk, balance, chequeRow, CLUB_NOW, clerkMenu, menu, viewerMenu } from './fixtures'

const wallet = '/api/member/wallet'

const chequesAnswer = (
  rows = [
    chequeRow(),
    chequeRow({
      transactionId: 45,
      chequeStatus: 'deposited',
      cheque: { number: '660128', bank: 'Kotak Mahindra Bank', date: '2026-11-19' },
    }),
  ],
) => ({
  success: true as const,
  result: rows.map((row) => ({ ...row, memberName: 'Vikram Malhotra' })),
  totals: { count: rows.length, amount_paise: rows.reduce((sum, row) => sum + row.amount_paise, 0) },
  pagination: { page: 1, limit: 20, total: rows.length, pages: 1 },
})

const moved = (status: 'deposited' | 'cleared' | 'bounced') => ({
  success: true as const,
  message: 'Cheque status updated successfully',
  transaction: chequeRow({ chequeStatus: status }),
  added: [],
  balance: balance(),
  account: {
    memberId: 'M1001',
    name: 'Vikram Malhotra',
    status: 'active',
    category: 'Permanent Member',
    credit_limit_paise: 5_000_000,
    credit_limit_source: 'category' as const,
    cheques_refused: null,
  },
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(CLUB_NOW)
  storeRecord('user', accountsClerk)
})

describe('deposits and cheques (/dashboard/accounts/deposits)', () => {
  test('the cheques waiting to clear, each moved on: deposited at once, bounced only once confirmed', async () => {
    const { calls } = stubApi({
      ...menu(clerkMenu),
      [`GET ${wallet}/cheques`]: { json: chequesAnswer() },
      [`POST ${wallet}/updatechequestatus-by-transaction`]: (call) => ({ json: moved((call.body as { status: 'deposited' }).status) }),
    })
    const app = renderApp('/dashboard/accounts/deposits')
    const panel = await screen.findByRole('region', { name: 'Cheques' })
    await within(panel).findByText('2 cheques, ₹30,000')
    expect(within(panel).getAllByRole('link', { name: 'Vikram Malhotra (M1001)' })[0]!.getAttribute('href')).toBe(
      '/dashboard/accounts/members/M1001',
    )
    await app.user.click(within(panel).getByRole('button', { name: 'Mark deposited: cheque 552318' }))
    const moves = () => calls.filter((call) => call.path === `${wallet}/updatechequestatus-by-transaction`)
    await waitFor(() => expect(moves().map((call) => call.body)).toEqual([{ transactionId: 44, status: 'deposited' }]))

    await app.user.click(within(panel).getByRole('button', { name: 'Mark cheque 660128 bounced' }))
    expect(moves()).toHaveLength(1)
    const question = within(panel).getByRole('group', { name: /Cheque 660128 bounced\?/ })
    await app.user.click(within(question).getByRole('button', { name: 'Mark bounced' }))
    await waitFor(() => expect(moves().at(-1)?.body).toEqual({ transactionId: 45, status: 'bounced' }))
    await app.user.selectOptions(within(panel).getByLabelText('Show'), 'bounced')
    await waitFor(() => expect(calls.some((call) => call.path === `${wallet}/cheques?status=bounced&page=1&limit=20`)).toBe(true))
  })

  test('a deposit names the member; the server’s refusal of the cheque date lands on that field', async () => {
    const { calls } = stubApi({
      ...menu(clerkMenu),
      [`GET ${wallet}/cheques`]: { json: chequesAnswer([]) },
      [`POST ${wallet}/deposit`]: {
        status: 400,
        json: {
          message: 'cheque.date: is more than 3 months ago: the bank will not accept the cheque',
          code: 'invalid_input',
          errors: [{ path: 'cheque.date', msg: 'cheque.date: is more than 3 months ago: the bank will not accept the cheque' }],
        },
      },
    })
    const app = renderApp('/dashboard/accounts/deposits')
    const form = await screen.findByRole('form', { name: 'Record a deposit' })
    expect(await screen.findByText('No cheques waiting to clear')).toBeTruthy()
    await app.user.click(within(form).getByRole('button', { name: 'Record deposit' }))
    expect(await within(form).findAllByText('Required')).toHaveLength(3)
    await app.user.type(within(form).getByLabelText('Member ID'), 'm1002')
    await app.user.type(within(form).getByLabelText('Amount (₹)'), '5000')
    await app.user.selectOptions(within(form).getByLabelText('Method'), 'cheque')
    await app.user.type(within(form).getByLabelText('Cheque number'), '104211')
    await app.user.type(within(form).getByLabelText('Bank'), 'Punjab National Bank')
    await app.user.clear(within(form).getByLabelText('Cheque date'))
    await app.user.type(within(form).getByLabelText('Cheque date'), '2026-06-01')
    await app.user.click(within(form).getByRole('button', { name: 'Record deposit' }))
    expect(await within(form).findByText('Is more than 3 months ago: the bank will not accept the cheque')).toBeTruthy()
    expect(calls.find((call) => call.path === `${wallet}/deposit`)?.body).toMatchObject({ memberId: 'M1002', amount_paise: 500_000 })
  })

  test('a role with the view grant only sees the cheques, without the form or the buttons', async () => {
    stubApi({ ...menu(viewerMenu), [`GET ${wallet}/cheques`]: { json: chequesAnswer() } })
    renderApp('/dashboard/accounts/deposits')
    const panel = await screen.findByRole('region', { name: 'Cheques' })
    await within(panel).findByText('2 cheques, ₹30,000')
    expect(screen.queryByRole('form', { name: 'Record a deposit' })).toBeNull()
    expect(within(panel).queryByRole('button', { name: /Mark/ })).toBeNull()
  })
})

describe('the accounts dashboard (/dashboard/accounts)', () => {
  test('shows what is owed and held, members over their limit, cheques pending and today’s takings', async () => {
    stubApi({
      ...menu(viewerMenu),
      [`GET ${wallet}/dashboard`]: {
        json: {
          success: true,
          dashboard: {
            date: '2026-11-22',
            total_owed_paise: 12_345_600,
            members_owing: 14,
            total_held_paise: 98_000_000,
            over_limit: [
              {
                memberId: 'M1007',
                name: 'Karan Sethi',
                available_paise: -1_450_000,
                credit_limit_paise: 1_000_000,
                over_by_paise: 450_000,
              },
            ],
            cheques_pending: { count: 4, amount_paise: 11_750_000 },
            cheques_refused_members: 1,
            takings_today: [
              { method: 'cash', count: 2, amount_paise: 3_000_000 },
              { method: 'upi', count: 1, amount_paise: 500_000 },
            ],
            takings_today_total_paise: 3_500_000,
          },
        },
      },
    })
    const app = renderApp('/dashboard/accounts')
    const totals = await screen.findByLabelText('The club’s accounts', { selector: 'dl' })
    expect(within(totals).getByText('₹1,23,456')).toBeTruthy()
    expect(within(totals).getByText('4 · ₹1,17,500')).toBeTruthy()
    const takings = screen.getByRole('table', { name: 'Today’s takings by method' })
    expect(within(takings).getByText('Cash')).toBeTruthy()
    expect(within(takings).getByText('₹35,000')).toBeTruthy()
    const over = screen.getByRole('table', { name: 'Members over their credit limit' })
    expect(within(over).getByRole('link', { name: 'Karan Sethi (M1007)' })).toBeTruthy()
    expect(within(over).getByText('₹4,500')).toBeTruthy()

    const open = screen.getByRole('search', { name: "Open a member's account" })
    await app.user.click(within(open).getByRole('button', { name: 'Open account' }))
    expect(within(open).getByText('Enter a membership number such as M1001')).toBeTruthy()
    await app.user.type(within(open).getByLabelText('Member ID'), 'm1007')
    await app.user.click(within(open).getByRole('button', { name: 'Open account' }))
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/accounts/members/M1007'))
  })

  test('a failure says so, with the spec’s fallback when the server says nothing', async () => {
    stubApi({
      ...menu(viewerMenu),
      [`GET ${wallet}/dashboard`]: { status: 503, json: { message: 'Something went wrong', code: 'unavailable' } },
    })
    renderApp('/dashboard/accounts')
    expect(await screen.findByText('The accounts could not be loaded')).toBeTruthy()
  })
})
