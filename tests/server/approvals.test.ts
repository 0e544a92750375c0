import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { decideApproval, type ApprovalStatus } from '../../domain/approvals.js'
import { formatClubDateTime } from '../../domain/time.js'
import { linkSignature } from '../../server/approvals/approval-links.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

// Approval requests (issue 20, ADR 033): the office sends a request to committee members; each gets
// their own signed link on WhatsApp and answers once, with a signature; the rule decides the request.

let t: TestApp
let admin: string
let reception: string
let kitchen: string
let member: string
let adminId: number

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  reception = await t.tokens.staff('reception@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member() // M1001
  adminId = (await t.db.selectFrom('users').select('user_id').where('email', '=', 'admin@club.test').executeTakeFirstOrThrow()).user_id
})
beforeEach(async () => {
  await t.db.deleteFrom('messages').execute()
})
afterAll(async () => {
  await t.close()
})

const three = [
  { member_id: 'M1001', role_title: 'President' },
  { member_id: 'M1002', role_title: 'Secretary' },
  { member_id: 'M1003', role_title: 'Treasurer' },
]
const request = (overrides: Record<string, unknown> = {}) => ({
  subject: 'New billiards table',
  body: 'The billiards room needs a new table: ₹2,40,000 from the sports fund.',
  approvers: three,
  ...overrides,
})

async function create(overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/api/approval/create', { token: admin, body: request(overrides) })
  expect(response.status, response.text).toBe(201)
  return response.body.data as { approval_id: number; status: string; approvals: { member_id: string; status: string }[] }
}

/** The sig of the link the approver was sent on WhatsApp, read from the stored message. */
async function sentSig(approvalId: number, memberId: string) {
  const mobile = (await t.db.selectFrom('members').select('mobile').where('member_id', '=', memberId).executeTakeFirstOrThrow()).mobile!
  const rows = await t.db.selectFrom('messages').select('body').where('recipient', '=', mobile).where('purpose', '=', 'approval').execute()
  const link = rows
    .map((row) => /https?:\/\/\S+/.exec(row.body)?.[0])
    .map((url) => (url ? new URL(url) : undefined))
    .find((url) => url?.pathname === `/approval/view/${approvalId}`)
  expect(link?.searchParams.get('member_id')).toBe(memberId)
  return link!.searchParams.get('sig')!
}

const answer = async (approvalId: number, memberId: string, status: 'Approved' | 'Rejected', extra: Record<string, unknown> = {}) =>
  t.call('POST', `/api/approval/respond/${approvalId}`, {
    body: {
      member_id: memberId,
      status,
      signature_data: 'data:image/png;base64,iVBORw0KGgo=',
      sig: await sentSig(approvalId, memberId),
      ...extra,
    },
  })

const snapshot = async () =>
  JSON.stringify([
    await t.db.selectFrom('approval_requests').selectAll().orderBy('approval_id').execute(),
    await t.db.selectFrom('approval_approvers').selectAll().orderBy('approval_id').orderBy('position').execute(),
  ])

describe('the rule', () => {
  const cases: [Parameters<typeof decideApproval>[0], ApprovalStatus[], ApprovalStatus][] = [
    ['all', ['Approved', 'Approved', 'Pending'], 'Pending'],
    ['all', ['Approved', 'Approved', 'Approved'], 'Approved'],
    ['all', ['Pending', 'Rejected', 'Pending'], 'Rejected'],
    ['majority', ['Approved', 'Pending', 'Pending'], 'Pending'],
    ['majority', ['Approved', 'Approved', 'Pending'], 'Approved'],
    ['majority', ['Rejected', 'Rejected', 'Pending'], 'Rejected'],
    ['majority', ['Approved', 'Rejected', 'Pending', 'Pending'], 'Pending'],
    ['majority', ['Approved', 'Approved', 'Rejected', 'Rejected'], 'Rejected'],
    ['any', ['Rejected', 'Pending'], 'Pending'],
    ['any', ['Rejected', 'Approved'], 'Approved'],
    ['any', ['Rejected', 'Rejected'], 'Rejected'],
  ]
  test.each(cases)('%s of %j is %s', (rule, statuses, expected) => {
    expect(decideApproval(rule, statuses)).toBe(expected)
  })
})

