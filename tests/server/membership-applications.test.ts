import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

// Membership applications (issue 20, ADR 034): a visitor applies with a photo and documents; the
// application goes to the membership committee as an approval request; once approved, the office
// enrols the applicant as a member, who is told on WhatsApp how to set a password.

let t: TestApp
let admin: string
let steward: string
let kitchen: string
let member: string
let png: Uint8Array
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

let addressCount = 0
/** Each call from an address of its own, unless the test names one: the form is limited per address. */
const nextAddress = () => `10.9.${Math.floor(++addressCount / 250)}.${addressCount % 250}`

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture', trustProxy: 1 })
  admin = await t.tokens.staff()
  steward = await t.tokens.staff('steward@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
  png = new Uint8Array(
    await sharp({ create: { width: 40, height: 50, channels: 3, background: { r: 200, g: 160, b: 120 } } })
      .png()
      .toBuffer(),
  )
})
beforeEach(async () => {
  await t.db.deleteFrom('messages').execute()
})
afterAll(async () => {
  await t.close()
})

async function upload(bytes: Uint8Array, fileName: string, address = nextAddress()) {
  const form = new FormData()
  form.append('file', new File([bytes.slice()], fileName, { type: 'application/octet-stream' }))
  const response = await t.app.request('/api/membership/upload', { method: 'POST', body: form, headers: { 'x-forwarded-for': address } })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text }
}

let mobileCount = 0
const freshMobile = () => `70000${String(10_000 + ++mobileCount).slice(-5)}`

async function applicationBody(overrides: Record<string, unknown> = {}) {
  const photo = await upload(png, 'me.png')
  const document = await upload(pdf, 'aadhaar.pdf')
  expect(photo.status, photo.text).toBe(201)
  expect(document.status, document.text).toBe(201)
  const category = await t.db
    .selectFrom('member_categories')
    .select(['category_id', 'name'])
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow()
  return {
    title: 'Mr.',
    name: 'Arjun Mehta',
    mobileNumber: freshMobile(),
    email: 'arjun.mehta@example.in',
    dateOfBirth: '1985-04-12',
    spouseName: '',
    dateOfAnniversary: '',
    address: 'C-12, New Friends Colony, New Delhi 110025',
    category_id: category.category_id,
    proposer_id: 'M1001',
    seconder_id: 'm1002',
    photo_url: photo.body.url,
    documents: [{ url: document.body.url, name: 'aadhaar.pdf' }],
    ...overrides,
  }
}

const apply = (body: unknown, address = nextAddress()) =>
  t.call('POST', '/api/membership/apply', { body, headers: { 'x-forwarded-for': address } })

const setCommittee = (body: unknown, token = admin) => t.call('PUT', '/api/membership/committee', { token, body })

const counts = async () =>
  JSON.stringify([
    await t.db.selectFrom('membership_applications').select('application_id').execute(),
    await t.db.selectFrom('approval_requests').select('approval_id').execute(),
    await t.db.selectFrom('members').select('member_id').execute(),
  ])

/** The sig of the link a committee member was sent on WhatsApp. */
async function sentSig(approvalId: number, memberId: string) {
  const mobile = (await t.db.selectFrom('members').select('mobile').where('member_id', '=', memberId).executeTakeFirstOrThrow()).mobile!
  const rows = await t.db.selectFrom('messages').select('body').where('recipient', '=', mobile).where('purpose', '=', 'approval').execute()
  const link = rows
    .map((row) => /https?:\/\/\S+/.exec(row.body)?.[0])
    .map((url) => (url ? new URL(url) : undefined))
    .find((url) => url?.pathname === `/approval/view/${approvalId}`)
  return link!.searchParams.get('sig')!
}

const answer = async (approvalId: number, memberId: string, status: 'Approved' | 'Rejected') => {
  const response = await t.call('POST', `/api/approval/respond/${approvalId}`, {
    body: { member_id: memberId, status, signature_data: 'data:image/png;base64,iVBORw0KGgo=', sig: await sentSig(approvalId, memberId) },
  })
  expect(response.status, response.text).toBe(200)
}

