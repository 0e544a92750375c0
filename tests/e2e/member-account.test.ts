import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatRupees } from '../../domain/money.js'
import { api, DEMO_PASSWORD, launchBrowser, newPage, signInThroughPage, staffToken } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the member’s account on a phone (390×844)', () => {
  test('a cash deposit and a cheque taken at the office show as available and waiting to clear, with this month’s rows and the statement PDF', async () => {
    const token = await staffToken('admin@club.test')
    const reference = `E2E-${Date.now().toString(36)}`
    await api('POST', '/api/member/wallet/deposit', token, { memberId: 'M1002', amount_paise: 250_000, method: 'cash', reference })
    const cheque = await api('POST', '/api/member/wallet/deposit', token, {
      memberId: 'M1002',
      amount_paise: 120_000,
      method: 'cheque',
      reference: `${reference}-CHQ`,
      cheque: { number: '004512', bank: 'HDFC Bank', date: new Date().toISOString().slice(0, 10) },
    })
    // The office gives the member a password of their own (the demo seeds only M1001's).
    await api('POST', '/api/createmember-password', token, { memberId: 'M1002', password: DEMO_PASSWORD })
    const { balance } = cheque as { balance: { available_paise: number; pending_paise: number } }

    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await signInThroughPage(page, { member: 'M1002' })
    await page.goto('/member/account')
    const card = page.getByRole('region', { name: 'Available balance' })
    await card.waitFor()
    expect(await card.textContent()).toContain(formatRupees(balance.available_paise))
    expect(await card.textContent()).toContain(formatRupees(balance.pending_paise))
    await page
      .getByRole('list', { name: 'Pending cheques' })
      .getByText(/004512/)
      .waitFor()
    const month = page.getByRole('list', { name: 'This month’s transactions' })
    await month.getByText(formatRupees(250_000)).first().waitFor()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: /^Download .* \(PDF\)$/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.pdf$/)
    await page.screenshot({ path: 'tests/e2e/screenshots/member-account-390x844.png', fullPage: true })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