describe('POST /api/approval/create', () => {
  test('stores the request and sends each approver their own link on WhatsApp', async () => {
    const response = await t.call('POST', '/api/approval/create', { token: admin, body: request({ rule: 'majority' }) })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('Approval request created; all 3 approvers have been sent their link on WhatsApp.')
    const data = response.body.data
    expect(data).toMatchObject({
      subject: 'New billiards table',
      created_by: 'Rajiv Khanna',
      created_by_id: adminId,
      rule: 'majority',
      status: 'Pending',
    })
    expect(data.approvals).toEqual([
      expect.objectContaining({
        member_id: 'M1001',
        role_title: 'President',
        status: 'Pending',
        signed_at: null,
        contact_number: '9810043210',
      }),
      expect.objectContaining({ member_id: 'M1002', role_title: 'Secretary', status: 'Pending' }),
      expect.objectContaining({ member_id: 'M1003', role_title: 'Treasurer', status: 'Pending' }),
    ])
    const messages = await t.db.selectFrom('messages').select(['recipient', 'body']).where('purpose', '=', 'approval').execute()
    expect(messages).toHaveLength(3)
    expect(messages[0]!.body).toContain('Rajiv Khanna of the club office asks for your approval as President: “New billiards table”')
    const sigs = await Promise.all(three.map((approver) => sentSig(data.approval_id, approver.member_id)))
    expect(new Set(sigs).size).toBe(3)
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'approvals')
      .where('record_id', '=', String(data.approval_id))
      .execute()
    expect(audit.map((row) => row.action)).toEqual(['create'])
    const detail = await t.call('GET', `/api/approval/${data.approval_id}`, { token: admin })
    expect(detail.body.data.trail.map((entry: { kind: string }) => entry.kind)).toEqual(['created', 'sent', 'sent', 'sent'])
    expect(detail.body.data.viewer).toEqual({ member_id: null, can_respond: false })
  })

  test('bad input is a 400 naming the field, and nothing is stored or sent', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '  ' }, 'subject: Subject is required'],
      [{ body: undefined }, 'body: Body is required'],
      [{ approvers: [] }, 'approvers: must name at least one approver'],
      [{ approvers: [three[0], three[0]] }, 'approvers: must name each member once'],
      [{ approvers: [{ member_id: 'M9999', role_title: 'President' }] }, 'approvers.0.member_id: no member M9999 on the register'],
      [{ approvers: [{ member_id: 'M1002', role_title: '' }] }, 'approvers.0.role_title: Role title is required'],
      [{ rule: 'most' }, 'rule: must be one of all, majority, any'],
      [{ due_at: 'tomorrow' }, 'due_at: '],
      [{ file_url: '/uploads/events/abcdefgh12345678.jpg' }, 'file_url: must be the address of a file uploaded to the approvals folder'],
    ]
    const before = await snapshot()
    for (const [overrides, message] of cases) {
      const response = await t.call('POST', '/api/approval/create', { token: admin, body: request(overrides) })
      expect({ overrides, status: response.status }).toEqual({ overrides, status: 400 })
      expect(response.body.message).toContain(message)
    }
    expect(await snapshot()).toBe(before)
    expect(await t.db.selectFrom('messages').selectAll().execute()).toEqual([])
  })

  test('members, kitchen and staff without the approvals grant are refused; no token is 401', async () => {
    const before = await snapshot()
    for (const [token, status] of [
      [member, 403],
      [kitchen, 403],
      [reception, 403],
      [undefined, 401],
    ] as const) {
      const response = await t.call('POST', '/api/approval/create', { ...(token ? { token } : {}), body: request() })
      expect(response.status).toBe(status)
      expect(response.body.message).toBeTruthy()
    }
    const memberHeader = await t.call('POST', '/api/approval/create', { headers: { 'xm-auth-token': member }, body: request() })
    expect(memberHeader.status).toBe(403)
    expect(await snapshot()).toBe(before)
  })
})