const approvalOf = async (applicationId: number) =>
  (
    await t.db
      .selectFrom('membership_applications')
      .select('approval_id')
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow()
  ).approval_id

describe('before the club names its committee', () => {
  test('an application is refused with a message, and nothing is stored', async () => {
    const body = await applicationBody()
    const before = await counts()
    const response = await apply(body)
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/has not named its membership committee/)
    expect(await counts()).toBe(before)
  })
})

describe('the membership committee (PUT/GET /api/membership/committee)', () => {
  test('the office names the committee and its rule; the change is audited', async () => {
    const response = await setCommittee({
      approvers: [
        { member_id: 'm1002', role_title: 'President' },
        { member_id: 'M1003', role_title: 'Honorary Secretary' },
      ],
      rule: 'all',
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.data).toEqual({
      approvers: [
        expect.objectContaining({ member_id: 'M1002', role_title: 'President', status: 'active' }),
        expect.objectContaining({ member_id: 'M1003', role_title: 'Honorary Secretary', status: 'active' }),
      ],
      rule: 'all',
    })
    const read = await t.call('GET', '/api/membership/committee', { token: admin })
    expect(read.body.data.rule).toBe('all')
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['area', 'record_type'])
      .where('record_type', '=', 'membership-committee')
      .execute()
    expect(audit).toEqual([{ area: 'approvals', record_type: 'membership-committee' }])
  })

  test('bad input is a 400 naming the field, and the committee stays as it was', async () => {
    const before = JSON.stringify((await t.call('GET', '/api/membership/committee', { token: admin })).body)
    const cases: [unknown, RegExp][] = [
      [{ approvers: [], rule: 'all' }, /at least one committee member/],
      [{ approvers: [{ member_id: 'M1002', role_title: 'President' }], rule: 'most' }, /rule.*must be one of all, majority, any/],
      [{ approvers: [{ member_id: 'M1002', role_title: '' }], rule: 'all' }, /Role title is required/],
      [{ approvers: [{ member_id: 'M9999', role_title: 'President' }], rule: 'all' }, /no member M9999 on the register/],
      [
        {
          approvers: [
            { member_id: 'M1002', role_title: 'President' },
            { member_id: 'M1002', role_title: 'Secretary' },
          ],
          rule: 'all',
        },
        /each member once/,
      ],
    ]
    for (const [body, message] of cases) {
      const response = await setCommittee(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.text).toMatch(message)
    }
    expect(JSON.stringify((await t.call('GET', '/api/membership/committee', { token: admin })).body)).toBe(before)
  })

  test('only the office with the approvals grants reads or names it', async () => {
    const body = { approvers: [{ member_id: 'M1001', role_title: 'President' }], rule: 'any' }
    expect((await t.call('GET', '/api/membership/committee')).status).toBe(401)
    expect((await t.call('GET', '/api/membership/committee', { token: kitchen })).status).toBe(403)
    expect((await t.call('GET', '/api/membership/committee', { token: member })).status).toBe(403)
    expect((await t.call('PUT', '/api/membership/committee', { body })).status).toBe(401)
    expect((await setCommittee(body, steward)).status).toBe(403)
    expect((await setCommittee(body, member)).status).toBe(403)
    expect((await t.call('GET', '/api/membership/committee', { token: admin })).body.data.rule).toBe('all')
  })
})

