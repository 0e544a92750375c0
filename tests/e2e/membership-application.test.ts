import { readFileSync } from 'node:fs'
import pg from 'pg'
import sharp from 'sharp'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, launchBrowser, newPage, server, signInThroughPage, staffToken } from './browser.js'
import { latestOtp } from './otp.js'

// Issue 20, ADR 034: a visitor applies for membership on a phone; the committee approves through
// their WhatsApp links; the office enrols the applicant in one step; the new member sets a password
// by OTP and signs in.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The messages the server sent for a purpose (from the messages table on PostgreSQL, else from its log). */
async function messagesOf(purpose: string): Promise<string[]> {
  if (server().databaseUrl) {
    const client = new pg.Client({ connectionString: server().databaseUrl })
    await client.connect()
    try {
      const result = await client.query<{ body: string }>(`select body from messages where purpose = $1 order by message_id`, [purpose])
      return result.rows.map((row) => row.body)
    } finally {
      await client.end()
    }
  }
  return readFileSync(server().logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { purpose?: string; body?: string })
    .filter((entry) => entry.purpose === purpose && entry.body)
    .map((entry) => entry.body!)
}

async function linkSentTo(approvalId: number, memberId: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const link = (await messagesOf('approval'))
      .map((body) => /https?:\/\/\S+/.exec(body)?.[0])
      .find((url) => url?.includes(`/approval/view/${approvalId}?`) && url.includes(`member_id=${memberId}`))
    if (link) return new URL(link)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No approval link was sent to ${memberId}`)
}

const MOBILE = '7012345678'

describe('a membership application becomes a member', () => {
  test('apply on a phone, approved by the committee, enrolled by the office, signed in by the new member', async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 190, g: 150, b: 120 } } })
      .jpeg()
      .toBuffer()
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

    // The applicant, on a phone, from Member Login.
    const applicant = await newPage(browser, { width: 390, height: 844 })
    const page = applicant.page
    const complaints: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') complaints.push(message.text())
    })
    await page.goto('/member-login')
    expect(await page.getByRole('link', { name: 'Request Membership' }).getAttribute('href')).toBe('/request-membership')
    // Opened as a visitor does: the page the build drew, whose form is an island (ADR 031, 034).
    await page.goto('/request-membership')
    await page.getByRole('heading', { name: 'Apply for membership' }).waitFor()
    await page.getByLabel('Category').waitFor()

    // An empty form says what is wrong, in spec 1 §5's words.
    await page.getByRole('button', { name: 'Submit application' }).click()
    await page.getByText("* Name can't be empty").waitFor()
    await page.getByText("* Photo can't be empty").waitFor()

    await page.getByLabel('Title').selectOption('Mr.')
    await page.getByLabel('Full name').fill('Aditya Khurana')
    await page.getByLabel('Mobile number').fill(MOBILE)
    await page.getByLabel('E-mail (optional)').fill('aditya.khurana@example.in')
    await page.getByLabel('Date of birth').fill('1988-06-15')
    await page.getByLabel('Address').fill('D-44, Maharani Bagh, New Delhi 110065')
    await page.getByLabel('Category').selectOption({ index: 1 })
    await page.getByLabel('Proposer member ID').fill('M1001')
    await page.getByLabel('Seconder member ID').fill('M1001')
    await page.getByLabel('Photo').setInputFiles({ name: 'aditya.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByText('aditya.jpg').waitFor()
    await page.getByLabel('Documents').setInputFiles({ name: 'address-proof.pdf', mimeType: 'application/pdf', buffer: pdf })
    await page.getByText('address-proof.pdf').waitFor()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await page.getByText('* Seconder must be a different member from the proposer').waitFor()
    await page.getByLabel('Seconder member ID').fill('M1005')
    await page.screenshot({ path: 'tests/e2e/screenshots/membership-form-phone.png', fullPage: true })
    await page.getByRole('button', { name: 'Submit application' }).click()
    await page.getByRole('heading', { name: 'Application sent' }).waitFor()
    await page.getByText(/sent to the membership committee/).waitFor()
    expect(applicant.errors).toEqual([])
    expect(complaints.filter((text) => /hydrat|drawn again/i.test(text))).toEqual([])
    await page.context().close()

    // The committee: the President answers through the API with his link, the Secretary on her phone.
    const admin = await staffToken('admin@club.test')
    const { data: pending } = await api('GET', '/api/membership/applications?status=Pending', admin)
    const application = pending.find((row: { mobileNumber: string }) => row.mobileNumber === MOBILE)
    expect(application).toMatchObject({ name: 'Aditya Khurana', proposer: { member_id: 'M1001' }, seconder: { member_id: 'M1005' } })
    const approvalId = application.approval_id as number
    const president = await linkSentTo(approvalId, 'M1002')
    await api('POST', `/api/approval/respond/${approvalId}`, undefined, {
      member_id: 'M1002',
      status: 'Approved',
      signature_data: 'data:image/png;base64,iVBORw0KGgo=',
      sig: president.searchParams.get('sig'),
    })
    const secretary = await linkSentTo(approvalId, 'M1003')
    const phone = await newPage(browser, { width: 390, height: 844 })
    await phone.page.goto(`${secretary.pathname}${secretary.search}`)
    await phone.page.getByRole('heading', { level: 1, name: /^Membership application: Mr\. Aditya Khurana/ }).waitFor()
    // The chat button covers no status badge and no button, wherever the approver scrolls (issue 20).
    const covered = await phone.page.evaluate(async () => {
      const hits: string[] = []
      for (let top = 0; top < document.documentElement.scrollHeight; top += 40) {
        window.scrollTo(0, top)
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const chat = document.querySelector('.chat-button')?.getBoundingClientRect()
        if (!chat) continue
        for (const element of document.querySelectorAll('.approval-view .status-badge, .approval-view button')) {
          const box = element.getBoundingClientRect()
          if (box.right > chat.left && box.left < chat.right && box.bottom > chat.top && box.top < chat.bottom)
            hits.push(element.textContent ?? '')
        }
      }
      window.scrollTo(0, 0)
      return hits
    })
    expect(covered).toEqual([])
    const pad = phone.page.getByRole('img', { name: 'Signature pad: sign with your finger' })
    await pad.scrollIntoViewIfNeeded()
    const box = (await pad.boundingBox())!
    await phone.page.mouse.move(box.x + 30, box.y + 90)
    await phone.page.mouse.down()
    for (const [x, y] of [
      [90, 40],
      [150, 100],
      [220, 45],
    ] as const)
      await phone.page.mouse.move(box.x + x, box.y + y, { steps: 5 })
    await phone.page.mouse.up()
    await phone.page.getByText('Signed', { exact: true }).waitFor()
    await phone.page.getByRole('button', { name: 'Approve' }).click()
    await phone.page.getByRole('heading', { name: 'You have already responded' }).waitFor()
    expect(phone.errors).toEqual([])
    await phone.page.context().close()

    // The office enrols the applicant in one step.
    const office = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(office.page, { staff: 'admin@club.test' })
    await office.page.goto(`/dashboard/approvals/${approvalId}`)
    await office.page.getByText('Request: Approved').waitFor()
    await office.page.getByRole('heading', { name: 'Membership application', exact: true }).waitFor()
    await office.page.getByRole('button', { name: 'Enrol Aditya Khurana as a member' }).click()
    const enrolled = office.page.getByText(/^Enrolled as M\d+/)
    await enrolled.waitFor()
    const memberId = /M\d+/.exec((await enrolled.textContent())!)![0]
    await office.page.screenshot({ path: 'tests/e2e/screenshots/membership-enrolled-1366x768.png' })
    await office.page.goto('/dashboard/approvals/applications?status=Enrolled')
    await office.page.getByRole('list', { name: 'Membership applications' }).getByText('Mr. Aditya Khurana').waitFor()
    expect(office.errors).toEqual([])
    await office.page.context().close()

    const welcome = (await messagesOf('membership-enrolled')).find((body) => body.includes(memberId))
    expect(welcome).toMatch(/\/forgot-password\/member/)

    // The new member sets a password with the OTP sent to WhatsApp, and signs in.
    const member = await newPage(browser, { width: 390, height: 844 })
    await member.page.goto('/forgot-password/member')
    await member.page.getByLabel('Member ID').fill(memberId)
    await member.page.getByRole('button', { name: 'Send OTP' }).click()
    await member.page.getByText('OTP sent to registered WhatsApp number.').first().waitFor()
    await member.page.getByLabel('OTP').fill(await latestOtp())
    await member.page.getByRole('button', { name: 'Verify OTP' }).click()
    await member.page.getByText('OTP verified.').first().waitFor()
    await member.page.getByLabel('New Password').fill('Garden@2026')
    await member.page.getByLabel('Confirm Password').fill('Garden@2026')
    await member.page.getByRole('button', { name: 'Reset Password' }).click()
    await member.page.waitForURL('**/member-login')
    await member.page.getByLabel('Member ID').fill(memberId)
    await member.page.getByLabel('Password', { exact: true }).fill('Garden@2026')
    await member.page.getByRole('button', { name: 'SIGN IN' }).click()
    await member.page.waitForURL('**/member')
    await member.page.getByAltText(`Membership QR code for ${memberId}`).waitFor()
    expect(member.errors).toEqual([])
    await member.page.context().close()
  })
})