describe('POST /api/approval/respond/{id}', () => {
  test('an approver answers through their link, with the signature, time and address kept', async () => {
    const { approval_id } = await create()
    t.clock.advance(60_000)
    const response = await answer(approval_id, 'M1002', 'Approved', { signature_data: 'Approver Two' })
    // A typed signature must be the approver's own name.
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^signature_data: type your full name as the club knows it \(/)
    const name = (await t.db.selectFrom('members').select('name').where('member_id', '=', 'M1002').executeTakeFirstOrThrow()).name
    const typed = await answer(approval_id, 'M1002', 'Approved', { signature_data: name.toUpperCase() })
    expect(typed.status, typed.text).toBe(200)
    expect(typed.body.message).toBe('Your response (Approved) has been recorded. Thank you.')
    const own = typed.body.data.approvals.find((approver: { member_id: string }) => approver.member_id === 'M1002')
    expect(own).toMatchObject({ status: 'Approved', signed_at: t.clock().toISOString(), signature_data: name.toUpperCase() })
    // The others' contact details and signatures are not the approver's to see.
    const other = typed.body.data.approvals.find((approver: { member_id: string }) => approver.member_id === 'M1001')
    expect(other).toMatchObject({ email: null, contact_number: null, signature_data: null })
    const row = await t.db
      .selectFrom('approval_approvers')
      .selectAll()
      .where('approval_id', '=', approval_id)
      .where('member_id', '=', 'M1002')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ answered_ip: 'unknown', answered_via: 'link' })
    expect(typed.body.data.status).toBe('Pending')
  })

  test('a member id alone, or another approver’s link, cannot answer (403), and nothing changes', async () => {
    const { approval_id } = await create()
    const before = await snapshot()
    const bare = await t.call('POST', `/api/approval/respond/${approval_id}`, {
      body: { member_id: 'M1002', status: 'Approved', signature_data: 'data:image/png;base64,iVBORw0KGgo=' },
    })
    expect(bare.status).toBe(403)
    expect(bare.body.message).toContain('A member ID alone cannot answer an approval')
    const othersLink = await answer(approval_id, 'M1002', 'Approved', { sig: await sentSig(approval_id, 'M1003') })
    expect(othersLink.status).toBe(403)
    const forged = await answer(approval_id, 'M1002', 'Approved', { sig: 'x'.repeat(32) })
    expect(forged.status).toBe(403)
    // The link of the same member for another request does not open this one.
    const otherRequest = await create()
    const wrongRequest = await answer(approval_id, 'M1002', 'Approved', { sig: await sentSig(otherRequest.approval_id, 'M1002') })
    expect(wrongRequest.status).toBe(403)
    // A member signed in as someone else cannot answer for M1002 either.
    const asM1001 = await t.call('POST', `/api/approval/respond/${approval_id}`, {
      headers: { 'xm-auth-token': member },
      body: { member_id: 'M1002', status: 'Approved', signature_data: 'data:image/png;base64,iVBORw0KGgo=' },
    })
    expect(asM1001.status).toBe(403)
    await t.db.deleteFrom('approval_approvers').where('approval_id', '=', otherRequest.approval_id).execute()
    await t.db
      .deleteFrom('approval_events')
      .where('approval_id', '=', otherRequest.approval_id)
      .execute()
      .catch(() => undefined)
    expect(JSON.stringify(JSON.parse(await snapshot())[1].filter((row: { approval_id: number }) => row.approval_id === approval_id))).toBe(
      JSON.stringify(JSON.parse(before)[1].filter((row: { approval_id: number }) => row.approval_id === approval_id)),
    )
  })

  test('a second answer is a 409 naming the first answer and its time', async () => {
    const { approval_id } = await create({ rule: 'majority' })
    expect((await answer(approval_id, 'M1003', 'Rejected')).status).toBe(200)
    const firstAt = t.clock()
    t.clock.advance(3_600_000)
    const again = await answer(approval_id, 'M1003', 'Approved')
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`You have already responded: Rejected on ${formatClubDateTime(firstAt)}.`)
    expect(again.body.first).toEqual({ status: 'Rejected', signed_at: firstAt.toISOString() })
  })

  test('the signed-in member answers from the member app without a link', async () => {
    const { approval_id } = await create()
    const response = await t.call('POST', `/api/approval/respond/${approval_id}`, {
      headers: { 'xm-auth-token': member },
      body: { member_id: 'M1001', status: 'Approved', signature_data: 'data:image/png;base64,iVBORw0KGgo=' },
    })
    expect(response.status, response.text).toBe(200)
    const row = await t.db
      .selectFrom('approval_approvers')
      .select('answered_via')
      .where('approval_id', '=', approval_id)
      .where('member_id', '=', 'M1001')
      .executeTakeFirstOrThrow()
    expect(row.answered_via).toBe('member-app')
  })

  test('bad input is a 400 with the spec’s message; an unknown request is 404', async () => {
    const { approval_id } = await create()
    const before = await snapshot()
    const noMember = await t.call('POST', `/api/approval/respond/${approval_id}`, { body: { status: 'Approved', signature_data: 'x' } })
    expect(noMember.status).toBe(400)
    expect(noMember.body.message).toBe('member_id: Member ID is required to respond to approval')
    const badStatus = await answer(approval_id, 'M1001', 'Maybe' as 'Approved')
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.message).toBe('status: must be one of Approved, Rejected')
    const noSignature = await answer(approval_id, 'M1001', 'Approved', { signature_data: '' })
    expect(noSignature.status).toBe(400)
    expect(noSignature.body.message).toMatch(/^signature_data: is required/)
    const notAnImage = await answer(approval_id, 'M1001', 'Approved', { signature_data: 'data:text/html;base64,PGI+' })
    expect(notAnImage.status).toBe(400)
    expect(await snapshot()).toBe(before)
    const missing = await t.call('POST', '/api/approval/respond/999999', {
      body: {
        member_id: 'M1001',
        status: 'Approved',
        signature_data: 'x',
        sig: linkSignature('test-secret-test-secret-test-secret-0123456789', 999999, 'M1001'),
      },
    })
    expect(missing.status).toBe(404)
  })
})

