import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { ApprovalDetail, ApprovalRequest } from '../../../domain/contract/approvals'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { adminMenu } from '../office/fixtures'
import { approvalRequest, approver, president } from './fixtures'

// The office's Approvals (issue 20): the list by status with counts, the create form, the detail with resend.

beforeEach(() => {
  storeRecord('user', staffRecord())
})

const menu = { json: { result: adminMenu } }

const request = (overrides: Partial<ApprovalRequest> = {}): ApprovalRequest =>
  approvalRequest({
    approvals: [president('Approved'), approver('M1002', 'Anita Kapoor', 'Secretary', { contact_number: '9811104729' })],
    ...overrides,
  })
const memberPage = { page: 1, limit: 20, total: 1, pages: 1 }
const registerMember = (memberId: string, name: string) => ({
  memberId,
  title: 'Mrs.',
  name,
  mobileNumber: '9811104729',
  email: null,
  dateOfBirth: null,
  spouseName: null,
  dateOfAnniversary: null,
  category_id: 1,
  categoryName: 'Life Member',
  address: null,
  joinedOn: null,
  status: 'active',
  creditLimitPaise: null,
  effectiveCreditLimitPaise: 0,
  hasPassword: false,
  lastLoginAt: null,
  dependentCount: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
})

const pageOf = (data: ApprovalRequest[]) => ({
  json: {
    data,
    pagination: { page: 1, limit: 20, total: data.length, pages: 1 },
    counts: { all: 3, Pending: 1, Approved: 2, Rejected: 0 },
  },
})

describe('the office approvals list (/dashboard/approvals)', () => {
  test('shows the requests with their status, and the counts per status', async () => {
    stubApi({ 'POST /api/admin/getmenubyrole': menu, 'GET /api/approval/all': pageOf([request()]) })
    renderApp('/dashboard/approvals')
    const list = await screen.findByRole('list', { name: 'Approval requests' })
    expect(within(list).getByRole('link', { name: 'New billiards table' }).getAttribute('href')).toBe('/dashboard/approvals/5')
    expect(within(list).getByText(/1 of 2 answered/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Approved (2)' })).toBeTruthy()
  })

  test('a status button narrows the list to that status and shows itself pressed; All undoes it', async () => {
    const { calls } = stubApi({ 'POST /api/admin/getmenubyrole': menu, 'GET /api/approval/all': pageOf([request()]) })
    const app = renderApp('/dashboard/approvals')
    await screen.findByRole('list', { name: 'Approval requests' })
    await app.user.click(screen.getByRole('button', { name: 'Pending (1)' }))
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/approval/all') && call.path.includes('status=Pending'))).toBe(true),
    )
    expect(screen.getByRole('button', { name: 'Pending (1)' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'All (3)' }).getAttribute('aria-pressed')).toBe('false')
    await app.user.click(screen.getByRole('button', { name: 'All (3)' }))
    expect(screen.getByRole('button', { name: 'All (3)' }).getAttribute('aria-pressed')).toBe('true')
  })

  test('says when there are none, and when the list cannot be loaded', async () => {
    stubApi({ 'POST /api/admin/getmenubyrole': menu, 'GET /api/approval/all': pageOf([]) })
    const first = renderApp('/dashboard/approvals')
    expect(await screen.findByText('No approval requests yet')).toBeTruthy()
    first.unmount()
    stubApi({
      'POST /api/admin/getmenubyrole': menu,
      'GET /api/approval/all': { status: 500, json: { message: 'Something went wrong', code: 'internal' } },
    })
    renderApp('/dashboard/approvals')
    expect((await screen.findAllByText('Failed to fetch approval requests')).length).toBeGreaterThan(0)
  })
})

describe('a new request (/dashboard/approvals/new)', () => {
  test('says what is missing before sending, then sends the request', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': menu,
      'POST /api/approval/create': {
        status: 201,
        json: {
          message: 'Approval request created; the approver has been sent their link on WhatsApp.',
          data: request(),
          sent_to: ['M1002'],
        },
      },
      'GET /api/approval/5': {
        json: { data: { ...request(), viewer: { member_id: null, can_respond: false }, trail: [] } satisfies ApprovalDetail },
      },
      'GET /api/members': {
        json: { result: [registerMember('M1002', 'Anita Kapoor')], pagination: { ...memberPage, totalIsLowerBound: false } },
      },
      'GET /api/membership/applications': { json: { data: [], pagination: memberPage } },
    })
    const app = renderApp('/dashboard/approvals/new')
    await app.user.click(await screen.findByRole('button', { name: 'Create and send' }))
    expect(screen.getByText('Subject is required')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/approval'))).toHaveLength(0)
    await app.user.type(screen.getByLabelText('Subject'), 'New billiards table')
    await app.user.type(screen.getByLabelText('Body'), 'The billiards room needs a new table.')
    // Approvers are found on the register by name, member id or mobile.
    await app.user.type(screen.getByRole('searchbox', { name: 'Approver 1' }), 'anita')
    await app.user.click(await screen.findByRole('button', { name: /Anita Kapoor M1002/ }))
    expect(calls.some((call) => call.path.startsWith('/api/members?') && call.path.includes('search=anita'))).toBe(true)
    expect(screen.getByText('(M1002)')).toBeTruthy()
    await app.user.type(screen.getByLabelText('Role title'), 'Secretary')
    await app.user.click(screen.getByRole('button', { name: 'Create and send' }))
    await screen.findByRole('heading', { name: 'New billiards table' })
    const sent = calls.find((call) => call.path === '/api/approval/create')!
    expect(sent.body).toMatchObject({
      subject: 'New billiards table',
      approvers: [{ member_id: 'M1002', role_title: 'Secretary' }],
      rule: 'all',
    })
  })
})

