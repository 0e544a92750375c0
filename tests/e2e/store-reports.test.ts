import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, newPage, signInThroughPage } from './browser.js'

// The Reports screen at the office's size (1366×768), in Chromium on the built app with the demo's
// month of bills (issue 22; ADR 041).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
const shot = (page: Page, name: string) =>
  process.env.STORE_SCREENSHOTS ? page.screenshot({ path: `${process.env.STORE_SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined

describe('reports (1366×768)', () => {
  test('the demo’s sales by day show as a chart and a table; food cost by restaurant and the stock’s value too', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    await page.goto('/dashboard/inventory')
    await page.getByRole('link', { name: 'Reports' }).click()
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor()

    const sales = page.getByRole('region', { name: 'Sales by day' })
    await sales.getByRole('figure', { name: 'Sales per day, tax included' }).locator('.recharts-bar-rectangle').first().waitFor()
    expect(await sales.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(10)
    // 30 days and the totals line; the demo billed every one of the last 30 days but today.
    expect(await sales.getByRole('row').count()).toBe(32)
    expect(await sales.getByRole('row', { name: /^Total/ }).textContent()).toMatch(/₹[\d,]+/)
    expect(await horizontalOverflow(page)).toBe(0)
    await shot(page, 'reports-sales-by-day')

    await page.getByRole('tab', { name: 'Food cost by restaurant' }).click()
    const foodCost = page.getByRole('region', { name: 'Food cost by restaurant' })
    await foodCost.locator('.recharts-bar-rectangle').first().waitFor()
    expect(await foodCost.getByRole('row', { name: /Zafraan/ }).textContent()).toMatch(/\d+(\.\d)?%/)
    await shot(page, 'reports-food-cost')

    await page.getByRole('tab', { name: 'Stock value' }).click()
    const stock = page.getByRole('region', { name: 'Stock value' })
    await stock.getByRole('row', { name: /Main store/ }).waitFor()
    await shot(page, 'reports-stock-value')
    expect(errors).toEqual([])
    await page.context().close()
  })
})