describe('the overall status follows the rule', () => {
  test('all: one rejection decides it, and the creator and every approver are told on WhatsApp', async () => {
    const { approval_id } = await create({ rule: 'all' })
    expect((await answer(approval_id, 'M1001', 'Approved')).body.data.status).toBe('Pending')
    await t.db.deleteFrom('messages').where('purpose', '=', 'approval-decided').execute()
    const decided = await answer(approval_id, 'M1002', 'Rejected')
    expect(decided.body.data.status).toBe('Rejected')
    expect(decided.body.data.decided_at).toBe(t.clock().toISOString())
    const told = await t.db.selectFrom('messages').select(['recipient', 'body']).where('purpose', '=', 'approval-decided').execute()
    expect(told.map((row) => row.recipient)).toEqual(['9810000002', expect.any(String), expect.any(String), expect.any(String)])
    expect(told[0]!.body).toContain('“New billiards table” has been rejected (1 approved, 1 rejected, 1 not answered)')
    // The last approver is told there is nothing left to answer.
    const late = await answer(approval_id, 'M1003', 'Approved')
    expect(late.status).toBe(409)
    expect(late.body.message).toMatch(/^This request was already rejected on /)
  })

  test('majority: two of three approving approves it', async () => {
    const { approval_id } = await create({ rule: 'majority' })
    expect((await answer(approval_id, 'M1001', 'Rejected')).body.data.status).toBe('Pending')
    expect((await answer(approval_id, 'M1002', 'Approved')).body.data.status).toBe('Pending')
    expect((await answer(approval_id, 'M1003', 'Approved')).body.data.status).toBe('Approved')
  })

  test('any: the first approval approves it', async () => {
    const { approval_id } = await create({ rule: 'any' })
    expect((await answer(approval_id, 'M1003', 'Rejected')).body.data.status).toBe('Pending')
    expect((await answer(approval_id, 'M1002', 'Approved')).body.data.status).toBe('Approved')
  })
})

