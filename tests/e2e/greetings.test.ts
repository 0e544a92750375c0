import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, newPage, signInThroughPage } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the office Greetings screen in Chromium (1366×768)', () => {
  test('the secretary sees the day’s birthdays with ages, previews the message, sends to the selection and watches it go', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    await page.goto('/dashboard/greetings')
    await page.getByRole('heading', { name: 'Greetings', level: 1 }).waitFor()
    await page.getByText('Select all').waitFor()
    const rows = page.getByRole('list', { name: 'Members' }).getByRole('listitem')
    expect(await rows.count()).toBeGreaterThan(0)
    await expect.poll(() => rows.first().innerText()).toMatch(/Turns \d+/)

    await page.getByLabel(/Select all/).check()
    await page.getByText('Preview').first().waitFor()
    await page.getByLabel('Template').selectOption('formal')
    await page.screenshot({ path: process.env.GREETINGS_SCREENSHOT ?? '/tmp/greetings-1366.png' })

    const sendButton = page.getByRole('button', { name: /^Send to \d+ selected$/ })
    await sendButton.click()
    const dialog = page.getByRole('dialog', { name: 'Send to the selected members' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Send' }).click()
    // The bulk dialog closes on success and the selection is cleared (spec 2 §2).
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByRole('button', { name: 'Send to 0 selected' }).isDisabled()).toBe(true)
    await page
      .getByText(/\d+ sent · 0 failed · 0 waiting/)
      .first()
      .waitFor({ timeout: 20_000 })
    // The finished send shows in the statistics without a reload.
    await page.getByText(/^[1-9]\d* sent from /).waitFor({ timeout: 20_000 })
    await page.screenshot({ path: process.env.GREETINGS_SCREENSHOT_AFTER ?? '/tmp/greetings-1366-sent.png' })
    expect(errors).toEqual([])
    await page.context().close()
  }, 60_000)
})
