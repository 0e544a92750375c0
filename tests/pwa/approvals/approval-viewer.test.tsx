import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ApprovalDetail } from '../../../domain/contract/approvals'
import { formatClubDateTime } from '../../../domain/time'
import { hangingFetch, stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { approvalRequest, approver } from './fixtures'

// The approval viewer's states (spec 1 §§2, 4; issue 20).

function detail(overrides: Partial<ApprovalDetail> = {}): { data: ApprovalDetail } {
  return {
    data: {
      ...approvalRequest(),
      viewer: { member_id: 'M1001', can_respond: true },
      trail: [],
      ...overrides,
    },
  }
}

const LINK = '/approval/view/5?member_id=M1001&sig=abc123'

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('the approval viewer', () => {
  test("says 'Approval ID is missing from URL' without an id, with Go Back", async () => {
    stubApi({})
    renderApp('/approval/view/')
    expect(await screen.findByRole('heading', { name: 'Approval ID is missing from URL' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy()
  })

  test('shows the loading state while the request is read', async () => {
    hangingFetch()
    renderApp(LINK)
    expect(await screen.findByText('Loading approval details…')).toBeTruthy()
  })

  test("says 'Approval Not Found' for an unknown request", async () => {
    stubApi({ 'GET /api/approval/5': { status: 404, json: { message: 'Approval request not found', code: 'not_found' } } })
    renderApp(LINK)
    expect(await screen.findByRole('heading', { name: 'Approval Not Found' })).toBeTruthy()
  })

  test('an error shows the URL, the approval id and the member id, with Go Back', async () => {
    stubApi({
      'GET /api/approval/5': {
        status: 403,
        json: { message: 'This link does not let you see or answer this request.', code: 'forbidden' },
      },
    })
    renderApp(LINK)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Failed to load approval details' })).toBeTruthy()
    expect(alert.textContent).toContain('This link does not let you see or answer this request.')
    expect(alert.textContent).toContain('Approval ID5')
    expect(alert.textContent).toContain('Member IDM1001')
    expect(within(alert).getByRole('button', { name: 'Go Back' })).toBeTruthy()
  })

  test('the link reads the request with its member_id and sig, and sends no session token', async () => {
    const { calls } = stubApi({ 'GET /api/approval/5': { json: detail() } })
    renderApp(LINK)
    await screen.findByRole('heading', { name: 'New billiards table' })
    expect(calls[0]!.path).toBe('/api/approval/5?member_id=M1001&sig=abc123')
    expect(calls[0]!.headers['x-auth-token']).toBeUndefined()
  })

  test('the detail view: subject, creator and long date, own status, body, approvers and Your Information', async () => {
    stubApi({ 'GET /api/approval/5': { json: detail() } })
    renderApp(LINK)
    await screen.findByRole('heading', { name: 'New billiards table' })
    expect(screen.getByText(`By Rajiv Khanna · ${formatClubDateTime(new Date('2026-11-22T04:30:00.000Z'))}`)).toBeTruthy()
    expect(screen.getByText('Your status: Pending')).toBeTruthy()
    expect(screen.getByText('The billiards room needs a new table.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Your Response' })).toBeTruthy()
    const list = screen.getByRole('heading', { name: 'Approval Status' }).closest('section')!
    expect(within(list).getByText('Anita Kapoor')).toBeTruthy()
    expect(within(list).getByText('Secretary')).toBeTruthy()
    const info = screen.getByRole('heading', { name: 'Your Information' }).closest('section')!
    expect(info.textContent).toContain('vikram@example.in')
    expect(info.textContent).toContain('9810043210')
  })

  test("without member_id it is 'View Only', read-only, with no response card", async () => {
    stubApi({ 'GET /api/approval/5': { json: detail({ viewer: { member_id: null, can_respond: false } }) } })
    renderApp('/approval/view/5')
    expect(await screen.findByText('View Only')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your Response' })).toBeNull()
    expect(screen.getByRole('note').textContent).toContain('read-only')
    expect(screen.queryByRole('heading', { name: 'Your Information' })).toBeNull()
  })

  test("an approver who answered sees 'You have already responded' with the date", async () => {
    const signedAt = '2026-11-22T05:00:00.000Z'
    stubApi({
      'GET /api/approval/5': {
        json: detail({
          approvals: [
            approver('M1001', 'Vikram Malhotra', 'President', {
              status: 'Approved',
              signed_at: signedAt,
              signature_data: 'Vikram Malhotra',
            }),
          ],
          viewer: { member_id: 'M1001', can_respond: false },
        }),
      },
    })
    renderApp(LINK)
    expect(await screen.findByRole('heading', { name: 'You have already responded' })).toBeTruthy()
    expect(screen.getByText(`You approved this request on ${formatClubDateTime(new Date(signedAt))}.`)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull()
  })

  test('approving with the typed name sends the answer with the link’s sig, and says so', async () => {
    const { calls } = stubApi({
      'GET /api/approval/5': { json: detail() },
      'POST /api/approval/respond/5': { json: { message: 'Your response (Approved) has been recorded. Thank you.', data: detail().data } },
    })
    const app = renderApp(LINK)
    await screen.findByRole('heading', { name: 'Your Response' })
    await app.user.click(screen.getByRole('button', { name: /Approve/ }))
    expect(screen.getByRole('alert').textContent).toBe('Sign inside the box, or type your name instead.')
    await app.user.click(screen.getByRole('button', { name: 'Type my name instead' }))
    await app.user.type(screen.getByLabelText('Type your full name'), 'Vikram Malhotra')
    await app.user.click(screen.getByRole('button', { name: /Approve/ }))
    expect(await screen.findByText('Your response (Approved) has been recorded. Thank you.')).toBeTruthy()
    const posted = calls.filter((call) => call.method === 'POST')
    expect(posted.map((call) => call.body)).toEqual([
      { member_id: 'M1001', status: 'Approved', signature_data: 'Vikram Malhotra', sig: 'abc123' },
    ])
  })

  test('an answer given offline is kept, and sent once when the network returns', async () => {
    const { calls } = stubApi({
      'GET /api/approval/5': { json: detail() },
      'POST /api/approval/respond/5': { json: { message: 'Your response (Rejected) has been recorded. Thank you.', data: detail().data } },
    })
    const app = renderApp(LINK)
    await screen.findByRole('heading', { name: 'Your Response' })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    await app.user.click(screen.getByRole('button', { name: 'Type my name instead' }))
    await app.user.type(screen.getByLabelText('Type your full name'), 'Vikram Malhotra')
    await app.user.click(screen.getByRole('button', { name: /Reject/ }))
    expect(await screen.findByText(/You are offline. Your response is kept on this phone/)).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
    expect(localStorage.getItem('approval-answer:5:M1001')).toContain('Rejected')

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Your response (Rejected) has been recorded. Thank you.')).toBeTruthy()
    await waitFor(() => expect(localStorage.getItem('approval-answer:5:M1001')).toBeNull())
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1)
    onLine.mockRestore()
  })

  test('a refused answer says why (already responded elsewhere)', async () => {
    stubApi({
      'GET /api/approval/5': { json: detail() },
      'POST /api/approval/respond/5': {
        status: 409,
        json: { message: 'You have already responded: Approved on 22 November 2026 at 10:30 am.', code: 'conflict' },
      },
    })
    const app = renderApp(LINK)
    await screen.findByRole('heading', { name: 'Your Response' })
    await app.user.click(screen.getByRole('button', { name: 'Type my name instead' }))
    await app.user.type(screen.getByLabelText('Type your full name'), 'Vikram Malhotra')
    await app.user.click(screen.getByRole('button', { name: /Approve/ }))
    expect(await screen.findByText('You have already responded: Approved on 22 November 2026 at 10:30 am.')).toBeTruthy()
  })

  test('the attachment: a file that cannot be reached says so and suggests downloading', async () => {
    stubApi({
      'GET /api/approval/5': { json: detail({ file_url: '/uploads/approvals/abcdefgh12345678.pdf', file_name: 'quotation.pdf' }) },
      'HEAD /api/approval/5/file': { status: 404, json: undefined },
    })
    const app = renderApp(LINK)
    await screen.findByText('quotation.pdf')
    expect(screen.getByRole('link', { name: /Download/ }).getAttribute('href')).toBe(
      '/api/approval/5/file?member_id=M1001&sig=abc123&download=1',
    )
    await app.user.click(screen.getByRole('button', { name: /Preview/ }))
    expect(await screen.findByText('File is not accessible (404). Please try downloading instead.')).toBeTruthy()
  })

  test('the attachment: a PDF previews in a modal; a Word file offers the download', async () => {
    stubApi({
      'GET /api/approval/5': { json: detail({ file_url: '/uploads/approvals/abcdefgh12345678.pdf', file_name: 'quotation.pdf' }) },
      'HEAD /api/approval/5/file': { status: 200, json: undefined },
    })
    const app = renderApp(LINK)
    await screen.findByText('quotation.pdf')
    await app.user.click(screen.getByRole('button', { name: /Preview/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Preview of quotation.pdf' })
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('/api/approval/5/file?member_id=M1001&sig=abc123')
    await app.user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