describe('GET /api/approval/{id}', () => {
  test('an approver reads it through their link, which is recorded once as viewed', async () => {
    const { approval_id } = await create()
    const sig = await sentSig(approval_id, 'M1002')
    const path = `/api/approval/${approval_id}?member_id=M1002&sig=${sig}`
    const response = await t.call('GET', path)
    expect(response.status).toBe(200)
    expect(response.body.data.viewer).toEqual({ member_id: 'M1002', can_respond: true })
    expect(response.body.data.trail).toEqual([])
    await t.call('GET', path)
    const views = await t.db
      .selectFrom('approval_events')
      .select('member_id')
      .where('approval_id', '=', approval_id)
      .where('kind', '=', 'viewed')
      .execute()
    expect(views).toEqual([{ member_id: 'M1002' }])
  })

  test('without a link or session: 401; with a member id but no valid sig: 403; unknown id: 404', async () => {
    const { approval_id } = await create()
    expect((await t.call('GET', `/api/approval/${approval_id}`)).status).toBe(401)
    expect((await t.call('GET', `/api/approval/${approval_id}?member_id=M1002`)).status).toBe(403)
    expect((await t.call('GET', `/api/approval/${approval_id}?member_id=M1002&sig=${await sentSig(approval_id, 'M1003')}`)).status).toBe(
      403,
    )
    expect((await t.call('GET', `/api/approval/${approval_id}`, { token: reception })).status).toBe(403)
    expect((await t.call('GET', `/api/approval/${approval_id}`, { token: kitchen })).status).toBe(403)
    expect((await t.call('GET', '/api/approval/999999', { token: admin })).status).toBe(404)
    expect((await t.call('GET', '/api/approval/abc', { token: admin })).status).toBe(400)
  })
})

describe('PUT /api/approval/update/{id}', () => {
  test('changes a request while no one has answered, and refuses once someone has', async () => {
    const { approval_id } = await create()
    const changed = await t.call('PUT', `/api/approval/update/${approval_id}`, {
      token: admin,
      body: request({ subject: 'New snooker table', approvers: three.slice(0, 2), rule: 'any' }),
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.data).toMatchObject({ subject: 'New snooker table', rule: 'any' })
    expect(changed.body.data.approvals).toHaveLength(2)
    expect((await answer(approval_id, 'M1001', 'Approved')).status).toBe(200)
    const before = await snapshot()
    const refused = await t.call('PUT', `/api/approval/update/${approval_id}`, { token: admin, body: request() })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/^This request can no longer be changed: .+ answered \(Approved\) on /)
    expect(await snapshot()).toBe(before)
  })

  test('bad input is 400, the wrong role 403, an unknown request 404', async () => {
    const { approval_id } = await create()
    const before = await snapshot()
    const bad = await t.call('PUT', `/api/approval/update/${approval_id}`, { token: admin, body: request({ subject: '' }) })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('subject: Subject is required')
    expect((await t.call('PUT', `/api/approval/update/${approval_id}`, { token: member, body: request() })).status).toBe(403)
    expect((await t.call('PUT', `/api/approval/update/${approval_id}`, { body: request() })).status).toBe(401)
    expect((await t.call('PUT', '/api/approval/update/999999', { token: admin, body: request() })).status).toBe(404)
    expect(await snapshot()).toBe(before)
  })
})

