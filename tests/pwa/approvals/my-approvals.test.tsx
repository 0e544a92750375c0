import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test } from 'vitest'
import type { ApprovalRequest } from '../../../domain/contract/approvals'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'
import { approvalRequest, president } from './fixtures'

// The member app's "Approvals" (issue 20): what waits for the member's answer, and what they answered.

beforeEach(() => {
  storeRecord('member', memberRecord())
})

const request = (approval_id: number, subject: string, status: 'Pending' | 'Approved'): ApprovalRequest =>
  approvalRequest({ _id: approval_id, approval_id, subject, body: 'Details', approvals: [president(status)] })

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