describe('the public form', () => {
  test('lists the active categories without a sign-in', async () => {
    const response = await t.call('GET', '/api/public/membership-categories')
    expect(response.status).toBe(200)
    const active = await t.db.selectFrom('member_categories').select('name').where('is_active', '=', true).execute()
    expect(response.body.result.map((category: { name: string }) => category.name).sort()).toEqual(active.map((row) => row.name).sort())
  })

  test('takes a photo or a document without a sign-in, into the private folder; other files are refused', async () => {
    const photo = await upload(png, 'me.png')
    expect(photo.status).toBe(201)
    expect(photo.body.url).toMatch(/^\/uploads\/approvals\/[a-z0-9]{16}\.png$/)
    expect((await t.app.request(photo.body.url)).status).toBe(401)
    const exe = await upload(new TextEncoder().encode('MZ not a picture at all'), 'me.exe')
    expect(exe.status).toBe(415)
    const noFile = await t.app.request('/api/membership/upload', { method: 'POST', headers: { 'x-forwarded-for': nextAddress() } })
    expect(noFile.status).toBe(400)
    expect(await noFile.text()).toMatch(/Choose a file to upload/)
  })

  test('uploads are limited per address', async () => {
    const address = '10.77.0.1'
    for (let count = 0; count < 30; count += 1) expect((await upload(pdf, 'a.pdf', address)).status).toBe(201)
    const refused = await upload(pdf, 'a.pdf', address)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/Too many applications from here/)
    expect((await upload(pdf, 'a.pdf', '10.77.0.2')).status).toBe(201)
  })
})

describe('POST /api/membership/apply', () => {
  test('stores the application and sends the committee an approval request with the photo attached', async () => {
    const body = await applicationBody()
    const response = await apply(body)
    expect(response.status, response.text).toBe(201)
    expect(response.body.message).toMatch(/sent to the membership committee/)
    const applicationId = response.body.data.application_id as number
    const detail = await t.call('GET', `/api/membership/applications/${applicationId}`, { token: admin })
    expect(detail.body.data).toMatchObject({
      name: 'Arjun Mehta',
      mobileNumber: body.mobileNumber,
      proposer: { member_id: 'M1001' },
      seconder: { member_id: 'M1002' },
      status: 'Pending',
      member_id: null,
      documents: [{ name: 'aadhaar.pdf' }],
    })
    const approval = await t.call('GET', `/api/approval/${detail.body.data.approval_id}`, { token: admin })
    expect(approval.body.data).toMatchObject({
      subject: expect.stringMatching(/^Membership application: Mr\. Arjun Mehta/),
      created_by: 'The membership desk',
      created_by_id: null,
      rule: 'all',
      status: 'Pending',
      file_url: body.photo_url,
    })
    expect(approval.body.data.approvals.map((a: { member_id: string; role_title: string }) => [a.member_id, a.role_title])).toEqual([
      ['M1002', 'President'],
      ['M1003', 'Honorary Secretary'],
    ])
    const sent = await t.db.selectFrom('messages').select(['recipient', 'purpose']).where('purpose', '=', 'approval').execute()
    expect(sent).toHaveLength(2)
  })

  test("bad input gets spec 1 §5's messages, and nothing is stored", async () => {
    const good = await applicationBody()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', "* Name can't be empty"],
      [{ mobileNumber: '98100' }, 'mobileNumber', '* Phone number must be exactly 10 digits'],
      [{ email: 'arjun@' }, 'email', '* Invalid email format'],
      [{ title: 'Sir' }, 'title', '* Title must be one of'],
      [{ dateOfBirth: '' }, 'dateOfBirth', "* Date of birth can't be empty"],
      [{ dateOfBirth: '2010-01-01' }, 'dateOfBirth', '* Applicant must be at least 18 years old'],
      [{ address: '' }, 'address', "* Address can't be empty"],
      [{ proposer_id: '' }, 'proposer_id', "* Proposer member ID can't be empty"],
      [{ seconder_id: 'M1001' }, 'seconder_id', '* Seconder must be a different member from the proposer'],
      [{ proposer_id: 'M9999' }, 'proposer_id', 'no member M9999 on the register'],
      [{ category_id: 999_999 }, 'category_id', '* Category: choose one of the categories offered'],
      [{ photo_url: '' }, 'photo_url', "* Photo can't be empty"],
      [{ photo_url: good.documents[0]!.url }, 'photo_url', '* Photo must be a picture'],
      [{ photo_url: '/uploads/approvals/aaaaaaaaaaaaaaaa.png' }, 'photo_url', '* Photo: upload it again'],
      [{ documents: [] }, 'documents', "* Documents can't be empty"],
    ]
    const before = await counts()
    for (const [change, path, message] of cases) {
      const response = await apply({ ...good, ...change })
      expect(response.status, `${JSON.stringify(change)}: ${response.text}`).toBe(400)
      const errors = response.body.errors as { path: string; msg: string }[]
      expect(errors.find((error) => error.path === path)?.msg, JSON.stringify(change)).toContain(message)
    }
    expect(await counts()).toBe(before)
    expect(await t.db.selectFrom('messages').select('message_id').execute()).toEqual([])
  })

  test('a proposer who is not an active member is refused', async () => {
    await t.db.updateTable('members').set({ status: 'suspended' }).where('member_id', '=', 'M1003').execute()
    try {
      const response = await apply(await applicationBody({ seconder_id: 'M1003' }))
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(/seconder_id: .*\(M1003\) is not an active member/)
    } finally {
      await t.db.updateTable('members').set({ status: 'active' }).where('member_id', '=', 'M1003').execute()
    }
  })

  test('one mobile cannot apply twice while an application is pending, nor with a member’s mobile', async () => {
    const body = await applicationBody()
    expect((await apply(body)).status).toBe(201)
    const before = await counts()
    const again = await apply(body)
    expect(again.status).toBe(409)
    expect(again.body.errors[0]).toMatchObject({
      path: 'mobileNumber',
      msg: expect.stringMatching(/^\* An application with this mobile number.*waiting for the committee/),
    })
    const memberMobile = await apply(await applicationBody({ mobileNumber: '98100 43210' })) // M1001's
    expect(memberMobile.status).toBe(409)
    expect(memberMobile.body.message).toBe('* Mobile number is already registered to a member. Sign in, or use Forgot password.')
    expect(await counts()).toBe(before)
  })

  test('the form is limited per address', async () => {
    const address = '10.88.0.1'
    const statuses = []
    for (let count = 0; count < 6; count += 1) statuses.push((await apply({ name: '' }, address)).status)
    // Refused input does not count: a visitor may correct the form.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400])
    const body = await applicationBody()
    for (let count = 0; count < 5; count += 1) await apply({ ...body, mobileNumber: freshMobile() }, address)
    const before = await counts()
    const refused = await apply({ ...body, mobileNumber: freshMobile() }, address)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^Too many applications from here\. Please try again after/)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect(await counts()).toBe(before)
  })
})