describe('POST /api/approval/resend/{id}', () => {
  test('sends the link again only to the approvers still pending', async () => {
    const { approval_id } = await create()
    await answer(approval_id, 'M1001', 'Approved')
    await t.db.deleteFrom('messages').execute()
    const response = await t.call('POST', `/api/approval/resend/${approval_id}`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Approval request resent to 2 pending approvers.')
    expect(response.body.sent_to).toEqual(['M1002', 'M1003'])
    const messages = await t.db.selectFrom('messages').select('body').execute()
    expect(messages).toHaveLength(2)
    expect(messages[0]!.body).toContain('a reminder: ')
    expect((await t.call('POST', `/api/approval/resend/${approval_id}`, { token: member })).status).toBe(403)
    expect((await t.call('POST', `/api/approval/resend/${approval_id}`)).status).toBe(401)
    expect((await t.call('POST', '/api/approval/resend/0', { token: admin })).status).toBe(400)
  })
})

describe('GET /api/approval/all', () => {
  test('lists newest first with counts per status, filtered by status and dates', async () => {
    t.clock.set(new Date('2026-12-01T06:00:00Z'))
    admin = await t.tokens.staff()
    member = await t.tokens.member()
    reception = await t.tokens.staff('reception@club.test')
    const first = await create({ subject: 'December list', rule: 'any' })
    await answer(first.approval_id, 'M1001', 'Approved')
    await create({ subject: 'December second' })
    const all = await t.call('GET', '/api/approval/all?from=2026-12-01&to=2026-12-01', { token: admin })
    expect(all.status).toBe(200)
    expect(all.body.data.map((row: { subject: string }) => row.subject)).toEqual(['December second', 'December list'])
    expect(all.body.counts).toEqual({ all: 2, Pending: 1, Approved: 1, Rejected: 0 })
    const approved = await t.call('GET', '/api/approval/all?status=Approved&from=2026-12-01', { token: admin })
    expect(approved.body.data.map((row: { subject: string }) => row.subject)).toEqual(['December list'])
    expect(approved.body.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 })
    const bad = await t.call('GET', '/api/approval/all?status=Maybe', { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('status: must be one of Pending, Approved, Rejected')
    expect((await t.call('GET', '/api/approval/all?from=2026-12-02&to=2026-12-01', { token: admin })).status).toBe(400)
    expect((await t.call('GET', '/api/approval/all', { token: member })).status).toBe(403)
    expect((await t.call('GET', '/api/approval/all', { token: reception })).status).toBe(403)
    expect((await t.call('GET', '/api/approval/all')).status).toBe(401)
  })
})

describe('GET /api/approval/{id}/record.pdf', () => {
  test('the record of a decided request is a PDF with the subject, the answers with their signatures, and the trail', async () => {
    const signature = `data:image/png;base64,${(
      await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ffffff' } })
        .png()
        .toBuffer()
    ).toString('base64')}`
    const { approval_id } = await create({ rule: 'any' })
    expect((await answer(approval_id, 'M1002', 'Approved', { signature_data: signature })).status).toBe(200)
    const response = await t.app.request(`/api/approval/${approval_id}/record.pdf`, { headers: { 'x-auth-token': admin } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="approval-${approval_id}.pdf"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const document = await PDFDocument.load(bytes)
    expect(document.getTitle()).toBe(`Approval record ${approval_id}: New billiards table`)
    expect(document.getPageCount()).toBeGreaterThanOrEqual(1)
    expect((await t.call('GET', `/api/approval/${approval_id}/record.pdf`, { token: member })).status).toBe(403)
    expect((await t.call('GET', `/api/approval/${approval_id}/record.pdf`, { token: reception })).status).toBe(403)
    expect((await t.call('GET', `/api/approval/${approval_id}/record.pdf`)).status).toBe(401)
    expect((await t.call('GET', '/api/approval/999999/record.pdf', { token: admin })).status).toBe(404)
  })
})

describe('GET /member/api/approvals', () => {
  test('lists the requests waiting for the signed-in member, and those answered', async () => {
    member = await t.tokens.member()
    const waiting = await create({ subject: 'Waiting for M1001' })
    const answered = await create({ subject: 'Answered by M1001' })
    await answer(answered.approval_id, 'M1001', 'Rejected')
    const response = await t.call('GET', '/member/api/approvals', { token: member })
    expect(response.status).toBe(200)
    expect(response.body.waiting.map((row: { approval_id: number }) => row.approval_id)).toContain(waiting.approval_id)
    expect(response.body.waiting.map((row: { approval_id: number }) => row.approval_id)).not.toContain(answered.approval_id)
    expect(response.body.answered.map((row: { approval_id: number }) => row.approval_id)).toContain(answered.approval_id)
    // Only the member's own contact details are in it.
    const other = response.body.waiting[0].approvals.find((entry: { member_id: string }) => entry.member_id === 'M1002')
    expect(other.contact_number).toBeNull()
    expect((await t.call('GET', '/member/api/approvals', { token: admin })).status).toBe(403)
    expect((await t.call('GET', '/member/api/approvals')).status).toBe(401)
  })
})
