import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, DEMO_PASSWORD as PASSWORD, launchBrowser, newPage, staffToken } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A steward sends three dishes of the first open Main Kitchen restaurant to the kitchen. */
async function stewardSendsOrder(note: string) {
  const token = await staffToken('steward@club.test')
  const restaurants = (await api('GET', '/api/facilities/restaurants', token)).data as any[]
  const restaurant = restaurants.find((candidate) => candidate.isOpen && candidate.kitchen_name === 'Main Kitchen')
  const menu = (await api('GET', `/api/facilities/restaurant/${restaurant._id}/menu`, token)).menuItems as any[]
  const dishes = menu.filter((item) => item.is_available).slice(0, 3)
  const { order } = await api('POST', '/api/kitchen/orders', token, {
    restaurant_id: restaurant._id,
    notes: note,
    items: dishes.map((dish) => ({ menu_item_id: dish._id, quantity: 1 })),
  })
  return order as { order_id: number; kitchen_id: number; items: { item_id: number; name: string }[] }
}

async function signInToKitchen(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email or Username').fill('kitchen1')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/kitchen')
  await page.getByText('Main Kitchen').first().waitFor()
}

const ticket = (page: Page, orderId: number) => page.locator(`article[aria-label$="order ${orderId}"]`)

describe('the kitchen display', () => {
  test('a steward’s order appears without a reload; taps made offline survive a reload and reach the server once', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 800 })
    await signInToKitchen(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })

    const order = await stewardSendsOrder('E2E: window table, birthday')
    await ticket(page, order.order_id).waitFor({ timeout: 20_000 })
    await ticket(page, order.order_id).getByText('E2E: window table, birthday').waitFor()
    // It arrived below the cards on screen: a reminder at the screen's edge brings it into view.
    const reminder = page.getByRole('button', { name: /^New order: / })
    await reminder.waitFor()
    await reminder.click()
    await reminder.waitFor({ state: 'detached' })
    const box = (await ticket(page, order.order_id).boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeLessThan(800)

    await page.context().setOffline(true)
    for (const item of order.items) {
      await ticket(page, order.order_id)
        .getByRole('button', { name: new RegExp(`× ${escape(item.name)} (.* )?New\\b`) })
        .click()
    }
    await page.getByText('Offline — 3 taps waiting to sync').waitFor()

    await page.reload()
    await ticket(page, order.order_id).waitFor()
    await page.getByText('Offline — 3 taps waiting to sync').waitFor()
    expect(
      await ticket(page, order.order_id)
        .getByRole('button', { name: / Cooking\b/ })
        .count(),
    ).toBe(3)

    await page.context().setOffline(false)
    await page.getByText(/waiting to sync|taps to send/).waitFor({ state: 'detached', timeout: 30_000 })

    const { data } = await api('POST', '/api/kitchen/login', undefined, { username: 'kitchen1', password: PASSWORD })
    const { orders } = await api('GET', `/api/kitchen/orders/${order.kitchen_id}`, data.token)
    const stored = (orders as any[]).find((candidate) => candidate.order_id === order.order_id)
    expect(stored.items.map((item: any) => item.status)).toEqual(['preparing', 'preparing', 'preparing'])

    const second = await newPage(browser, { width: 1280, height: 800 })
    await signInToKitchen(second.page)
    await ticket(second.page, order.order_id).waitFor()
    expect(
      await ticket(second.page, order.order_id)
        .getByRole('button', { name: / Cooking\b/ })
        .count(),
    ).toBe(3)

    expect(errors).toEqual([])
    await second.page.context().close()
    await page.context().close()
  })
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