describe('the office: applications and enrolment', () => {
  test('lists applications by status; bad filters are 400; only the office reads them', async () => {
    const list = await t.call('GET', '/api/membership/applications?status=Pending', { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.data.length).toBeGreaterThan(0)
    expect(list.body.data.every((row: { status: string }) => row.status === 'Pending')).toBe(true)
    expect((await t.call('GET', '/api/membership/applications?status=Waiting', { token: admin })).status).toBe(400)
    expect((await t.call('GET', '/api/membership/applications?page=0', { token: admin })).status).toBe(400)
    expect((await t.call('GET', '/api/membership/applications')).status).toBe(401)
    expect((await t.call('GET', '/api/membership/applications', { token: kitchen })).status).toBe(403)
    expect((await t.call('GET', '/api/membership/applications', { token: member })).status).toBe(403)
    expect((await t.call('GET', '/api/membership/applications/abc', { token: admin })).status).toBe(400)
    expect((await t.call('GET', '/api/membership/applications/999999', { token: admin })).status).toBe(404)
  })

  test('enrolment waits for approval, then makes the member once, audited, and tells them how to set a password', async () => {
    const body = await applicationBody({ name: 'Kavya Bhatia', title: 'ms', email: '' })
    const applied = await apply(body)
    const applicationId = applied.body.data.application_id as number
    const enrolPath = `/api/membership/applications/${applicationId}/enrol`
    const before = await counts()

    const early = await t.call('POST', enrolPath, { token: admin })
    expect(early.status).toBe(409)
    expect(early.body.message).toMatch(/has not decided this application yet/)
    expect((await t.call('POST', enrolPath)).status).toBe(401)
    expect((await t.call('POST', enrolPath, { token: steward })).status).toBe(403) // members: view only
    expect((await t.call('POST', enrolPath, { token: member })).status).toBe(403)
    expect((await t.call('POST', '/api/membership/applications/0/enrol', { token: admin })).status).toBe(400)
    expect((await t.call('POST', '/api/membership/applications/999999/enrol', { token: admin })).status).toBe(404)
    expect(await counts()).toBe(before)

    const approvalId = await approvalOf(applicationId)
    await answer(approvalId, 'M1002', 'Approved')
    await answer(approvalId, 'M1003', 'Approved')
    const approved = await t.call('GET', `/api/membership/applications/${applicationId}`, { token: admin })
    expect(approved.body.data.status).toBe('Approved')

    const highest = (
      await t.db
        .selectFrom('members')
        .select('member_id')
        .where('member_id', 'like', 'M1%')
        .orderBy('member_id', 'desc')
        .executeTakeFirstOrThrow()
    ).member_id
    const expectedId = `M${Number(highest.slice(1)) + 1}`
    const enrolled = await t.call('POST', enrolPath, { token: admin })
    expect(enrolled.status, enrolled.text).toBe(201)
    expect(enrolled.body.result).toMatchObject({
      memberId: expectedId,
      title: 'Ms.',
      name: 'Kavya Bhatia',
      mobileNumber: body.mobileNumber,
      email: null,
      status: 'active',
      joinedOn: '2026-11-22',
      hasPassword: false,
    })
    expect(enrolled.body.data).toMatchObject({ status: 'Enrolled', member_id: expectedId })
    expect(enrolled.body.message).toMatch(new RegExp(`Kavya Bhatia is now member ${expectedId}, and has been told on WhatsApp`))

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['area', 'action', 'record_type', 'record_id'])
      .where('record_id', 'in', [expectedId, String(applicationId)])
      .execute()
    expect(audit).toEqual(
      expect.arrayContaining([
        { area: 'members', action: 'create', record_type: 'member', record_id: expectedId },
        { area: 'approvals', action: 'status', record_type: 'membership-application', record_id: String(applicationId) },
      ]),
    )
    const told = await t.db
      .selectFrom('messages')
      .select('body')
      .where('recipient', '=', body.mobileNumber)
      .where('purpose', '=', 'membership-enrolled')
      .execute()
    expect(told).toHaveLength(1)
    expect(told[0]!.body).toContain(`your member ID is ${expectedId}`)
    expect(told[0]!.body).toMatch(/\/forgot-password\/member/)

    const twice = await t.call('POST', enrolPath, { token: admin })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toMatch(new RegExp(`already enrolled as ${expectedId}`))
    expect((await t.db.selectFrom('members').select('member_id').where('mobile', '=', body.mobileNumber).execute()).length).toBe(1)

    // The new member sets a password through the forgot-password OTP.
    const otp = await t.call('POST', '/api/generate-otp', { body: { memberId: expectedId } })
    expect(otp.status, otp.text).toBe(200)
    expect(otp.body.result.name).toBe('Kavya Bhatia')

    // Now a member, the mobile cannot apply again.
    const again = await apply({ ...(await applicationBody()), mobileNumber: body.mobileNumber })
    expect(again.status).toBe(409)
  })

  test('a rejected application tells the applicant once, and cannot be enrolled', async () => {
    const body = await applicationBody({ name: 'Rohan Kapoor' })
    const applicationId = (await apply(body)).body.data.application_id as number
    await answer(await approvalOf(applicationId), 'M1002', 'Rejected') // rule 'all': one rejection decides
    const told = await t.db
      .selectFrom('messages')
      .select('body')
      .where('recipient', '=', body.mobileNumber)
      .where('purpose', '=', 'membership-refused')
      .execute()
    expect(told).toHaveLength(1)
    expect(told[0]!.body).toMatch(/has not approved your application/)
    const enrol = await t.call('POST', `/api/membership/applications/${applicationId}/enrol`, { token: admin })
    expect(enrol.status).toBe(409)
    expect(enrol.body.message).toMatch(/rejected this application/)
    // The mobile may apply again after a refusal.
    expect((await apply({ ...(await applicationBody()), mobileNumber: body.mobileNumber })).status).toBe(201)
  })
})
