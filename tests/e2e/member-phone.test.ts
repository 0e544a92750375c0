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

describe('the member app on a phone', () => {
  test('a toast leaves the bar and its way back free to tap', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await signInThroughPage(page, { member: 'M1001' })

    await page.goto('/member/bookings')
    await page.locator('.member-list__link').first().click()
    await page.waitForURL(/\/member\/bookings\/\d+$/)
    await page.getByRole('list', { name: 'Tickets' }).waitFor()
    // The receipt fails (answered here: nothing on the server changes) and says so in a toast.
    const failure = 'The receipt could not be made just now.'
    await page.route('**/bookings/*/receipt', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: failure }) }),
    )
    await page.getByRole('button', { name: 'Receipt (PDF)' }).click()

    const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: failure })
    await toast.waitFor()
    await page.waitForTimeout(500) // the toast slides in for 0.4 s
    const bar = (await page.locator('.member-app__bar').boundingBox())!
    const toastBox = (await toast.boundingBox())!
    expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    // A tap on the way back reaches it (Playwright refuses when something else would take the tap).
    await page.getByRole('link', { name: 'My bookings' }).click({ trial: true, timeout: 2000 })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
