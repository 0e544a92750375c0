import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, launchBrowser, newPage, signInThroughPage, staffToken } from './browser.js'

// The office dashboard's day at a glance at 1366×768, and the member's own bills on a phone
// (390×844), in Chromium on the built app (ADR 032).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('the office dashboard (1366×768)', () => {
  test('an administrator sees every figure of the day in the first screen, and a tile opens its screen', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    const tiles = page.getByRole('list', { name: 'Today in figures' })
    await tiles.waitFor()
    const names = await tiles.getByRole('link').allTextContents()
    for (const figure of ['today', 'open kitchen order', 'on court', 'waiting', 'over their limit', 'birthday']) {
      expect(names.some((name) => name.includes(figure))).toBe(true)
    }
    const last = await tiles.getByRole('link').last().boundingBox()
    expect(last!.y + last!.height).toBeLessThan(768)
    expect(await horizontalOverflow(page)).toBe(0)

    await tiles.getByRole('link', { name: /on court/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Sports bookings' }).waitFor()
    expect(new URL(page.url()).searchParams.get('status')).toBe('checked_in')
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a steward sees the kitchen and the birthdays, nothing of the money', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'steward@club.test' })
    const tiles = page.getByRole('list', { name: 'Today in figures' })
    await tiles.waitFor()
    const names = await tiles.getByRole('link').allTextContents()
    expect(names).toHaveLength(2)
    expect(names[0]).toContain('open kitchen order')
    expect(names[1]).toContain('birthday')
    expect(await page.getByText(/cheques? waiting/).count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('the member’s bills on a phone (390×844)', () => {
  test('a bill closed on the floor in the member’s name is in My bills, opens as printed and saves as a PDF', async () => {
    const steward = await staffToken('steward@club.test')
    const restaurants = (await api('GET', '/api/facilities/restaurants', steward)).data as { restaurant_id: number }[]
    let billId: number | undefined
    for (const { restaurant_id } of restaurants) {
      const { orders } = await api('GET', `/api/facilities/restaurant/${restaurant_id}/orders`, steward)
      for (const order of orders as { order_id: number; member_id: string | null; status: string }[]) {
        if (billId || order.member_id || order.status === 'cancelled') continue
        const answer = await api('POST', '/api/restaurant-bills', steward, {
          order_id: order.order_id,
          payment_method: 'card',
          member_id: 'M1001',
        })
        billId = answer.bill.bill_id as number
      }
    }
    expect(billId).toBeDefined()

    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await signInThroughPage(page, { member: 'M1001' })
    await page.getByRole('link', { name: 'My bills' }).click()
    const list = page.getByRole('list', { name: 'My bills' })
    await list.waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    await list.getByRole('link', { name: new RegExp(`^Bill ${billId},`) }).click()
    const bill = page.getByRole('region', { name: `Bill ${billId}` })
    await bill.waitFor()
    expect(await bill.textContent()).toContain('GST')
    expect(await bill.textContent()).toContain('Card')
    expect(await horizontalOverflow(page)).toBe(0)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the bill (PDF)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`bill-${billId}.pdf`)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
