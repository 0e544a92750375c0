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

  test('the settings view refuses a bad send rate with its message, saves a good one; the opted-out view opts a member in and out', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    await page.goto('/dashboard/greetings')
    await page.getByRole('button', { name: 'Settings' }).click()
    const form = page.getByRole('form', { name: 'Greeting settings' })
    await form.getByLabel('Send rate (messages a second)').fill('5000')
    await form.getByRole('button', { name: 'Save settings' }).click()
    await form.getByText('Send rate must be a whole number of messages per second, from 1 to 1000').waitFor()
    await page.screenshot({ path: process.env.GREETINGS_SETTINGS_ERROR_SCREENSHOT ?? '/tmp/greetings-settings-error-1366.png' })
    await form.getByLabel('Send rate (messages a second)').fill('40')
    await form.getByLabel('Automatic greetings at').fill('08:15')
    await form.getByLabel('birthday · formal').fill('club_birthday_formal_v2')
    await page.screenshot({ path: process.env.GREETINGS_SETTINGS_SCREENSHOT ?? '/tmp/greetings-settings-1366.png' })
    await form.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('Greeting settings saved').waitFor()
    await page.reload()
    await page.getByRole('button', { name: 'Settings' }).click()
    await expect.poll(() => page.getByLabel('Send rate (messages a second)').inputValue()).toBe('40')
    expect(await page.getByLabel('Automatic greetings at').inputValue()).toBe('08:15')

    await page.getByRole('button', { name: 'Opted out' }).click()
    const optOutForm = page.getByRole('form', { name: 'Opt a member out' })
    await optOutForm.getByLabel('Member ID').fill('M1001')
    await optOutForm.getByLabel('Reason').fill('Asked at the front desk')
    await optOutForm.getByRole('button', { name: 'Opt out' }).click()
    await page.getByText('Asked at the front desk').waitFor()
    await page.screenshot({ path: process.env.GREETINGS_OPT_OUTS_SCREENSHOT ?? '/tmp/greetings-opt-outs-1366.png' })
    await page
      .getByRole('button', { name: /^Greet .+ again$/ })
      .first()
      .click()
    await page.getByText('The member will be sent greetings again').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  }, 60_000)
})