describe('one request (/dashboard/approvals/:id)', () => {
  test('shows each approver’s state and resends to those pending', async () => {
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': menu,
      'GET /api/approval/5': {
        json: { data: { ...request(), viewer: { member_id: null, can_respond: false }, trail: [] } satisfies ApprovalDetail },
      },
      'POST /api/approval/resend/5': {
        json: { message: 'Approval request resent to 1 pending approver.', data: request(), sent_to: ['M1002'] },
      },
    })
    const app = renderApp('/dashboard/approvals/5')
    await screen.findByRole('heading', { name: 'New billiards table' })
    expect(screen.getByText('Signed by typed name: Vikram Malhotra')).toBeTruthy()
    // Someone has answered: the request can no longer be edited.
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull()
    await app.user.click(screen.getByRole('button', { name: /Resend to pending/ }))
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/approval/resend/5')).toBe(true)
  })
})

describe('editing a request nobody has answered (/dashboard/approvals/:id/edit)', () => {
  test('opens with the request’s fields and sends the change', async () => {
    const untouched = request({ approvals: [president('Pending')], due_at: '2026-12-01T04:30:00.000Z' })
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': menu,
      'GET /api/approval/5': { json: { data: { ...untouched, viewer: { member_id: null, can_respond: false }, trail: [] } } },
      'GET /api/membership/applications': { json: { data: [], pagination: memberPage } },
      'PUT /api/approval/update/5': {
        json: {
          message: 'Approval request updated; the approver has been sent their link on WhatsApp.',
          data: untouched,
          sent_to: ['M1001'],
        },
      },
    })
    const app = renderApp('/dashboard/approvals/5')
    await app.user.click(await screen.findByRole('link', { name: /Edit/ }))
    const subject = await screen.findByLabelText('Subject')
    expect((subject as HTMLInputElement).value).toBe('New billiards table')
    expect((screen.getByLabelText('Answer by (optional)') as HTMLInputElement).value).toBe('2026-12-01T10:00')
    await app.user.clear(subject)
    await app.user.click(screen.getByRole('button', { name: 'Save and send again' }))
    expect(screen.getByText('Subject is required')).toBeTruthy()
    await app.user.type(subject, 'Two billiards tables')
    await app.user.click(screen.getByRole('button', { name: 'Save and send again' }))
    await screen.findByRole('heading', { level: 1, name: 'New billiards table' })
    const sent = calls.find((call) => call.method === 'PUT')!
    expect(sent.body).toMatchObject({
      subject: 'Two billiards tables',
      approvers: [{ member_id: 'M1001' }],
      due_at: '2026-12-01T10:00:00+05:30',
    })
  })

  test('a request someone answered cannot be edited', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': menu,
      'GET /api/approval/5': { json: { data: { ...request(), viewer: { member_id: null, can_respond: false }, trail: [] } } },
    })
    renderApp('/dashboard/approvals/5/edit')
    await screen.findByText('This request can no longer be changed')
    expect(screen.queryByLabelText('Subject')).toBeNull()
  })
})

describe('overdue requests', () => {
  test('a pending request past its due date is marked overdue; a decided one is not', async () => {
    stubApi({
      'POST /api/admin/getmenubyrole': menu,
      'GET /api/approval/all': pageOf([
        request({ approval_id: 7, subject: 'Late one', status: 'Pending', due_at: '2020-01-01T04:30:00.000Z' }),
        request({ approval_id: 8, subject: 'Decided late', status: 'Approved', due_at: '2020-01-01T04:30:00.000Z' }),
        request({ approval_id: 9, subject: 'On time', status: 'Pending', due_at: '2099-01-01T04:30:00.000Z' }),
      ]),
    })
    renderApp('/dashboard/approvals')
    const late = (await screen.findByRole('link', { name: 'Late one' })).closest('li')!
    expect(within(late).getByText('Overdue')).toBeTruthy()
    expect(within(screen.getByRole('link', { name: 'Decided late' }).closest('li')!).queryByText('Overdue')).toBeNull()
    expect(within(screen.getByRole('link', { name: 'On time' }).closest('li')!).queryByText('Overdue')).toBeNull()
  })
})
