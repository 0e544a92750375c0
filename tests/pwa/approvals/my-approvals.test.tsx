import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test } from 'vitest'
import type { ApprovalRequest } from '../../../domain/contract/approvals'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'

// The member app's "Approvals" (issue 20): what waits for the member's answer, and what they answered.

beforeEach(() => {
  storeRecord('member', memberRecord())
})

const request = (approval_id: number, subject: string, status: 'Pending' | 'Approved'): ApprovalRequest => ({
  _id: approval_id,
  approval_id,
  subject,
  body: 'Details',
  created_by: 'Rajiv Khanna',
  created_by_id: 2,
  created_at: '2026-11-22T04:30:00.000Z',
  updated_at: '2026-11-22T04:30:00.000Z',
  file_url: null,
  file_name: null,
  rule: 'all',
  status: 'Pending',
  due_at: null,
  decided_at: null,
  approvals: [
    {
      member_id: 'M1001',
      name: 'Vikram Malhotra',
      role_title: 'President',
      email: 'vikram@example.in',
      contact_number: '9810043210',
      status,
      signed_at: status === 'Pending' ? null : '2026-11-22T05:00:00.000Z',
      signature_data: status === 'Pending' ? null : 'Vikram Malhotra',
    },
  ],
})

describe('my approvals (/member/approvals)', () => {
  test('lists what waits for the member and what they answered; each opens in the viewer', async () => {
    const { calls } = stubApi({
      'GET /member/api/approvals': {
        json: { waiting: [request(7, 'Resurface the squash court', 'Pending')], answered: [request(5, 'New billiards table', 'Approved')] },
      },
    })
    renderApp('/member/approvals')
    const waiting = await screen.findByRole('list', { name: 'Waiting for your answer' })
    const link = within(waiting).getByRole('link', { name: 'Resurface the squash court, Pending' })
    expect(link.getAttribute('href')).toBe('/approval/view/7')
    expect(within(screen.getByRole('list', { name: 'Answered' })).getByRole('link', { name: 'New billiards table, Approved' })).toBeTruthy()
    expect(calls[0]!.headers['xm-auth-token']).toBeTruthy()
  })

  test('says when nothing waits, and when the list cannot be loaded', async () => {
    stubApi({ 'GET /member/api/approvals': { json: { waiting: [], answered: [] } } })
    const first = renderApp('/member/approvals')
    expect(await screen.findByText('Nothing waiting')).toBeTruthy()
    first.unmount()
    stubApi({ 'GET /member/api/approvals': { status: 500, json: { message: 'Something went wrong', code: 'internal' } } })
    renderApp('/member/approvals')
    expect(await screen.findByText('Failed to fetch approval requests')).toBeTruthy()
  })
})
