import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { MembershipApplication } from '../../../domain/contract/membership-applications'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { staffRecord, storeRecord } from '../helpers/sessions'
import { adminMenu } from '../office/fixtures'

// Membership applications (issue 20, ADR 034): the public form and the office's enrolment.

const uploaded = (name: string, path: string) => ({
  status: 201,
  json: { url: `/uploads/${path}`, path, name, size: 100, type: 'image/png', variants: [], display_url: `/uploads/${path}` },
})

describe('the membership form (/request-membership)', () => {
  test("says what is wrong in spec 1 §5's words, uploads the files, and sends the application", async () => {
    let uploads = 0
    const { calls } = stubApi({
      'GET /api/public/membership-categories': { json: { result: [{ category_id: 3, name: 'Life Member' }] } },
      'POST /api/membership/upload': () =>
        ++uploads === 1 ? uploaded('me.png', 'approvals/aaaaaaaaaaaaaaaa.png') : uploaded('id.png', 'approvals/bbbbbbbbbbbbbbbb.png'),
      'POST /api/membership/apply': {
        status: 201,
        json: {
          message: 'Thank you: your application has been sent to the membership committee.',
          data: { application_id: 4, status: 'Pending' },
        },
      },
    })
    const app = renderApp('/request-membership')
    await app.user.click(await screen.findByRole('button', { name: 'Submit application' }))
    expect(screen.getByText("* Name can't be empty")).toBeTruthy()
    expect(screen.getByText("* Mobile number can't be empty")).toBeTruthy()
    expect(screen.getByText("* Photo can't be empty")).toBeTruthy()
    expect(calls.some((call) => call.path === '/api/membership/apply')).toBe(false)

    await app.user.selectOptions(screen.getByLabelText('Title'), 'Mr.')
    await app.user.type(screen.getByLabelText('Full name'), 'Arjun Mehta')
    await app.user.type(screen.getByLabelText('Mobile number'), '70000 12345')
    await app.user.type(screen.getByLabelText('Date of birth'), '2015-01-01')
    await app.user.type(screen.getByLabelText('Address'), 'C-12, New Friends Colony')
    await app.user.selectOptions(await screen.findByLabelText('Category'), 'Life Member')
    await app.user.type(screen.getByLabelText('Proposer member ID'), 'M1001')
    await app.user.type(screen.getByLabelText('Seconder member ID'), 'M1002')
    await app.user.upload(screen.getByLabelText('Photo'), new File(['png'], 'me.png', { type: 'image/png' }))
    await screen.findByText('me.png')
    await app.user.upload(screen.getByLabelText('Documents'), new File(['png'], 'id.png', { type: 'image/png' }))
    await screen.findByText('id.png')
    await app.user.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(screen.getByText('* Applicant must be at least 18 years old')).toBeTruthy()

    await app.user.clear(screen.getByLabelText('Date of birth'))
    await app.user.type(screen.getByLabelText('Date of birth'), '1985-04-12')
    await app.user.click(screen.getByRole('button', { name: 'Submit application' }))
    await screen.findByRole('heading', { name: 'Application sent' })
    const sent = calls.find((call) => call.path === '/api/membership/apply')!
    expect(sent.body).toMatchObject({
      title: 'Mr.',
      name: 'Arjun Mehta',
      mobileNumber: '7000012345',
      category_id: 3,
      proposer_id: 'M1001',
      seconder_id: 'M1002',
      photo_url: '/uploads/approvals/aaaaaaaaaaaaaaaa.png',
      documents: [{ url: '/uploads/approvals/bbbbbbbbbbbbbbbb.png', name: 'id.png' }],
    })
  })

  test('the categories failing to load says so and offers to try again', async () => {
    stubApi({ 'GET /api/public/membership-categories': { status: 500, json: { message: 'Something went wrong', code: 'internal' } } })
    renderApp('/request-membership')
    await screen.findByText('The categories could not be loaded')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

const application = (overrides: Partial<MembershipApplication> = {}): MembershipApplication => ({
  application_id: 4,
  title: 'Mr.',
  name: 'Arjun Mehta',
  mobileNumber: '7000012345',
  email: null,
  dateOfBirth: '1985-04-12',
  spouseName: null,
  dateOfAnniversary: null,
  address: 'C-12, New Friends Colony',
  category_id: 3,
  categoryName: 'Life Member',
  proposer: { member_id: 'M1001', name: 'Vikram Malhotra' },
  seconder: { member_id: 'M1002', name: 'Anita Kapoor' },
  photo_url: '/uploads/approvals/aaaaaaaaaaaaaaaa.png',
  documents: [{ url: '/uploads/approvals/bbbbbbbbbbbbbbbb.pdf', name: 'id.pdf' }],
  approval_id: 9,
  approval_status: 'Approved',
  status: 'Approved',
  member_id: null,
  enrolled_at: null,
  created_at: '2026-11-22T04:30:00.000Z',
  ...overrides,
})
const pageOf = (data: MembershipApplication[]) => ({ json: { data, pagination: { page: 1, limit: 20, total: data.length, pages: 1 } } })

describe('the office: membership applications', () => {
  test('an approved application is enrolled in one step', async () => {
    storeRecord('user', staffRecord())
    let enrolled = false
    const { calls } = stubApi({
      'POST /api/admin/getmenubyrole': { json: { result: adminMenu } },
      'GET /api/membership/applications': () =>
        pageOf([
          enrolled ? application({ status: 'Enrolled', member_id: 'M2801', enrolled_at: '2026-11-22T05:00:00.000Z' }) : application(),
        ]),
      'POST /api/membership/applications/4/enrol': () => {
        enrolled = true
        return {
          status: 201,
          json: {
            message: 'Arjun Mehta is now member M2801, and has been told on WhatsApp how to set a password.',
            result: {
              memberId: 'M2801',
              title: 'Mr.',
              name: 'Arjun Mehta',
              mobileNumber: '7000012345',
              email: null,
              dateOfBirth: '1985-04-12',
              spouseName: null,
              dateOfAnniversary: null,
              category_id: 3,
              categoryName: 'Life Member',
              address: 'C-12',
              joinedOn: '2026-11-22',
              status: 'active',
              creditLimitPaise: null,
              effectiveCreditLimitPaise: 0,
              hasPassword: false,
              lastLoginAt: null,
              dependentCount: 0,
              created_at: '2026-11-22T05:00:00.000Z',
              updated_at: '2026-11-22T05:00:00.000Z',
            },
            data: application({ status: 'Enrolled', member_id: 'M2801' }),
          },
        }
      },
    })
    const app = renderApp('/dashboard/approvals/applications')
    const list = await screen.findByRole('list', { name: 'Membership applications' })
    await app.user.click(within(list).getByRole('button', { name: 'Enrol Arjun Mehta as a member' }))
    await screen.findByRole('link', { name: 'M2801' })
    expect(calls.filter((call) => call.path === '/api/membership/applications/4/enrol')).toHaveLength(1)
  })

  test('says when there are none', async () => {
    storeRecord('user', staffRecord())
    stubApi({ 'POST /api/admin/getmenubyrole': { json: { result: adminMenu } }, 'GET /api/membership/applications': pageOf([]) })
    renderApp('/dashboard/approvals/applications')
    await screen.findByText('No membership applications yet')
  })
})
