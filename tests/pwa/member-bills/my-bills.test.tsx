import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'
import { billOf, billPage } from '../office/bill-fixtures'

// The member app's bills (issue 18; ADR 028): /member/bills lists the member's own bills, each opens
// as printed with its PDF; every call carries the member's token.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-26T06:00:00.000Z'))
  storeRecord('member', memberRecord())
})

const voided = billOf({
  bill_id: 39,
  restaurant_name: 'Garden Cafe',
  table_label: null,
  payment_method: 'member_account',
  status: 'voided',
  closed_at: '2026-11-20T08:00:00.000Z',
  voided_at: '2026-11-20T09:00:00.000Z',
  void_reason: 'Billed to the wrong member',
  reversal_transaction_id: 950,
  total_paise: 52_500,
})

describe('my bills (/member/bills)', () => {
  test('lists the bills with date, restaurant, total, payment and voided; the home page links here', async () => {
    const { calls } = stubApi({ 'GET /member/api/bills': billPage([billOf({ payment_method: 'card' }), voided]) })
    renderApp('/member/bills')
    expect(await screen.findByRole('heading', { level: 1, name: 'My bills' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'My bills' })
    const [first, second] = within(list).getAllByRole('link')
    expect(first!.getAttribute('href')).toBe('/member/bills/41')
    expect(first!.getAttribute('aria-label')).toBe('Bill 41, Zafraan, ₹1,165.50')
    expect(first!.textContent).toContain('25 November 2026 at 8:00 pm')
    expect(first!.textContent).toContain('Bill 41 · Card')
    expect(second!.getAttribute('aria-label')).toBe('Bill 39, Garden Cafe, ₹525, voided')
    expect(within(second!).getByText('Voided')).toBeTruthy()
    expect(second!.textContent).toContain('Bill 39 · Member account')
    const call = calls.find((entry) => entry.path.startsWith('/member/api/bills'))!
    expect(call.path).toBe('/member/api/bills?page=1&limit=20')
    expect(call.headers['xm-auth-token']).toBe('member-token')
  })

  test('no bills yet, and a failure that offers to try again', async () => {
    stubApi({ 'GET /member/api/bills': billPage([]) })
    const first = renderApp('/member/bills')
    expect(await screen.findByText('No bills yet')).toBeTruthy()
    first.unmount()
    let attempts = 0
    stubApi({
      'GET /member/api/bills': () => {
        attempts += 1
        return attempts === 1
          ? { status: 500, json: { message: 'Something went wrong on the server. Please try again.', code: 'internal' } }
          : billPage([billOf()])
      },
    })
    const app = renderApp('/member/bills')
    expect(await screen.findByText('Your bills could not be loaded')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'My bills' })).toBeTruthy()
  })

  test('pages through many bills', async () => {
    const { calls } = stubApi({
      'GET /member/api/bills': (call) =>
        call.path.includes('page=2') ? billPage([billOf({ bill_id: 3 })], 2, 21) : billPage([billOf({ bill_id: 60 })], 1, 21),
    })
    const app = renderApp('/member/bills')
    expect(await screen.findByText('Page 1 of 2 · 21 bills')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 2 · 21 bills')).toBeTruthy()
    expect(calls.some((call) => call.path === '/member/api/bills?page=2&limit=20')).toBe(true)
  })
})

describe('one bill (/member/bills/:billId)', () => {
  test('shows the bill as printed and saves its PDF with the member token', async () => {
    const { calls } = stubApi({
      'GET /member/api/bills/41': { json: { success: true, bill: billOf() } },
      'GET /member/api/bills/41/pdf': () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bill'), revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const app = renderApp('/member/bills/41')
    const bill = await screen.findByRole('region', { name: 'Bill 41' })
    expect(within(bill).getByRole('heading', { name: 'Zafraan' })).toBeTruthy()
    expect(bill.textContent).toContain('Dal Makhani')
    expect(bill.textContent).toContain('GST 5%')
    expect(bill.textContent).toContain('₹1,165.50')
    expect(bill.textContent).toContain('Member account')
    expect(bill.textContent).toContain('T2')
    expect(screen.getByRole('link', { name: /My bills/ }).getAttribute('href')).toBe('/member/bills')
    await app.user.click(screen.getByRole('button', { name: 'Download the bill (PDF)' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bill-41.pdf')
    expect(calls.find((call) => call.path === '/member/api/bills/41/pdf')?.headers['xm-auth-token']).toBe('member-token')
  })

  test('a voided bill says when, why, and that the charge was refunded', async () => {
    stubApi({ 'GET /member/api/bills/39': { json: { success: true, bill: voided } } })
    renderApp('/member/bills/39')
    const note = await screen.findByRole('note')
    expect(note.textContent).toContain('This bill was voided on 20 November 2026 at 2:30 pm.')
    expect(note.textContent).toContain('Reason: Billed to the wrong member.')
    expect(note.textContent).toContain('The charge was refunded to your account.')
  })

  test('a bill that is not the member’s reads as not found; a malformed address too', async () => {
    stubApi({ 'GET /member/api/bills/77': { status: 404, json: { message: 'Bill not found', code: 'not_found' } } })
    const first = renderApp('/member/bills/77')
    expect(await screen.findByText('The bill could not be loaded')).toBeTruthy()
    expect(screen.getByText('Bill not found')).toBeTruthy()
    first.unmount()
    const { calls } = stubApi({})
    renderApp('/member/bills/abc')
    expect(await screen.findByText('This address names no bill.')).toBeTruthy()
    expect(calls.some((call) => call.path.startsWith('/member/api/bills'))).toBe(false)
  })
})

describe('the way there', () => {
  test('the member home links to the bills', async () => {
    stubApi({})
    renderApp('/member')
    expect((await screen.findByRole('link', { name: 'My bills' })).getAttribute('href')).toBe('/member/bills')
  })
})
