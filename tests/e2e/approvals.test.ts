import { readFileSync } from 'node:fs'
import pg from 'pg'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, launchBrowser, newPage, server, signInThroughPage, staffToken } from './browser.js'

// Issue 20: an approver opens the link from their WhatsApp message on a phone, signs and approves;
// the office sees the request decided.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The approval messages the server sent (from the messages table on PostgreSQL, else from its log). */
async function approvalMessages(): Promise<string[]> {
  if (server().databaseUrl) {
    const client = new pg.Client({ connectionString: server().databaseUrl })
    await client.connect()
    try {
      const result = await client.query<{ body: string }>(`select body from messages where purpose = 'approval' order by message_id`)
      return result.rows.map((row) => row.body)
    } finally {
      await client.end()
    }
  }
  return readFileSync(server().logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { purpose?: string; body?: string })
    .filter((entry) => entry.purpose === 'approval' && entry.body)
    .map((entry) => entry.body!)
}

/** The link in the message sent to the approver; the server's log may take a moment to reach the file. */
async function linkSentTo(approvalId: number, memberId: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const link = (await approvalMessages())
      .map((body) => /https?:\/\/\S+/.exec(body)?.[0])
      .find((url) => url?.includes(`/approval/view/${approvalId}?`) && url.includes(`member_id=${memberId}`))
    if (link) return new URL(link)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No approval link was sent to ${memberId}`)
}

describe('answering an approval on a phone', () => {
  test('the approver opens the WhatsApp link, signs on the pad and approves; the request is decided', async () => {
    const admin = await staffToken('admin@club.test')
    const { data } = await api('POST', '/api/approval/create', admin, {
      subject: 'Resurface the squash court',
      body: 'Quotation from Delhi Sports Floors: ₹1,85,000, work over two weekends.',
      approvers: [
        { member_id: 'M1002', role_title: 'Secretary' },
        { member_id: 'M1003', role_title: 'Treasurer' },
      ],
      rule: 'any',
    })
    const link = await linkSentTo(data.approval_id, 'M1002')

    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByRole('heading', { level: 1, name: 'Resurface the squash court' }).waitFor()
    await page.getByText('Your status: Pending').waitFor()
    await page.screenshot({ path: 'tests/e2e/screenshots/approval-viewer-phone.png', fullPage: true })

    // Sign with a finger on the pad.
    const pad = page.getByRole('img', { name: 'Signature pad: sign with your finger' })
    await pad.scrollIntoViewIfNeeded()
    const box = (await pad.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(390)
    await page.mouse.move(box.x + 30, box.y + 100)
    await page.mouse.down()
    for (const [x, y] of [
      [80, 40],
      [130, 110],
      [180, 50],
      [240, 100],
    ] as const)
      await page.mouse.move(box.x + x, box.y + y, { steps: 5 })
    await page.mouse.up()
    await page.getByText('Signed', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Your response (Approved) has been recorded. Thank you.').first().waitFor()
    await page.getByRole('heading', { name: 'You have already responded' }).waitFor()
    await page.screenshot({ path: 'tests/e2e/screenshots/approval-viewer-phone-answered.png', fullPage: true })

    // The office sees it decided, with the drawn signature kept.
    const { data: decided } = await api('GET', `/api/approval/${data.approval_id}`, admin)
    expect(decided.status).toBe('Approved')
    const answer = decided.approvals.find((entry: { member_id: string }) => entry.member_id === 'M1002')
    expect(answer.status).toBe('Approved')
    expect(answer.signature_data).toMatch(/^data:image\/png;base64,/)
    expect(errors).toEqual([])
    await page.context().close()

    // The creator sees it decided in the office, with the signature.
    const office = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(office.page, { staff: 'admin@club.test' })
    await office.page.goto(`/dashboard/approvals/${data.approval_id}`)
    await office.page.getByRole('heading', { level: 1, name: 'Resurface the squash court' }).waitFor()
    await office.page.getByText('Request: Approved').waitFor()
    await office.page.getByRole('img', { name: /^Signature of / }).waitFor()
    await office.page.screenshot({ path: 'tests/e2e/screenshots/approval-office-1366x768.png' })
    await office.page.goto('/dashboard/approvals')
    await office.page.getByRole('list', { name: 'Approval requests' }).waitFor()
    await office.page.screenshot({ path: 'tests/e2e/screenshots/approvals-list-1366x768.png' })
    expect(office.errors).toEqual([])
    await office.page.context().close()
  })
})
